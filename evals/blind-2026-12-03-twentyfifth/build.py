#!/usr/bin/env python3
"""Build the assistant-twentyfifth held-out eval set from the rendered page text only.

Every fact is a constant (page, verbatim snippet, value); each snippet is asserted to
appear in pages/<page>.txt after whitespace collapsing. Every computed figure is derived
two independent ways and the two results are asserted equal.
"""
import calendar
import datetime as dt
import json
import os
import re
from decimal import Decimal
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
PAGES = ["home", "features", "chatbots", "workflows", "pricing", "ai-vibe-coding",
         "contact", "terms", "privacy", "refund-policy", "development-policy", "cookies"]


def collapse(s):
    return " ".join(s.split())


TEXT = {}
for p in PAGES:
    with open(os.path.join(HERE, "pages", p + ".txt"), encoding="utf-8") as f:
        TEXT[p] = collapse(f.read())
ALL_TEXT_LOWER = " ".join(TEXT.values()).lower()

# ---------------------------------------------------------------- facts
# name: (page, verbatim snippet, value)
FACTS = {
    "starter_price": ("pricing", "$197 /month Regular price $297 $100/month limited time", 197),
    "starter_regular": ("pricing", "$197 /month Regular price $297 $100/month limited time", 297),
    "pro_price": ("pricing", "$397 /month Regular price $597 $200/month limited time", 397),
    "pro_regular": ("pricing", "$397 /month Regular price $597 $200/month limited time", 597),
    "pro_crm": ("pricing", "CRM and calendar integrations", "Business Pro"),
    "pro_vector": ("pricing", "File management with vector search", "Business Pro"),
    "price_lock": ("pricing", "Limited-time prices stay yours as long as you keep the plan.", True),
    "elite_custom": ("pricing", "Business Elite Unlimited automation with a dedicated team. Custom pricing", "custom"),
    "web_monthly": ("ai-vibe-coding", "$199 /month billed monthly, or $179/month with a 12-month plan (save $240/year)", 199),
    "web_yearly": ("ai-vibe-coding", "$199 /month billed monthly, or $179/month with a 12-month plan (save $240/year)", 179),
    "webapp_monthly": ("ai-vibe-coding", "$219 /month billed monthly, or $199/month with a 12-month plan (save $240/year)", 219),
    "webapp_yearly": ("ai-vibe-coding", "$219 /month billed monthly, or $199/month with a 12-month plan (save $240/year)", 199),
    "app_monthly": ("ai-vibe-coding", "$289 /month billed monthly, or $259/month with a 12-month plan (save $360/year)", 289),
    "app_yearly": ("ai-vibe-coding", "$289 /month billed monthly, or $259/month with a 12-month plan (save $360/year)", 259),
    "vibe_trial": ("ai-vibe-coding", "14-day free trial, then your card is charged monthly.", 14),
    "terms_trial": ("terms", "AI Vibe Coding subscriptions start with a 14-day free trial", 14),
    "refund_days": ("refund-policy", "within 7 days of your first payment", 7),
    "terms_refund": ("terms", "New customers can ask for a full refund within 7 days of their first payment.", 7),
    "bank_days": ("refund-policy", "Your bank shows the money in your account 5-10 days", "5-10 days"),
    "cancel_notice": ("terms", "To cancel a monthly plan, give us at least 30 days notice in writing. Billing stops at the end of the notice period", 30),
    "pause_max": ("terms", "You may pause a plan for up to 6 months.", 6),
    "annual_early": ("terms", "If you cancel an annual plan early, the remaining months of the annual term are due.", True),
    "vibe_yearly_commit": ("terms", "at the lower yearly-plan rate with a 12-month commitment", 12),
    "liability": ("terms", "our total liability for any claim is limited to the fees you paid us in the 12 months before the claim arose", 12),
    "law": ("terms", "governed by the laws of the State of North Carolina", "North Carolina"),
    "court": ("terms", "state and federal courts located in Wake County, North Carolina", "Wake County"),
    "critical": ("development-policy", "Critical A live automation, chatbot or site is down or losing data. 2 hours 4 hours", (2, 4)),
    "hours": ("contact", "Hours Mon-Fri 9AM-6PM EST", (9, 18)),
    "hours_terms": ("terms", "Support is available Mon-Fri 9AM-6PM EST, with critical issues handled 24/7.", (9, 18)),
    "hq": ("contact", "Headquarters Raleigh, NC", "Raleigh, NC"),
    "gpt4": ("chatbots", "Many languages $0.03 per 1K tokens", Decimal("0.03")),
    "claude": ("chatbots", "Clear writing $0.015 per 1K tokens", Decimal("0.015")),
    "gpt35": ("chatbots", "High volume $0.0025 per 1K tokens", Decimal("0.0025")),
    "setup_web": ("chatbots", "Website A chat widget on every page of your site. Setup time: 15 minutes", 15),
    "setup_wa": ("chatbots", "WhatsApp Answer customers where they already message. Setup time: 30 minutes", 30),
    "setup_fb": ("chatbots", "Facebook Messenger Reply to page messages instantly. Setup time: 20 minutes", 20),
    "setup_sms": ("chatbots", "SMS Two-way text conversations with customers. Setup time: 25 minutes", 25),
    "cb_starter": ("chatbots", "Starter Up to 1,000 conversations $49 /month", 49),
    "cb_pro": ("chatbots", "Professional Up to 10,000 conversations $149 /month", 149),
    "cb_pro_feat": ("chatbots", "3 chatbots All channels", 3),
    "cb_ent": ("chatbots", "Enterprise Unlimited conversations $499 /month", 499),
    "cb_custom": ("chatbots", "Source code $2,999 one-time", 2999),
    "wf_lead": ("workflows", "4 CRM updated Saves about 6 hours a week", 6),
    "wf_invoice": ("workflows", "4 Posted to accounting Saves about 5 hours a week", 5),
    "wf_review": ("workflows", "4 Replies flagged for you Saves about 3 hours a week", 3),
    "transcripts": ("privacy", "Chat transcripts 24 months after the last message", "24 months"),
    "payment_records": ("privacy", "Payment records 7 years, as tax and accounting law requires", "7 years"),
}
for name, (page, snip, _v) in FACTS.items():
    assert collapse(snip) in TEXT[page], f"fact {name!r}: snippet not in {page}: {snip!r}"


def V(name):
    return FACTS[name][2]


def money(n):
    d = Decimal(str(n))
    if d == d.to_integral_value():
        return "${:,}".format(int(d))
    if d == d.quantize(Decimal("0.01")):
        return "${:,.2f}".format(d)
    return "$" + format(d.normalize(), "f")  # per-token prices such as $0.0025


def two(a, b, label):
    assert a == b, f"{label}: {a!r} != {b!r}"
    return a


def fmt_date(d):
    return f"{calendar.month_name[d.month]} {d.day}, {d.year}"


def add_days_manual(y, m, d, n):
    """Add n days by walking month lengths (independent of timedelta)."""
    while n > 0:
        dim = calendar.monthrange(y, m)[1]
        left = dim - d
        if n <= left:
            return dt.date(y, m, d + n)
        n -= left + 1
        y, m, d = (y + 1, 1, 1) if m == 12 else (y, m + 1, 1)
    return dt.date(y, m, d)


def add_months_manual(d, k):
    idx = d.year * 12 + (d.month - 1) + k
    return dt.date(idx // 12, idx % 12 + 1, d.day)


def add_months_loop(d, k):
    cur = d
    for _ in range(k):
        cur = cur + dt.timedelta(days=calendar.monthrange(cur.year, cur.month)[1])
    return cur


def clock(h, m=0):
    ap = "AM" if h % 24 < 12 else "PM"
    hh = h % 12 or 12
    return f"{hh}:{m:02d} {ap}"


REF = dt.date(2026, 12, 3)
NY = ZoneInfo("America/New_York")
NOW = dt.datetime(2026, 12, 3, 10, 0, tzinfo=NY)
assert REF.strftime("%A") == "Thursday"
assert NOW.utcoffset() == dt.timedelta(hours=-5)  # EST in December

# ---------------------------------------------------------------- computations
C = {}
# 1 Business Pro 18 months (a year and a half)
C["pro18"] = two(V("pro_price") * 18, sum([V("pro_price")] * 12) + sum([V("pro_price")] * 6), "pro18")
C["pro12"] = V("pro_price") * 12
C["pro_reg18"] = V("pro_regular") * 18
# 2 Starter 9 months (three quarters of a year)
C["st9"] = two(V("starter_price") * 9, int(V("starter_price") * 12 * Decimal("0.75")), "st9")
C["st_reg9"] = V("starter_regular") * 9
C["st12"] = V("starter_price") * 12
# 3 Pro yearly saving vs regular
C["pro_save_yr"] = two((V("pro_regular") - V("pro_price")) * 12, V("pro_regular") * 12 - V("pro_price") * 12, "prosave")
# 4 Pro - Starter per month
C["diff"] = two(V("pro_price") - V("starter_price"), -(V("starter_price") - V("pro_price")), "diff")
C["diff_reg"] = V("pro_regular") - V("starter_regular")
# 5 Commercial Website + Mobile App monthly billing
C["web_app"] = two(V("web_monthly") + V("app_monthly"), sum([V("app_monthly"), V("web_monthly")]), "webapp")
C["web_app_yr"] = V("web_yearly") + V("app_yearly")
# 6 Smart Web Application on 12-month plan, one year
C["webapp12"] = two(V("webapp_yearly") * 12, V("webapp_monthly") * 12 - 240, "webapp12")
C["webapp12_monthly"] = V("webapp_monthly") * 12
# 7 trial started today -> first charge
C["trial_end"] = two(REF + dt.timedelta(days=V("vibe_trial")), add_days_manual(2026, 12, 3, V("terms_trial")), "trial")
# 8 refund deadline for payment today
C["refund_today"] = two(REF + dt.timedelta(days=V("refund_days")), add_days_manual(2026, 12, 3, V("terms_refund")), "refund")
# 9 trial started Nov 20 -> charge -> refund deadline
start9 = dt.date(2026, 11, 20)
C["charge9"] = two(start9 + dt.timedelta(days=14), add_days_manual(2026, 11, 20, 14), "charge9")
C["refund9"] = two(C["charge9"] + dt.timedelta(days=7), add_days_manual(2026, 11, 20, 21), "refund9")
# 10 cancel notice today
C["cancel"] = two(REF + dt.timedelta(days=V("cancel_notice")), dt.date.fromordinal(REF.toordinal() + 30), "cancel")
# 11 pause 6 months from today
C["pause"] = two(add_months_manual(REF, V("pause_max")), add_months_loop(REF, 6), "pause")
# 12 critical at 10:00 -> first response and fix
crit_resp, crit_fix = V("critical")
C["crit_resp"] = two(clock((NOW + dt.timedelta(hours=crit_resp)).hour), clock((10 * 60 + crit_resp * 60) // 60), "critresp")
C["crit_fix"] = two(clock((NOW + dt.timedelta(hours=crit_fix)).hour), clock((10 * 60 + crit_fix * 60) // 60), "critfix")
# 13 support hours in Pacific
o, c = V("hours")
LA = ZoneInfo("America/Los_Angeles")
LON = ZoneInfo("Europe/London")
C["pt_open"] = two(clock(dt.datetime(2026, 12, 3, o, tzinfo=NY).astimezone(LA).hour), clock(o - 3), "ptopen")
C["pt_close"] = two(clock(dt.datetime(2026, 12, 3, c, tzinfo=NY).astimezone(LA).hour), clock(c - 3), "ptclose")
# follow-up: London
C["lon_open"] = two(clock(dt.datetime(2026, 12, 3, o, tzinfo=NY).astimezone(LON).hour), clock(o + 5), "lonopen")
C["lon_close"] = two(clock(dt.datetime(2026, 12, 3, c, tzinfo=NY).astimezone(LON).hour), clock(c + 5), "lonclose")
# 14 tokens: 400,000 on Claude vs GPT-4
C["claude400"] = two(Decimal(400000) / 1000 * V("claude"), Decimal(400) * Decimal("15") / 1000, "claude")
C["gpt4_400"] = two(Decimal(400000) / 1000 * V("gpt4"), Decimal(400) * Decimal("30") / 1000, "gpt4")
# 15 liability cap after 8 months of Starter at $197
C["liab8"] = two(V("starter_price") * 8, sum(V("starter_price") for _ in range(8)), "liab")
# 16 early exit: Commercial Website 12-month plan, leave after 5 paid months
C["exit7"] = two((V("vibe_yearly_commit") - 5) * V("web_yearly"), 12 * V("web_yearly") - 5 * V("web_yearly"), "exit")
C["exit7_monthly"] = 7 * V("web_monthly")
C["web12"] = 12 * V("web_yearly")
# 17 setup: website + whatsapp + sms
C["setup3"] = two(V("setup_web") + V("setup_wa") + V("setup_sms"), sum([V("setup_sms"), V("setup_wa"), V("setup_web")]), "setup")
# 18 hours saved: lead + invoice + review
C["saved3"] = two(V("wf_lead") + V("wf_invoice") + V("wf_review"), sum(sorted([V("wf_review"), V("wf_lead"), V("wf_invoice")])), "saved")
# 20 chatbot Professional a year
C["cbpro12"] = two(V("cb_pro") * 12, V("cb_pro") * 10 + V("cb_pro") * 2, "cbpro")
# follow-up: app 12-month plan a year
C["app12"] = two(V("app_yearly") * 12, V("app_monthly") * 12 - 360, "app12")
C["app12_monthly"] = V("app_monthly") * 12
# follow-up: whatsapp + messenger
C["wa_fb"] = two(V("setup_wa") + V("setup_fb"), 50, "wafb")
# follow-up: 1M tokens on GPT-3.5
C["gpt35_1m"] = two(Decimal(1000000) / 1000 * V("gpt35"), Decimal(1000) * Decimal("25") / 10000, "gpt35")
# follow-up: refund deadline for payment Nov 28
C["refund_nov28"] = two(dt.date(2026, 11, 28) + dt.timedelta(days=7), add_days_manual(2026, 11, 28, 7), "refund28")
# paraphrase: refund processing+review worst case business days (not used as item) -- none

M = lambda k: money(C[k])  # noqa: E731
D = lambda k: fmt_date(C[k])  # noqa: E731

# ---------------------------------------------------------------- items
ITEMS = []


def item(cat, turns, expected, must, must_not, unans=False):
    ITEMS.append({"category": cat, "turns": turns, "expected": expected,
                  "must_include": must, "must_not_include": must_not, "unanswerable": unans})


# ===== 20 compositions
item("composition",
     ["hey so if i go with the busines pro thing for like a year and a half how much total?? just the current price not the regular"],
     f"At the limited-time {money(V('pro_price'))}/month, 18 months of Business Pro comes to {M('pro18')}.",
     [M("pro18"), "Business Pro"], [money(C["pro12"]), money(C["pro_reg18"]), "$10,746"])
item("composition",
     ["Hola, tengo una panadería con 6 empleados. ¿Cuánto pagaría en total por el plan más barato de automatización durante tres cuartos de año?"],
     f"El plan Business Starter cuesta {money(V('starter_price'))}/mes, así que 9 meses suman {M('st9')}.",
     [M("st9"), "Business Starter"], [money(C["st_reg9"]), money(C["st12"]), "Business Pro"])
item("composition",
     ["your banner says save up to $400 a month lol. realistically if i lock in the most popular automation plan at the promo price, how much do i save over a full year vs the regular price?"],
     f"Business Pro is {money(V('pro_price'))}/month instead of the regular {money(V('pro_regular'))}, a {money(V('pro_regular') - V('pro_price'))}/month saving, which is {M('pro_save_yr')} over 12 months.",
     [M("pro_save_yr"), "Business Pro"], ["$4,800", "$1,200", "$2,388"])
item("composition",
     ["Hallo! Was ist der Preisunterschied pro Monat zwischen Business Starter und Business Pro, mit den aktuellen Aktionspreisen?"],
     f"Business Pro kostet {money(V('pro_price'))}/Monat und Business Starter {money(V('starter_price'))}/Monat – der Unterschied beträgt {M('diff')} pro Monat.",
     [M("diff")], [money(C["diff_reg"]), "$594", "$100"])
item("composition",
     ["Hi there, we're a family hardware store at 412 Oak Street, founded 1987, 14 staff and about 2,300 customers on our list. We'd want both a regular business website and a phone app for customers, paying month to month, no yearly lock-in. What would the two together run us each month?"],
     f"On monthly billing the Commercial Website is {money(V('web_monthly'))}/month and Mobile App Development is {money(V('app_monthly'))}/month, so together {M('web_app')} per month.",
     [M("web_app")], [money(C["web_app_yr"]), "$412", "$508"])
item("composition",
     ["Bonjour, pour la Smart Web Application avec l'engagement de 12 mois, ça me coûte combien au total sur l'année ?"],
     f"Avec l'engagement de 12 mois, la Smart Web Application revient à {money(V('webapp_yearly'))}/mois, soit {M('webapp12')} sur l'année.",
     [M("webapp12")], [money(C["webapp12_monthly"]), "$240", "$2,148"])
item("composition",
     ["just started the free trial for the website build today 🙂 when does my card actually get charged? 💳"],
     f"The AI Vibe Coding trial lasts 14 days, so starting today your card is first charged around {D('trial_end')}, then monthly after that.",
     [D("trial_end")], ["December 10, 2026", "January 3, 2027", "December 31, 2026"])
item("composition",
     ["Ciao, ho pagato oggi il primo mese di Business Pro. Entro che data posso chiedere il rimborso completo se non mi convince?"],
     f"Hai 7 giorni dal primo pagamento per chiedere il rimborso completo: quindi entro il {D('refund_today')}.",
     [D("refund_today")], ["December 17, 2026", "January 2, 2027", "December 5, 2026"])
item("composition",
     ["Hoi, ik ben op 20 november 2026 begonnen met de gratis proefperiode van jullie app-bouw dienst. Tot welke datum kan ik nog mijn geld terugvragen na de eerste betaling?"],
     f"De proefperiode van 14 dagen eindigt met de eerste betaling rond {D('charge9')}; daarna heb je 7 dagen voor een volledige terugbetaling, dus tot {D('refund9')}.",
     [D("charge9"), D("refund9")], ["November 27, 2026", "December 18, 2026"])
item("composition",
     ["Olá! Quero cancelar meu plano mensal e vou mandar o aviso por escrito hoje. Até quando vou ser cobrado?"],
     f"O cancelamento de um plano mensal exige 30 dias de aviso por escrito; avisando hoje, a cobrança para ao fim do aviso, em {D('cancel')}, e o serviço funciona até lá.",
     [D("cancel")], ["January 3, 2027", "December 31, 2026", "February 2, 2027"])
item("composition",
     ["Dzień dobry, chcę zawiesić nasz plan od dzisiaj na najdłuższy możliwy okres. Do kiedy maksymalnie może trwać pauza?"],
     f"Plan można zawiesić maksymalnie na 6 miesięcy, więc od dziś pauza może trwać najdłużej do {D('pause')}; automatyzacje są wtedy wyłączone, a dane zachowane.",
     [D("pause")], ["March 3, 2027", "December 3, 2027", "June 3, 2026"])
item("composition",
     ["our booking bot is down rn, totally dead. its 10am here in ny. when will u guys fix it"],
     f"A down chatbot is a Critical issue: first response within 2 hours (by {C['crit_resp']}) and resolution within 4 hours, so by about {C['crit_fix']} Eastern.",
     [C["crit_fix"]], ["4:00 PM", "11:00 AM", "same day"])
item("composition",
     ["we're in Seattle and switching from Intercom. what hours can i actually reach your support team in my time, on a weekday?"],
     f"Support runs Mon-Fri 9AM-6PM EST, which is {C['pt_open']} to {C['pt_close']} Pacific time; critical issues are handled 24/7.",
     [C["pt_open"], C["pt_close"]], ["12:00 PM", "9:00 AM", "8:00 PM"])
item("composition",
     ["roughly four hundred thousand tokens a month — what would that cost on Claude vs on GPT-4?"],
     f"At {money(V('claude'))} per 1K tokens Claude would be about {money(C['claude400'])}, while GPT-4 at {money(V('gpt4'))} per 1K would be about {money(C['gpt4_400'])}.",
     [money(C["claude400"]), money(C["gpt4_400"])], ["$60", "$120", "$1.00"])
item("composition",
     ["Hypothetically, if something went badly wrong — we've been on Business Starter for 8 months paying $197 each month — what's the most you'd be liable for?"],
     f"Liability is capped at the fees you paid in the 12 months before the claim, so after 8 months at {money(V('starter_price'))} that is {M('liab8')}.",
     [M("liab8")], [money(C["st12"]), "$2,376", "$297"])
item("composition",
     ["hola, tengo el Commercial Website en el plan de 12 meses at $179. If I quit after 5 months paid, cuánto tengo que pagar todavía?"],
     f"El plan de 12 meses es un compromiso anual: si cancelas después de 5 meses, se deben los 7 meses restantes, es decir 7 × {money(V('web_yearly'))} = {M('exit7')}.",
     [M("exit7")], [money(C["exit7_monthly"]), money(C["web12"]), "$895"])
item("composition",
     ["If we put the chatbot on our website, WhatsApp and SMS, how long is setup all together?"],
     f"Setup is 15 minutes for the website, 30 for WhatsApp and 25 for SMS, so about {C['setup3']} minutes in total (1 hour 10 minutes).",
     [f"{C['setup3']} minutes"], ["45 minutes", "90 minutes", "60 minutes"])
item("composition",
     ["Hej! Om vi tar lead-uppföljning, fakturahantering och recensionsförfrågningar, hur många timmar sparar vi per vecka ungefär?"],
     f"Lead Follow-Up sparar cirka 6 timmar, Invoice Processing 5 och Review Requests 3 – totalt ungefär {C['saved3']} hours a week.",
     [f"{C['saved3']} hours"], ["15 hours", "11 hours", "30 hours"])
item("composition",
     ["Zapier's too DIY for us. Which is the cheapest of your automation plans that hooks into our CRM and calendar and lets us search our files by meaning?"],
     f"Business Pro, at {money(V('pro_price'))}/month, is the lowest plan with CRM and calendar integrations plus file management with vector search.",
     ["Business Pro", money(V("pro_price"))], ["Business Starter", "Business Elite", "$197"])
item("composition",
     ["the middle chatbot plan is $129/mo right? whats that for a full year"],
     f"The Professional chatbot plan is actually {money(V('cb_pro'))}/month, so a full year is {M('cbpro12')}.",
     [money(V("cb_pro")), M("cbpro12")], ["$129", "$1,548", "$588", "$5,988"])

# ===== 6 paraphrases
item("paraphrase",
     ["Once you've approved my refund, how long till it actually shows up in my bank?"],
     "After we process the refund to your original card, your bank usually shows it in 5-10 days.",
     ["5-10 days"], ["3-5 business days", "24 hours"])
item("paraphrase",
     ["where are you guys based?"],
     "Relaywise LLC is headquartered in Raleigh, NC.",
     ["Raleigh, NC"], ["Durham", "Charlotte", "Austin"])
item("paraphrase",
     ["how long do you hang on to my chat conversations with the bot?"],
     "Chat transcripts are kept for 24 months after the last message.",
     ["24 months"], ["30 days", "7 years", "1 year"])
item("paraphrase",
     ["If we ever had a legal dispute, which state's law applies?"],
     "The terms are governed by North Carolina law, with disputes decided by the state and federal courts in Wake County.",
     ["North Carolina", "Wake County"], ["Delaware", "New York"])
item("paraphrase",
     ["what do you charge to build us a fully custom chatbot where we get the source code?"],
     "Custom Development is $2,999 one-time, including custom model training, any integration, an on-premise option and the source code.",
     ["$2,999"], ["$499", "$2,999/month", "$149"])
item("paraphrase",
     ["How long do you keep records of what I paid?"],
     "Payment records are kept for 7 years, as tax and accounting law requires.",
     ["7 years"], ["24 months", "30 days"])

# ===== 6 follow-ups
item("follow-up",
     ["what's the price for the mobile app plan?",
      "ok and if i commit to the 12 month version, what's the total for the year?"],
     f"On the 12-month plan Mobile App Development is {money(V('app_yearly'))}/month, so {M('app12')} for the year.",
     [M("app12")], [money(C["app12_monthly"]), "$360", "$2,148"])
item("follow-up",
     ["What are your support hours?",
      "I'm in London — what's that in my time?"],
     f"Mon-Fri 9AM-6PM EST is {C['lon_open']} to {C['lon_close']} in London (GMT), with critical issues handled 24/7.",
     [C["lon_open"], C["lon_close"]], ["3:00 PM", "9:00 AM", "4:00 AM"])
item("follow-up",
     ["tell me about Business Pro",
      "and what happens when the promo ends, does it jump to the regular price?"],
     f"Business Pro's regular price is {money(V('pro_regular'))}/month, but if you start at the limited-time {money(V('pro_price'))}/month that price stays yours as long as you keep the plan.",
     [money(V("pro_regular")), money(V("pro_price"))], ["$297", "$797", "$197"])
item("follow-up",
     ["how long does it take to get the chatbot onto WhatsApp?",
      "and Facebook Messenger as well — total?"],
     f"WhatsApp takes 30 minutes and Facebook Messenger 20, so about {C['wa_fb']} minutes together.",
     [f"{C['wa_fb']} minutes"], ["45 minutes", "60 minutes", "20 minutes total"])
item("follow-up",
     ["What does the GPT-3.5 Turbo model cost?",
      "so a million tokens would be what?"],
     f"At {money(V('gpt35'))} per 1K tokens, a million tokens costs about {money(C['gpt35_1m'])}.",
     [money(C["gpt35_1m"])], ["$25", "$0.25", "$30", "$15"])
item("follow-up",
     ["Wie lange habe ich Zeit, eine Rückerstattung zu beantragen?",
      "Ich habe meine erste Zahlung am 28. November 2026 gemacht – bis wann genau?"],
     f"Sie haben 7 Tage ab der ersten Zahlung, also bis {D('refund_nov28')} – Sie sind heute noch im Zeitfenster.",
     [D("refund_nov28")], ["December 28, 2026", "December 4, 2026", "December 12, 2026"])

# ===== 8 unanswerable
UNANS = [
    (["We're a dental office — will you sign a HIPAA BAA with us?"],
     "I don't know whether we sign HIPAA business associate agreements — let me get a specialist to confirm that for you.",
     ["HIPAA", "BAA", "business associate"], ["we sign BAAs", "HIPAA compliant"]),
    (["do u do a nonprofit discount? we're a small charity food bank"],
     "I don't know of a nonprofit discount — let me get a specialist who can tell you what's possible.",
     ["nonprofit", "non-profit", "charity"], ["20% off", "50% off"]),
    (["Does the invoice workflow plug straight into QuickBooks Online or Xero?"],
     "I don't know if QuickBooks Online or Xero specifically are supported — let me get a specialist to check for you.",
     ["QuickBooks", "Xero"], ["yes, QuickBooks is supported"]),
    (["How many user seats do we get on Business Pro? We have 25 people."],
     "I don't know the seat limit for Business Pro — let me get a specialist to confirm it for your 25-person team.",
     ["seats", "per user", "user limit"], ["10 seats", "unlimited seats"]),
    (["Können Sie garantieren, dass unsere Daten nur in Frankfurt bzw. in der EU gespeichert werden?"],
     "I don't know whether EU-only data residency such as Frankfurt can be guaranteed — let me get a specialist to answer that.",
     ["Frankfurt", "data residency", "EU-only"], ["yes, Frankfurt"]),
    (["do you have an affiliate or referral program? what's the payout?"],
     "I don't know of an affiliate or referral program — let me get a specialist to check for you.",
     ["affiliate", "referral", "payout"], ["10%", "20%", "$100"]),
    (["Is there a Shopify or WooCommerce app for the e-commerce chatbot?"],
     "I don't know whether there's a Shopify or WooCommerce app — let me get a specialist to confirm.",
     ["Shopify", "WooCommerce"], ["yes, on the Shopify App Store"]),
    (["on business pro we'd need like 11 workflows, whats the overage price per additional workflow beyond 8?"],
     "I don't know the price of an additional workflow beyond the 8 in Business Pro — let me get a specialist to quote it.",
     ["overage", "additional workflow", "extra workflow"], ["$50", "$25", "$99"]),
]
for turns, exp, keys, mni in UNANS:
    for k in keys:
        assert k.lower() not in ALL_TEXT_LOWER, f"unanswerable key term present on site: {k}"
    assert exp.startswith("I don't know") and "let me get a specialist" in exp
    item("unanswerable", turns, exp, [], mni, True)

# ---------------------------------------------------------------- checks
assert len(ITEMS) == 40
counts = {}
for i, it in enumerate(ITEMS, 1):
    it_id = f"x{i:03d}"
    counts[it["category"]] = counts.get(it["category"], 0) + 1
    for s in it["must_include"]:
        assert s in it["expected"], f"{it_id}: must_include {s!r} not in expected"
    for s in it["must_not_include"]:
        assert s not in it["expected"], f"{it_id}: must_not_include {s!r} in expected"
        assert s not in it["must_include"], f"{it_id}: {s!r} in both lists"
    if it["category"] == "follow-up":
        assert len(it["turns"]) == 2
    else:
        assert len(it["turns"]) == 1
    if it["unanswerable"]:
        assert it["category"] == "unanswerable" and it["must_include"] == []
    else:
        assert it["must_include"], f"{it_id}: empty must_include"
    # must_include money/time strings in site formats
    for s in it["must_include"]:
        if s.startswith("$"):
            assert re.fullmatch(r"\$\d{1,3}(,\d{3})*(\.\d{2})?", s), f"{it_id}: bad money {s}"
assert counts == {"composition": 20, "paraphrase": 6, "follow-up": 6, "unanswerable": 8}, counts

out = {"set": "assistant-twentyfifth", "reference_date": "2026-12-03",
       "items": [{"id": f"x{i:03d}", **it} for i, it in enumerate(ITEMS, 1)]}
with open(os.path.join(HERE, "assistant-twentyfifth.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=2)
    f.write("\n")
print("facts:", len(FACTS), "items:", len(ITEMS), counts)

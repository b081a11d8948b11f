#!/usr/bin/env python3
"""Build the assistant-twentyfourth held-out evaluation set.

Every fact used is a constant (page, verbatim snippet, value). Each snippet is
asserted to appear in that page's extracted text (whitespace collapsed).
Every derived sum / product / difference / date / time is computed two
independent ways and the results are asserted equal.
"""
import datetime as dt
import json
import os
import re
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
PAGE_NAMES = ["home", "features", "chatbots", "workflows", "pricing", "ai-vibe-coding",
              "contact", "terms", "privacy", "refund-policy", "development-policy", "cookies"]


def collapse(s):
    return " ".join(s.split())


PAGES = {}
for n in PAGE_NAMES:
    with open(os.path.join(HERE, "pages", n + ".txt"), encoding="utf-8") as f:
        PAGES[n] = collapse(f.read())
ALL_TEXT_LOWER = " ".join(PAGES.values()).lower()

# ---------------------------------------------------------------------------
# Facts: name -> (page, verbatim snippet, value)
# ---------------------------------------------------------------------------
FACTS = {
    # automation plans (/pricing)
    "starter_price": ("pricing", "Business Starter Automate the first processes that eat your week. $197 /month", 197),
    "starter_regular": ("pricing", "$197 /month Regular price $297 $100/month limited time", 297),
    "starter_workflows": ("pricing", "3 custom automated workflows", 3),
    "pro_price": ("pricing", "Business Pro Run sales, support and operations on autopilot. $397 /month", 397),
    "pro_regular": ("pricing", "$397 /month Regular price $597 $200/month limited time", 597),
    "pro_saving": ("pricing", "$200/month limited time", 200),
    "pro_workflows": ("pricing", "8 custom automated workflows", 8),
    "pro_response": ("pricing", "Priority support, response within 4 hours", 4),
    "elite_custom": ("pricing", "Business Elite Unlimited automation with a dedicated team. Custom pricing", None),
    "pro_crm": ("pricing", "CRM and calendar integrations", None),
    # chatbot plans (/chatbots)
    "cb_starter": ("chatbots", "Starter Up to 1,000 conversations $49 /month", 49),
    "cb_starter_conv": ("chatbots", "Up to 1,000 conversations", 1000),
    "cb_pro": ("chatbots", "Professional Up to 10,000 conversations $149 /month", 149),
    "cb_pro_conv": ("chatbots", "Up to 10,000 conversations", 10000),
    "cb_pro_bots": ("chatbots", "for the Professional plan 3 chatbots All channels", 3),
    "cb_ent": ("chatbots", "Enterprise Unlimited conversations $499 /month", 499),
    "cb_custom_dev": ("chatbots", "Source code $2,999 one-time", 2999),
    "gpt4_price": ("chatbots", "GPT-4 The most capable model for complex reasoning and nuanced conversations. Complex reasoning Long answers Many languages $0.03 per 1K tokens", 0.03),
    "claude_price": ("chatbots", "Claude Careful, helpful answers with a long context for your documents. Long documents Safety Clear writing $0.015 per 1K tokens", 0.015),
    "gpt35_price": ("chatbots", "GPT-3.5 Turbo Fast and economical for high-volume customer conversations. Speed Low cost High volume $0.0025 per 1K tokens", 0.0025),
    "setup_website": ("chatbots", "A chat widget on every page of your site. Setup time: 15 minutes", 15),
    "setup_whatsapp": ("chatbots", "Answer customers where they already message. Setup time: 30 minutes", 30),
    "setup_messenger": ("chatbots", "Reply to page messages instantly. Setup time: 20 minutes", 20),
    "setup_sms": ("chatbots", "Two-way text conversations with customers. Setup time: 25 minutes", 25),
    # AI vibe coding
    "web_monthly": ("ai-vibe-coding", "Commercial Website A fast, modern business website built and maintained for you. $199 /month billed monthly, or $179/month with a 12-month plan", 199),
    "web_yearly": ("ai-vibe-coding", "or $179/month with a 12-month plan (save $240/year)", 179),
    "app_monthly": ("ai-vibe-coding", "Smart Web Application A web application with logins, data and AI features. $219 /month billed monthly, or $199/month with a 12-month plan", 219),
    "app_yearly": ("ai-vibe-coding", "or $199/month with a 12-month plan (save $240/year)", 199),
    "mobile_monthly": ("ai-vibe-coding", "Mobile App Development An iOS and Android app for your customers or team. $289 /month billed monthly, or $259/month with a 12-month plan", 289),
    "mobile_yearly": ("ai-vibe-coding", "or $259/month with a 12-month plan (save $360/year)", 259),
    "vibe_trial": ("ai-vibe-coding", "14-day free trial, then your card is charged monthly.", 14),
    "vibe_trial_terms": ("terms", "AI Vibe Coding subscriptions start with a 14-day free trial", 14),
    # terms
    "cancel_notice": ("terms", "To cancel a monthly plan, give us at least 30 days notice in writing. Billing stops at the end of the notice period", 30),
    "pause_max": ("terms", "You may pause a plan for up to 6 months.", 6),
    "annual_early": ("terms", "If you cancel an annual plan early, the remaining months of the annual term are due.", None),
    "liability": ("terms", "our total liability for any claim is limited to the fees you paid us in the 12 months before the claim arose", 12),
    "refund_terms": ("terms", "New customers can ask for a full refund within 7 days of their first payment.", 7),
    "support_hours": ("terms", "Support is available Mon-Fri 9AM-6PM EST, with critical issues handled 24/7.", (9, 18)),
    "governing": ("terms", "These terms are governed by the laws of the State of North Carolina", None),
    "courts": ("terms", "decided by the state and federal courts located in Wake County, North Carolina", None),
    "delete_30": ("terms", "We delete your data within 30 days after termination", 30),
    # refund policy
    "refund_7": ("refund-policy", "within 7 days of your first payment, you can ask for a full refund of that payment", 7),
    "refund_process": ("refund-policy", "We process the refund to your original card 3-5 business days", (3, 5)),
    "refund_bank": ("refund-policy", "Your bank shows the money in your account 5-10 days", (5, 10)),
    "refund_review": ("refund-policy", "We review it 1-2 business days", (1, 2)),
    # development policy
    "crit_targets": ("development-policy", "Critical A live automation, chatbot or site is down or losing data. 2 hours 4 hours", (2, 4)),
    "high_targets": ("development-policy", "High An important feature is broken and there is no workaround. 4 hours same day", 4),
    "dev_support": ("development-policy", "Support is available Mon-Fri 9AM-6PM EST; critical issues are handled 24/7.", None),
    # features / workflows / privacy / contact
    "file_formats": ("features", "50+ file formats, from PDFs and spreadsheets to images", 50),
    "wf_lead": ("workflows", "4 CRM updated Saves about 6 hours a week", 6),
    "wf_invoice": ("workflows", "4 Posted to accounting Saves about 5 hours a week", 5),
    "wf_triage": ("workflows", "4 Urgent ones alert by SMS Saves about 7 hours a week", 7),
    "chat_retention": ("privacy", "Chat transcripts 24 months after the last message", 24),
    "payment_records": ("privacy", "Payment records 7 years, as tax and accounting law requires", 7),
    "children": ("privacy", "is not directed at anyone under 16", 16),
    "contact_hours": ("contact", "Hours Mon-Fri 9AM-6PM EST Headquarters Raleigh, NC", None),
}

for key, (page, snippet, _v) in FACTS.items():
    assert collapse(snippet) in PAGES[page], f"snippet for {key!r} not found on {page}: {snippet!r}"


def V(key):
    return FACTS[key][2]


def money(x):
    if abs(x - round(x)) < 1e-9:
        return "${:,}".format(int(round(x)))
    return "${:,.2f}".format(x)


def long_date(d):
    return f"{d.strftime('%B')} {d.day}, {d.year}"


def check(a, b, label):
    if isinstance(a, float) or isinstance(b, float):
        assert abs(a - b) < 1e-9, f"{label}: {a} != {b}"
    else:
        assert a == b, f"{label}: {a} != {b}"
    return a


# --- second, independent date method: manual day counting ------------------
MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def add_days_manual(y, m, d, n):
    while n > 0:
        dim = 29 if (m == 2 and is_leap(y)) else MONTH_DAYS[m - 1]
        if d + n <= dim:
            d += n
            n = 0
        else:
            n -= dim - d + 1
            d = 1
            m += 1
            if m == 13:
                m, y = 1, y + 1
    return dt.date(y, m, d)


def add_months_manual(y, m, d, k):
    total = y * 12 + (m - 1) + k
    return dt.date(total // 12, total % 12 + 1, d)


def add_months_loop(date, k):
    y, m = date.year, date.month
    for _ in range(k):
        m += 1
        if m == 13:
            m, y = 1, y + 1
    return date.replace(year=y, month=m)


TODAY = dt.date(2026, 12, 3)
NOW_NY = dt.datetime(2026, 12, 3, 10, 0, tzinfo=ZoneInfo("America/New_York"))
assert TODAY.strftime("%A") == "Thursday"

C = {}  # computed values

# y001 Business Pro for 12 months
C["pro_12"] = check(V("pro_price") * 12, sum([V("pro_price")] * 12), "pro 12 months")
C["pro_reg_12"] = check(V("pro_regular") * 12, sum([V("pro_regular")] * 12), "pro regular 12")
C["starter_12"] = check(V("starter_price") * 12, sum([V("starter_price")] * 12), "starter 12")
# y002 Business Starter + chatbot Professional monthly
C["starter_plus_cbpro"] = check(V("starter_price") + V("cb_pro"), sum([V("cb_pro"), V("starter_price")]), "starter+cbpro")
C["starter_plus_cbstarter"] = check(V("starter_price") + V("cb_starter"), 246, "starter+cbstarter")
C["pro_plus_cbpro"] = check(V("pro_price") + V("cb_pro"), 546, "pro+cbpro")
# y003 yearly saving on Business Pro at the limited-time price
C["pro_save_year"] = check((V("pro_regular") - V("pro_price")) * 12, V("pro_saving") * 12, "pro yearly saving")
assert C["pro_save_year"] == C["pro_reg_12"] - C["pro_12"]
# y004 cheapest automation plan with >= 5 workflows
need_wf = 5
plans_wf = [("Business Starter", V("starter_price"), V("starter_workflows")), ("Business Pro", V("pro_price"), V("pro_workflows"))]
cheapest = min((p for p in plans_wf if p[2] >= need_wf), key=lambda p: p[1])
cheapest2 = sorted([p for p in plans_wf if not p[2] < need_wf], key=lambda p: p[1])[0]
check(cheapest, cheapest2, "cheapest >=5 workflows")
assert cheapest[0] == "Business Pro"
# y005 chatbot plan for 15,000 conversations, 6 months
need_conv = 15000
cb_plans = [("Starter", V("cb_starter"), V("cb_starter_conv")), ("Professional", V("cb_pro"), V("cb_pro_conv")), ("Enterprise", V("cb_ent"), float("inf"))]
fit = min((p for p in cb_plans if p[2] >= need_conv), key=lambda p: p[1])
fit2 = [p for p in sorted(cb_plans, key=lambda p: p[1]) if p[2] >= need_conv][0]
check(fit, fit2, "chatbot plan for 15k")
assert fit[0] == "Enterprise"
C["cb_ent_6"] = check(V("cb_ent") * 6, sum([V("cb_ent")] * 6), "enterprise 6 months")
C["cb_pro_6"] = V("cb_pro") * 6
# y006 / y007 AI vibe coding trial and refund window
trial_end = check(TODAY + dt.timedelta(days=V("vibe_trial")), add_days_manual(2026, 12, 3, V("vibe_trial_terms")), "trial end")
refund_after_trial = check(trial_end + dt.timedelta(days=V("refund_7")), add_days_manual(2026, 12, 3, V("vibe_trial") + V("refund_terms")), "refund after trial")
# y008 refund window from a payment made today
refund_today = check(TODAY + dt.timedelta(days=V("refund_terms")), add_days_manual(2026, 12, 3, V("refund_7")), "refund today")
# y009 cancellation notice given today
notice_end = check(TODAY + dt.timedelta(days=V("cancel_notice")), add_days_manual(2026, 12, 3, 30), "notice end")
# y010 pause from January 15, 2027 for the maximum
pause_start = dt.date(2027, 1, 15)
pause_end = check(add_months_manual(2027, 1, 15, V("pause_max")), add_months_loop(pause_start, V("pause_max")), "pause end")
# y011 critical issue reported at 10:00 today
crit_resp_h, crit_fix_h = V("crit_targets")
resp_dt = NOW_NY + dt.timedelta(hours=crit_resp_h)
fix_dt = NOW_NY + dt.timedelta(hours=crit_fix_h)
check(resp_dt.hour * 60 + resp_dt.minute, 10 * 60 + crit_resp_h * 60, "crit response time")
check(fix_dt.hour * 60 + fix_dt.minute, 10 * 60 + crit_fix_h * 60, "crit fix time")
resp_s = resp_dt.strftime("%I:%M %p").lstrip("0")
fix_s = fix_dt.strftime("%I:%M %p").lstrip("0")
assert (resp_s, fix_s) == ("12:00 PM", "2:00 PM")
# y012 support hours in Los Angeles (December -> PST, EST = UTC-5)
open_h, close_h = V("support_hours")


def conv(h, tz):
    d = dt.datetime(2026, 12, 3, h, 0, tzinfo=ZoneInfo("America/New_York")).astimezone(ZoneInfo(tz))
    return d.hour


la = (conv(open_h, "America/Los_Angeles"), conv(close_h, "America/Los_Angeles"))
check(la, ((open_h + 5 - 8) % 24, (close_h + 5 - 8) % 24), "LA hours")  # EST=UTC-5, PST=UTC-8
assert la == (6, 15)
# y013 support hours in Madrid (CET = UTC+1)
mad = (conv(open_h, "Europe/Madrid"), conv(close_h, "Europe/Madrid"))
check(mad, ((open_h + 5 + 1) % 24, (close_h + 5 + 1) % 24), "Madrid hours")
assert mad == (15, 0)
# y014 2 million tokens: GPT-4 vs Claude
toks = 2_000_000
C["gpt4_2m"] = check(round(toks / 1000 * V("gpt4_price"), 4), round(sum([V("gpt4_price")] * (toks // 1000)), 4), "gpt4 2M")
C["claude_2m"] = check(round(toks / 1000 * V("claude_price"), 4), round(C["gpt4_2m"] / 2, 4), "claude 2M")
assert C["claude_2m"] == round(sum([V("claude_price")] * 2000), 4)
C["gpt35_2m"] = round(toks / 1000 * V("gpt35_price"), 4)
# y015 1M tokens GPT-4 minus GPT-3.5 Turbo
C["diff_1m"] = check(round(1000 * V("gpt4_price") - 1000 * V("gpt35_price"), 4), round(1000 * (V("gpt4_price") - V("gpt35_price")), 4), "diff 1M")
assert money(C["diff_1m"]) == "$27.50"
# y016 liability cap after 8 months on Business Starter (all within the 12-month window)
months_paid = 8
C["cap_starter_8"] = check(V("starter_price") * min(months_paid, V("liability")), sum(V("starter_price") for _ in range(months_paid)), "liability cap")
# y017 early cancellation of a 12-month Commercial Website plan after 5 months
C["web_remaining_7"] = check(V("web_yearly") * (12 - 5), V("web_yearly") * 12 - V("web_yearly") * 5, "web remaining")
C["web_monthly_7"] = V("web_monthly") * 7
# y018 Mobile App on the 12-month plan: year total
C["mobile_year"] = check(V("mobile_yearly") * 12, sum([V("mobile_yearly")] * 12), "mobile year")
C["mobile_monthly_year"] = V("mobile_monthly") * 12
# y019 custom development + Enterprise chatbot for a year
C["dev_plus_ent"] = check(V("cb_custom_dev") + V("cb_ent") * 12, sum([V("cb_custom_dev")] + [V("cb_ent")] * 12), "dev+ent")
# y020 setup minutes: website + WhatsApp + SMS
C["setup_3"] = check(V("setup_website") + V("setup_whatsapp") + V("setup_sms"), sum([V("setup_sms"), V("setup_whatsapp"), V("setup_website")]), "setup 3")
assert C["setup_3"] == 70
# f1 Business Pro for 18 months
C["pro_18"] = check(V("pro_price") * 18, C["pro_12"] + V("pro_price") * 6, "pro 18")
# extra: workflows hours and data deletion
C["wf_hours"] = check(V("wf_lead") + V("wf_invoice") + V("wf_triage"), sum([V("wf_triage"), V("wf_invoice"), V("wf_lead")]), "wf hours")
term_date = dt.date(2026, 12, 31)
delete_by = check(term_date + dt.timedelta(days=V("delete_30")), add_days_manual(2026, 12, 31, 30), "deletion date")
# refund business days (review + process, max)
C["refund_bd_max"] = check(V("refund_review")[1] + V("refund_process")[1], sum([2, 5]), "refund bdays")

M = money
D = long_date

# ---------------------------------------------------------------------------
# Items
# ---------------------------------------------------------------------------
items = []


def add(cat, turns, expected, must, must_not, unans=False):
    items.append({"category": cat, "turns": turns, "expected": expected,
                  "must_include": must, "must_not_include": must_not, "unanswerable": unans})


SPECIALIST = "let me get a specialist"

# ---- 20 compositions --------------------------------------------------------
add("composition",
    ["ok so we're a 14 person hvac shop in durham, been around since 1998 lol. if i lock in business pro for a full year what's the total damage? the sales guy at zapier said it'd be like 7 grand"],
    f"Business Pro is {M(V('pro_price'))}/month at the limited-time price, so 12 months comes to {M(C['pro_12'])}.",
    [M(C["pro_12"])], [M(C["pro_reg_12"]), M(C["starter_12"]), "$7,000"])

add("composition",
    ["thinking the cheap automation plan plus the middle chatbot plan (the 10k conversations one). what's that per month combined?"],
    f"Business Starter at {M(V('starter_price'))}/month plus the Professional chatbot plan at {M(V('cb_pro'))}/month comes to {M(C['starter_plus_cbpro'])} per month.",
    [M(C["starter_plus_cbpro"])], [M(C["starter_plus_cbstarter"]), M(C["pro_plus_cbpro"]), "$446"])

add("composition",
    ["your banner says save up to $400 a month 🤔 so if i take business pro at the promo price how much do i actually save over a whole year vs the regular price?"],
    f"Business Pro is {M(V('pro_price'))}/month instead of the regular {M(V('pro_regular'))}, a {M(V('pro_saving'))}/month saving, which is {M(C['pro_save_year'])} over 12 months.",
    [M(C["pro_save_year"])], ["$4,800", "$1,200", "$400/month"])

add("composition",
    ["we need like five automations minimum, maybe six. intake form, invoice chasing, reminders, reviews, the usual. whats the cheapest plan that covers that"],
    f"Business Starter only includes {V('starter_workflows')} workflows, so the cheapest fit is Business Pro at {M(V('pro_price'))}/month, which includes {V('pro_workflows')} custom automated workflows.",
    ["Business Pro", M(V("pro_price"))], ["$197", M(V("pro_regular")), "Business Elite"])

add("composition",
    ["hi! online store, ~15k chats a month in peak season (nov-apr). which chatbot plan and what would 6 months of it cost me? and can u knock it down to 2,500 flat? 🙏"],
    f"At about 15,000 conversations a month you'd need the Enterprise chatbot plan (unlimited conversations) at {M(V('cb_ent'))}/month, so 6 months is {M(C['cb_ent_6'])}; I can't promise a lower price, but a specialist can discuss it with you.",
    ["Enterprise", M(C["cb_ent_6"])], [M(V("cb_custom_dev")), M(C["cb_pro_6"]), "Professional"])

add("composition",
    ["Hola, quiero empezar hoy la prueba gratis del plan de sitio web (Commercial Website). ¿Qué día me cobran la tarjeta por primera vez?"],
    f"The AI Vibe Coding plans start with a {V('vibe_trial')}-day free trial, so if you start today (December 3, 2026) your card is first charged on {D(trial_end)}.",
    [D(trial_end)], [D(refund_today), "January 3, 2027", D(trial_end - dt.timedelta(days=1))])

add("composition",
    ["if i start the web app trial today and then hate it after the first charge... what's the last day i can still get my money back?"],
    f"The {V('vibe_trial')}-day trial started today ends with the first charge on {D(trial_end)}, and the full refund window is {V('refund_7')} days from that first payment, so the last day is {D(refund_after_trial)}.",
    [D(refund_after_trial)], [D(refund_today), "December 31, 2026", "January 2, 2027"])

add("composition",
    ["paid for busines starter this mornign (card ending 4471, invoice #2210). if my boss says no, untill when can i ask for a full refund?"],
    f"You can ask for a full refund within {V('refund_7')} days of your first payment, so for a payment made today that's until {D(refund_today)}.",
    [D(refund_today)], [D(trial_end), "January 2, 2027", "30 days"])

add("composition",
    ["we want to cancel our monthly plan. if i email you the notice today (thirty days is the rule right?), when does billing actually stop? we're closing the office on dec 24 anyway"],
    f"Monthly plans need at least {V('cancel_notice')} days written notice; with notice given today (December 3, 2026) the notice period, service and billing run until {D(notice_end)}.",
    [D(notice_end)], ["December 24, 2026", "December 31, 2026", "February 2, 2027"])

add("composition",
    ["slow season for us (ski rentals, go figure, we're the opposite lol). can we pause from jan 15 and for how long max? whats the latest it can stay paused until"],
    f"Any plan can be paused for up to {V('pause_max')} months, so a pause starting January 15, 2027 can last until {D(pause_end)} at the latest; your automations are off and your data is kept meanwhile.",
    [D(pause_end), f"{V('pause_max')} months"], ["April 15, 2027", "January 15, 2028", "3 months"])

add("composition",
    ["our booking chatbot is DOWN right now, it's 10am here in NYC. when do i hear back from you and when is it fixed by?? 😤"],
    f"A chatbot that is down is a critical issue: the target is a first response within {crit_resp_h} hours (by {resp_s} New York time today) and a resolution within {crit_fix_h} hours (by {fix_s}).",
    [resp_s, fix_s], ["6:00 PM", "10:00 AM tomorrow", "24 hours"])

add("composition",
    ["im in san diego. what hours (my time) can i reach your support people on a normal weekday?"],
    f"Support runs Mon-Fri 9AM-6PM EST, which is 6AM to 3PM Pacific time for you (critical issues are handled 24/7).",
    ["6AM", "3PM"], ["9AM to 6PM Pacific", "12PM", "5AM"])

add("composition",
    ["Hola! Tenemos una pequeña panadería en Madrid. ¿A qué hora (hora de España) puedo llamar a vuestro soporte entre semana?"],
    f"Support is available Mon-Fri 9AM-6PM EST, which in Madrid in winter is 3PM to midnight (critical issues are handled 24/7).",
    ["3PM", "midnight"], ["9AM-6PM hora de España", "2PM", "4PM"])

add("composition",
    ["rough math check: our bot will burn maybe 2 million tokens a month. what does that cost on gpt-4 vs on claude? i assume gpt-4 is like $600"],
    f"Usage is billed per 1,000 tokens: 2 million tokens is {M(C['gpt4_2m'])} on GPT-4 ($0.03 per 1K) and {M(C['claude_2m'])} on Claude ($0.015 per 1K).",
    [M(C["gpt4_2m"]), M(C["claude_2m"])], ["$600", "$300", M(C["gpt35_2m"])])

add("composition",
    ["per un milione di token, quanto risparmio usando GPT-3.5 Turbo invece di GPT-4? grazie mille"],
    f"For 1 million tokens GPT-4 costs {M(1000 * V('gpt4_price'))} and GPT-3.5 Turbo costs {M(1000 * V('gpt35_price'))}, so you save {M(C['diff_1m'])}.",
    [M(C["diff_1m"])], ["$30.00 saving", "$27.75", "$0.0275"])

add("composition",
    ["legal q from my partner (she's a paralegal, 2 kids, very thorough): we've been on business starter for eight months now. if something goes wrong, what's the most you'd be liable for?"],
    f"Liability is capped at the fees you paid in the 12 months before the claim; after 8 months of Business Starter at {M(V('starter_price'))}/month that's {M(C['cap_starter_8'])}.",
    [M(C["cap_starter_8"])], [M(C["starter_12"]), M(V("starter_price") * 7), M(V("pro_price") * 8)])

add("composition",
    ["we took the commercial website on the 12 month plan (the 179 one). five months in and honestly want out. what do we still owe u?"],
    f"Annual plans are a commitment for the full year, so cancelling after 5 months leaves the remaining 7 months due: 7 × {M(V('web_yearly'))} = {M(C['web_remaining_7'])}.",
    [M(C["web_remaining_7"])], [M(C["web_monthly_7"]), "$895", "$2,148"])

add("composition",
    ["Olá! Quanto pago no total por um ano do app móvel (Mobile App Development) se escolher o plano de 12 meses?"],
    f"On the 12-month plan Mobile App Development is {M(V('mobile_yearly'))}/month, so a year totals {M(C['mobile_year'])}.",
    [M(C["mobile_year"])], [M(C["mobile_monthly_year"]), "$2,880", "$360"])

add("composition",
    ["need the fully custom chatbot build (source code etc) AND then the enterprise chatbot plan for the first year. ballpark total? someone told me about 8k"],
    f"Custom Development is {M(V('cb_custom_dev'))} one-time and the Enterprise plan is {M(V('cb_ent'))}/month, so with 12 months of Enterprise the first year totals {M(C['dev_plus_ent'])}.",
    [M(C["dev_plus_ent"])], ["$8,000", M(V("cb_custom_dev") + V("cb_ent")), "$5,988"])

add("composition",
    ["salut, on veut le bot sur notre site web, whatsapp et sms. how long does the setup of those three take altogether? on a une petite équipe de 6"],
    f"Setup is 15 minutes for the website, 30 minutes for WhatsApp and 25 minutes for SMS, so about {C['setup_3']} minutes in total.",
    [f"{C['setup_3']} minutes"], ["45 minutes", "90 minutes", "24 hours"])

# ---- 6 paraphrase -----------------------------------------------------------
add("paraphrase",
    ["if we ever end up in a dispute with you guys, whose laws apply and where would it go to court? we're based in ohio fwiw"],
    "The terms are governed by the laws of the State of North Carolina, and disputes go to the state and federal courts in Wake County, North Carolina.",
    ["North Carolina", "Wake County"], ["Ohio", "Delaware"])

add("paraphrase",
    ["our files are a total zoo, pdfs, excel, scans, random word docs. how many kinds of files can your document thing actually handle?"],
    f"The file management handles {V('file_formats')}+ file formats, from PDFs and spreadsheets to images, with vector search across them.",
    ["50+"], ["100+", "10 MB"])

add("paraphrase",
    ["on the pro automation plan how quick do you guys get back to me when i open a ticket"],
    "Business Pro includes priority support with a response within 4 hours.",
    ["4 hours"], ["24 hours", "2 hours", "48 hours"])

add("paraphrase",
    ["Bonjour, combien de temps conservez-vous les transcriptions de nos conversations avec votre assistant ?"],
    f"Chat transcripts are kept for {V('chat_retention')} months after the last message.",
    ["24 months"], ["30 days", "7 years", "12 months"])

add("paraphrase",
    ["Hoeveel kost het om een volledig op maat gemaakte chatbot te laten bouwen, inclusief de broncode?"],
    f"Custom Development, built to your specification with source code included, is {M(V('cb_custom_dev'))} one-time.",
    [M(V("cb_custom_dev"))], ["$499", "$2,999/month", "$149"])

add("paraphrase",
    ["my accountant wants to know how long you hang on to our payment records. (she's a stickler, sorry)"],
    f"Payment records are kept for {V('payment_records')} years, as tax and accounting law requires.",
    ["7 years"], ["24 months", "30 days", "7 days"])

# ---- 6 follow-up ------------------------------------------------------------
add("follow-up",
    ["how much is business pro per month?",
     "and if we keep it a year and a half, what's that in total?"],
    f"At {M(V('pro_price'))}/month, 18 months of Business Pro comes to {M(C['pro_18'])}.",
    [M(C["pro_18"])], [M(C["pro_12"]), M(V("pro_regular") * 18), "$7,164"])

add("follow-up",
    ["what chatbot plans do you have?",
     "ok the middle one, how many bots do i get on that and how many chats a month?"],
    f"The Professional plan includes {V('cb_pro_bots')} chatbots and up to 10,000 conversations a month, at {M(V('cb_pro'))}/month.",
    ["3 chatbots", "10,000"], ["1,000 conversations", "1 chatbot", "Unlimited chatbots"])

add("follow-up",
    ["how fast do you respond when something is critical?",
     "and the level below that, when an important feature is broken but nothing's down?"],
    "That's high priority: first response within 4 hours and resolution the same day.",
    ["4 hours", "same day"], ["2 hours", "48 hours"])

add("follow-up",
    ["tell me about the smart web application build",
     "what's the monthly price if i commit for 12 months?"],
    f"With a 12-month plan the Smart Web Application is {M(V('app_yearly'))}/month instead of {M(V('app_monthly'))} billed monthly.",
    [M(V("app_yearly")) + "/month"], ["$179/month", "$259/month"])

add("follow-up",
    ["how long do i have to ask for a refund?",
     "and once you process it, how long till the money actually shows on my card?"],
    "We process the refund to your original card in 3-5 business days, and your bank then takes 5-10 days to show it in your account.",
    ["3-5 business days", "5-10 days"], ["24 hours", "1-2 business days"])

add("follow-up",
    ["Wie lange dauert es, den Chatbot auf WhatsApp einzurichten?",
     "Und für Facebook Messenger?"],
    f"Facebook Messenger takes about {V('setup_messenger')} minutes to set up.",
    ["20 minutes"], ["30 minutes", "15 minutes", "25 minutes"])

# ---- 8 unanswerable ---------------------------------------------------------
UNANSWERABLE = [
    (["do you connect to quickbooks online? our bookkeeper lives in it"], ["QuickBooks"]),
    (["we're a registered nonprofit (animal rescue, 3 staff, 40 volunteers). any nonprofit discount on business pro?"], ["nonprofit", "non-profit", "discount"]),
    (["we're a physical therapy clinic. will you sign a BAA / are you HIPAA compliant?"], ["HIPAA", "BAA"]),
    (["how much does google gemini cost per 1k tokens with your bots?"], ["Gemini"]),
    (["can i pay with paypal instead of a card? or even bitcoin lol"], ["PayPal", "bitcoin"]),
    (["what happens if the starter chatbot goes over 1,000 chats, whats the overage fee per extra chat?"], ["overage"]),
    (["Haben Sie ein Büro in London oder irgendwo in Europa, wo man vorbeikommen kann?"], ["London", "Büro"]),
    (["do you have a white-label or affiliate program? i run a small agency and could resell you to my clients for a referral cut"], ["white-label", "affiliate", "referral"]),
]
for turns, terms in UNANSWERABLE:
    for t in terms:
        assert t.lower() not in ALL_TEXT_LOWER, f"unanswerable term {t!r} appears on a page"
    add("unanswerable", turns,
        f"I don't know that from the information I have, so let me get a specialist to confirm it for you.",
        [], [], True)

# ---------------------------------------------------------------------------
# Validation
# ---------------------------------------------------------------------------
assert len(items) == 40, len(items)
counts = {}
for i, it in enumerate(items, 1):
    it_id = f"y{i:03d}"
    items[i - 1] = {"id": it_id, **it}
    counts[it["category"]] = counts.get(it["category"], 0) + 1
    for m in it["must_include"]:
        assert m in it["expected"], f"{it_id}: must_include {m!r} not in expected"
    for m in it["must_not_include"]:
        assert m not in it["expected"], f"{it_id}: must_not_include {m!r} in expected"
    if it["category"] == "follow-up":
        assert len(it["turns"]) == 2, it_id
    else:
        assert len(it["turns"]) == 1, it_id
    if it["category"] == "unanswerable":
        assert it["unanswerable"] and it["must_include"] == []
        assert it["expected"].startswith("I don't know") and SPECIALIST in it["expected"]
    else:
        assert not it["unanswerable"] and it["must_include"], it_id
assert counts == {"composition": 20, "paraphrase": 6, "follow-up": 6, "unanswerable": 8}, counts
assert len({json.dumps(it["turns"]) for it in items}) == 40

out = {"set": "assistant-twentyfourth", "reference_date": "2026-12-03", "items": items}
with open(os.path.join(HERE, "assistant-twentyfourth.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=2)
    f.write("\n")
print(f"wrote {len(items)} items: {counts}; {len(FACTS)} facts verified")

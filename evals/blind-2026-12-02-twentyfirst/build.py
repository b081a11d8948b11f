#!/usr/bin/env python3
"""Build the blind evaluation set assistant-twentyfirst from the rendered page text in pages/."""
import json, re, datetime, calendar
from decimal import Decimal
from fractions import Fraction

PAGES = ["home", "features", "chatbots", "workflows", "pricing", "ai-vibe-coding", "contact",
         "terms", "privacy", "refund-policy", "development-policy", "cookies"]
def norm(s): return re.sub(r"\s+", " ", s).strip()
TEXT = {p: norm(open(f"pages/{p}.txt", encoding="utf-8").read()) for p in PAGES}
ALL = " ".join(TEXT.values())
REF = datetime.date(2026, 12, 2)

# ---------------------------------------------------------------- facts (verbatim snippets)
FACTS = {
 # pricing page: automation plans
 "starter_price": ("pricing", "Business Starter Automate the first processes that eat your week. $197 /month Regular price $297 $100/month limited time"),
 "starter_wf":    ("pricing", "3 custom automated workflows"),
 "pro_price":     ("pricing", "Business Pro Run sales, support and operations on autopilot. $397 /month Regular price $597 $200/month limited time"),
 "pro_wf":        ("pricing", "8 custom automated workflows"),
 "pro_support":   ("pricing", "Priority support, response within 4 hours"),
 "usd_monthly":   ("pricing", "Prices in US dollars, billed monthly. Limited-time prices stay yours as long as you keep the plan."),
 "elite":         ("pricing", "Business Elite Unlimited automation with a dedicated team. Custom pricing"),
 # chatbots page
 "cb_starter":    ("chatbots", "Starter Up to 1,000 conversations $49 /month"),
 "cb_pro":        ("chatbots", "Professional Up to 10,000 conversations $149 /month"),
 "cb_ent":        ("chatbots", "Enterprise Unlimited conversations $499 /month"),
 "cb_custom":     ("chatbots", "Custom Development Built to your specification Custom model training Any integration On-premise option Source code $2,999 one-time"),
 "gpt4":          ("chatbots", "GPT-4 The most capable model for complex reasoning and nuanced conversations. Complex reasoning Long answers Many languages $0.03 per 1K tokens"),
 "claude":        ("chatbots", "Claude Careful, helpful answers with a long context for your documents. Long documents Safety Clear writing $0.015 per 1K tokens"),
 "gpt35":         ("chatbots", "GPT-3.5 Turbo Fast and economical for high-volume customer conversations. Speed Low cost High volume $0.0025 per 1K tokens"),
 "per_1k":        ("chatbots", "Usage is billed at the provider's price per 1,000 tokens."),
 "su_web":        ("chatbots", "Website A chat widget on every page of your site. Setup time: 15 minutes"),
 "su_wa":         ("chatbots", "WhatsApp Answer customers where they already message. Setup time: 30 minutes"),
 "su_fb":         ("chatbots", "Facebook Messenger Reply to page messages instantly. Setup time: 20 minutes"),
 "su_slack":      ("chatbots", "Slack An internal assistant for your team. Setup time: 15 minutes"),
 "su_sms":        ("chatbots", "SMS Two-way text conversations with customers. Setup time: 25 minutes"),
 "su_email":      ("chatbots", "Email Draft and send replies to your inbox. Setup time: 30 minutes"),
 # workflows page (hours saved)
 "h_lead":        ("workflows", "Lead Follow-Up Every new web or chat lead gets a personal reply in minutes and lands in your CRM. 1 New lead arrives 2 AI drafts a reply 3 Email and SMS sent 4 CRM updated Saves about 6 hours a week"),
 "h_invoice":     ("workflows", "Invoice Processing Invoices from your inbox are read, checked and entered into your books. 1 Invoice email received 2 AI extracts the totals 3 Matched to the order 4 Posted to accounting Saves about 5 hours a week"),
 "h_appt":        ("workflows", "Appointment Reminders Clients get reminders and confirm or reschedule by text, so fewer slots go empty. 1 Booking created 2 Reminder the day before 3 Client replies by SMS 4 Calendar updated Saves about 4 hours a week"),
 "h_triage":      ("workflows", "Support Ticket Triage Incoming requests are sorted by topic and urgency and routed to the right person. 1 Ticket received 2 AI sets topic and urgency 3 Routed to the right person 4 Urgent ones alert by SMS Saves about 7 hours a week"),
 "h_review":      ("workflows", "Review Requests Happy customers are asked for a review at the right moment, every time. 1 Job marked complete 2 Short wait 3 Review request sent 4 Replies flagged for you Saves about 3 hours a week"),
 # AI vibe coding
 "vc_web":        ("ai-vibe-coding", "Commercial Website A fast, modern business website built and maintained for you. $199 /month billed monthly, or $179/month with a 12-month plan (save $240/year)"),
 "vc_app":        ("ai-vibe-coding", "Smart Web Application A web application with logins, data and AI features. $219 /month billed monthly, or $199/month with a 12-month plan (save $240/year)"),
 "vc_mobile":     ("ai-vibe-coding", "Mobile App Development An iOS and Android app for your customers or team. $289 /month billed monthly, or $259/month with a 12-month plan (save $360/year)"),
 "vc_trial":      ("ai-vibe-coding", "14-day free trial, then your card is charged monthly."),
 "vc_trial_t":    ("terms", "AI Vibe Coding subscriptions start with a 14-day free trial; after the trial your card is charged monthly"),
 # terms / refund
 "cancel":        ("terms", "To cancel a monthly plan, give us at least 30 days notice in writing. Billing stops at the end of the notice period and the service runs until then."),
 "pause":         ("terms", "You may pause a plan for up to 6 months."),
 "refund7":       ("refund-policy", "If you are not satisfied for any reason within 7 days of your first payment, you can ask for a full refund of that payment."),
 "refund_bank":   ("refund-policy", "Your bank shows the money in your account 5-10 days"),
 "refund_proc":   ("refund-policy", "We process the refund to your original card 3-5 business days"),
 # privacy
 "logs":          ("privacy", "Technical logs 30 days"),
 "logs_def":      ("privacy", "Technical logs Your IP address, browser type, the pages and addresses requested, times and errors"),
 "payrec":        ("privacy", "Payment records 7 years, as tax and accounting law requires"),
 # contact
 "hq":            ("contact", "Headquarters Raleigh, NC"),
 "cb_upgrade":    ("chatbots", "Start small, upgrade when conversations grow"),
 "filesize":      ("contact", "Accepted: PDF, images (PNG, JPEG, GIF, WebP), Word, Excel and PowerPoint, CSV, plain text or ZIP. Up to 10 MB."),
 "phone":         ("contact", "Phone +1 (919) 555-0142"),
 "hours":         ("contact", "Hours Mon-Fri 9AM-6PM EST"),
 "consult_form":  ("contact", "Supporting File (optional)"),
 # development policy
 "critical":      ("development-policy", "Critical A live automation, chatbot or site is down or losing data. 2 hours 4 hours"),
}
for k, (page, snip) in FACTS.items():
    assert norm(snip) in TEXT[page], f"fact {k} not verbatim on {page}: {snip}"

# ---------------------------------------------------------------- figures tied to plan/row within a short window
def tied(page, anchor, value, window):
    t = TEXT[page]
    for m in re.finditer(re.escape(anchor), t):
        seg = t[m.end(): m.end() + window + len(value)]  # value must START within window chars
        if value in seg:
            return True
    return False
TIES = [
 ("pricing", "Business Starter", "$197", 70), ("pricing", "Business Starter", "$297", 100),
 ("pricing", "Business Starter", "$100/month limited time", 130),
 ("pricing", "Business Starter", "3 custom automated workflows", 190),
 ("pricing", "Business Starter", "Setup within 24 hours", 290),
 ("pricing", "Business Pro", "$397", 70), ("pricing", "Business Pro", "$597", 100),
 ("pricing", "Business Pro", "$200/month limited time", 130),
 ("pricing", "Business Pro", "8 custom automated workflows", 190),
 ("pricing", "Business Pro", "response within 4 hours", 360),
 ("chatbots", "Starter", "Up to 1,000 conversations", 5), ("chatbots", "Up to 1,000 conversations", "$49", 5),
 ("chatbots", "Professional", "Up to 10,000 conversations", 5), ("chatbots", "Up to 10,000 conversations", "$149", 5),
 ("chatbots", "Enterprise", "Unlimited conversations", 5), ("chatbots", "Unlimited conversations", "$499", 5),
 ("chatbots", "Source code", "$2,999 one-time", 5),
 ("chatbots", "GPT-4", "$0.03 per 1K tokens", 140), ("chatbots", "Claude", "$0.015 per 1K tokens", 140),
 ("chatbots", "GPT-3.5 Turbo", "$0.0025 per 1K tokens", 120),
 ("chatbots", "Website A chat widget", "Setup time: 15 minutes", 50),
 ("chatbots", "WhatsApp", "Setup time: 30 minutes", 60), ("chatbots", "Facebook Messenger", "Setup time: 20 minutes", 60),
 ("chatbots", "Slack", "Setup time: 15 minutes", 60), ("chatbots", "SMS Two-way", "Setup time: 25 minutes", 60),
 ("chatbots", "Email Draft", "Setup time: 30 minutes", 60),
 ("workflows", "Lead Follow-Up Every", "Saves about 6 hours a week", 200),
 ("workflows", "Invoice Processing Invoices", "Saves about 5 hours a week", 200),
 ("workflows", "Appointment Reminders Clients", "Saves about 4 hours a week", 200),
 ("workflows", "Support Ticket Triage Incoming", "Saves about 7 hours a week", 200),
 ("workflows", "Review Requests Happy", "Saves about 3 hours a week", 200),
 ("ai-vibe-coding", "Commercial Website A fast", "$199 /month", 90), ("ai-vibe-coding", "Commercial Website A fast", "$179/month with a 12-month plan", 130),
 ("ai-vibe-coding", "Smart Web Application A web", "$219 /month", 90), ("ai-vibe-coding", "Smart Web Application A web", "$199/month with a 12-month plan", 130),
 ("ai-vibe-coding", "Mobile App Development An iOS", "$289 /month", 90), ("ai-vibe-coding", "Mobile App Development An iOS", "$259/month with a 12-month plan", 130),
 ("development-policy", "Critical A live", "2 hours 4 hours", 60),
 ("privacy", "Technical logs", "30 days", 5), ("privacy", "Payment records", "7 years", 5),
 ("refund-policy", "Your bank shows the money in your account", "5-10 days", 5),
 ("contact", "Hours", "Mon-Fri 9AM-6PM EST", 3), ("contact", "Headquarters", "Raleigh, NC", 3),
]
for page, anchor, value, w in TIES:
    assert tied(page, anchor, value, w), f"tie failed: {anchor!r} -> {value!r} on {page} within {w}"
# Business Starter's window must not reach into Business Pro's card (and vice versa the Pro card is after Starter)
s = TEXT["pricing"]; i_st = s.index("Business Starter Automate"); i_pro = s.index("Business Pro Run sales")
assert i_st < i_pro and "3 custom automated workflows" in s[i_st:i_pro] and "8 custom automated workflows" not in s[i_st:i_pro]
assert "Email support" in s[i_st:i_pro] and "Priority support" not in s[i_st:i_pro]
c = TEXT["chatbots"]; assert c.index("Up to 1,000 conversations") < c.index("Up to 10,000 conversations") < c.index("Unlimited conversations $499")

# ---------------------------------------------------------------- figures as numbers
STARTER, STARTER_REG = 197, 297
PRO, PRO_REG = 397, 597
CB_STARTER, CB_PRO, CB_ENT, CB_CUSTOM = 49, 149, 499, 2999
GPT4, CLAUDE, GPT35 = Decimal("0.03"), Decimal("0.015"), Decimal("0.0025")
SU = {"website": 15, "whatsapp": 30, "messenger": 20, "slack": 15, "sms": 25, "email": 30}
HRS = {"lead": 6, "invoice": 5, "appt": 4, "triage": 7, "doc": 5, "review": 3}
VC = {"web": (199, 179), "app": (219, 199), "mobile": (289, 259)}

def money(n):
    if isinstance(n, Decimal) and n != n.to_integral_value():
        return f"${n:,.2f}"
    return f"${int(n):,}"

def twice(name, a, b, literal):
    assert a == b == literal, f"{name}: method A {a} / method B {b} / literal {literal}"
    return literal

def add_days_manual(d, n):
    y, m, day = d.year, d.month, d.day
    for _ in range(n):
        day += 1
        if day > calendar.monthrange(y, m)[1]:
            day = 1; m += 1
            if m > 12: m = 1; y += 1
    return datetime.date(y, m, day)

def add_months(d, n):
    m0 = d.month - 1 + n
    y, m = d.year + m0 // 12, m0 % 12 + 1
    return datetime.date(y, m, min(d.day, calendar.monthrange(y, m)[1]))

def add_months_by_days(d, n):
    total, y, m = 0, d.year, d.month
    for _ in range(n):
        total += calendar.monthrange(y, m)[1]
        m += 1
        if m > 12: m = 1; y += 1
    return d + datetime.timedelta(days=total)

def fmt_date(d): return f"{d.strftime('%B')} {d.day}, {d.year}"

# x001
C1 = twice("x001", STARTER + CB_PRO, sum([197, 149]), 346)
# x002
C2 = twice("x002", (PRO_REG - PRO) * 12, PRO_REG * 12 - PRO * 12, 2400)
# x003: cheapest plan with >= 5 workflows
plans_wf = [("Business Starter", STARTER, 3), ("Business Pro", PRO, 8)]
ok = [p for p in plans_wf if p[2] >= 5]
C3a = min(ok, key=lambda p: p[1]); C3b = sorted(ok, key=lambda p: p[1])[0]
assert C3a == C3b == ("Business Pro", 397, 8)
# x004
C4 = twice("x004", VC["mobile"][1] * 12, VC["mobile"][0] * 12 - 360, 3108)
# x005
d5a = REF + datetime.timedelta(days=14); d5b = add_days_manual(REF, 14)
assert d5a == d5b == datetime.date(2026, 12, 16)
# x006
C6 = twice("x006", GPT35 * Decimal(4_000_000) / 1000, Decimal(str(float(Fraction(25, 10000) * 4000))), Decimal("10"))
# x007
C7 = twice("x007", SU["whatsapp"] + SU["sms"] + SU["email"], sum(v for k, v in SU.items() if k in {"whatsapp", "sms", "email"}), 85)
# x008
C8 = twice("x008", HRS["lead"] + HRS["invoice"] + HRS["review"], sum(v for k, v in HRS.items() if k in ("lead", "invoice", "review")), 14)
# x009
C9 = twice("x009", PRO - STARTER, (PRO_REG - 200) - (STARTER_REG - 100), 200)
# x010
C10 = twice("x010", CB_ENT * 12, sum([CB_ENT] * 12), 5988)
# x011
C11 = twice("x011", CB_CUSTOM + 6 * CB_STARTER, sum([CB_CUSTOM] + [CB_STARTER] * 6), 3293)
# x012: cheapest chatbot plan with >= 5,000 conversations
cb = [("Starter", 49, 1000), ("Professional", 149, 10000), ("Enterprise", 499, float("inf"))]
ok = [p for p in cb if p[2] >= 5000]
assert min(ok, key=lambda p: p[1]) == sorted(ok, key=lambda p: p[1])[0] == ("Professional", 149, 10000)
# x013
d13a = REF + datetime.timedelta(days=30); d13b = add_days_manual(REF, 30)
assert d13a == d13b == datetime.date(2027, 1, 1)
# x014
d14a = add_months(REF, 6); d14b = add_months_by_days(REF, 6)
assert d14a == d14b == datetime.date(2027, 6, 2)
# x015
p15 = datetime.date(2026, 11, 28)
d15a = p15 + datetime.timedelta(days=7); d15b = add_days_manual(p15, 7)
assert d15a == d15b == datetime.date(2026, 12, 5)
assert d15a >= REF  # still open on the reference date
# x016
C16 = twice("x016", VC["web"][1] + VC["app"][1], (VC["web"][0] - 240 // 12) + (VC["app"][0] - 240 // 12), 378)
# x017
C17w = twice("x017w", HRS["appt"] + HRS["triage"], sum([4, 7]), 11)
C17m = twice("x017m", C17w * 4, HRS["appt"] * 4 + HRS["triage"] * 4, 44)
# x018
C18 = twice("x018", PRO * 24, PRO * 12 * 2, 9528)
# x019
C19 = twice("x019", (GPT4 - CLAUDE) * 1000, GPT4 * 1000 - CLAUDE * 1000, Decimal("15"))
# x020
cheapest_monthly = min(v[0] for v in VC.values())
C20 = twice("x020", VC["mobile"][0] - cheapest_monthly, VC["mobile"][0] - sorted(v[0] for v in VC.values())[0], 90)
assert cheapest_monthly == VC["web"][0] == 199
# x029
C29 = twice("x029", STARTER * 12, sum([STARTER] * 12), 2364)

# ---------------------------------------------------------------- items
SPEC = " I can put you in touch with a specialist (sales@relaywise.example, +1 (919) 555-0142) who can answer that."
items = []
def add(cat, turns, expected, must, mustnot=(), unans=False):
    items.append({"id": f"x{len(items)+1:03d}", "category": cat, "turns": list(turns), "expected": expected,
                  "must_include": list(must), "must_not_include": list(mustnot), "unanswerable": unans})

# ---- composition x001-x020
add("composition", ["business starter + the professional chatbot plan together, how much a month?"],
    f"Business Starter is $197/month and the Professional chatbot plan is $149/month, so together $197 + $149 = {money(C1)} per month.", [money(C1)])
add("composition", ["how much do i save in a yaer on busines pro with the limted time price vs the regualr price?"],
    f"Business Pro is $397/month instead of the regular $597, a saving of $200/month; over 12 months that is $200 × 12 = {money(C2)}.", [money(C2)])
add("composition", ["I run a small dental practice and we'd need about five automated workflows (reminders, patient intake, billing follow-ups and so on). What's the cheapest automation plan that covers that?"],
    "Business Starter includes only 3 custom automated workflows, so the cheapest plan with at least five is Business Pro at $397/month (8 custom automated workflows).", ["Business Pro", "$397"])
add("composition", ["I want mobile app for my shop. If I take the 12 month plan, how much I pay for the whole year together?"],
    f"Mobile App Development is $259/month with a 12-month plan, so the year costs $259 × 12 = {money(C4)} (versus $289/month billed monthly; you save $360/year).", [money(C4)])
add("composition", ["If I start the AI Vibe Coding free trial today, on what date does the trial end and my card get charged for the first time?"],
    f"The AI Vibe Coding trial is a 14-day free trial, then your card is charged monthly; starting today (December 2, 2026) the 14 days run out and the first charge comes on {fmt_date(d5a)}.", ["December 16"])
add("composition", ["roughly 4 million tokens a month on gpt-3.5 turbo, what would that run me?"],
    f"GPT-3.5 Turbo is billed at $0.0025 per 1K tokens; 4,000,000 tokens is 4,000 × 1K, so 4,000 × $0.0025 = {money(C6)} a month.", [money(C6)])
add("composition", ["I run a landscaping company and want the chatbot on WhatsApp, SMS and email. How long is the setup for those three channels in total?"],
    f"Setup times are WhatsApp 30 minutes, SMS 25 minutes and Email 30 minutes, so 30 + 25 + 30 = {C7} minutes in total.", [f"{C7} minutes"])
add("composition", ["If we set up three of your automations, lead follow-up, invoice processing and review requests, about how many hours a week would that save us altogether?"],
    f"Lead Follow-Up saves about 6 hours a week, Invoice Processing about 5 and Review Requests about 3, so about 6 + 5 + 3 = {C8} hours a week.", [f"{C8} hours"])
add("composition", ["Hola! ¿Cuál es la diferencia de precio entre Business Starter y Business Pro, per month?"],
    f"Business Pro is $397/month and Business Starter is $197/month, so the difference is $397 − $197 = {money(C9)} per month.", [money(C9)])
add("composition", ["Our café gets loads of chats, honestly we'd want no cap on conversations at all. Which chatbot plan is that and what does a year of it cost?"],
    f"The Enterprise chatbot plan has unlimited conversations at $499/month, so a year is $499 × 12 = {money(C10)}.", ["Enterprise", money(C10)])
add("composition", ["Good afternoon. Could you kindly tell me the total cost of the Custom Development chatbot package together with six months of the Starter chatbot plan?"],
    f"Custom Development is $2,999 one-time and the Starter plan is $49/month, so $2,999 + 6 × $49 = $2,999 + $294 = {money(C11)}.", [money(C11)])
add("composition", ["gym owner here, we get maybe 5000 chats a month. cheapest chatbot plan that handles that?"],
    "Starter only covers up to 1,000 conversations, so the cheapest plan for about 5,000 a month is Professional at $149/month (up to 10,000 conversations).", ["Professional", "$149"])
add("composition", ["Hallo, ich möchte meinen monthly plan kündigen. If I send you written notice today, ab wann stops the billing?"],
    f"Monthly plans need at least 30 days notice in writing and billing stops at the end of the notice period, so with notice given today (December 2, 2026) billing stops on {fmt_date(d13a)}.", ["January 1"])
add("composition", ["Bonjour, si je mets mon plan en pause à partir d'aujourd'hui pour la durée maximale, jusqu'à quelle date can it stay paused?"],
    f"A plan can be paused for up to 6 months, so a pause starting today (December 2, 2026) can last until {fmt_date(d14a)}.", ["June 2"])
add("composition", ["So we signed up last week, my business partner handled the checkout and I think the first payment went through on November 28. Honestly I'm not sure the tool is right for us yet, we're a small bakery and things have been hectic with the holidays. What's the last day I can still ask for the full refund?"],
    f"The full refund applies within 7 days of your first payment, so for a first payment on November 28, 2026 the last day is {fmt_date(d15a)}.", ["December 5"])
add("composition", ["Olá! Quero o Commercial Website e também a Smart Web Application, os dois no plano de 12 meses. Quanto fica por mês no total?"],
    f"On the 12-month plan the Commercial Website is $179/month and the Smart Web Application is $199/month, so together $179 + $199 = {money(C16)} per month.", [money(C16)])
add("composition", ["we run a gym. appointment reminders plus support ticket triage, how many hours saved per week? and over four weeks?"],
    f"Appointment Reminders saves about 4 hours a week and Support Ticket Triage about 7, so about {C17w} hours a week, and over four weeks {C17w} × 4 = {C17m} hours.", [f"{C17w} hours", f"{C17m} hours"])
add("composition", ["Law office here. If we stay on Business Pro at the current limited-time price for two years, what's the total we'd pay?"],
    f"Business Pro is $397/month at the limited-time price (which stays yours as long as you keep the plan), so two years is $397 × 24 = {money(C18)}.", [money(C18)])
add("composition", ["Ciao, per un milione di token, quanto costa di più GPT-4 rispetto a Claude?"],
    f"GPT-4 is $0.03 per 1K tokens ($30 for 1,000,000 tokens) and Claude is $0.015 per 1K tokens ($15), so GPT-4 costs $30 − $15 = {money(C19)} more.", [money(C19)])
add("composition", ["The mobile app plan is $250 a month on monthly billing, right? How much more is that than the cheapest vibe coding plan on monthly billing?"],
    f"Not quite: Mobile App Development is $289/month billed monthly (not $250). The cheapest plan on monthly billing is the Commercial Website at $199/month, so the difference is $289 − $199 = {money(C20)}.", ["$289", money(C20)], ["$51"])

# ---- paraphrase x021-x026
add("paraphrase", ["how long u keep my ip address n browser logs"],
    "Technical logs (IP address, browser type, pages requested, times and errors) are kept for 30 days.", ["30 days"])
add("paraphrase", ["Wie schnell bekomme ich eine Antwort vom Support mit Business Pro?"],
    "Business Pro comes with priority support, with a response within 4 hours.", ["4 hours"])
add("paraphrase", ["where's your HQ, like what city are you guys in"],
    "Relaywise's headquarters is in Raleigh, NC.", ["Raleigh"])
add("paraphrase", ["whats the biggest file i can attatch to the consultation form"],
    "The supporting file on the consultation form can be up to 10 MB (PDF, images, Word, Excel, PowerPoint, CSV, plain text or ZIP).", ["10 MB"])
add("paraphrase", ["Should one of our live chatbots go down entirely, how quickly may we expect a first response from your team?"],
    "A live chatbot that is down is a Critical issue: first response within 2 hours, resolution within 4 hours, handled 24/7.", ["2 hours"])
add("paraphrase", ["Hoe lang bewaren jullie mijn payment records?"],
    "Payment records are kept for 7 years, as tax and accounting law requires.", ["7 years"])

# ---- follow-up x027-x032
add("follow-up", ["what chatbot plans do you have?", "the middle one, how many conversations is that good for?"],
    "The middle plan, Professional ($149/month), covers up to 10,000 conversations.", ["10,000"])
add("follow-up", ["Tell me about the Commercial Website plan.", "and if I sign up for twelve months, what's the monthly price then?"],
    "With a 12-month plan the Commercial Website is $179/month instead of $199 billed monthly (save $240/year).", ["$179"])
add("follow-up", ["What's included in Business Starter?", "how many workflows is that again, and what's a full year at the current price?"],
    f"Business Starter includes 3 custom automated workflows, and a year at $197/month is $197 × 12 = {money(C29)}.", ["3", money(C29)])
add("follow-up", ["how long does whatsapp setup take", "and facebook messenger?"],
    "Facebook Messenger takes 20 minutes to set up (WhatsApp takes 30).", ["20 minutes"])
add("follow-up", ["How do refunds work with you?", "once you've processed it, how long until the money actually shows up in my account?"],
    "After the refund is processed to your original card (3-5 business days), your bank shows the money in your account in 5-10 days.", ["5-10 days"])
add("follow-up", ["What's your phone number?", "and what hours can i call?"],
    "You can call +1 (919) 555-0142 Mon-Fri 9AM-6PM EST.", ["9AM-6PM EST"])

# ---- unanswerable x033-x040
UNANS = []
def unans(turns, expected, absent, mustnot=()):
    add("unanswerable", turns, expected + SPEC, [], mustnot, True); UNANS.append((items[-1]["id"], absent))
unans(["We're a registered nonprofit food bank. Do you give a nonprofit or charity discount on Business Starter?"],
      "The pages don't mention any nonprofit or charity discount (only the limited-time prices shown on the pricing page).",
      ["nonprofit", "non-profit", "charity", "charities", "NGO"], ["10%", "15%", "20%", "25%", "50%"])
unans(["what happens if we go over 1,000 conversations on the chatbot starter plan, how much per extra conversation?"],
      "The pages don't say what an extra conversation over the Starter limit costs; they only list the plan limits (Starter up to 1,000, Professional up to 10,000) and suggest upgrading when conversations grow.",
      ["overage", "overages", "per conversation", "extra conversation", "additional conversation", "additional conversations"], ["$0.02", "$0.05", "$0.10"])
unans(["do u integrate with quickbooks or xero? we do all our books there"],
      "The pages don't name QuickBooks or Xero; they only say there are 100+ integrations with CRM, calendar and accounting tools.",
      ["QuickBooks", "Xero"])
unans(["I own a dental clinic. Is your chatbot HIPAA compliant? We'd have patient info going through it."],
      "The pages don't mention HIPAA; they only describe 256-bit encryption and SOC 2 compliant infrastructure.",
      ["HIPAA", "BAA", "business associate agreement"])
unans(["Just curious, what year was Relaywise founded and how many people work there?"],
      "The pages don't say when Relaywise was founded or how many people it employs.",
      ["founded", "established", "employees", "headcount", "since 20"])
unans(["Kann ich bei Business Starter einfach einen vierten Workflow dazukaufen? What does one extra workflow cost?"],
      "The pages don't give a price for adding a single extra workflow to Business Starter; they only list 3 workflows for Starter and 8 for Business Pro.",
      ["add-on", "add-ons", "addon", "extra workflow", "additional workflow", "additional workflows", "per workflow"], ["$50", "$75"])
unans(["can the chatbot run on google gemini or llama instead? what's the price per 1K tokens for those?"],
      "The pages only list GPT-4, Claude, GPT-3.5 Turbo and a Custom Model; they don't mention Gemini or Llama or their prices.",
      ["Gemini", "Llama", "Mistral"])
unans(["Which cloud do you host on — AWS, Google Cloud or Azure? Our IT guy wants to know the data center region too."],
      "The pages don't name the hosting provider or a data center region; they only say hosting and storage providers run the servers and some providers may process data in the United States.",
      ["AWS", "Amazon Web Services", "Google Cloud", "GCP", "Azure", "data center", "datacenter", "region"])

for iid, words in UNANS:
    for w in words:
        pat = re.compile(r"\b" + re.escape(w) + r"\b", re.I)
        for p in PAGES:
            assert not pat.search(TEXT[p]), f"{iid}: '{w}' found on {p} — not unanswerable"

# ---------------------------------------------------------------- structural checks
cats = {}
for it in items: cats[it["category"]] = cats.get(it["category"], 0) + 1
assert len(items) == 40 and cats == {"composition": 20, "paraphrase": 6, "follow-up": 6, "unanswerable": 8}, cats
for n, it in enumerate(items, 1):
    assert it["id"] == f"x{n:03d}"
    exp = norm(it["expected"])
    for m in it["must_include"]:
        assert m in exp, f"{it['id']}: must_include {m!r} not in expected"
    for m in it["must_not_include"]:
        assert m not in exp, f"{it['id']}: must_not_include {m!r} in expected"
    if it["category"] == "follow-up": assert len(it["turns"]) == 2
    else: assert len(it["turns"]) == 1
    if it["unanswerable"]:
        assert it["must_include"] == [] and "specialist" in exp
    else:
        assert it["must_include"]
    # every non-unanswerable figure a visitor is told must be a site figure or a computed one: spot-check
ids = [i for i, (a, b) in enumerate(zip(range(1, 21), items[:20]))]
assert all(items[i]["category"] == "composition" for i in range(20))
# single-fact items: the key figure is on the page
for iid, page, fig in [("x021", "privacy", "30 days"), ("x022", "pricing", "within 4 hours"), ("x023", "contact", "Raleigh"),
                       ("x024", "contact", "10 MB"), ("x025", "development-policy", "2 hours"), ("x026", "privacy", "7 years"),
                       ("x027", "chatbots", "10,000"), ("x028", "ai-vibe-coding", "$179"), ("x030", "chatbots", "20 minutes"),
                       ("x031", "refund-policy", "5-10 days"), ("x032", "contact", "9AM-6PM EST")]:
    assert fig in TEXT[page], (iid, fig)

out = {"set": "assistant-twentyfirst", "reference_date": REF.isoformat(), "items": items}
with open("assistant-twentyfirst.json", "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)

readme = f"""# assistant-twentyfirst — blind evaluation set

Written blind: the only source was the rendered public pages of the site at http://127.0.0.1:4300
(`/`, `/features`, `/chatbots`, `/workflows`, `/pricing`, `/ai-vibe-coding`, `/contact`, `/terms`,
`/privacy`, `/refund-policy`, `/development-policy`, `/cookies`). No source code, repository files, docs,
tests, JS bundles, earlier sets, `/api/` endpoints or chat widget were used.

## Method
1. `fetch.py` downloads each page with urllib and extracts the visible text with html.parser
   (skipping script/style/noscript/template) into `pages/<name>.txt`.
2. `build.py` holds every fact as a constant and asserts that each snippet appears verbatim
   (whitespace-normalised) on its page; ties every price, limit, setup time and hours figure to its
   plan/row within a short character window (and checks Starter vs Pro card boundaries); computes
   every sum, product, difference and date twice by two different methods and checks both against a
   hand-written literal; asserts the facts the unanswerable items depend on are absent from every page
   (word-boundary, case-insensitive); checks category counts, that every `must_include` string is in
   `expected` and no `must_not_include` string is. It then writes `assistant-twentyfirst.json`.
3. Reference date for date arithmetic: {REF.isoformat()}.

## Counts
{len(items)} items: {cats['composition']} composition (x001-x020), {cats['paraphrase']} paraphrase (x021-x026),
{cats['follow-up']} follow-up pairs (x027-x032; the second turn is scored), {cats['unanswerable']} unanswerable (x033-x040;
the right answer is that the pages do not say, plus an offer of a specialist).

## Voices
Terse lowercase, typos, non-native English, businesses described instead of plan names (dentist, gym,
law office, landscaper, café, bakery, food bank, dental clinic), a long rambling message with the question at the
end, a wrongly assumed fact (x020), numbers in words, rough numbers, code-switching (Spanish, German,
French, Portuguese, Italian, Dutch), two questions in one message, polite formal English.
"""
open("README.md", "w", encoding="utf-8").write(readme)
print("OK", len(items), cats)
# a must_not_include guess must not be a prefix/substring of any real site figure (avoid penalising correct side remarks)
for it in items:
    for m in it["must_not_include"]:
        assert m not in ALL, f"{it['id']}: must_not_include {m!r} occurs on the site"
print("must_not_include guesses absent from site: OK")

#!/usr/bin/env python3
"""Blind eval set #11 for the Relaywise sales assistant.
Every constant is copied from the rendered page text in pages/*.txt and
checked against that text (CHECKS below) before any figure is computed."""
import json, os, datetime, calendar

HERE = os.path.dirname(os.path.abspath(__file__))
def page(name):
    return open(os.path.join(HERE, "pages", name + ".txt")).read()

# ---------------- constants copied from the pages ----------------
# /pricing (automation plans, limited-time prices, billed monthly)
BIZ_STARTER, BIZ_STARTER_REG, BIZ_STARTER_WF = 197, 297, 3
BIZ_PRO, BIZ_PRO_REG, BIZ_PRO_WF = 397, 597, 8
# /chatbots (chatbot plans)
CB_STARTER, CB_STARTER_CONV = 49, 1000        # 1 chatbot, website widget
CB_PRO, CB_PRO_CONV = 149, 10000              # 3 chatbots, all channels
CB_ENT = 499                                  # unlimited conversations
CUSTOM_DEV = 2999                             # one-time
GPT4, CLAUDE, GPT35 = 0.03, 0.015, 0.0025     # $ per 1K tokens
SETUP = {"Website": 15, "WhatsApp": 30, "Facebook Messenger": 20, "Slack": 15, "SMS": 25, "Email": 30}
# /workflows (hours saved per week)
SAVES = {"Lead Follow-Up": 6, "Invoice Processing": 5, "Appointment Reminders": 4,
         "Support Ticket Triage": 7, "Document Intake": 5, "Review Requests": 3}
# /ai-vibe-coding
WEB_M, WEB_Y = 199, 179
APP_M, APP_Y = 219, 199
MOB_M, MOB_Y = 289, 259
WEB_SAVE, APP_SAVE, MOB_SAVE = 240, 240, 360
TRIAL_DAYS = 14
# /terms, /refund-policy
REFUND_DAYS = 7
CANCEL_NOTICE_DAYS = 30
PAUSE_MONTHS = 6

CHECKS = [
    ("pricing", "Business Starter"), ("pricing", "$197\n/month"), ("pricing", "Regular price\n$297"),
    ("pricing", "$100/month limited time"), ("pricing", "3 custom automated workflows"),
    ("pricing", "Business Pro"), ("pricing", "$397\n/month"), ("pricing", "Regular price\n$597"),
    ("pricing", "$200/month limited time"), ("pricing", "8 custom automated workflows"),
    ("pricing", "Business Elite"), ("pricing", "Custom pricing"), ("pricing", "Limited Time: Save up to"),
    ("chatbots", "Up to 1,000 conversations\n$49\n/month"), ("chatbots", "1 chatbot\nWebsite widget"),
    ("chatbots", "Up to 10,000 conversations\n$149\n/month"), ("chatbots", "3 chatbots\nAll channels"),
    ("chatbots", "Unlimited conversations\n$499\n/month"), ("chatbots", "$2,999\none-time"),
    ("chatbots", "GPT-4"), ("chatbots", "$0.03\nper 1K tokens"), ("chatbots", "$0.015\nper 1K tokens"),
    ("chatbots", "GPT-3.5 Turbo"), ("chatbots", "$0.0025\nper 1K tokens"),
    ("chatbots", "Private deployment\nCustom pricing"), ("chatbots", "Start Free Trial"),
    ("chatbots", "Website\nA chat widget on every page of your site.\nSetup time: 15 minutes"),
    ("chatbots", "WhatsApp\nAnswer customers where they already message.\nSetup time: 30 minutes"),
    ("chatbots", "Facebook Messenger\nReply to page messages instantly.\nSetup time: 20 minutes"),
    ("chatbots", "Slack\nAn internal assistant for your team.\nSetup time: 15 minutes"),
    ("chatbots", "SMS\nTwo-way text conversations with customers.\nSetup time: 25 minutes"),
    ("chatbots", "Email\nDraft and send replies to your inbox.\nSetup time: 30 minutes"),
    ("workflows", "Lead Follow-Up\nEvery new web"), ("workflows", "Saves about 6 hours a week"),
    ("workflows", "Saves about 5 hours a week"), ("workflows", "Saves about 4 hours a week"),
    ("workflows", "Saves about 7 hours a week"), ("workflows", "Saves about 3 hours a week"),
    ("ai-vibe-coding", "$199\n/month\nbilled monthly, or $179/month with a 12-month plan (save $240/year)"),
    ("ai-vibe-coding", "$219\n/month\nbilled monthly, or $199/month with a 12-month plan (save $240/year)"),
    ("ai-vibe-coding", "$289\n/month\nbilled monthly, or $259/month with a 12-month plan (save $360/year)"),
    ("ai-vibe-coding", "14-day free trial, then your card is charged monthly."),
    ("ai-vibe-coding", "Development begins 24-48 hours after payment."),
    ("terms", "If you cancel an annual plan early, the remaining months of the annual term are due."),
    ("terms", "give us at least 30 days notice in writing. Billing stops at the end of the notice period"),
    ("terms", "You may pause a plan for up to 6 months."),
    ("terms", "North Carolina"),
    ("refund-policy", "within 7 days of your first payment"),
    ("contact", "Raleigh, NC"), ("contact", "Up to 10 MB."),
    ("development-policy", "Critical\nA live automation, chatbot or site is down or losing data.\n2 hours\n4 hours"),
    ("privacy", "Technical logs\n30 days"), ("features", "50+ file formats"),
    ("development-policy", "we send you a written quote first"),
]
for pg, s in CHECKS:
    assert s in page(pg), (pg, s)
# per-plan table checks for vibe-coding savings
assert (WEB_M - WEB_Y) * 12 == WEB_SAVE and (APP_M - APP_Y) * 12 == APP_SAVE and (MOB_M - MOB_Y) * 12 == MOB_SAVE
assert sum(SETUP.values()) == 135 and sum(SAVES.values()) == 30

# ---------------- helpers ----------------
TODAY = datetime.date(2026, 11, 27)
assert TODAY.strftime("%A") == "Friday"
def money(x):
    x = round(x, 2)
    if abs(x - round(x)) < 1e-9:
        return "${:,}".format(int(round(x)))
    return "${:,.2f}".format(x)
def d(x):
    return "{} {}, {}".format(x.strftime("%B"), x.day, x.year)
def add_months(x, n):
    m = x.month - 1 + n
    y, m = x.year + m // 12, m % 12 + 1
    return datetime.date(y, m, min(x.day, calendar.monthrange(y, m)[1]))
days = lambda n: datetime.timedelta(days=n)

items = []
def add(cat, turns, expected, inc, exc, source, unans=False):
    o = {"id": "e%03d" % (len(items) + 1), "category": cat, "turns": turns, "expected": expected,
         "must_include": inc, "must_not_include": exc, "source": source}
    if unans:
        o["unanswerable"] = True
    items.append(o)

# ======================= COMPOSITION (20) =======================
# 1 cheapest automation plan with >=5 workflows
assert BIZ_STARTER_WF < 5 <= BIZ_PRO_WF
add("composition", ["we have like 5 or 6 processes we want automated. whats the cheapest plan that actually covers that many workflows"],
    f"Business Starter includes only {BIZ_STARTER_WF} custom workflows, so the cheapest plan covering 5-6 is Business Pro: {BIZ_PRO_WF} custom automated workflows for {money(BIZ_PRO)}/month (limited-time price, regular {money(BIZ_PRO_REG)}).",
    ["Business Pro", money(BIZ_PRO)], [], "/pricing")

# 2 chatbot plan for 25,000 conversations
assert 25000 > CB_PRO_CONV
add("composition", ["Our online shop gets around 25,000 customer chats a month. Which chatbot plan would we need and what's the monthly price?"],
    f"Professional only goes up to {CB_PRO_CONV:,} conversations, so 25,000/month needs Enterprise (unlimited conversations) at {money(CB_ENT)}/month.",
    ["Enterprise", money(CB_ENT)], [], "/chatbots")

# 3 WhatsApp + 2 bots + 800 conversations
assert 800 <= CB_STARTER_CONV and 2 > 1
add("composition", ["Hello, I have small bakery and also catering business. I need two separate chatbots and one must work on WhatsApp, maybe 800 chats in month total. Which is the cheaper plan for me?"],
    f"Starter ({money(CB_STARTER)}) covers 1,000 conversations but only 1 chatbot and the website widget. Professional has 3 chatbots, all channels (incl. WhatsApp) and up to 10,000 conversations, so the cheapest fit is Professional at {money(CB_PRO)}/month.",
    ["Professional", money(CB_PRO)], [], "/chatbots")

# 4 budget $300 -> Business Starter
assert BIZ_STARTER <= 300 < BIZ_PRO
add("composition", ["Budget is tight, 300 bucks a month max for the done-for-you automation. Which plan can I get and how many workflows do I get with it?"],
    f"Only Business Starter fits: {money(BIZ_STARTER)}/month (limited-time; regular {money(BIZ_STARTER_REG)}), which includes {BIZ_STARTER_WF} custom automated workflows. Business Pro is {money(BIZ_PRO)}/month, above the budget; Elite is custom-priced.",
    ["Business Starter", money(BIZ_STARTER)], [], "/pricing")

# 5 Business Pro yearly + savings vs regular
pro_year = BIZ_PRO * 12; pro_save = (BIZ_PRO_REG - BIZ_PRO) * 12
assert pro_year == 4764 and pro_save == 2400
add("composition", ["If I go with Business Pro for a full year, what do I pay in total? And how much is that saving me versus the regular price?"],
    f"{money(BIZ_PRO)} x 12 = {money(pro_year)} for a year. Regular price is {money(BIZ_PRO_REG)}/month, so the limited-time price saves {money(BIZ_PRO_REG - BIZ_PRO)}/month x 12 = {money(pro_save)} a year.",
    [money(pro_year), money(pro_save)], [money((BIZ_STARTER_REG - BIZ_STARTER) * 12)], "/pricing")

# 6 Business Starter + chatbot Starter
s6 = BIZ_STARTER + CB_STARTER
assert s6 == 246
add("composition", ["quick one - Business Starter plus the $49 Starter chatbot plan, what's that together per month?"],
    f"{money(BIZ_STARTER)} + {money(CB_STARTER)} = {money(s6)} per month (at the current limited-time Business Starter price).",
    [money(s6)], [money(BIZ_STARTER_REG + CB_STARTER)], "/pricing, /chatbots")

# 7 Commercial Website 12-month plan total
s7 = WEB_Y * 12
assert s7 == 2148
add("composition", ["I run a small landscaping company and just need a proper business website, nothing fancy. If I take the 12 month plan how much is that for the whole year?"],
    f"Commercial Website on the 12-month plan is {money(WEB_Y)}/month, so {money(WEB_Y)} x 12 = {money(s7)} for the year (vs {money(WEB_M * 12)} billed monthly, saving {money(WEB_SAVE)}).",
    [money(s7)], [], "/ai-vibe-coding")

# 8 Mobile App yearly savings over 2 years
s8 = MOB_SAVE * 2
assert s8 == (MOB_M - MOB_Y) * 24 == 720
add("composition", ["We plan to keep our mobile app with you for 2 years. How much do we save over those two years by taking the 12-month plan instead of paying month to month?"],
    f"Mobile App Development is {money(MOB_M)}/month monthly or {money(MOB_Y)}/month on a 12-month plan: {money(MOB_M - MOB_Y)}/month = {money(MOB_SAVE)}/year, so {money(s8)} over two years.",
    [money(s8)], ["$480"], "/ai-vibe-coding")

# 9 trial start today -> first charge
first_charge = TODAY + days(TRIAL_DAYS)
assert d(first_charge) == "December 11, 2026"
add("composition", ["if i start the AI vibe coding free trial today when does the trial end and my card gets charged?"],
    f"Today is November 27, 2026; the free trial is 14 days, so it runs out and the first monthly charge happens on {d(first_charge)}.",
    ["December 11"], ["December 25"], "/ai-vibe-coding")

# 10 refund deadline if paid today
refund_by = TODAY + days(REFUND_DAYS)
assert d(refund_by) == "December 4, 2026"
add("composition", ["Paid for Business Starter this morning and my partner is already having second thoughts. Until what date can we still get all our money back?"],
    f"New customers get a full refund if they ask within 7 days of the first payment: November 27, 2026 + 7 days = {d(refund_by)}.",
    ["December 4"], ["December 27", "November 30"], "/refund-policy")

# 11 cancellation notice given today
bill_stop = TODAY + days(CANCEL_NOTICE_DAYS)
assert d(bill_stop) == "December 27, 2026"
add("composition", ["I want to cancel my monthly plan. If I send you written notice today, on what date does billing stop?"],
    f"Monthly plans need at least 30 days written notice and billing stops at the end of the notice period: November 27, 2026 + 30 days = {d(bill_stop)}. The service keeps running until then.",
    ["December 27"], ["December 4", "January 27"], "/terms")

# 12 longest pause from today
pause_end = add_months(TODAY, PAUSE_MONTHS)
assert d(pause_end) == "May 27, 2027"
add("composition", ["Business is seasonal for us, we close over winter. If we pause our plan starting today, what's the latest date we can pause until?"],
    f"A plan can be paused for up to 6 months: from November 27, 2026 that is until {d(pause_end)}. Automations are switched off while paused and data is kept.",
    ["May 27, 2027"], ["February 27", "November 27, 2027"], "/terms")

# 13 triage + document intake over a year
s13 = (SAVES["Support Ticket Triage"] + SAVES["Document Intake"]) * 52
assert s13 == 624
add("composition", ["If we set up the support ticket triage and the document intake automations, how many hours would that save us over a year (52 weeks)?"],
    f"Support Ticket Triage saves about 7 h/week and Document Intake about 5 h/week: 12 hours/week x 52 = {s13} hours a year.",
    [str(s13)], [], "/workflows")

# 14 all six popular automations
s14 = sum(SAVES.values())
assert s14 == 30
add("composition", ["ok so if we did ALL six of those popular automations on your workflows page, total hours saved a week?"],
    "6 (Lead Follow-Up) + 5 (Invoice Processing) + 4 (Appointment Reminders) + 7 (Support Ticket Triage) + 5 (Document Intake) + 3 (Review Requests) = " + f"{s14} hours a week.",
    [f"{s14} hours"], ["25 hours", "35 hours"], "/workflows")

# 15 GPT-4 vs GPT-3.5 for 1M tokens
g4 = 1_000_000 / 1000 * GPT4; g35 = 1_000_000 / 1000 * GPT35; s15 = g4 - g35
assert round(g4, 2) == 30 and round(g35, 2) == 2.5 and round(s15, 2) == 27.5
add("composition", ["Skeptical about AI costs. Say our bot uses 1 million tokens in a month, how much more is that on GPT-4 than on GPT-3.5 Turbo?"],
    f"GPT-4 is $0.03 per 1K tokens: 1,000 x $0.03 = {money(g4)}. GPT-3.5 Turbo is $0.0025 per 1K: 1,000 x $0.0025 = {money(g35)}. Difference {money(s15)}.",
    [money(s15)], ["$12.50"], "/chatbots")

# 16 website + WhatsApp setup time
s16 = SETUP["Website"] + SETUP["WhatsApp"]
assert s16 == 45
add("composition", ["how long does it take to get the chatbot live on both our website and whatsapp, adding up the setup times?"],
    f"Website setup takes 15 minutes and WhatsApp 30 minutes: {s16} minutes in total.",
    [f"{s16} minutes"], ["60 minutes", "30-60"], "/chatbots")

# 17 Custom Development + Professional for first year
s17 = CUSTOM_DEV + CB_PRO * 12
assert s17 == 4787
add("composition", ["We'd want the custom development chatbot build and then run it on the Professional plan. What's the total for the first year?"],
    f"Custom Development is a one-time {money(CUSTOM_DEV)}; Professional is {money(CB_PRO)}/month x 12 = {money(CB_PRO * 12)}. First-year total {money(s17)} (excluding model usage billed per token).",
    [money(s17)], [money(CUSTOM_DEV + CB_ENT * 12)], "/chatbots")

# 18 skeptic with regular Starter price
s18 = BIZ_STARTER * 12
assert s18 == 2364
add("composition", ["A friend told me your Business Starter is $297 a month. So what would that run me for a year?"],
    f"Business Starter is currently {money(BIZ_STARTER)}/month (the {money(BIZ_STARTER_REG)} is the regular price; the limited-time price stays as long as you keep the plan), so a year is {money(BIZ_STARTER)} x 12 = {money(s18)}.",
    [money(s18)], [money(BIZ_STARTER_REG * 12)], "/pricing")

# 19 annual commercial website cancelled after 5 months
s19 = (12 - 5) * WEB_Y
assert s19 == 1253
add("composition", ["Say I take the Commercial Website on the 12-month plan at $179 and want out after 5 months. What do I still owe?"],
    f"Annual plans are a commitment for the full year; if you cancel early the remaining months are due: 12 - 5 = 7 months x {money(WEB_Y)} = {money(s19)}.",
    [money(s19)], [money(5 * WEB_Y), money(7 * WEB_M)], "/terms, /ai-vibe-coding")

# 20 Professional -> Enterprise chatbot upgrade per year
s20 = (CB_ENT - CB_PRO) * 12
assert s20 == 4200
add("composition", ["Thinking of moving from the Professional chatbot plan to Enterprise. How much extra is that per year?"],
    f"Enterprise {money(CB_ENT)} - Professional {money(CB_PRO)} = {money(CB_ENT - CB_PRO)}/month, x 12 = {money(s20)} more per year.",
    [money(s20)], [], "/chatbots")

# ======================= PARAPHRASE (6) =======================
add("paraphrase", ["where r u guys actually located? like physically"],
    "Relaywise's headquarters are in Raleigh, NC.", ["Raleigh"], [], "/contact")
add("paraphrase", ["If the bot you built for us goes completely dead in the middle of the night, how long till someone from your side gets back to me?"],
    "A critical issue (live automation, chatbot or site down) is handled 24/7, with a first response within 2 hours and resolution within 4 hours.",
    ["2 hours"], [], "/development-policy")
add("paraphrase", ["How long do your servers hold on to stuff like my IP address and browser info?"],
    "Technical logs (IP address, browser type, pages requested, times, errors) are kept for 30 days.",
    ["30 days"], ["24 months"], "/privacy")
add("paraphrase", ["What's the biggest attachment I can send along with the consultation request form?"],
    "A supporting file of up to 10 MB (PDF, images, Word, Excel, PowerPoint, CSV, plain text or ZIP).",
    ["10 MB"], [], "/contact")
add("paraphrase", ["If there were ever a legal dispute between us, which state's laws apply?"],
    "The terms are governed by the laws of the State of North Carolina; disputes go to the state and federal courts in Wake County, North Carolina.",
    ["North Carolina"], [], "/terms")
add("paraphrase", ["ur document storage, how many kinds of file can it actualy read?"],
    "File management supports 50+ file formats, from PDFs and spreadsheets to images.",
    ["50"], [], "/features")

# ======================= FOLLOWUP (6) =======================
f1 = APP_Y * 12
assert f1 == 2388
add("followup", ["what do your website and app building plans cost?", "ok the web application one. if i commit for a year whats the total?"],
    f"Smart Web Application on the 12-month plan is {money(APP_Y)}/month, so {money(APP_Y)} x 12 = {money(f1)} for the year (saving {money(APP_SAVE)} versus {money(APP_M)} monthly).",
    [money(f1)], [money(WEB_Y * 12), money(MOB_Y * 12)], "/ai-vibe-coding")
f2 = BIZ_PRO * 18
assert f2 == 7146
add("followup", ["How much is Business Pro?", "and for 18 months?"],
    f"Business Pro is {money(BIZ_PRO)}/month (limited-time), so 18 months = {money(f2)}.",
    [money(f2)], [money(BIZ_PRO_REG * 18)], "/pricing")
top2 = sorted(SAVES.values(), reverse=True)[:2]
f3 = sum(top2)
assert top2 == [7, 6] and f3 == 13
add("followup", ["Which of your ready-made automations save the most time?", "If I pick the top two, how many hours a week is that combined?"],
    f"The top two are Support Ticket Triage (about 7 h/week) and Lead Follow-Up (about 6 h/week): {f3} hours a week combined.",
    [f"{f3} hours"], ["12 hours", "11 hours"], "/workflows")
f4 = SETUP["Website"] + SETUP["SMS"]
assert f4 == 40
add("followup", ["I want a chatbot on my website and also on SMS for my customers.", "Which plan is the cheapest that does both, and how long would setting up both channels take?"],
    f"Starter includes only the website widget, so the cheapest plan with all channels is Professional at {money(CB_PRO)}/month. Setup: website 15 minutes + SMS 25 minutes = {f4} minutes.",
    ["Professional", money(CB_PRO), f"{f4} minutes"], [], "/chatbots")
f5a = APP_Y + WEB_Y; f5b = APP_SAVE + WEB_SAVE
assert f5a == 378 and f5b == 480
add("followup", ["I'm thinking of a Smart Web Application for my main business and a Commercial Website for my second brand.",
                 "Both on the yearly plan, what's my monthly total?",
                 "and how much do I save in a year vs paying monthly?"],
    f"On the 12-month plans: {money(APP_Y)} + {money(WEB_Y)} = {money(f5a)}/month. Savings vs monthly billing: {money(APP_SAVE)} + {money(WEB_SAVE)} = {money(f5b)} a year (monthly would be {money(APP_M + WEB_M)}/month).",
    [money(f5b)], [], "/ai-vibe-coding")
f6 = first_charge + days(REFUND_DAYS)
assert d(f6) == "December 18, 2026"
add("followup", ["If I sign up for AI vibe coding today, when's my card first charged?",
                 "And if I'm not happy after that first payment, until when can I ask for my money back?"],
    f"The 14-day free trial from November 27, 2026 ends and the first charge comes on {d(first_charge)}. The full refund applies within 7 days of the first payment: {d(first_charge)} + 7 = {d(f6)}.",
    ["December 18"], ["December 4"], "/ai-vibe-coding, /refund-policy")

# ======================= UNANSWERABLE (8) =======================
U = "The pages do not state this; the assistant should say so and offer a specialist / the sales team rather than give a figure."
add("unanswerable", ["How many days is the free trial on the $49 chatbot Starter plan?"],
    "The chatbot plans show a 'Start Free Trial' button but no trial length (the 14-day trial stated on the site is for AI Vibe Coding). " + U,
    [], ["30-day trial", "7-day trial", "30 days free"], "/chatbots", True)
add("unanswerable", ["Ballpark for Business Elite? I'm guessing something like $997 a month?"],
    "Business Elite is 'Custom pricing' with Contact Sales; no number is given. " + U,
    [], ["$797", "$1,497", "$1,997"], "/pricing", True)
add("unanswerable", ["what's the per 1K token price for your Custom Model, the one trained on our own data?"],
    "The Custom Model is listed as 'Custom pricing'; no per-token price is stated. " + U,
    [], ["$0.005", "$0.05", "$0.02"], "/chatbots", True)
add("unanswerable", ["We're a registered nonprofit. What discount do you give charities?"],
    "No nonprofit or charity discount is mentioned on the site. " + U,
    [], ["10%", "15%", "20%", "25%", "50%"], "(none)", True)
add("unanswerable", ["On Business Starter, if I need a 4th workflow, how much does one extra workflow cost as an add-on?"],
    "Business Starter includes 3 workflows and Business Pro 8; no per-workflow add-on price is stated. " + U,
    [], ["$25", "$75", "$50 per"], "/pricing", True)
add("unanswerable", ["the pricing page says limited time deal, when exactly does that offer end??"],
    "The limited-time prices are said to stay yours as long as you keep the plan, but no end date for the offer is given. " + U,
    [], ["December 31", "January 1", "end of the month", "November 30"], "/pricing", True)
add("unanswerable", ["Which cloud do you host on, AWS or Google Cloud? Our IT guy needs to know the data center region."],
    "The privacy policy only says hosting and storage providers run the servers and some providers may process data in the United States; no cloud vendor or region is named. " + U,
    [], ["Azure", "us-east", "hosted on AWS", "we use AWS", "hosted on Google Cloud"], "/privacy", True)
add("unanswerable", ["What's your hourly rate for work outside the agreed scope?"],
    "The development policy says out-of-scope work gets a written quote first; no hourly rate is stated. " + U,
    [], ["$100/hour", "$125/hour", "$150/hour", "$100 per hour", "$150 per hour"], "/development-policy", True)

# ---------------- final checks & write ----------------
from collections import Counter
c = Counter(i["category"] for i in items)
assert c == {"composition": 20, "paraphrase": 6, "followup": 6, "unanswerable": 8}, c
assert len(items) == 40
for i in items:
    if i.get("unanswerable"):
        assert i["must_include"] == []
    else:
        assert i["must_include"]
    assert i["category"] != "followup" or len(i["turns"]) >= 2
    # a required string must never also be forbidden
    for a in i["must_include"]:
        for b in i["must_not_include"]:
            assert b.lower() not in a.lower() and a.lower() not in b.lower(), (i["id"], a, b)
    # forbidden strings must not appear in the expected answer
    for b in i["must_not_include"]:
        assert b.lower() not in i["expected"].lower(), (i["id"], b)
    for a in i["must_include"]:
        assert a.lower() in i["expected"].lower(), (i["id"], a)
json.dump(items, open(os.path.join(HERE, "assistant-eleventh.json"), "w"), indent=2, ensure_ascii=False)
print(c, len(items))

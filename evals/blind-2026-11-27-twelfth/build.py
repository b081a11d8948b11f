#!/usr/bin/env python3
"""Blind eval set #12 for the Relaywise sales assistant.
Every figure is computed from constants copied from the rendered page texts in pages/;
each constant is checked against the text (snippet must appear) and each result is asserted."""
import json, os, re
from datetime import date, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
def page(name):
    return open(os.path.join(HERE, "pages", name + ".txt")).read()
P = {n: page(n) for n in ["home","features","chatbots","workflows","pricing","ai-vibe-coding",
                          "contact","terms","privacy","refund-policy","development-policy","cookies"]}
def src(pagename, snippet):
    """Assert that the snippet is present in the page text (whitespace-normalised)."""
    norm = lambda s: re.sub(r"\s+", " ", s)
    assert norm(snippet) in norm(P[pagename]), (pagename, snippet)

def money(x):
    if abs(x - round(x)) < 1e-9:
        return "${:,}".format(int(round(x)))
    return "${:,.2f}".format(x)
def d(x):
    return x.strftime("%B %-d, %Y")

# ---------------- constants copied from the pages ----------------
# /pricing (automation plans)
STARTER, STARTER_REG = 197, 297
src("pricing", "Business Starter\nAutomate the first processes that eat your week.\n$197\n/month\nRegular price\n$297\n$100/month limited time")
PRO, PRO_REG = 397, 597
src("pricing", "Business Pro\nRun sales, support and operations on autopilot.\n$397\n/month\nRegular price\n$597\n$200/month limited time")
STARTER_WF, PRO_WF = 3, 8
src("pricing", "3 custom automated workflows"); src("pricing", "8 custom automated workflows")
src("pricing", "Business Elite\nUnlimited automation with a dedicated team.\nCustom pricing")
src("pricing", "Email and SMS notifications")
src("pricing", "Prices in US dollars, billed monthly.")
# /chatbots plans
CB_STARTER, CB_STARTER_CONV = 49, 1000
src("chatbots", "Starter\nUp to 1,000 conversations\n$49\n/month")
CB_PRO, CB_PRO_CONV = 149, 10000
src("chatbots", "Professional\nUp to 10,000 conversations\n$149\n/month")
CB_ENT = 499
src("chatbots", "Enterprise\nUnlimited conversations\n$499\n/month")
src("chatbots", "1 chatbot\nWebsite widget"); src("chatbots", "3 chatbots\nAll channels"); src("chatbots", "Unlimited chatbots")
CUSTOM_DEV = 2999
src("chatbots", "Source code\n$2,999\none-time")
GPT4, CLAUDE, GPT35 = 0.03, 0.015, 0.0025
src("chatbots", "GPT-4\nThe most capable model"); src("chatbots", "$0.03\nper 1K tokens")
src("chatbots", "$0.015\nper 1K tokens"); src("chatbots", "$0.0025\nper 1K tokens")
src("chatbots", "Private deployment\nCustom pricing")
SETUP = {"Website": 15, "WhatsApp": 30, "Facebook Messenger": 20, "Slack": 15, "SMS": 25, "Email": 30}
for k, v in SETUP.items():
    src("chatbots", f"{k}\n") ; 
src("chatbots", "Website\nA chat widget on every page of your site.\nSetup time: 15 minutes")
src("chatbots", "WhatsApp\nAnswer customers where they already message.\nSetup time: 30 minutes")
src("chatbots", "Facebook Messenger\nReply to page messages instantly.\nSetup time: 20 minutes")
src("chatbots", "Slack\nAn internal assistant for your team.\nSetup time: 15 minutes")
src("chatbots", "SMS\nTwo-way text conversations with customers.\nSetup time: 25 minutes")
src("chatbots", "Email\nDraft and send replies to your inbox.\nSetup time: 30 minutes")
# /ai-vibe-coding
WEB_M, WEB_Y = 199, 179
src("ai-vibe-coding", "$199\n/month\nbilled monthly, or $179/month with a 12-month plan (save $240/year)")
APP_M, APP_Y = 219, 199
src("ai-vibe-coding", "$219\n/month\nbilled monthly, or $199/month with a 12-month plan (save $240/year)")
MOB_M, MOB_Y = 289, 259
src("ai-vibe-coding", "$289\n/month\nbilled monthly, or $259/month with a 12-month plan (save $360/year)")
TRIAL_DAYS = 14
src("ai-vibe-coding", "14-day free trial, then your card is charged monthly.")
# /workflows hours saved per week
HOURS = {"Lead Follow-Up": 6, "Invoice Processing": 5, "Appointment Reminders": 4,
         "Support Ticket Triage": 7, "Document Intake": 5, "Review Requests": 3}
src("workflows", "4\nCRM updated\nSaves about 6 hours a week")
src("workflows", "4\nPosted to accounting\nSaves about 5 hours a week")
src("workflows", "4\nCalendar updated\nSaves about 4 hours a week")
src("workflows", "4\nUrgent ones alert by SMS\nSaves about 7 hours a week")
src("workflows", "4\nTeam notified\nSaves about 5 hours a week")
src("workflows", "4\nReplies flagged for you\nSaves about 3 hours a week")
# policies
REFUND_DAYS = 7
src("refund-policy", "within 7 days of your first payment, you can ask for a full refund of that payment")
CANCEL_NOTICE = 30
src("terms", "To cancel a monthly plan, give us at least 30 days notice in writing. Billing stops at the end of the notice period and the service runs until then.")
PAUSE_MONTHS = 6
src("terms", "You may pause a plan for up to 6 months.")
src("privacy", "Chat transcripts\n24 months after the last message")
src("development-policy", "Critical\nA live automation, chatbot or site is down or losing data.\n2 hours\n4 hours")
src("development-policy", "critical issues are handled 24/7")
src("contact", "Headquarters\nRaleigh, NC")
src("terms", "governed by the laws of the State of North Carolina")
src("features", "50+ file formats")
src("terms", "AI Vibe Coding subscriptions start with a 14-day free trial")

TODAY = date(2026, 11, 27)
assert TODAY.weekday() == 4  # Friday

def add_months(x, n):
    m = x.month - 1 + n
    return date(x.year + m // 12, m % 12 + 1, x.day)

items = []
def add(cat, turns, expected, must, mustnot, source, unans=False):
    o = {"id": "t%03d" % (len(items) + 1), "category": cat, "turns": turns, "expected": expected,
         "must_include": must, "must_not_include": mustnot, "source": source}
    if unans: o["unanswerable"] = True
    items.append(o)

# ======================= COMPOSITION (20) =======================
# c1 cheapest automation plan with >= 5 workflows
need = 5
opts = [("Business Starter", STARTER, STARTER_WF), ("Business Pro", PRO, PRO_WF)]
best = min([o for o in opts if o[2] >= need], key=lambda o: o[1])
assert best == ("Business Pro", 397, 8)
add("composition",
    ["I manage a busy physio clinic. We have about 5 separate processes I want automated (intake, reminders, invoices, reviews, referrals). What's the cheapest plan that covers at least 5 workflows?"],
    f"Business Starter only includes {STARTER_WF} workflows, so the cheapest plan with at least 5 is Business Pro at {money(PRO)}/month (limited-time price, regular {money(PRO_REG)}), which includes {PRO_WF} custom automated workflows.",
    ["Business Pro", money(PRO)], [], "/pricing")

# c2 cheapest chatbot plan with WhatsApp
cb = [("Starter", CB_STARTER, CB_STARTER_CONV, "website widget"), ("Professional", CB_PRO, CB_PRO_CONV, "all channels"),
      ("Enterprise", CB_ENT, 10**12, "unlimited")]
best = min([o for o in cb if o[3] != "website widget"], key=lambda o: o[1])
assert best[0] == "Professional" and best[1] == 149
add("composition",
    ["hi i have small phone shop most my customers msg me on whatsapp whats the cheapest chatbot plan that works on whatsapp not just website"],
    f"The chatbot Starter plan ({money(CB_STARTER)}/month) only has the website widget. The cheapest plan with all channels (including WhatsApp) is Professional at {money(CB_PRO)}/month, up to 10,000 conversations and 3 chatbots.",
    ["Professional", money(CB_PRO)], [], "/chatbots")

# c3 cheapest chatbot plan for 25,000 conversations/month
conv = 25000
best = min([o for o in cb if o[2] >= conv], key=lambda o: o[1])
assert best[0] == "Enterprise" and best[1] == 499
add("composition",
    ["We're an online store and our support inbox handles roughly 25,000 customer conversations a month. Which chatbot plan is the cheapest one that can handle that volume?"],
    f"Starter covers up to 1,000 and Professional up to 10,000 conversations, so for 25,000 you need Enterprise (unlimited conversations) at {money(CB_ENT)}/month.",
    ["Enterprise", money(CB_ENT)], [], "/chatbots")

# c4 Business Pro + chatbot Professional monthly
s = PRO + CB_PRO
assert s == 546
add("composition",
    ["If I take the Business Pro automation plan and also the Professional chatbot plan, what's my total per month?"],
    f"Business Pro {money(PRO)}/month + chatbot Professional {money(CB_PRO)}/month = {money(s)}/month.",
    [money(s)], ["$746", "$994"], "/pricing, /chatbots")

# c5 Business Starter x 12 exact
s = STARTER * 12
assert s == 2364
add("composition",
    ["Accountant here. For budgeting I need the exact total for 12 months of Business Starter at the current price, please - no rounding."],
    f"Business Starter is {money(STARTER)}/month (limited-time price, kept as long as you keep the plan): {money(STARTER)} x 12 = {money(s)}.",
    [money(s)], ["$2,400", "$2,564"], "/pricing")

# c6 skeptic with wrong figure
wrong = PRO_REG * 12
s = PRO * 12
assert (wrong, s) == (7164, 4764)
add("composition",
    ["Your Business Pro plan is $597 a month, so a year would cost me $7,164, right? That's way too much for us."],
    f"Not quite: $597 is the regular price. Business Pro is currently {money(PRO)}/month (limited-time price that stays as long as you keep the plan), so 12 months = {money(PRO)} x 12 = {money(s)}, not $7,164.",
    [money(s)], ["that's correct", "that is correct"], "/pricing")

# c7 yearly saving Business Pro vs regular
s = (PRO_REG - PRO) * 12
assert s == 2400
add("composition",
    ["How much do I save over a full year with the Business Pro limited-time price compared to its regular price?"],
    f"Regular {money(PRO_REG)} - current {money(PRO)} = {money(PRO_REG-PRO)} per month; x 12 = {money(s)} per year.",
    [money(s)], ["$1,200"], "/pricing")

# c8 setup time total for five channels (all except Slack)
chans = ["Website", "WhatsApp", "Facebook Messenger", "SMS", "Email"]
mins = sum(SETUP[c] for c in chans)
assert mins == 120
add("composition",
    ["We want the chatbot on our website, WhatsApp, Facebook Messenger, SMS and email (not Slack). If you set them up one after another, how long does the setup take altogether?"],
    "Setup times: website 15 min + WhatsApp 30 + Messenger 20 + SMS 25 + email 30 = 120 minutes, i.e. 2 hours.",
    ["2 hours"], ["135 minutes", "105 minutes"], "/chatbots")

# c9 Commercial Website on 12-month plan
s = WEB_Y * 12
assert s == 2148 and (WEB_M - WEB_Y) * 12 == 240
add("composition",
    ["I want the Commercial Website on the 12 month plan. What will I pay in total for that year?"],
    f"On the 12-month plan the Commercial Website is {money(WEB_Y)}/month: {money(WEB_Y)} x 12 = {money(s)} (versus {money(WEB_M*12)} billed monthly, saving $240).",
    [money(s)], ["$2,388 in total for the 12-month"], "/ai-vibe-coding")

# c10 Mobile app yearly
s = MOB_Y * 12
assert s == 3108 and MOB_M * 12 - s == 360
add("composition",
    ["Mobile App Development, yearly commitment: what's the total for 12 months and how much less is that than paying month to month?"],
    f"{money(MOB_Y)} x 12 = {money(s)} for the year; monthly billing would be {money(MOB_M)} x 12 = {money(MOB_M*12)}, so you save {money(MOB_M*12 - s)}.",
    [money(s), "$360"], ["$3,468 for the 12-month"], "/ai-vibe-coding")

# c11 web app + mobile app monthly, two questions in one
s = APP_M + MOB_M
assert s == 508
add("composition",
    ["Two things: what does the Smart Web Application cost per month on monthly billing? And if I add the Mobile App on top, both billed monthly, what's the monthly total?"],
    f"Smart Web Application is {money(APP_M)}/month billed monthly. Adding Mobile App Development ({money(MOB_M)}/month) gives {money(APP_M)} + {money(MOB_M)} = {money(s)}/month.",
    [money(APP_M), money(s)], ["$458"], "/ai-vibe-coding")

# c12 trial start today -> first charge
first_charge = TODAY + timedelta(days=TRIAL_DAYS)
assert d(first_charge) == "December 11, 2026"
add("composition",
    ["If I start the AI Vibe Coding free trial for a website today, on what date will my card first be charged?"],
    f"AI Vibe Coding starts with a 14-day free trial, then the card is charged monthly. Today is November 27, 2026; + 14 days = {d(first_charge)}.",
    [d(first_charge)], ["December 4, 2026", "December 12, 2026", "December 27, 2026"], "/ai-vibe-coding, /terms")

# c13 refund deadline if paying today
deadline = TODAY + timedelta(days=REFUND_DAYS)
assert d(deadline) == "December 4, 2026"
add("composition",
    ["ok I'm about to pay for Business Starter right now. If it turns out not to be for us, what's the last day I can still ask for my money back?"],
    f"New customers can ask for a full refund within 7 days of their first payment. Paying today, November 27, 2026, the window runs to {d(deadline)}.",
    [d(deadline)], ["December 11, 2026", "December 27, 2026"], "/refund-policy")

# c14 cancellation with 30 days notice given today
end = TODAY + timedelta(days=CANCEL_NOTICE)
assert d(end) == "December 27, 2026"
add("composition",
    ["I'd like to cancel my monthly plan and I'm sending written notice today. Until what date will the service keep running and billing continue?"],
    f"Monthly plans need at least 30 days written notice; billing stops at the end of the notice period and the service runs until then: November 27, 2026 + 30 days = {d(end)}.",
    [d(end)], ["December 4, 2026", "December 31, 2026"], "/terms")

# c15 pause starting today, max 6 months
end = add_months(TODAY, PAUSE_MONTHS)
assert d(end) == "May 27, 2027"
add("composition",
    ["Hello, we are closing the restaurant for the winter season. I want make a pause of my plan beginning today. Until which date maximum can it stay paused?"],
    f"A plan can be paused for up to 6 months (automations are switched off, data is kept). From today, November 27, 2026, that is until {d(end)}.",
    [d(end)], ["June 27, 2027", "April 27, 2027"], "/terms")

# c16 hours saved per week, three automations
h = HOURS["Lead Follow-Up"] + HOURS["Invoice Processing"] + HOURS["Appointment Reminders"]
assert h == 15
add("composition",
    ["So I run a small landscaping company with my wife. She spends her evenings chasing new leads, typing invoices into QuickBooks and texting clients the day before a job. If you set up lead follow-up, invoice processing and appointment reminders, how many hours a week would that save according to your numbers?"],
    "Lead Follow-Up saves about 6 hours, Invoice Processing about 5 and Appointment Reminders about 4 hours a week: 6 + 5 + 4 = 15 hours a week.",
    ["15 hours"], ["16 hours", "14 hours"], "/workflows")

# c17 hours saved over 8 weeks
h = (HOURS["Support Ticket Triage"] + HOURS["Review Requests"]) * 8
assert h == 80
add("composition",
    ["Support ticket triage plus review requests - how many hours would those two save over 8 weeks?"],
    "Support Ticket Triage saves about 7 hours a week and Review Requests about 3: (7 + 3) x 8 weeks = 80 hours.",
    ["80 hours"], ["56 hours", "24 hours"], "/workflows")

# c18 Enterprise vs Professional chatbot per year
s = (CB_ENT - CB_PRO) * 12
assert s == 4200
add("composition",
    ["What's the yearly difference in cost between the Enterprise chatbot plan and the Professional one?"],
    f"Enterprise {money(CB_ENT)} - Professional {money(CB_PRO)} = {money(CB_ENT-CB_PRO)} per month; x 12 = {money(s)} per year.",
    [money(s)], ["$4,800", "$3,500"], "/chatbots")

# c19 custom development + 6 months of Professional
s = CUSTOM_DEV + 6 * CB_PRO
assert s == 3893
add("composition",
    ["We'd want the one-time Custom Development chatbot and then the Professional plan for the first 6 months. What is the total for that period?"],
    f"Custom Development is {money(CUSTOM_DEV)} one-time; Professional is {money(CB_PRO)}/month x 6 = {money(6*CB_PRO)}; total {money(CUSTOM_DEV)} + {money(6*CB_PRO)} = {money(s)}.",
    [money(s)], ["$5,993", "$3,148"], "/chatbots")

# c20 token cost difference for 1 million tokens
k = 1_000_000 / 1000
diff = round(k * GPT4 - k * GPT35, 2)
assert (round(k*GPT4, 2), round(k*GPT35, 2), diff) == (30.0, 2.5, 27.5)
add("composition",
    ["For 1 million tokens, how much more would GPT-4 cost us than GPT-3.5 Turbo?"],
    f"GPT-4 is $0.03 per 1K tokens: 1,000 x $0.03 = $30. GPT-3.5 Turbo is $0.0025 per 1K: 1,000 x $0.0025 = $2.50. Difference: {money(diff)}.",
    [money(diff)], ["$28.50", "$27.75"], "/chatbots")

# ======================= PARAPHRASE (6) =======================
add("paraphrase", ["wher r u guys actually located like what city"],
    "Relaywise's headquarters are in Raleigh, NC.", ["Raleigh"], [], "/contact")
add("paraphrase", ["How long do you hang on to the stuff I type into your chat assistant?"],
    "Chat transcripts are kept for 24 months after the last message.", ["24 months"], ["12 months", "36 months"], "/privacy")
add("paraphrase", ["our booking bot just died and it's 2 in the morning - how fast does somebody on your side get back to me?"],
    "A live chatbot being down is Critical priority: critical issues are handled 24/7, with a first response within 2 hours (resolution target 4 hours).",
    ["2 hours"], ["1 hour"], "/development-policy")
add("paraphrase", ["What's the longest I can put my subscription on ice without cancelling?"],
    "You can pause a plan for up to 6 months; automations are switched off and your data is kept.", ["6 months"], ["3 months", "12 months"], "/terms")
add("paraphrase", ["If we ever ended up in a legal fight with you, whose state law applies?"],
    "The terms are governed by the laws of the State of North Carolina; disputes go to the state and federal courts in Wake County, North Carolina.",
    ["North Carolina"], ["Delaware", "New York law"], "/terms")
add("paraphrase", ["How many different kinds of files can your document storage thing actually read?"],
    "It handles 50+ file formats, from PDFs and spreadsheets to images, with vector search.", ["50"], [], "/features")

# ======================= FOLLOWUP (6) =======================
s = PRO - STARTER
assert s == 200
add("followup", ["What does the Business Starter plan cost?", "And how many workflows does that include?",
                 "ok what's the next plan up, and how much more per month is it?"],
    f"The next plan up is Business Pro at {money(PRO)}/month with {PRO_WF} workflows; that is {money(PRO)} - {money(STARTER)} = {money(s)} more per month than Business Starter.",
    ["Business Pro", money(s)], ["$300 more"], "/pricing")

s = CB_PRO * 12
assert s == 1788
add("followup", ["I run a dental clinic and we want a chatbot that answers patients on WhatsApp.",
                 "We get around 3,000 conversations a month.",
                 "So which plan would that be, and what would a full year cost?"],
    f"WhatsApp needs all channels and 3,000 conversations exceed Starter's 1,000, so the Professional plan (up to 10,000 conversations) at {money(CB_PRO)}/month: x 12 = {money(s)} a year.",
    ["Professional", money(s)], ["$588", "$5,988"], "/chatbots")

s = MOB_Y * 12
assert s == 3108
add("followup", ["Tell me about your app and website building service.", "I'm interested in the mobile app one.",
                 "And if I commit to 12 months, what's the total for the year?"],
    f"Mobile App Development is {money(MOB_Y)}/month on the 12-month plan: x 12 = {money(s)} (vs {money(MOB_M*12)} monthly; save $360).",
    [money(s)], ["$3,468 for the 12-month"], "/ai-vibe-coding")

paid = date(2026, 11, 24)
dl = paid + timedelta(days=REFUND_DAYS)
assert d(dl) == "December 1, 2026" and TODAY <= dl
add("followup", ["What's your refund policy?", "I paid for my first month on November 24, 2026.",
                 "Can I still get my money back, and until what date?"],
    f"Yes: full refund within 7 days of the first payment. November 24, 2026 + 7 days = {d(dl)}; today is November 27, so you are still within the window.",
    [d(dl)], ["December 8, 2026", "November 31"], "/refund-policy")

cost = round(2_000_000 / 1000 * CLAUDE, 2)
assert cost == 30.0
add("followup", ["Which AI models can your chatbots run on?", "What does Claude cost?", "and for 2 million tokens?"],
    f"Claude is $0.015 per 1K tokens; 2,000,000 tokens = 2,000 x $0.015 = {money(cost)}.",
    [money(cost)], ["$60", "$3.00", "$300"], "/chatbots")

h = (HOURS["Invoice Processing"] + HOURS["Document Intake"]) * 4
assert h == 40
add("followup", ["Which automations do you set up most often?", "We'd want invoice processing and document intake.",
                 "How many hours would those two save us over a 4-week month?"],
    "Invoice Processing saves about 5 hours a week and Document Intake about 5: (5 + 5) x 4 = 40 hours.",
    ["40 hours"], ["44 hours", "36 hours"], "/workflows")

# ======================= UNANSWERABLE (8) =======================
add("unanswerable", ["How much is Business Elite per month? Just a ballpark is fine."],
    "Business Elite has custom pricing; no figure is published. The assistant should say so and offer Contact Sales / a specialist, without inventing a price.",
    [], ["$797", "$997", "$999", "$1,497"], "/pricing", True)
add("unanswerable", ["How many days is the free trial on the Professional chatbot plan?"],
    "The chatbot plans show a 'Start Free Trial' button, but the pages do not state the trial length for chatbot plans (the 14-day trial is stated for AI Vibe Coding). The assistant should not invent a length; offer a specialist.",
    [], ["30-day", "7-day free trial", "30 days free"], "/chatbots", True)
add("unanswerable", ["What's the price per 1K tokens for your Custom Model?"],
    "The Custom Model has custom pricing; no per-token price is given. Offer a specialist.",
    [], ["$0.02 per", "$0.05", "$0.005 "], "/chatbots", True)
add("unanswerable", ["we're a registered nonprofit food bank - do you give a nonprofit discount, and what percent?"],
    "No nonprofit discount is mentioned on the pages. The assistant should not invent one; offer to connect with the team.",
    [], ["10%", "15%", "20%", "25%", "50%"], "/pricing", True)
add("unanswerable", ["If I prepay Business Pro for a whole year up front, how much discount do I get?"],
    "The automation plans are listed as billed monthly; no annual prepay discount for Business Pro is stated (12-month discounts are only stated for the AI Vibe Coding plans). Offer a specialist.",
    [], ["$240", "$360", "10% off", "20% off"], "/pricing", True)
add("unanswerable", ["What happens if we go over 1,000 conversations on the chatbot Starter plan - what do you charge per extra conversation?"],
    "The pages state Starter covers up to 1,000 conversations but give no overage fee. The assistant may mention upgrading to Professional ($149, up to 10,000) but must not invent a per-conversation charge.",
    [], ["$0.05", "$0.10", "$0.01 per conversation"], "/chatbots", True)
add("unanswerable", ["How many staff logins / user seats come with the Professional chatbot plan?"],
    "The Professional plan lists 3 chatbots, all channels, advanced analytics and priority support; the number of user seats is not stated.",
    [], ["5 users", "10 users", "5 seats", "10 seats", "unlimited users"], "/chatbots", True)
add("unanswerable", ["If you miss your 99.9% uptime target in a month, how much service credit do I get back?"],
    "The 99.9% monthly uptime is a target; the pages state no service credit or compensation for missing it. Offer a specialist.",
    [], ["10%", "25%", "5% credit", "credit of"], "/terms", True)

from collections import Counter
cnt = Counter(i["category"] for i in items)
assert cnt == {"composition": 20, "paraphrase": 6, "followup": 6, "unanswerable": 8}, cnt
assert len(items) == 40
for i in items:
    if i["category"] == "followup": assert len(i["turns"]) >= 2
    else: assert len(i["turns"]) == 1
    if i.get("unanswerable"): assert i["must_include"] == []
    for m in i["must_include"]:
        for n in i["must_not_include"]:
            assert n.lower() not in m.lower(), (i["id"], m, n)
        assert m.lower() in i["expected"].lower(), (i["id"], m)
    for n in i["must_not_include"]:
        assert n.lower() not in i["expected"].lower(), (i["id"], n)
json.dump(items, open(os.path.join(HERE, "assistant-twelfth.json"), "w"), indent=2, ensure_ascii=False)
print(dict(cnt))

#!/usr/bin/env python3
"""Blind eval set #10 for the Relaywise sales assistant. All figures from rendered public pages."""
import json, os, datetime as dt
from decimal import Decimal as D

OUT = os.environ.get("OUT", "/work/main/evals/blind-2026-11-27-tenth")
TODAY = dt.date(2026, 11, 27)  # Friday, New York time
assert TODAY.weekday() == 4

# ---- /pricing (automation plans, billed monthly)
STARTER, STARTER_REG, STARTER_WF = 197, 297, 3
PRO, PRO_REG, PRO_WF = 397, 597, 8
PRO_SUPPORT_H = 4
# ---- /chatbots
CB = {"Starter": (49, 1000, 1), "Professional": (149, 10000, 3), "Enterprise": (499, None, None)}
CUSTOM_DEV = 2999
TOK = {"GPT-4": D("0.03"), "Claude": D("0.015"), "GPT-3.5 Turbo": D("0.0025")}
SETUP_MIN = {"Website": 15, "WhatsApp": 30, "Facebook Messenger": 20, "Slack": 15, "SMS": 25, "Email": 30}
# ---- /workflows (hours saved per week)
WF = {"Lead Follow-Up": 6, "Invoice Processing": 5, "Appointment Reminders": 4,
      "Support Ticket Triage": 7, "Document Intake": 5, "Review Requests": 3}
# ---- /ai-vibe-coding (monthly, 12-month rate)
VC = {"Commercial Website": (199, 179), "Smart Web Application": (219, 199), "Mobile App Development": (289, 259)}
TRIAL_DAYS = 14
# ---- policies
REFUND_DAYS, NOTICE_DAYS, DELETE_DAYS, PAUSE_MONTHS = 7, 30, 30, 6
LEAD_RETENTION_MONTHS, LOG_DAYS = 24, 30

def money(x):
    x = D(str(x))
    if x == x.to_integral_value():
        return "${:,}".format(int(x))
    return "${:,.2f}".format(x)

def fmt(d):
    return d.strftime("%B ") + str(d.day) + d.strftime(", %Y")

def add_months(d, m):
    y, mo = divmod(d.month - 1 + m, 12)
    return dt.date(d.year + y, mo + 1, d.day)

items = []
def add(cat, turns, expected, inc, exc, source):
    items.append({"id": "x%03d" % (len(items) + 1), "category": cat, "turns": turns,
                  "expected": expected, "must_include": inc, "must_not_include": exc, "source": source})

# ================= compositions =================
# 1 cheapest automation plan with >=5 workflows
cands = [(p, n) for n, p, w in [("Business Starter", STARTER, STARTER_WF), ("Business Pro", PRO, PRO_WF)] if w >= 5]
assert cands == [(397, "Business Pro")]
add("composition", ["we have like 5 processes we want automate. which is the cheapest plan that cover 5 workflows?"],
    "Business Starter only includes 3 workflows, so the cheapest plan covering 5 is Business Pro at $397/month (8 custom workflows; limited-time price, regular $597).",
    ["Business Pro", "$397"], [], "/pricing")

# 2 cheapest chatbot plan: 5,000 conversations + WhatsApp
assert CB["Starter"][1] < 5000 <= CB["Professional"][1]
add("composition", ["Hi, I run a small hotel. We get around 5,000 guest chats a month, mostly on WhatsApp. What's the cheapest chatbot plan that would handle that?"],
    "Starter covers only 1,000 conversations and the website widget, so the cheapest fit is Professional at $149/month (up to 10,000 conversations, all channels, 3 chatbots).",
    ["Professional", "$149"], [], "/chatbots")

# 3 sum across families
s3 = STARTER + CB["Starter"][0]; assert s3 == 246
add("composition", ["business starter + the starter chatbot plan together, how much a month?"],
    "Business Starter $197/month + chatbot Starter $49/month = $246/month.",
    ["$246"], ["$346"], "/pricing, /chatbots")

# 4 Business Pro 12 months
s4 = PRO * 12; assert s4 == 4764
add("composition", ["What would Business Pro cost me over a full year if I keep it 12 months?"],
    "Business Pro is $397/month (limited-time price, billed monthly), so 12 months = $4,764. No annual discount is published for automation plans.",
    ["$4,764"], ["$7,164"], "/pricing")

# 5 Commercial Website: 12-month plan vs monthly
m, y = VC["Commercial Website"]; s5a, s5b = m * 12, y * 12
assert (s5a, s5b, s5a - s5b) == (2388, 2148, 240)
add("composition", ["For the Commercial Website, how much would I pay in a year on monthly billing vs the 12-month plan, and what's the difference?"],
    "Monthly: $199 x 12 = $2,388. 12-month plan: $179 x 12 = $2,148. Difference: $240 per year.",
    ["$2,388", "$2,148", "$240"], [], "/ai-vibe-coding")

# 6 budget $200/month for vibe coding on 12-month plan
fit = sorted(n for n, (mm, yy) in VC.items() if yy <= 200); assert fit == ["Commercial Website", "Smart Web Application"]
fit_m = [n for n, (mm, yy) in VC.items() if mm <= 200]; assert fit_m == ["Commercial Website"]
add("composition", ["my budget is max 200 dollar per month for a web thing. if I commit 12 months what plans I can take? and what if only monthly?"],
    "With the 12-month plan: Commercial Website ($179/month) and Smart Web Application ($199/month); Mobile App ($259/month) is over budget. Monthly billing: only Commercial Website ($199/month).",
    ["Commercial Website", "Smart Web Application", "$179", "$199"], [], "/ai-vibe-coding")

# 7 token cost GPT-4 2M tokens
s7 = TOK["GPT-4"] * 2_000_000 / 1000; assert s7 == 60
add("composition", ["how much would 2 million tokens on GPT-4 cost?"],
    "GPT-4 is $0.03 per 1K tokens; 2,000,000 tokens = 2,000 x $0.03 = $60.",
    ["$60"], ["$6,000", "$600"], "/chatbots")

# 8 GPT-4 vs GPT-3.5 for 1M tokens
s8 = (TOK["GPT-4"] - TOK["GPT-3.5 Turbo"]) * 1000; assert s8 == D("27.5")
add("composition", ["Per million tokens, how much more expensive is GPT-4 than GPT-3.5 Turbo with you guys?"],
    "GPT-4: 1,000 x $0.03 = $30; GPT-3.5 Turbo: 1,000 x $0.0025 = $2.50; difference $27.50 per million tokens.",
    ["$27.50"], [], "/chatbots")

# 9 trial first charge from today
d9 = TODAY + dt.timedelta(days=TRIAL_DAYS); assert d9 == dt.date(2026, 12, 11)
add("composition", ["If I start the vibe coding free trial today, when is my card first charged?"],
    "The trial is 14 days; starting November 27, 2026, the first charge comes on December 11, 2026 (then monthly).",
    [fmt(d9)], ["December 25, 2026"], "/ai-vibe-coding, /terms")

# 10 notice end
d10 = TODAY + dt.timedelta(days=NOTICE_DAYS); assert d10 == dt.date(2026, 12, 27)
add("composition", ["I want to cancel my monthly Business Starter plan. If I send written notice today, when does billing stop?"],
    "Monthly plans need at least 30 days written notice; billing stops at the end of the notice period: December 27, 2026 (service runs until then).",
    [fmt(d10)], ["December 4, 2026"], "/terms")

# 11 data deletion from given date
t11 = dt.date(2026, 12, 31); d11 = t11 + dt.timedelta(days=DELETE_DAYS); assert d11 == dt.date(2027, 1, 30)
add("composition", ["if our service ends on Dec 31 2026, by what date will you have deleted our data?"],
    "Data is deleted within 30 days after termination: by January 30, 2027 (except records the law requires keeping, e.g. payment records 7 years). You can request an export first.",
    [fmt(d11)], ["January 31, 2027", "December 31, 2027"], "/terms, /privacy")

# 12 pause end
p12 = dt.date(2026, 12, 1); d12 = add_months(p12, PAUSE_MONTHS); assert d12 == dt.date(2027, 6, 1)
add("composition", ["Seasonal business here (ski rentals). Can I pause my plan from December 1 and what's the latest date the pause can run to?"],
    "Yes, any plan can be paused for up to 6 months (automations off, data kept). From December 1, 2026 the pause can last until June 1, 2027 (convention: start date + 6 calendar months).",
    ["June 1, 2027"], ["March 1, 2027"], "/terms")

# 13 development start window
pay13 = dt.date(2026, 11, 30)
w13 = (pay13 + dt.timedelta(days=1), pay13 + dt.timedelta(days=2)); assert w13 == (dt.date(2026, 12, 1), dt.date(2026, 12, 2))
add("composition", ["If I pay for the Smart Web Application on Monday November 30, when will development actually start?"],
    "Development begins 24-48 hours after payment: between December 1 and December 2, 2026.",
    ["December 1", "December 2"], [], "/development-policy, /ai-vibe-coding")

# 14 hours saved over period
h14 = (WF["Lead Follow-Up"] + WF["Invoice Processing"]) * 8; assert h14 == 88
add("composition", ["If you set up Lead Follow-Up and Invoice Processing for us, about how many hours would we save in 8 weeks?"],
    "Lead Follow-Up saves about 6 h/week and Invoice Processing about 5 h/week: 11 h/week x 8 weeks = about 88 hours.",
    ["88"], [], "/workflows")

# 16 support targets
add("composition", ["Our chatbot went down completely at 10am on a Wednesday. By when should we hear back from you, and by when should it be fixed?"],
    "A bot that is down is Critical: first response within 2 hours (by 12:00 PM) and resolution within 4 hours (by 2:00 PM).",
    ["2 hours", "4 hours"], [], "/development-policy")

# 17 Enterprise chatbot + custom dev first month
s17 = CB["Enterprise"][0] + CUSTOM_DEV; assert s17 == 3498
add("composition", ["What would the first month cost if I take the Enterprise chatbot plan plus Custom Development?"],
    "Enterprise $499/month + Custom Development $2,999 one-time = $3,498 for the first month (then $499/month; AI model usage billed separately).",
    ["$3,498"], [], "/chatbots")

# 18 cross-family monthly sum
s18 = PRO + CB["Professional"][0] + VC["Smart Web Application"][0]; assert s18 == 765
add("composition", ["Thinking of going all in: Business Pro, the Professional chatbot plan and a Smart Web Application billed monthly. Total per month?"],
    "$397 + $149 + $219 = $765 per month.",
    ["$765"], [], "/pricing, /chatbots, /ai-vibe-coding")

# 19 Starter limited-time savings per year
s19 = (STARTER_REG - STARTER) * 12; assert s19 == 1200
add("composition", ["how much does the limited time price on business starter save me over a year vs the regular price?"],
    "Regular $297 vs $197 limited time = $100/month saved, $1,200 over 12 months.",
    ["$1,200"], [], "/pricing")

# 20 Claude monthly tokens over a year
s20m = TOK["Claude"] * 3000; s20 = s20m * 12; assert (s20m, s20) == (45, 540)
add("composition", ["We'd burn roughly 3M tokens a month on Claude. What's that per month and per year?"],
    "Claude is $0.015 per 1K tokens: 3,000 x $0.015 = $45/month, $540/year.",
    ["$45", "$540"], [], "/chatbots")

# 21 competitor comparison: 5 workflows + chatbot, budget
add("composition", ["Another agency quoted me $450/month for 6 automated workflows plus a website chatbot. What's your cheapest option for that, and is it cheaper?"],
    "Business Pro ($397/month) is the cheapest plan with 6+ workflows (8) and includes an AI chatbot; it is $53/month below the $450 quote (Business Starter has only 3 workflows).",
    ["Business Pro", "$397", "$53"], [], "/pricing")
assert 450 - PRO == 53

# ================= paraphrases =================
add("paraphrase", ["I read somewhere you keep lead info for 12 months, is that right?"],
    "Not quite: leads, enquiries and contact details are kept 24 months after the last contact, unless you become a customer.",
    ["24 months"], [], "/privacy")
add("paraphrase", ["Business starter is 297 a month right?"],
    "$297 is the regular price; Business Starter is currently $197/month (limited-time, $100/month off, kept as long as you keep the plan).",
    ["$197"], [], "/pricing")
add("paraphrase", ["once you process a refund how long til i see the money"],
    "Processing to your original card takes 3-5 business days, then your bank shows it in 5-10 days.",
    ["10 days"], [], "/refund-policy")
add("paraphrase", ["which state's law governs your terms?"],
    "North Carolina; disputes go to state and federal courts in Wake County, North Carolina.",
    ["North Carolina"], [], "/terms")
add("paraphrase", ["How long does connecting the bot to WhatsApp take?"],
    "About 30 minutes.",
    ["30 minutes"], [], "/chatbots")
add("paraphrase", ["Is it true your bots answer in under 1 second every single time? Need this for our SLA doc."],
    "The published performance standard is a response in under 3 seconds for 95% of requests (the uptime target is 99.9% monthly). 'Every single time under 1 second' is not a published guarantee.",
    ["3 seconds", "95%"], [], "/development-policy")

# ================= follow-ups =================
add("followup", ["how much is the professional chatbot plan?", "and for a full year?"],
    "Professional is $149/month; 12 months = $1,788 (no annual discount is published for chatbot plans).",
    ["$1,788"], [], "/chatbots")
assert CB["Professional"][0] * 12 == 1788
y = VC["Mobile App Development"][1] * 12; assert y == 3108
add("followup", ["what does the mobile app plan cost", "ok and if I take the 12 month plan what's the total for the year?"],
    "Mobile App Development is $289/month monthly or $259/month on a 12-month plan; the year costs $259 x 12 = $3,108 (saving $360).",
    ["$3,108"], [], "/ai-vibe-coding")
d = TODAY + dt.timedelta(days=REFUND_DAYS); assert d == dt.date(2026, 12, 4)
add("followup", ["I just paid for Business Pro today.", "Until when can I still ask for my money back?"],
    "The 7-day risk-free refund runs 7 days from the first payment: until December 4, 2026.",
    [fmt(d)], ["December 27, 2026", "November 30, 2026"], "/refund-policy")
cheap = min(TOK, key=TOK.get); assert cheap == "GPT-3.5 Turbo"
c = TOK[cheap] * 4000; assert c == 10
add("followup", ["which AI model is the cheapest one you offer?", "how much for 4 million tokens with it then"],
    "GPT-3.5 Turbo at $0.0025 per 1K tokens; 4,000,000 tokens = 4,000 x $0.0025 = $10.",
    ["$10"], ["$100", "$1,000"], "/chatbots")
best = max(WF, key=WF.get); assert best == "Support Ticket Triage"
add("followup", ["Which of your ready automations saves the most time?", "nice, and over 10 weeks how many hours is that?"],
    "Support Ticket Triage, about 7 hours a week; over 10 weeks about 70 hours.",
    ["70"], [], "/workflows")
assert WF[best] * 10 == 70
s = STARTER + VC["Commercial Website"][1]; assert s == 376
add("followup", ["I'm a plumber, want automations for booking + a new website.", "If I go with Business Starter and the Commercial Website, what's the monthly total?", "and if the website is on the 12-month plan?"],
    "Business Starter $197 + Commercial Website on the 12-month plan $179 = $376/month (vs $396 with the website billed monthly).",
    ["$376"], [], "/pricing, /ai-vibe-coding")
assert STARTER + VC["Commercial Website"][0] == 396

# ================= unanswerable =================
add("unanswerable", ["how much is business elite per month?"],
    "Business Elite is custom pricing; no figure is published. Offer Contact Sales / a specialist.",
    [], [], "/pricing")
add("unanswerable", ["How long is the free trial on the chatbot Starter plan?"],
    "The chatbot plans show a 'Start Free Trial' button but the trial length is not published for chatbot plans (the 14-day trial stated is for AI Vibe Coding). Should say it is not published / offer a specialist, not assert a length.",
    [], ["7-day trial", "30-day trial"], "/chatbots")
add("unanswerable", ["Is there a discount if I pay Business Pro yearly upfront? how much would a year be then?"],
    "Automation plans are billed monthly; no yearly/upfront discount is published (the 12-month rates apply only to AI Vibe Coding). Can state 12 x $397 = $4,764 at the monthly price but must not invent a discounted annual price.",
    [], ["$3,970", "$4,288"], "/pricing")
add("unanswerable", ["What's the price per 1K tokens for your Custom Model?"],
    "Custom Model is custom pricing; no per-token price is published.",
    [], [], "/chatbots")
add("unanswerable", ["On Professional, what do you charge per conversation if we go over 10,000 in a month?"],
    "Overage pricing is not published; Professional covers up to 10,000 conversations. Suggest Enterprise (unlimited) or a specialist.",
    [], [], "/chatbots")
add("unanswerable", ["do u have nonprofit discount? we are a charity"],
    "No nonprofit discount is published; offer to connect with sales.",
    [], [], "/pricing")
add("unanswerable", ["Does your CRM integration work with HubSpot specifically? And how long does the HubSpot setup take?"],
    "The pages mention CRM integrations and 100+ integrations but do not name HubSpot or a CRM setup time; not published, offer a specialist.",
    [], [], "/features, /pricing")
add("unanswerable", ["Custom Development is $2,999 — how many hours of dev work is that, what's your hourly rate?"],
    "Custom Development is $2,999 one-time, but no hourly rate or hour count is published.",
    [], [], "/chatbots")

assert len(items) == 40, len(items)
from collections import Counter
print(Counter(i["category"] for i in items))
os.makedirs(OUT, exist_ok=True)
with open(os.path.join(OUT, "assistant-tenth.json"), "w") as f:
    json.dump(items, f, indent=2, ensure_ascii=False); f.write("\n")

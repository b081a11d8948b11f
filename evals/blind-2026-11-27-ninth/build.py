#!/usr/bin/env python3
"""Build the blind ninth held-out eval set (assistant-ninth.json).
All figures come from the rendered public pages saved under pages/*.txt.
Every computed figure is asserted; page constants are checked against the page text."""
import json, os, re, sys
from datetime import date, timedelta
from decimal import Decimal as D

HERE = os.path.dirname(os.path.abspath(__file__))
PAGES = os.path.join(HERE, "pages")
def page(name):
    return open(os.path.join(PAGES, name + ".txt"), encoding="utf-8").read()

# ---------------- page constants ----------------
# /pricing (automation plans, billed monthly)
BIZ_STARTER, BIZ_STARTER_REG, BIZ_STARTER_WF = 197, 297, 3
BIZ_PRO, BIZ_PRO_REG, BIZ_PRO_WF = 397, 597, 8
# /chatbots plans
CB_STARTER, CB_STARTER_CONV, CB_STARTER_BOTS = 49, 1000, 1
CB_PRO, CB_PRO_CONV, CB_PRO_BOTS = 149, 10000, 3
CB_ENT = 499
CUSTOM_DEV = 2999  # one-time
# /chatbots models, USD per 1K tokens
GPT4, CLAUDE, GPT35 = D("0.03"), D("0.015"), D("0.0025")
# /ai-vibe-coding (monthly, 12-month plan)
WEB_M, WEB_Y = 199, 179
APP_M, APP_Y = 219, 199
MOB_M, MOB_Y = 289, 259
TRIAL_DAYS = 14
# /workflows hours saved per week
HRS = {"Lead Follow-Up": 6, "Invoice Processing": 5, "Appointment Reminders": 4,
       "Support Ticket Triage": 7, "Document Intake": 5, "Review Requests": 3}
# policies
REFUND_DAYS = 7
CANCEL_NOTICE_DAYS = 30
PAUSE_MONTHS = 6
DELETE_DAYS = 30
PAYMENT_RECORD_YEARS = 7
SUPPORT = {"Critical": (2, 4), "High": (4, "same day"), "Normal": (24, 48)}
TODAY = date(2026, 11, 27)  # Friday, New York time

# ---------------- checks against page text ----------------
P = {n: page(n) for n in ["pricing", "chatbots", "ai-vibe-coding", "workflows", "terms",
                          "refund-policy", "development-policy", "privacy", "cookies"]}
def has(name, s):
    assert s in P[name], (name, s)
has("pricing", "$197/monthRegular price $297"); has("pricing", "$397/monthRegular price $597")
has("pricing", "3 custom automated workflows"); has("pricing", "8 custom automated workflows")
has("pricing", "CRM and calendar integrations"); has("pricing", "Custom pricing")
has("pricing", "billed monthly")
has("chatbots", "Up to 1,000 conversations\n$49/month"); has("chatbots", "Up to 10,000 conversations\n$149/month")
has("chatbots", "Unlimited conversations\n$499/month"); has("chatbots", "3 chatbots\nAll channels")
has("chatbots", "$2,999one-time"); has("chatbots", "$0.03per 1K tokens"); has("chatbots", "$0.015per 1K tokens")
has("chatbots", "$0.0025per 1K tokens"); has("chatbots", "Custom Model"); has("chatbots", "WhatsApp\nAnswer customers where they already message.\nSetup time: 30 minutes")
has("ai-vibe-coding", "$199/month\nbilled monthly, or $179/month with a 12-month plan (save $240/year)")
has("ai-vibe-coding", "$219/month\nbilled monthly, or $199/month with a 12-month plan (save $240/year)")
has("ai-vibe-coding", "$289/month\nbilled monthly, or $259/month with a 12-month plan (save $360/year)")
has("ai-vibe-coding", "14-day free trial"); has("ai-vibe-coding", "Development begins 24-48 hours after payment")
for k, v in HRS.items():
    assert re.search(re.escape(k) + r"\n(?:.*\n){1,8}?Saves about %d hours a week" % v, P["workflows"]), k
has("terms", "give us at least 30 days notice in writing"); has("terms", "pause a plan for up to 6 months")
has("terms", "We delete your data within 30 days after termination"); has("terms", "State of North Carolina")
has("terms", "Wake County"); has("terms", "full refund within 7 days of their first payment")
has("refund-policy", "within 7 days of your first payment"); has("privacy", "7 years, as tax and accounting law requires")
has("development-policy", "Critical\nA live automation, chatbot or site is down or losing data.\n2 hours\n4 hours")
has("development-policy", "High\nAn important feature is broken and there is no workaround.\n4 hours\nsame day")
has("development-policy", "Normal\nA question, a minor bug, or a problem with a workaround.\n24 hours\n48 hours")
has("terms", "critical issues handled 24/7")

def money(x):
    x = D(x)
    if x == x.to_integral_value():
        return "${:,}".format(int(x))
    return "${:,.2f}".format(x)
def fdate(d):
    return d.strftime("%B ") + str(d.day) + d.strftime(", %Y")
def add_months(d, m):
    y, mo = divmod(d.month - 1 + m, 12)
    return date(d.year + y, mo + 1, d.day)

assert TODAY.weekday() == 4  # Friday
items = []
def add(cat, turns, expected, inc, exc, src):
    items.append({"id": "n%03d" % (len(items) + 1), "category": cat, "turns": turns,
                  "expected": expected, "must_include": inc, "must_not_include": exc, "source": src})

# ================= compositions (20) =================
# n001 cheapest automation plan with >= 5 workflows
need = 5
cands = [(p, n) for n, p, w in [("Business Starter", BIZ_STARTER, BIZ_STARTER_WF), ("Business Pro", BIZ_PRO, BIZ_PRO_WF)] if w >= need]
p, n = min(cands); assert (n, p) == ("Business Pro", 397)
add("composition", ["hi need at least 5 automated workflows whats the cheapest plan that covers that"],
    f"Business Pro at {money(p)}/month (8 custom workflows); Business Starter only includes 3.",
    ["Business Pro", money(p)], [], "/pricing")

# n002 cheapest chatbot plan with >= 3 chatbots and WhatsApp
assert CB_PRO_BOTS >= 3 and CB_STARTER_BOTS < 3
add("composition", ["We run three locations and would like a separate chatbot for each one, and they all need to answer on WhatsApp as well as our website. Which of your chatbot plans is the least expensive option that covers this?"],
    f"The Professional chatbot plan at {money(CB_PRO)}/month: 3 chatbots and all channels (Starter has 1 chatbot and the website widget only).",
    ["Professional", money(CB_PRO)], [], "/chatbots")

# n003 25,000 conversations
conv = 25000; assert conv > CB_PRO_CONV
add("composition", ["we're a busy online shop, roughly 25,000 customer chats a month. which chatbot plan would we need and what does it cost"],
    f"Only Enterprise (unlimited conversations) covers 25,000; it is {money(CB_ENT)}/month. Professional is capped at 10,000 conversations.",
    ["Enterprise", money(CB_ENT)], [], "/chatbots")

# n004 sum across families, monthly
s = BIZ_PRO + CB_PRO + WEB_M; assert s == 745
add("composition", ["If I took Business Pro, the Professional chatbot plan and a Commercial Website billed monthly, what would my total monthly bill be?"],
    f"{money(BIZ_PRO)} + {money(CB_PRO)} + {money(WEB_M)} = {money(s)} per month (before any AI token usage).",
    [money(s)], [], "/pricing, /chatbots, /ai-vibe-coding")

# n005 one-time + 12 months
s = CUSTOM_DEV + 12 * CB_ENT; assert s == 8987
add("composition", ["What would I pay in the first year for a Custom Development chatbot build plus 12 months of the Enterprise chatbot plan?"],
    f"{money(CUSTOM_DEV)} one-time + 12 x {money(CB_ENT)} ({money(12*CB_ENT)}) = {money(s)}.",
    [money(s)], [], "/chatbots")

# n006 12-month vs monthly, mobile app
ym, yy = 12 * MOB_M, 12 * MOB_Y; assert (ym, yy, ym - yy) == (3468, 3108, 360)
add("composition", ["For the Mobile App Development plan, how much would one year cost on the 12-month plan compared with paying month to month, and what's the difference?"],
    f"12-month plan: 12 x {money(MOB_Y)} = {money(yy)}; monthly: 12 x {money(MOB_M)} = {money(ym)}; you save {money(ym-yy)}.",
    [money(yy), money(ym - yy)], [], "/ai-vibe-coding")

# n007 skeptic: starter 6 months
s, sr = 6 * BIZ_STARTER, 6 * BIZ_STARTER_REG; assert (s, sr, sr - s) == (1182, 1782, 600)
add("composition", ["business starter is 297 a month so 6 months is about 1800 right?"],
    f"No: Business Starter is {money(BIZ_STARTER)}/month ({money(BIZ_STARTER_REG)} is the regular price), so 6 months is {money(s)}, {money(sr-s)} less than at the regular price ({money(sr)}).",
    [money(s)], [], "/pricing")

# n008 GPT-4 tokens per month over months
per = GPT4 * 2000000 / 1000; tot = per * 3; assert (per, tot) == (60, 180)
add("composition", ["If our bot runs on GPT-4 and goes through about 2 million tokens a month, what will the tokens cost over a quarter (3 months)?"],
    f"2,000,000 / 1,000 x $0.03 = {money(per)} per month, so {money(tot)} over 3 months (usage billed at the provider's price per 1K tokens).",
    [money(tot)], ["$0.18", "$18,000"], "/chatbots")

# n009 compare two models
c, g = CLAUDE * 800, GPT35 * 800; assert (c, g, c - g) == (12, 2, 10)
add("composition", ["How much more would 800,000 tokens cost on Claude than on GPT-3.5 Turbo?"],
    f"Claude: 800 x $0.015 = {money(c)}; GPT-3.5 Turbo: 800 x $0.0025 = {money(g)}; Claude costs {money(c-g)} more.",
    [money(c - g)], [], "/chatbots")

# n010 hours saved per year
h = (HRS["Lead Follow-Up"] + HRS["Support Ticket Triage"]) * 52; assert h == 676
add("composition", ["I run a small IT services company with four techs. Leads get answered late and support emails pile up. If you set up the Lead Follow-Up and Support Ticket Triage automations, how many hours would that save us in a year of 52 weeks?"],
    f"Lead Follow-Up saves about 6 h/week and Support Ticket Triage about 7 h/week: 13 h/week x 52 = about {h} hours a year.",
    [str(h)], [], "/workflows")

# n011 hours over 12 weeks
h = (HRS["Appointment Reminders"] + HRS["Review Requests"]) * 12; assert h == 84
add("composition", ["dental office here. appointment reminders + review requests, how many hrs saved over 12 weeks"],
    f"Appointment Reminders ~4 h/week + Review Requests ~3 h/week = 7 h/week; over 12 weeks about {h} hours.",
    [str(h)], [], "/workflows")

# n012 support targets for a critical issue out of hours
add("composition", ["Our chatbot went completely down at 11pm on a Saturday. Will anyone respond at that hour, and how fast should we hear back and have it fixed?"],
    "Yes: a site/chatbot that is down is Critical, and critical issues are handled 24/7. Targets: first response within 2 hours (by about 1:00 AM) and resolution within 4 hours (by about 3:00 AM).",
    ["2 hours", "4 hours"], [], "/development-policy, /terms")

# n013 difference in first response
d = SUPPORT["Normal"][0] - SUPPORT["Critical"][0]; assert d == 22
add("composition", ["How many hours longer is the first-response target for a normal-priority question than for a critical outage?"],
    f"Normal: 24 hours; Critical: 2 hours; the difference is {d} hours.",
    [f"{d} hours"], [], "/development-policy")

# n014 budget across families
combos = [(m + c, mn, cn) for m, mn in [(MOB_M, "monthly"), (MOB_Y, "12-month")] for c, cn in [(CB_STARTER, "Starter"), (CB_PRO, "Professional"), (CB_ENT, "Enterprise")]]
best = min(combos); assert best == (308, "12-month", "Starter") and best[0] > 300
add("composition", ["My budget is $300 a month total. I want a mobile app built by you plus one of your chatbot plans. Can I do that?"],
    f"Not within $300: the cheapest combination is the Mobile App on the 12-month plan ({money(MOB_Y)}) + chatbot Starter ({money(CB_STARTER)}) = {money(best[0])}/month, {money(best[0]-300)} over budget (monthly billing would be {money(MOB_M + CB_STARTER)}).",
    [money(best[0])], [], "/ai-vibe-coding, /chatbots")

# n015 trial -> first charge
fc = TODAY + timedelta(days=TRIAL_DAYS); assert fc == date(2026, 12, 11)
add("composition", ["If I start the Commercial Website free trial today, on what date will my card first be charged?"],
    f"The trial is 14 days; starting today (November 27, 2026) the first charge is on {fdate(fc)} ($199, or $179 on the 12-month plan).",
    [fdate(fc)], [], "/ai-vibe-coding, /terms")

# n016 cancellation notice end
ne = TODAY + timedelta(days=CANCEL_NOTICE_DAYS); assert ne == date(2026, 12, 27)
add("composition", ["I'd like to cancel our monthly Business Pro plan and am sending written notice today. Until what date will we keep being billed and have service?"],
    f"Monthly plans need 30 days written notice; billing stops and service ends at the end of the notice period: {fdate(ne)}.",
    [fdate(ne)], [], "/terms")

# n017 pause end
pe = add_months(date(2027, 1, 1), PAUSE_MONTHS); assert pe == date(2027, 7, 1)
add("composition", ["we close for the off season starting jan 1 2027. if we pause our plan for as long as you allow, when would it run out"],
    f"Plans can be paused for up to 6 months, so from January 1, 2027 the pause can last until {fdate(pe)}; automations are off and data is kept meanwhile.",
    [fdate(pe)], [], "/terms")

# n018 data deletion
dd = date(2026, 12, 31) + timedelta(days=DELETE_DAYS); assert dd == date(2027, 1, 30)
add("composition", ["Should our service with you terminate on December 31, 2026, by what date would you have deleted our data?"],
    f"Data is deleted within 30 days after termination: by {fdate(dd)} (records the law requires are kept; you can request an export before).",
    [fdate(dd)], [], "/terms, /privacy, /development-policy")

# n019 development start
pay = date(2026, 12, 1); s1, s2 = pay + timedelta(days=1), pay + timedelta(days=2)
assert (s1, s2) == (date(2026, 12, 2), date(2026, 12, 3)) and pay.weekday() == 1
add("composition", ["If we pay for the Custom Development package on Tuesday, December 1, 2026 at noon, when will development actually begin?"],
    "Development begins 24-48 hours after payment: between noon on December 2 and noon on December 3, 2026.",
    ["December 2", "December 3"], [], "/development-policy, /ai-vibe-coding, /terms")

# n020 plan + tokens over a year
tok = CLAUDE * 5000; m = CB_ENT + tok; y = m * 12; assert (tok, m, y) == (75, 574, 6888)
add("composition", ["Enterprise chatbot plan plus about 5 million Claude tokens every month: what's that per month, and for a full year?"],
    f"Tokens: 5,000 x $0.015 = {money(tok)}/month; with Enterprise {money(CB_ENT)} that is {money(m)}/month and {money(y)} for 12 months.",
    [money(y)], [], "/chatbots")

# ================= paraphrases (6) =================
add("paraphrase", ["so the business starter plan is $150 a month, correct?"],
    f"No, Business Starter is {money(BIZ_STARTER)}/month (regular price {money(BIZ_STARTER_REG)}), with 3 custom workflows.",
    [money(BIZ_STARTER)], [], "/pricing")
add("paraphrase", ["claude is 3 cents per thousand tokens isnt it"],
    "No: Claude is $0.015 per 1K tokens; $0.03 per 1K is GPT-4.",
    ["$0.015"], [], "/chatbots")
add("paraphrase", ["Suppose we sign up and quickly realise it isn't for us. What window do we have to back out and be reimbursed in full, and do we need to give a reason?"],
    "A full refund can be requested within 7 days of the first payment; no reason is needed.",
    ["7 days"], ["14 days"], "/refund-policy, /terms")
add("paraphrase", ["In the event of a legal dispute, whose laws apply and where would it be heard?"],
    "The laws of the State of North Carolina; disputes go to the state and federal courts in Wake County, North Carolina.",
    ["North Carolina", "Wake County"], [], "/terms")
add("paraphrase", ["you guys keep our stuff for 90 days after we leave, right?"],
    "No: customer data is deleted within 30 days after termination (except records the law requires, e.g. payment records for 7 years); you can ask for an export.",
    ["30 days"], [], "/terms, /privacy")
add("paraphrase", ["For our bookkeeping audit: how many years do you retain records of the payments we make to you?"],
    "Payment records are kept 7 years, as tax and accounting law requires.",
    ["7 years"], [], "/privacy")

# ================= follow-ups (6) =================
add("followup", ["what chatbot plans do u have", "ok the most popular one, what would a whole year cost me"],
    f"The most popular plan is Professional at {money(CB_PRO)}/month: 12 x {money(CB_PRO)} = {money(12*CB_PRO)} a year.",
    [money(12 * CB_PRO)], [], "/chatbots")
assert 12 * CB_PRO == 1788
y, yd = 12 * APP_Y, 12 * (APP_M - APP_Y); assert (y, yd) == (2388, 240)
add("followup", ["What does the Smart Web Application cost?", "And if I commit to the 12-month plan?", "So what does the whole first year come to on that plan, and how much less is it than paying monthly?"],
    f"12 x {money(APP_Y)} = {money(y)} for the year, {money(yd)} less than 12 x {money(APP_M)} ({money(12*APP_M)}).",
    [money(y), money(yd)], [], "/ai-vibe-coding")
rd = fc + timedelta(days=REFUND_DAYS); assert rd == date(2026, 12, 18)
add("followup", ["I'd like to start the Commercial Website free trial today.", "When will my card first be charged?", "And until what date could I still get a full refund of that first charge?"],
    f"First charge {fdate(fc)} (14-day trial from November 27, 2026); the 7-day full refund window on that first payment runs until {fdate(rd)}.",
    [fdate(rd)], [], "/ai-vibe-coding, /refund-policy, /terms")
g4, cl = GPT4 * 1500, CLAUDE * 1500; assert (g4, cl, g4 - cl) == (45, D("22.5"), D("22.5"))
add("followup", ["How much is GPT-4 per 1K tokens?", "we'd use about 1.5 million tokens a month. how much cheaper per month would claude be"],
    f"GPT-4: 1,500 x $0.03 = {money(g4)}/month; Claude: 1,500 x $0.015 = {money(cl)}/month; Claude is {money(g4-cl)} cheaper per month.",
    [money(g4 - cl)], [], "/chatbots")
pe2 = add_months(TODAY, PAUSE_MONTHS); assert pe2 == date(2027, 5, 27)
add("followup", ["We're on Business Pro. If I send written notice to cancel today, when does billing stop?", "Hmm, actually, what if instead we pause it for the longest period allowed, starting today? When would the pause end?"],
    f"(Cancel: billing stops {fdate(ne)}.) Pause: up to 6 months from November 27, 2026, so until {fdate(pe2)}.",
    [fdate(pe2)], [], "/terms")
top = sorted(HRS.items(), key=lambda kv: -kv[1]); assert top[0] == ("Support Ticket Triage", 7) and top[1] == ("Lead Follow-Up", 6)
add("followup", ["Which of your ready-made automations saves the most time?", "and if we add the second best one too, how many hours would both save over 4 weeks?"],
    f"Support Ticket Triage (~7 h/week) plus Lead Follow-Up (~6 h/week) = 13 h/week, about {13*4} hours over 4 weeks.",
    [str(13 * 4)], [], "/workflows")

# ================= unanswerable (8) =================
U = "Not published on the site; the assistant should say so and offer a specialist/sales contact instead of inventing a figure."
add("unanswerable", ["How much does Business Elite cost per month?"],
    "Business Elite is custom pricing; no figure is published. Offer to connect with sales.", [], [], "/pricing")
add("unanswerable", ["How long is the free trial on the Professional chatbot plan?"],
    "The chatbot plans show a 'Start Free Trial' button but no trial length is published (the 14-day trial is stated for AI Vibe Coding). " + U, [], [], "/chatbots")
add("unanswerable", ["What's the price per 1K tokens for the Custom Model?"],
    "The Custom Model is custom pricing; no per-token price is published. " + U, [], [], "/chatbots")
add("unanswerable", ["If we go over 10,000 conversations on Professional one month, what's the charge per extra conversation?"],
    "No overage price is published. " + U, [], [], "/chatbots")
add("unanswerable", ["What would Business Pro cost if we paid for a full year upfront - how much is the annual discount?"],
    "Automation plans are billed monthly; no annual price or annual discount is published for Business Pro (12 x $397 = $4,764 at the monthly rate, but no discount). " + U,
    [], [], "/pricing")
add("unanswerable", ["We have around 3,000 customer conversations a month. On GPT-3.5 Turbo, what would our token bill be?"],
    "Only the price per 1K tokens ($0.0025) is published, not tokens per conversation, so the bill cannot be computed; the assistant may explain the formula but must not state a bill as fact. " + U,
    [], [], "/chatbots")
add("unanswerable", ["Do you offer a discount for nonprofits or charities?"],
    "No nonprofit discount is published. " + U, [], [], "/pricing")
add("unanswerable", ["When does the limited-time pricing on the automation plans end? I want to know how long I have to lock it in."],
    "The site says limited-time prices stay yours while you keep the plan, but no end date for the offer is published. " + U, [], [], "/pricing")

cats = {}
for it in items:
    cats[it["category"]] = cats.get(it["category"], 0) + 1
assert len(items) == 40 and cats == {"composition": 20, "paraphrase": 6, "followup": 6, "unanswerable": 8}, cats
for it in items:
    assert it["turns"] and all(isinstance(t, str) and t for t in it["turns"])
    if it["category"] == "unanswerable":
        assert it["must_include"] == []
    else:
        assert it["must_include"]
    for s in it["must_include"]:
        assert s.lower() in it["expected"].lower(), (it["id"], s)
    for s in it["must_not_include"]:
        assert s.lower() not in it["expected"].lower(), (it["id"], s)

out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "assistant-ninth.json")
with open(out, "w", encoding="utf-8") as f:
    json.dump(items, f, indent=2, ensure_ascii=False); f.write("\n")
print(out, cats)

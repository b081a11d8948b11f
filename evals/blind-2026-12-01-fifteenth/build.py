#!/usr/bin/env python3
"""Build the blind fifteenth evaluation set for the Relaywise sales assistant.

Every fact is a constant copied from the rendered page texts in pages/*.txt
(produced by fetch.py). src() asserts each supporting snippet appears verbatim
in a page; all arithmetic and dates are computed here and asserted.
"""
import datetime as dt
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
PAGE_NAMES = {
    "/": "home", "/features": "features", "/chatbots": "chatbots",
    "/workflows": "workflows", "/pricing": "pricing",
    "/ai-vibe-coding": "ai-vibe-coding", "/contact": "contact",
    "/terms": "terms", "/privacy": "privacy", "/refund-policy": "refund-policy",
    "/development-policy": "development-policy", "/cookies": "cookies",
}
PAGES = {}
for route, name in PAGE_NAMES.items():
    with open(os.path.join(HERE, "pages", name + ".txt")) as f:
        PAGES[route] = f.read()
ALL_TEXT = "\n".join(PAGES.values()).lower()


def src(snippet, page=None):
    """Assert snippet appears verbatim in the given page (or any page)."""
    if page is not None:
        assert snippet in PAGES[page], (page, snippet)
    else:
        assert any(snippet in t for t in PAGES.values()), snippet
    return snippet


def absent(*words):
    """Assert none of the words appears (case-insensitive) on any page."""
    for w in words:
        assert w.lower() not in ALL_TEXT, w


def money(x):
    """$1,234 for whole dollars, $27.50 for cents."""
    if abs(x - round(x)) < 1e-9:
        return "${:,}".format(int(round(x)))
    return "${:,.2f}".format(x)


def fdate(d):
    return "{} {}, {}".format(d.strftime("%B"), d.day, d.year)


def add_months(d, n):
    m = d.month - 1 + n
    y = d.year + m // 12
    m = m % 12 + 1
    return dt.date(y, m, d.day)


def num(s):
    return float(re.sub(r"[^0-9.]", "", s))


TODAY = dt.date(2026, 12, 1)
assert TODAY.strftime("%A") == "Tuesday"

# ---------------------------------------------------------------- /pricing
src("$197/monthRegular price $297", "/pricing")
src("$397/monthRegular price $597", "/pricing")
src("$100/month limited time", "/pricing")
src("$200/month limited time", "/pricing")
src("Prices in US dollars, billed monthly. Limited-time prices stay yours as long as you keep the plan.", "/pricing")
src("Business Starter", "/pricing"); src("Business Pro", "/pricing"); src("Business Elite", "/pricing")
src("3 custom automated workflows", "/pricing")
src("8 custom automated workflows", "/pricing")
src("Unlimited automated workflows", "/pricing")
src("Custom pricing", "/pricing")
src("Contact Sales", "/pricing")
STARTER, STARTER_REG, STARTER_WF = 197, 297, 3
PRO, PRO_REG, PRO_WF = 397, 597, 8
assert STARTER_REG - STARTER == 100 and PRO_REG - PRO == 200

# --------------------------------------------------------- /ai-vibe-coding
src("Commercial Website", "/ai-vibe-coding")
src("$199/month\n\nbilled monthly, or $179/month with a 12-month plan (save $240/year)", "/ai-vibe-coding")
src("Smart Web Application", "/ai-vibe-coding")
src("$219/month\n\nbilled monthly, or $199/month with a 12-month plan (save $240/year)", "/ai-vibe-coding")
src("Mobile App Development", "/ai-vibe-coding")
src("$289/month\n\nbilled monthly, or $259/month with a 12-month plan (save $360/year)", "/ai-vibe-coding")
src("User accounts and authentication", "/ai-vibe-coding")
src("Database and dashboards", "/ai-vibe-coding")
src("Payment integration", "/ai-vibe-coding")
src("iOS and Android from one codebase", "/ai-vibe-coding")
src("Push notifications", "/ai-vibe-coding")
src("14-day free trial, then your card is charged monthly.", "/ai-vibe-coding")
WEB_M, WEB_Y = 199, 179
APP_M, APP_Y = 219, 199
MOB_M, MOB_Y = 289, 259
TRIAL_DAYS = 14
assert (WEB_M - WEB_Y) * 12 == 240 and (APP_M - APP_Y) * 12 == 240 and (MOB_M - MOB_Y) * 12 == 360

# ---------------------------------------------------------------- /chatbots
src("Usage is billed at the provider's price per 1,000 tokens.", "/chatbots")
src("GPT-4", "/chatbots"); src("$0.03per 1K tokens", "/chatbots")
src("Claude", "/chatbots"); src("$0.015per 1K tokens", "/chatbots")
src("Long documents", "/chatbots")
src("GPT-3.5 Turbo", "/chatbots"); src("$0.0025per 1K tokens", "/chatbots")
src("Sidebar\n\nCorporate Elite\n\nA full-height panel beside your content for long, detailed conversations.", "/chatbots")
MODELS = {"GPT-4": 0.03, "Claude": 0.015, "GPT-3.5 Turbo": 0.0025}

# --------------------------------------------------------------- /workflows
src("Lead Follow-Up\n\nEvery new web or chat lead", "/workflows")
WF_HOURS = {}
for name, hrs in [("Lead Follow-Up", 6), ("Invoice Processing", 5), ("Appointment Reminders", 4),
                  ("Support Ticket Triage", 7), ("Document Intake", 5), ("Review Requests", 3)]:
    txt = PAGES["/workflows"]
    i = txt.index(name + "\n\n")
    j = txt.index("Saves about", i)
    assert txt[j:j + 40].startswith("Saves about %d hours a week" % hrs), (name, txt[j:j + 40])
    WF_HOURS[name] = hrs

# --------------------------------------------------------- legal pages
src("New customers can ask for a full refund within 7 days of their first payment.", "/terms")
src("If you are not satisfied for any reason within 7 days of your first payment, you can ask for a full refund of that payment. It applies to the first payment of any plan, subscription or premium package bought on this site", "/refund-policy")
REFUND_DAYS = 7
src("To cancel a monthly plan, give us at least 30 days notice in writing. Billing stops at the end of the notice period and the service runs until then.", "/terms")
CANCEL_DAYS = 30
src("You may pause a plan for up to 6 months.", "/terms")
PAUSE_MONTHS = 6
src("We delete your data within 30 days after termination", "/terms")
DELETE_DAYS = 30
src("our total liability for any claim is limited to the fees you paid us in the 12 months before the claim arose", "/terms")
src("AI Vibe Coding subscriptions start with a 14-day free trial; after the trial your card is charged monthly", "/terms")
src("Any dispute will be decided by the state and federal courts located in Wake County, North Carolina.", "/terms")
src("Headquarters\n\nRaleigh, NC", "/contact")
src("Up to 10 MB.", "/contact")
src("__stripe_sid", "/cookies")
src("Fraud prevention for the current checkout session.\n\nDuration\n\n30 minutes", "/cookies")
src("Normal\n\nA question, a minor bug, or a problem with a workaround.\n\n24 hours\n\n48 hours", "/development-policy")

# ------------------------------------------- facts unanswerable items rely on being absent
absent("hipaa", "baa ", "business associate")                         # u1
absent("$999")                                                          # u2 (Elite has no figure)
assert "year" not in PAGES["/pricing"].lower() and "annual" not in PAGES["/pricing"].lower()  # u3
absent("nonprofit", "non-profit", "charity", "discount", "501(c)")      # u4
absent("servicetitan", "service titan")                                 # u5
absent("per month", "conversations per", "conversation limit", "messages per", "overage")  # u6
absent("expire", "offer ends", "deadline", "until december", "until january")  # u7
absent("tokens per conversation", "tokens per chat", "per chat", "average conversation")  # u8

ITEMS = []


def item(category, turns, expected, must_include, must_not_include, source, unanswerable=False):
    it = {"id": "x%03d" % (len(ITEMS) + 1), "category": category, "turns": turns,
          "expected": expected, "must_include": must_include,
          "must_not_include": must_not_include, "source": source}
    if unanswerable:
        it["unanswerable"] = True
    ITEMS.append(it)


# ===================================================== composition (20)
# 1 cheapest plan for 5 workflows
need = 5
cheapest = [n for n, wf, p in [("Business Starter", STARTER_WF, STARTER), ("Business Pro", PRO_WF, PRO)] if wf >= need][0]
assert cheapest == "Business Pro"
item("composition",
     ["we do roofing, tiny crew. want to automate 5 things: quote follow ups, review requests, invoice chasing, scheduling, and the new lead texts. whats the cheapest plan that actually covers all 5"],
     "Business Starter includes only 3 custom automated workflows, so the cheapest plan that covers 5 is Business Pro at $397/month (limited-time price, regular $597), which includes 8 custom automated workflows.",
     ["Business Pro", "$397"], [], "/pricing")

# 2 Pro x 12 months
pro_year = PRO * 12
assert pro_year == 4764
item("composition",
     ["I do the books for a dental group. For the budget I need one exact number: Business Pro for 12 months at the current price. No ranges please."],
     "Business Pro is $397/month at the limited-time price, which stays yours as long as you keep the plan, so 12 months is 12 x $397 = %s." % money(pro_year),
     [money(pro_year)], [], "/pricing")

# 3 Pro + Commercial Website monthly
s = PRO + WEB_M
assert s == 596
item("composition",
     ["so pro is 397 and the business website build is 199, right? what would both together run me every month"],
     "Yes: Business Pro is $397/month and the Commercial Website is $199/month billed monthly, so together %s/month." % money(s),
     [money(s)], [], "/pricing")

# 4 Starter + Commercial Website on yearly plan for the first year
s = STARTER * 12 + WEB_Y * 12
assert s == 4512
item("composition",
     ["Hi! I own a small bakery with two locations. My sister keeps telling me I need a proper website where people can see the menu and send catering requests, and I also want the basic automation package for our order confirmations and a chatbot. If I take Business Starter and the Commercial Website on the 12-month plan, what do I pay in total for the first year?"],
     "Business Starter is $197/month (12 x $197 = $2,364) and the Commercial Website on the 12-month plan is $179/month (12 x $179 = $2,148), so the first year totals %s." % money(s),
     [money(s)], [], "/pricing")

# 5 yearly saving of Pro limited-time vs regular
s = (PRO_REG - PRO) * 12
assert s == 2400
item("composition",
     ["How much would I save over a full year on Business Pro by getting the limited-time price instead of the regular one?"],
     "Business Pro is $397/month instead of the regular $597/month, a saving of $200/month, so over 12 months you save %s." % money(s),
     [money(s)], [], "/pricing")

# 6 trial start today -> first charge
d = TODAY + dt.timedelta(days=TRIAL_DAYS)
assert fdate(d) == "December 15, 2026"
item("composition",
     ["hello, if i begin the free trial for website plan today, on which day my card will be charge the first time?"],
     "AI Vibe Coding plans start with a 14-day free trial, then the card is charged. Starting today, December 1, 2026, the first charge comes on %s." % fdate(d),
     [fdate(d)], [fdate(d + dt.timedelta(days=1))], "/ai-vibe-coding")

# 7 pay Starter today -> refund deadline
d = TODAY + dt.timedelta(days=REFUND_DAYS)
assert fdate(d) == "December 8, 2026"
item("composition",
     ["signing up for starter today and paying right away. whats the last day i can still get my money back no questions asked"],
     "New customers get a 7-day risk-free full refund of the first payment, no reason needed. Paying today, December 1, 2026, you can ask for it up to %s." % fdate(d),
     [fdate(d)], [fdate(d + dt.timedelta(days=1))], "/refund-policy")

# 8 cancel monthly plan today -> notice period ends
d = TODAY + dt.timedelta(days=CANCEL_DAYS)
assert fdate(d) == "December 31, 2026"
item("composition",
     ["We're sending our written cancellation of the monthly plan today. On what date does the notice period end, so billing stops?"],
     "Monthly plans need at least 30 days notice in writing; billing stops at the end of the notice period and the service runs until then. From today, December 1, 2026, that is %s." % fdate(d),
     [fdate(d)], [fdate(d - dt.timedelta(days=1))], "/terms")

# 9 pause 6 months from today
d = add_months(TODAY, PAUSE_MONTHS)
assert fdate(d) == "June 1, 2027"
item("composition",
     ["Ice cream shop, we basically close for winter. If I pause the plan starting today for as long as you allow, what's the date I'd have to be back by?"],
     "A plan can be paused for up to 6 months (automations are switched off and your data is kept). Starting today, December 1, 2026, the longest pause runs to %s." % fdate(d),
     [fdate(d)], ["June 2, 2027"], "/terms")

# 10 mobile app yearly vs monthly for a year
m12, y12 = MOB_M * 12, MOB_Y * 12
assert (m12, y12, m12 - y12) == (3468, 3108, 360)
item("composition",
     ["Mobile app plan: what's the total for a year if I pay month to month, what's it on the 12-month plan, and what's the difference?"],
     "Mobile App Development is $289/month billed monthly, so %s for a year, or $259/month on the 12-month plan, so %s. The difference is %s a year." % (money(m12), money(y12), money(m12 - y12)),
     [money(m12), money(y12), money(m12 - y12)], [], "/ai-vibe-coding")

# 11 cheapest model and ratio to GPT-4
cheap = min(MODELS, key=MODELS.get)
ratio = MODELS["GPT-4"] / MODELS[cheap]
assert cheap == "GPT-3.5 Turbo" and abs(ratio - 12) < 1e-9
item("composition",
     ["Which of the chatbot models is cheapest per 1K tokens, and how many times more does GPT-4 cost than that one?"],
     "GPT-3.5 Turbo is the cheapest at $0.0025 per 1K tokens. GPT-4 costs $0.03 per 1K tokens, which is 12 times as much.",
     ["GPT-3.5 Turbo", "12"], [], "/chatbots")

# 12 Claude usage for 2 million tokens a month, and a year
monthly = 2_000_000 / 1000 * MODELS["Claude"]
yearly = monthly * 12
assert abs(monthly - 30) < 1e-9 and abs(yearly - 360) < 1e-9
item("composition",
     ["We estimate roughly 2 million tokens a month on Claude. What is that in model usage per month, and for a whole year?"],
     "Claude is billed at $0.015 per 1K tokens. 2,000,000 tokens is 2,000 x $0.015 = %s per month, and %s for 12 months." % (money(monthly), money(yearly)),
     [money(monthly), money(yearly)], [], "/chatbots")

# 13 ranking models by price
rank = sorted(MODELS, key=MODELS.get)
assert rank == ["GPT-3.5 Turbo", "Claude", "GPT-4"]
item("composition",
     ["rank ur 3 AI models cheapest to priciest pls"],
     "From cheapest to most expensive per 1K tokens: GPT-3.5 Turbo ($0.0025), Claude ($0.015), GPT-4 ($0.03).",
     ["GPT-3.5 Turbo", "Claude", "GPT-4"], [], "/chatbots")

# 14 hours saved by three templates, fits Starter
chosen = ["Lead Follow-Up", "Support Ticket Triage", "Invoice Processing"]
h = sum(WF_HOURS[c] for c in chosen)
assert h == 18 and len(chosen) <= STARTER_WF
item("composition",
     ["If we set up Lead Follow-Up, Support Ticket Triage and Invoice Processing, how many hours a week does that save going by your own numbers? And would Starter cover all three?"],
     "By the workflows page: Lead Follow-Up saves about 6 hours, Support Ticket Triage about 7 and Invoice Processing about 5, so about %d hours a week in total. Yes, Business Starter includes 3 custom automated workflows, so all three fit." % h,
     ["%d hours" % h], [], "/workflows")

# 15 climbing gym app -> Mobile App Development, cheapest rate
item("composition",
     ["I run a climbing gym and want an app on iPhone and Android so members can book sessions and get push notifications when a class opens up. Which of your plans is that and what's the cheapest way to pay for it?"],
     "That is Mobile App Development (iOS and Android from one codebase, push notifications, backend and admin panel, app store submission). It is $289/month billed monthly; the cheapest way is the 12-month plan at $259/month.",
     ["Mobile App Development", "$259"], [], "/ai-vibe-coding")

# 16 client portal -> Smart Web Application
item("composition",
     ["We're a 4-person accounting firm. We want a portal where clients log in, see dashboards of their numbers and pay our invoices online. Which of your builds is that and what does it cost per month?"],
     "That is the Smart Web Application (user accounts and authentication, database and dashboards, AI features, payment integration): $219/month billed monthly, or $199/month with a 12-month plan.",
     ["Smart Web Application", "$219"], [], "/ai-vibe-coding")

# 17 trial today + first charge + refund window
first_charge = TODAY + dt.timedelta(days=TRIAL_DAYS)
d = first_charge + dt.timedelta(days=REFUND_DAYS)
assert fdate(d) == "December 22, 2026"
item("composition",
     ["Started the web app trial today. Say the trial ends, my card gets charged, and a few days later I decide it's not for me. Up to which date can I still get that first payment back in full?"],
     "The 14-day free trial started today puts the first charge on %s. The refund policy gives a full refund within 7 days of the first payment, so up to %s." % (fdate(first_charge), fdate(d)),
     [fdate(d)], [fdate(d + dt.timedelta(days=1))], "/refund-policy")

# 18 service ends Jan 15, 2027 -> data deleted by
end = dt.date(2027, 1, 15)
d = end + dt.timedelta(days=DELETE_DAYS)
assert fdate(d) == "February 14, 2027"
item("composition",
     ["Our contract with you ends on January 15, 2027. By which date at the latest will our data be deleted from your systems?"],
     "Relaywise deletes customer data within 30 days after termination (except records the law requires it to keep), so by %s. You can ask for an export of your data before then." % fdate(d),
     [fdate(d)], [fdate(d + dt.timedelta(days=1))], "/terms")

# 19 liability cap for 12 months of Starter + Commercial Website monthly
cap = (STARTER + WEB_M) * 12
assert cap == 4752
item("composition",
     ["Question from our lawyer. We've had Business Starter and the Commercial Website (billed monthly) for the last 12 months at your current prices. If a claim came up now, what's the most Relaywise could owe us under your terms?"],
     "The terms limit total liability to the fees paid in the 12 months before the claim arose: ($197 + $199) x 12 = $396 x 12 = %s." % money(cap),
     [money(cap)], [], "/terms")

# 20 a dozen workflows -> Elite
need = 12
assert need > PRO_WF > STARTER_WF
item("composition",
     ["we'd need about a dozen automated workflows across sales, ops and support. which plan fits and what's the price?"],
     "Business Starter includes 3 workflows and Business Pro 8, so a dozen needs Business Elite, which has unlimited automated workflows. Elite has custom pricing, so the price comes from the sales team (Contact Sales).",
     ["Business Elite"], [], "/pricing")

# ===================================================== paraphrase (6)
item("paraphrase",
     ["where are you guys physically, like what city is the office in"],
     "Relaywise LLC has its headquarters in Raleigh, NC.",
     ["Raleigh"], [], "/contact")

item("paraphrase",
     ["If it ever came to a lawsuit between us, whose courts would hear it?"],
     "The terms are governed by North Carolina law, and disputes are decided by the state and federal courts located in Wake County, North Carolina.",
     ["Wake County"], [], "/terms")

item("paraphrase",
     ["my buddy says running GPT-4 on your bots is 3 cents a token lol. that cant be right?"],
     "Not per token: GPT-4 is billed at $0.03 per 1K (1,000) tokens, at the provider's price.",
     ["$0.03"], [], "/chatbots")

item("paraphrase",
     ["how heavy can the attachment be on the consultation form"],
     "The supporting file on the consultation form can be up to 10 MB (PDF, images, Word, Excel, PowerPoint, CSV, plain text or ZIP).",
     ["10 MB"], [], "/contact")

item("paraphrase",
     ["The cookie Stripe drops for the current checkout, how long does it live?"],
     "The __stripe_sid cookie, set by Stripe on checkout pages for fraud prevention in the current checkout session, lasts 30 minutes.",
     ["30 minutes"], [], "/cookies")

item("paraphrase",
     ["which chat design is the tall one that sits in a panel next to the page content?"],
     "That is the Sidebar layout, called Corporate Elite: a full-height panel beside your content for long, detailed conversations.",
     ["Corporate Elite"], [], "/chatbots")

# ===================================================== followup (6)
t = APP_Y * 12
assert t == 2388
item("followup",
     ["how much is the smart web app plan", "ok and if i lock in the 12 month plan whats the full year cost"],
     "On the 12-month plan the Smart Web Application is $199/month (instead of $219 billed monthly), so the year costs 12 x $199 = %s." % money(t),
     [money(t)], [], "/ai-vibe-coding")

item("followup",
     ["What AI models can your chatbots run on?", "which one's meant for long documents, and what does it cost?"],
     "Claude (Anthropic) is the one for long documents, with a long context; it is billed at $0.015 per 1K tokens.",
     ["Claude", "$0.015"], [], "/chatbots")

item("followup",
     ["How many workflows do I get on Business Pro?", "and on the cheaper plan?"],
     "The cheaper plan, Business Starter ($197/month), includes 3 custom automated workflows (Business Pro has 8).",
     ["Business Starter", "3"], [], "/pricing")

paid = dt.date(2026, 11, 28)
d = paid + dt.timedelta(days=REFUND_DAYS)
assert fdate(d) == "December 5, 2026" and d >= TODAY
item("followup",
     ["whats your refund window?", "I paid on November 28. am I still in time?"],
     "Yes. The full refund applies within 7 days of the first payment, so a first payment on November 28, 2026 can be refunded if you ask by %s; today is December 1, 2026, so you are still in time." % fdate(d),
     [fdate(d)], [fdate(d + dt.timedelta(days=1))], "/refund-policy")

item("followup",
     ["For a normal-priority question, how fast do you first get back to me?", "and until it's actually solved?"],
     "For Normal priority (a question, a minor bug, or a problem with a workaround) the resolution target is 48 hours (first response 24 hours).",
     ["48 hours"], [], "/development-policy")

t = MOB_Y * 24
assert t == 6216
item("followup",
     ["price of the mobile app build?", "and for two years on the yearly rate, total?"],
     "At the 12-month plan rate of $259/month, two years is 24 x $259 = %s." % money(t),
     [money(t)], [], "/ai-vibe-coding")

# ===================================================== unanswerable (8)
item("unanswerable",
     ["We're a dental practice, so patient info is involved. Will you sign a BAA, and are you HIPAA compliant?"],
     "The pages do not mention HIPAA or business associate agreements. They state 256-bit encryption and SOC 2 compliant infrastructure, but nothing about HIPAA, so the assistant should not claim it and should offer to connect the visitor with a specialist.",
     [], [], "/privacy", True)

item("unanswerable",
     ["ok real talk, ballpark for Business Elite? like $999 a month or way more?"],
     "Business Elite has custom pricing; the pages give no figure or range. The assistant should not confirm or invent one and should point to Contact Sales or a specialist.",
     [], [], "/pricing", True)

item("unanswerable",
     ["If I prepay Business Pro for a whole year up front, do I get an annual discount? how much?"],
     "The pricing page lists the automation plans only as billed monthly and gives no annual price or prepay discount for Business Pro. The assistant should not invent one and should offer a specialist.",
     [], [], "/pricing", True)

item("unanswerable",
     ["we're a registered nonprofit (food bank). any special pricing for charities?"],
     "The pages say nothing about nonprofit or charity pricing. The assistant should not invent a discount and should offer a specialist.",
     [], [], "/pricing", True)

item("unanswerable",
     ["does it hook into ServiceTitan? thats where all our jobs live"],
     "The pages mention 100+ integrations with CRM, calendar and accounting tools but do not list ServiceTitan, so the assistant cannot confirm it and should offer a specialist to check.",
     [], [], "/features", True)

item("unanswerable",
     ["How many chatbot conversations a month come with Starter before you start charging extra?"],
     "The pages state no conversation limit or overage for any plan (only that model usage is billed at the provider's price per 1,000 tokens). The assistant should not invent a cap and should offer a specialist.",
     [], [], "/pricing", True)

item("unanswerable",
     ["when exactly does the limited time price end? dont want to miss it"],
     "The pages give no end date for the limited-time prices; they only say limited-time prices stay yours as long as you keep the plan. The assistant should not invent a deadline.",
     [], [], "/pricing", True)

item("unanswerable",
     ["Roughly what would GPT-4 cost us for about 1,000 customer chats a month?"],
     "The pages give GPT-4 at $0.03 per 1K tokens but say nothing about how many tokens a chat uses, so no monthly figure can be computed. The assistant should not invent an estimate and can offer a specialist to size it.",
     [], [], "/chatbots", True)

# ===================================================== checks
assert len(ITEMS) == 40
counts = {}
for it in ITEMS:
    counts[it["category"]] = counts.get(it["category"], 0) + 1
assert counts == {"composition": 20, "paraphrase": 6, "followup": 6, "unanswerable": 8}, counts
ids = [it["id"] for it in ITEMS]
assert len(set(ids)) == 40
for it in ITEMS:
    assert it["source"] in PAGES, it["id"]
    exp = it["expected"].lower()
    for s in it["must_include"]:
        assert s.lower() in exp, (it["id"], s)
    for s in it["must_not_include"]:
        assert s.lower() not in exp, (it["id"], s)
    if it["category"] == "followup":
        assert len(it["turns"]) == 2, it["id"]
    else:
        assert len(it["turns"]) == 1, it["id"]
    if it["category"] == "unanswerable":
        assert it.get("unanswerable") is True and it["must_include"] == [], it["id"]
    else:
        assert "unanswerable" not in it and it["must_include"], it["id"]
    for s in it["must_include"] + it["must_not_include"]:
        assert not re.search(r"\$\d[\d,]*\.00\b", s), (it["id"], s)

with open(os.path.join(HERE, "assistant-fifteenth.json"), "w") as f:
    json.dump(ITEMS, f, indent=2, ensure_ascii=False)
    f.write("\n")
print("wrote", len(ITEMS), "items", counts)

#!/usr/bin/env python3
"""Build assistant-sixteenth.json, a blind evaluation set for the Relaywise
sales assistant.  Every fact is a constant copied from the rendered public
pages (pages/*.txt, written by fetch.py) and checked verbatim with src();
every derived figure is computed here and asserted."""
import datetime as dt
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
PAGES_DIR = os.path.join(HERE, "pages")
PAGES = {}
for fn in sorted(os.listdir(PAGES_DIR)):
    if fn.endswith(".txt"):
        with open(os.path.join(PAGES_DIR, fn)) as f:
            PAGES[fn[:-4]] = f.read()
assert len(PAGES) == 12, sorted(PAGES)
ALL = "\n".join(PAGES.values())


def src(snippet, page=None):
    """Assert snippet appears verbatim in a page text (or in one named page)."""
    hay = PAGES[page] if page else ALL
    assert snippet in hay, f"not found in {page or 'any page'}: {snippet!r}"
    return snippet


def absent(*words):
    """Assert each word/phrase is absent (case-insensitive) from every page."""
    low = ALL.lower()
    for w in words:
        assert w.lower() not in low, f"expected absent but found: {w!r}"


def money(x):
    """$1,234 / $27.50 / $0.0125 formatting."""
    if abs(x - round(x)) < 1e-9:
        return "${:,}".format(int(round(x)))
    s = "{:.4f}".format(x).rstrip("0")
    if len(s.split(".")[1]) == 1:
        s += "0"
    whole, frac = s.split(".")
    return "${:,}.{}".format(int(whole), frac)


def d(x):
    return x.strftime("%B ") + str(x.day) + x.strftime(", %Y")


def add_months(x, n):
    y, m = divmod(x.month - 1 + n, 12)
    return x.replace(year=x.year + y, month=m + 1)


TODAY = dt.date(2026, 12, 1)
assert TODAY.strftime("%A") == "Tuesday"

# ---------------------------------------------------------------- facts
# /pricing (automation plans)
src("Prices in US dollars, billed monthly.", "pricing")
BS_PRICE, BS_REGULAR = 197, 297
src("Business Starter", "pricing")
src("$197/monthRegular price $297\n$100/month limited time", "pricing")
BS_WORKFLOWS = 3
src("Get Started\n3 custom automated workflows", "pricing")
BP_PRICE, BP_REGULAR = 397, 597
src("Business Pro\nRun sales, support and operations on autopilot.\n$397/monthRegular price $597\n$200/month limited time", "pricing")
BP_WORKFLOWS = 8
src("8 custom automated workflows", "pricing")
src("Business Elite\nUnlimited automation with a dedicated team.\nCustom pricing", "pricing")
src("Unlimited automated workflows", "pricing")
src("Limited-time prices stay yours as long as you keep the plan.", "pricing")
assert BS_REGULAR - BS_PRICE == 100 and BP_REGULAR - BP_PRICE == 200

# /chatbots
CB_STARTER, CB_PRO, CB_ENT, CB_CUSTOM = 49, 149, 499, 2999
src("Starter\nUp to 1,000 conversations\n$49/month", "chatbots")
src("1 chatbot\nWebsite widget\nBasic analytics\nEmail support", "chatbots")
src("Professional\nUp to 10,000 conversations\n$149/month", "chatbots")
src("3 chatbots\nAll channels\nAdvanced analytics\nPriority support", "chatbots")
src("Enterprise\nUnlimited conversations\n$499/month", "chatbots")
src("Unlimited chatbots\nCustom AI training\nSLA and dedicated manager\nSSO", "chatbots")
src("$2,999one-time", "chatbots")
src("Custom Development\nBuilt to your specification", "chatbots")
GPT4, CLAUDE, GPT35 = 0.03, 0.015, 0.0025
src("GPT-4\nThe most capable model", "chatbots")
src("$0.03per 1K tokens", "chatbots")
src("Claude\nCareful, helpful answers", "chatbots")
src("$0.015per 1K tokens", "chatbots")
src("GPT-3.5 Turbo\nFast and economical", "chatbots")
src("$0.0025per 1K tokens", "chatbots")
src("Custom Model\nA model tuned on your own data for your domain and tone of voice.", "chatbots")
SETUP = {"Website": 15, "WhatsApp": 30, "Facebook Messenger": 20,
         "Slack": 15, "SMS": 25, "Email": 30}
src("Website\nA chat widget on every page of your site.\nSetup time: 15 minutes", "chatbots")
src("WhatsApp\nAnswer customers where they already message.\nSetup time: 30 minutes", "chatbots")
src("Facebook Messenger\nReply to page messages instantly.\nSetup time: 20 minutes", "chatbots")
src("Slack\nAn internal assistant for your team.\nSetup time: 15 minutes", "chatbots")
src("SMS\nTwo-way text conversations with customers.\nSetup time: 25 minutes", "chatbots")
src("Email\nDraft and send replies to your inbox.\nSetup time: 30 minutes", "chatbots")

# /ai-vibe-coding
WEB_M, WEB_Y = 199, 179
src("Commercial Website\nA fast, modern business website built and maintained for you.\n$199/month\nbilled monthly, or $179/month with a 12-month plan (save $240/year)", "ai-vibe-coding")
APP_M, APP_Y = 219, 199
src("Smart Web Application\nA web application with logins, data and AI features.\n$219/month\nbilled monthly, or $199/month with a 12-month plan (save $240/year)", "ai-vibe-coding")
src("User accounts and authentication\nDatabase and dashboards\nAI features built in\nPayment integration", "ai-vibe-coding")
MOB_M, MOB_Y = 289, 259
src("Mobile App Development\nAn iOS and Android app for your customers or team.\n$289/month\nbilled monthly, or $259/month with a 12-month plan (save $360/year)", "ai-vibe-coding")
src("iOS and Android from one codebase\nPush notifications", "ai-vibe-coding")
assert (WEB_M - WEB_Y) * 12 == 240 and (APP_M - APP_Y) * 12 == 240 and (MOB_M - MOB_Y) * 12 == 360
TRIAL_DAYS = 14
src("14-day free trial, then your card is charged monthly.", "ai-vibe-coding")
src("AI Vibe Coding subscriptions start with a 14-day free trial", "terms")

# /workflows
SAVES = {"Lead Follow-Up": 6, "Invoice Processing": 5, "Appointment Reminders": 4,
         "Support Ticket Triage": 7, "Document Intake": 5, "Review Requests": 3}
src("4CRM updated\nSaves about 6 hours a week", "workflows")
src("4Posted to accounting\nSaves about 5 hours a week", "workflows")
src("4Calendar updated\nSaves about 4 hours a week", "workflows")
src("4Urgent ones alert by SMS\nSaves about 7 hours a week", "workflows")
src("4Team notified\nSaves about 5 hours a week", "workflows")
src("4Replies flagged for you\nSaves about 3 hours a week", "workflows")
for name in SAVES:
    src(name + "\n", "workflows")
assert len(SAVES) == 6 and PAGES["workflows"].count("Saves about") == 6

# /terms, /refund-policy, /development-policy, /privacy, /cookies, /contact, /features
REFUND_DAYS = 7
src("New customers can ask for a full refund within 7 days of their first payment.", "terms")
src("If you are not satisfied for any reason within 7 days of your first payment, you can ask for a full refund of that payment.", "refund-policy")
NOTICE_DAYS = 30
src("To cancel a monthly plan, give us at least 30 days notice in writing. Billing stops at the end of the notice period and the service runs until then.", "terms")
PAUSE_MONTHS = 6
src("You may pause a plan for up to 6 months.", "terms")
src("If you cancel an annual plan early, the remaining months of the annual term are due.", "terms")
src("at the monthly rate or at the lower yearly-plan rate with a 12-month commitment", "terms")
src("Critical\nA live automation, chatbot or site is down or losing data.\n2 hours\n4 hours", "development-policy")
CRIT_RESOLVE_H = 4
src("High\nAn important feature is broken and there is no workaround.\n4 hours\nsame day", "development-policy")
src("critical issues are handled 24/7", "development-policy")
src("These terms are governed by the laws of the State of North Carolina", "terms")
src("decided by the state and federal courts located in Wake County, North Carolina", "terms")
src("Accepted: PDF, images (PNG, JPEG, GIF, WebP), Word, Excel and PowerPoint, CSV, plain text or ZIP. Up to 10 MB.", "contact")
src("__stripe_sid\nType\nCookie\nSet by\nThe card payment provider (Stripe)\nPurpose\nFraud prevention for the current checkout session.\nDuration\n30 minutes", "cookies")
src("rw_chat\nType\nCookie (signed, HttpOnly)", "cookies")
src("It lasts 30 days.", "cookies")
src("It keeps the workflows you save visible only to your browser and lasts 1 year.", "cookies")
src("This site is for businesses and is not directed at anyone under 16.", "privacy")
src("Payment records\n7 years, as tax and accounting law requires", "privacy")
src("50+ file formats, from PDFs and spreadsheets to images", "features")
src("Vector search that finds the right passage in seconds", "features")
src("100+ integrations with the CRM, calendar and accounting tools you already use.", "features")
src("256-bit encryption and SOC 2 compliant infrastructure protect your data.", "features")
src("We target 99.9% monthly uptime", "terms")
src("Third-party costs we paid on your behalf at your request, such as domain names, SMS and telephony fees, AI model usage and app store fees.", "refund-policy")

# facts relied on being ABSENT (unanswerable items); checked on every page
absent("HIPAA", "BAA", "business associate", "PHI", "protected health")
absent("Mindbody", "Mind Body")
absent("overage", "per conversation", "additional conversation", "extra conversation",
       "over the limit", "exceed")
absent("offer ends", "expire", "deadline", "promotion ends", "valid until", "valid through")
assert not re.search(r"(January|February|March|April|May|June|July|August|September|October|November|December)",
                     PAGES["pricing"]), "pricing page names a month"
absent("per SMS", "per text", "per message", "per-message", "cents")
absent("credit", "compensat", "money back for downtime")
absent("add-on", "addon", "additional workflow", "extra workflow", "per workflow", "more workflows")
absent("nonprofit", "non-profit", "charity", "charities", "discount", "501(c)")

# ---------------------------------------------------------------- derived
c3_total = BP_PRICE + WEB_M
assert c3_total == 596
c4_year, c4_save = BS_PRICE * 12, (BS_REGULAR - BS_PRICE) * 12
assert (c4_year, c4_save) == (2364, 1200)
c5_owed = (12 - 5) * WEB_Y
assert c5_owed == 1253
c6_date = TODAY + dt.timedelta(days=TRIAL_DAYS)
assert d(c6_date) == "December 15, 2026"
c7_date = TODAY + dt.timedelta(days=REFUND_DAYS)
assert d(c7_date) == "December 8, 2026"
c8_date = TODAY + dt.timedelta(days=NOTICE_DAYS)
assert d(c8_date) == "December 31, 2026"
c9_date = add_months(TODAY, PAUSE_MONTHS)
assert d(c9_date) == "June 1, 2027"
c10_cost = round(800 * GPT4, 6)
assert money(c10_cost) == "$24" and money(GPT4) == "$0.03"
assert min([GPT4, CLAUDE, GPT35]) == GPT35
c11_gap = round(CLAUDE - GPT35, 6)
assert money(c11_gap) == "$0.0125"
c12_min = SETUP["Website"] + SETUP["Slack"] + SETUP["Facebook Messenger"]
assert c12_min == 50
c13_h = SAVES["Invoice Processing"] + SAVES["Appointment Reminders"] + SAVES["Review Requests"]
assert c13_h == 12
best = max(SAVES, key=SAVES.get)
worst = min(SAVES, key=SAVES.get)
assert best == "Support Ticket Triage" and worst == "Review Requests"
assert list(SAVES.values()).count(SAVES[best]) == 1 and list(SAVES.values()).count(SAVES[worst]) == 1
c14_gap = SAVES[best] - SAVES[worst]
assert c14_gap == 4
c15_year = CB_ENT * 12
c15_gap = c15_year - CB_CUSTOM
assert (c15_year, c15_gap) == (5988, 2989)
outage = dt.datetime(2026, 12, 4, 23, 30)  # a Friday
assert outage.strftime("%A") == "Friday"
c19_fix = outage + dt.timedelta(hours=CRIT_RESOLVE_H)
assert c19_fix.strftime("%A %H:%M") == "Saturday 03:30"
c20_total = BP_PRICE * 24 + APP_Y * 24
assert c20_total == 14304
f1_paid = dt.date(2026, 11, 27)
f1_date = f1_paid + dt.timedelta(days=REFUND_DAYS)
assert d(f1_date) == "December 4, 2026" and f1_date >= TODAY
f3_year = MOB_Y * 12
assert f3_year == 3108
f5_year = BP_REGULAR * 12
assert f5_year == 7164
assert BP_WORKFLOWS >= 5 > BS_WORKFLOWS

# ---------------------------------------------------------------- items
ITEMS = []


def item(cat, turns, expected, inc, exc, source, unans=False):
    it = {"id": "y%03d" % (len(ITEMS) + 1), "category": cat, "turns": turns,
          "expected": expected, "must_include": inc, "must_not_include": exc,
          "source": source}
    if unans:
        it["unanswerable"] = True
    ITEMS.append(it)


C, P, F, U = "composition", "paraphrase", "followup", "unanswerable"

# ---- composition (20)
item(C, ["so i run a small bakery with two shops. every week im stuck doing the same stuff by hand: supplier orders, texting staff their shifts, answering catering inquiries, chasing unpaid invoices and sending the weekly specials email. thats 5 different things i want off my plate. whats the least i can pay a month on your automation plans and still have all of them automated"],
     f"Five workflows are more than Business Starter's {BS_WORKFLOWS}, so the cheapest fit is Business Pro, which includes {BP_WORKFLOWS} custom automated workflows for {money(BP_PRICE)}/month at the current limited-time price (regular {money(BP_REGULAR)}).",
     ["Business Pro", money(BP_PRICE)], [], "/pricing")
item(C, ["Hello, we are small travel agency in Lisbon. Around 4000 clients write us each month and most of them use WhatsApp, not the website. Which chatbot plan is enough for us and what is price for month?"],
     f"The Starter chatbot plan covers only the website widget and up to 1,000 conversations, so the cheapest plan that fits is Professional: up to 10,000 conversations, all channels (including WhatsApp), 3 chatbots, for {money(CB_PRO)}/month.",
     ["Professional", money(CB_PRO)], [], "/chatbots")
item(C, ["Budget line check. Business Pro automation plus the Commercial Website build, website billed month to month. Combined monthly charge to the dollar please."],
     f"Business Pro is {money(BP_PRICE)}/month and the Commercial Website billed monthly is {money(WEB_M)}/month, so together {money(c3_total)} per month.",
     [money(c3_total)], [], "/pricing, /ai-vibe-coding")
item(C, ["Preparing our 2027 numbers. If we keep Business Starter at the current limited-time price for all 12 months, what's the annual total? And how far below the regular price is that for the same year?"],
     f"At {money(BS_PRICE)}/month, 12 months of Business Starter come to {money(c4_year)}. At the regular {money(BS_REGULAR)}/month a year would be {money(BS_REGULAR * 12)}, so you pay {money(c4_save)} less for the year. The limited-time price stays yours as long as you keep the plan.",
     [money(c4_year), money(c4_save)], [], "/pricing")
item(C, ["We went with the 12-month plan for the Commercial Website at the yearly rate and 5 monthly charges have gone through so far. Business is slow and we'd like to stop now. Do we still owe anything, and if so how much?"],
     f"Yes. The 12-month plan is an annual commitment, and if an annual plan is cancelled early the remaining months of the term are due. With 5 of 12 months paid, 7 months remain at {money(WEB_Y)}/month, so {money(c5_owed)} is still due.",
     [money(c5_owed)], [], "/terms, /ai-vibe-coding")
item(C, ["if i start the free trial on one of the vibe coding website plans today what date does my card get charged the first time"],
     f"AI Vibe Coding plans start with a 14-day free trial, after which the card is charged monthly. Starting today (December 1, 2026), the first charge comes on {d(c6_date)}.",
     [d(c6_date)], ["December 16, 2026"], "/ai-vibe-coding, /terms")
item(C, ["Paid my first month with you guys this morning. Part of me is already second-guessing it. What's the last date I could still ask for the full refund?"],
     f"New customers can ask for a full refund within 7 days of their first payment. With the first payment today, December 1, 2026, the last day to ask is {d(c7_date)}.",
     [d(c7_date)], ["December 9, 2026"], "/refund-policy, /terms")
item(C, ["I'm emailing you written notice today to cancel our monthly plan. What date does billing stop and the service actually end?"],
     f"Monthly plans need at least 30 days written notice; billing stops at the end of the notice period and the service runs until then. Notice given today, December 1, 2026, means the notice period ends on {d(c8_date)}.",
     [d(c8_date)], ["December 30, 2026"], "/terms")
item(C, ["Seasonal business here (we rent out skis lol). If I pause our plan starting today for as long as you allow, until what date can it stay paused?"],
     f"A plan can be paused for up to 6 months, with automations switched off and data kept. Starting today, December 1, 2026, that runs until {d(c9_date)}.",
     [d(c9_date)], ["May 31, 2027"], "/terms, /refund-policy")
item(C, ["isnt GPT-4 like 30 cents per 1k tokens on your bots? at that rate 800k tokens a month would bankrupt me. what would 800k tokens actually cost"],
     f"No, GPT-4 is listed at {money(GPT4)} per 1K tokens (3 cents, not 30). 800K tokens is 800 x {money(GPT4)} = {money(c10_cost)}.",
     [money(GPT4), money(c10_cost)], [], "/chatbots")
item(C, ["cheapest AI model on your list, and how much less per 1k tokens than Claude?"],
     f"GPT-3.5 Turbo is the cheapest at {money(GPT35)} per 1K tokens; Claude is {money(CLAUDE)}, so GPT-3.5 Turbo is {money(c11_gap)} less per 1K tokens.",
     ["GPT-3.5", money(c11_gap)], [], "/chatbots")
item(C, ["We want the bot on our website, inside our Slack and on our Facebook page messages. If you connect them one after the other, how many minutes of setup in total?"],
     f"Website takes {SETUP['Website']} minutes, Slack {SETUP['Slack']} minutes and Facebook Messenger {SETUP['Facebook Messenger']} minutes, so {c12_min} minutes in total.",
     [f"{c12_min} minutes"], [], "/chatbots")
item(C, ["My partner and I keep arguing about this. We're looking at three of your ready-made automations: the invoice one, the appointment reminders and the review requests. By your own numbers, how many hours a week would those three save us together?"],
     f"Invoice Processing saves about {SAVES['Invoice Processing']} hours a week, Appointment Reminders about {SAVES['Appointment Reminders']} and Review Requests about {SAVES['Review Requests']}, so about {c13_h} hours a week together.",
     [f"{c13_h} hours"], [], "/workflows")
item(C, ["Of the popular automations on your workflows page, which one saves the most time, and how many more hours a week than the one that saves the least?"],
     f"Support Ticket Triage saves the most, about {SAVES[best]} hours a week. The least is Review Requests at about {SAVES[worst]} hours, so the gap is {c14_gap} hours a week.",
     ["Support Ticket Triage", f"{c14_gap} hours"], [], "/workflows")
item(C, ["Playing devil's advocate for my boss: one year of the Enterprise chatbot plan versus the one-time Custom Development. What does the year of Enterprise add up to, and how much more is that than the custom build?"],
     f"Enterprise is {money(CB_ENT)}/month, so a year is {money(c15_year)}. Custom Development is {money(CB_CUSTOM)} one-time, so the year of Enterprise costs {money(c15_gap)} more.",
     [money(c15_year), money(c15_gap)], [], "/chatbots")
item(C, ["our IT guy insists every tool we use has single sign-on, no separate passwords. cheapest chatbot plan that gives us that?"],
     f"SSO is listed only on the Enterprise chatbot plan, at {money(CB_ENT)}/month (unlimited conversations and chatbots).",
     ["Enterprise", money(CB_ENT)], [], "/chatbots")
item(C, ["I own a dry cleaner. I'd love my customers to have something on their iPhone or Android that buzzes them when their clothes are ready for pickup. Which of your builds is that, and what is it per month if I pay month by month?"],
     f"That is the Mobile App Development plan: an iOS and Android app from one codebase with push notifications, {money(MOB_M)}/month billed monthly (or {money(MOB_Y)}/month with a 12-month plan).",
     ["Mobile App", money(MOB_M)], [], "/ai-vibe-coding")
item(C, ["im a math tutor. want a site where my students make an account, log in, see a dashboard of their lessons and pay me online. which vibe coding plan is that and whats the monthly price without a yearly commitment"],
     f"That is the Smart Web Application: user accounts and authentication, database and dashboards, and payment integration, for {money(APP_M)}/month billed monthly ({money(APP_Y)}/month with a 12-month plan).",
     ["Smart Web", money(APP_M)], [], "/ai-vibe-coding")
item(C, ["Our booking chatbot went completely dead at 11:30 PM on a Friday night. Going by your own support policy, by what time should it be fixed?"],
     f"A chatbot that is down is a Critical issue, handled 24/7, with a first response within 2 hours and resolution within {CRIT_RESOLVE_H} hours, so it should be resolved by 3:30 AM on Saturday.",
     ["3:30"], [], "/development-policy")
item(C, ["Two-year budget request from our CFO: Business Pro at the current limited-time price plus the Smart Web Application at the 12-month rate, both for 24 months. Exact grand total please."],
     f"Business Pro: 24 x {money(BP_PRICE)} = {money(BP_PRICE * 24)}. Smart Web Application at the 12-month rate: 24 x {money(APP_Y)} = {money(APP_Y * 24)}. Grand total {money(c20_total)}.",
     [money(c20_total)], [], "/pricing, /ai-vibe-coding")

# ---- paraphrase (6)
item(P, ["biggest attachment I can throw at your consultation form?"],
     "The supporting file on the consultation form can be up to 10 MB (PDF, images, Word, Excel, PowerPoint, CSV, plain text or ZIP).",
     ["10 MB"], [], "/contact")
item(P, ["Hypothetically, if we ever ended up in a legal dispute with you, whose laws apply and where would it be heard?"],
     "The terms are governed by the laws of the State of North Carolina, and disputes are decided by the state and federal courts in Wake County, North Carolina.",
     ["North Carolina"], [], "/terms")
item(P, ["that __stripe_sid thing, how long does it hang around?"],
     "The __stripe_sid cookie, set by Stripe on checkout pages for fraud prevention, lasts 30 minutes.",
     ["30 minutes"], [], "/cookies")
item(P, ["Can my nephew, he's 14, use your site to set up a bot for his lemonade stand?"],
     "The site is for businesses and is not directed at anyone under 16, so a 14-year-old should not be using it; Relaywise does not knowingly collect their personal data.",
     ["16"], [], "/privacy")
item(P, ["how long do you hold on to the records of what I paid you?"],
     "Payment records are kept for 7 years, as tax and accounting law requires.",
     ["7 years"], [], "/privacy")
item(P, ["Our files are a mess of PDFs, spreadsheets, scans and photos. Roughly how many kinds of files can your document search deal with?"],
     "Intelligent File Management handles 50+ file formats, from PDFs and spreadsheets to images, with vector search.",
     ["50"], [], "/features")

# ---- followup (6)
item(F, ["how many days do i get to change my mind and get my money back", "ok so i paid my first payment on november 27 2026. until what date can i still ask?"],
     f"The refund window is 7 days from the first payment. Paid on November 27, 2026, you can ask for a full refund until {d(f1_date)}, so you are still in time today.",
     [d(f1_date)], ["December 3, 2026"], "/refund-policy")
item(F, ["How long does it take to hook the chatbot up to WhatsApp?", "and for plain text messages?"],
     f"WhatsApp takes {SETUP['WhatsApp']} minutes; SMS (two-way text conversations) takes {SETUP['SMS']} minutes.",
     [f"{SETUP['SMS']} minutes"], [], "/chatbots")
item(F, ["Tell me about Mobile App Development.", "if i lock in the yearly rate, whats my total for the 12 months"],
     f"With the 12-month plan Mobile App Development is {money(MOB_Y)}/month, so {money(f3_year)} for the 12 months (versus {money(MOB_M * 12)} billed monthly, saving {money((MOB_M - MOB_Y) * 12)}).",
     [money(f3_year)], [], "/ai-vibe-coding")
item(F, ["how long does the rw_chat cookie last", "and the one that remembers my saved workflows?"],
     "rw_chat lasts 30 days. The saved-workflows cookie, rw_visitor, lasts 1 year.",
     ["1 year"], [], "/cookies")
item(F, ["What's Business Pro going for right now?", "And at the regular price, what would a full year cost me?"],
     f"Business Pro is {money(BP_PRICE)}/month at the limited-time price. At the regular {money(BP_REGULAR)}/month, a full year would be {money(f5_year)}.",
     [money(f5_year)], [], "/pricing")
item(F, ["An important feature in our automation broke and there is no workaround. What priority does that count as?", "If I report it at 9am on a Tuesday, by when should it be resolved?"],
     "That is High priority: first response within 4 hours and resolution the same day, so it should be resolved on that Tuesday.",
     ["same day"], [], "/development-policy")

# ---- unanswerable (8)
item(U, ["I run a dental office and our patient info is sensitive. Are you HIPAA compliant and will you sign a BAA with us?"],
     "The pages do not mention HIPAA or business associate agreements. They state 256-bit encryption and SOC 2 compliant infrastructure; for HIPAA and a BAA the right step is to ask a specialist or sales. No compliance claim should be invented.",
     [], [], "/features, /privacy", True)
item(U, ["do you integrate with mindbody? our whole yoga studio runs on it"],
     "The pages mention 100+ integrations with CRM, calendar and accounting tools but do not name Mindbody, so whether it is supported has to be confirmed with a specialist.",
     [], [], "/features", True)
item(U, ["On the $49 chatbot Starter, what do you charge for each conversation after the first 1,000?"],
     "The pages give Starter as up to 1,000 conversations and Professional as up to 10,000, but state no per-conversation or overage charge; the assistant should not invent one and can suggest a specialist or the Professional plan for more volume.",
     [], [], "/chatbots", True)
item(U, ["When exactly does the limited time pricing end? I need to know my deadline to sign."],
     "The pricing page calls the prices limited-time and says they stay yours as long as you keep the plan, but gives no end date for the offer; a specialist or sales can confirm.",
     [], [], "/pricing", True)
item(U, ["what's the fee per text for the SMS alerts?"],
     "No per-text price is given. SMS and telephony fees are mentioned only as third-party costs, with no figure; a specialist would need to quote it.",
     [], [], "/refund-policy", True)
item(U, ["You say 99.9% uptime. If you miss it in a month, how much gets credited back on my bill?"],
     "The pages state a 99.9% monthly uptime target but say nothing about service credits or compensation when it is missed; the assistant should not invent a credit and can offer a specialist.",
     [], [], "/terms", True)
item(U, ["Business Pro comes with 8 workflows. How much does it cost to add a 9th one on top?"],
     "The pages give no add-on price for extra workflows. Business Elite has unlimited workflows at custom pricing; a specialist or sales would have to quote anything else.",
     [], [], "/pricing", True)
item(U, ["We're a registered nonprofit food bank. What percentage off do you give charities?"],
     "The pages mention no nonprofit or charity discount; only the limited-time plan prices are listed. The assistant should not invent a discount and can offer a specialist.",
     [], [], "/pricing", True)

# ---------------------------------------------------------------- checks
counts = {}
for it in ITEMS:
    counts[it["category"]] = counts.get(it["category"], 0) + 1
assert len(ITEMS) == 40
assert counts == {C: 20, P: 6, F: 6, U: 8}, counts
ids = [it["id"] for it in ITEMS]
assert len(set(ids)) == len(ids)
for it in ITEMS:
    exp = it["expected"].lower()
    assert 1 <= len(it["turns"]) <= 2
    if it["category"] == F:
        assert len(it["turns"]) == 2, it["id"]
    else:
        assert len(it["turns"]) == 1, it["id"]
    for s in it["must_include"]:
        assert s.lower() in exp, (it["id"], s)
    for s in it["must_not_include"]:
        assert s.lower() not in exp, (it["id"], s)
    if it["category"] == U:
        assert it.get("unanswerable") is True and it["must_include"] == [], it["id"]
    else:
        assert "unanswerable" not in it and it["must_include"], it["id"]
    for s in it["must_include"]:
        assert not re.search(r"\$\d[\d,]*\.00\b", s), s
    for path in [p.strip() for p in it["source"].split(",")]:
        name = "home" if path == "/" else path.strip("/")
        assert name in PAGES, (it["id"], path)

with open(os.path.join(HERE, "assistant-sixteenth.json"), "w") as f:
    json.dump(ITEMS, f, indent=2, ensure_ascii=False)
    f.write("\n")
print("wrote", len(ITEMS), "items", counts)

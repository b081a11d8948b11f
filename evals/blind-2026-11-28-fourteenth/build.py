#!/usr/bin/env python3
"""Build the blind evaluation set assistant-fourteenth.json from the page texts.

Every fact is a constant copied from pages/*.txt; src() asserts the snippet is
really there. Every computed figure or date is computed and asserted here.
"""
import datetime as dt
import glob
import json
import re

TEXTS = {p.split("/")[-1][:-4]: open(p).read() for p in glob.glob("pages/*.txt")}
assert len(TEXTS) == 12, sorted(TEXTS)


def src(snippet, page=None):
    """Assert that snippet appears verbatim in a page text (or in a given page)."""
    pages = [page] if page else list(TEXTS)
    assert any(snippet in TEXTS[p] for p in pages), f"missing snippet: {snippet!r} ({page})"
    return snippet


def money(x):
    """$1,234 or $27.50 (no .00 on whole dollars)."""
    if abs(x - round(x)) < 1e-9:
        return f"${int(round(x)):,}"
    if abs(x * 100 - round(x * 100)) < 1e-9:
        return f"${x:,.2f}"
    return "$" + f"{x:,.4f}".rstrip("0")


def date(d):
    return f"{d:%B} {d.day}, {d.year}"


def add_months(d, n):
    m = d.month - 1 + n
    return d.replace(year=d.year + m // 12, month=m % 12 + 1)


def num(snippet):
    """First number in a snippet ($1,234 / 0.0025 / 24)."""
    return float(re.search(r"\d[\d,]*(?:\.\d+)?", snippet).group().replace(",", ""))


TODAY = dt.date(2026, 11, 28)
assert TODAY.strftime("%A") == "Saturday"

# ---------------------------------------------------------------- /pricing
src("Business Starter", "pricing"); src("Business Pro", "pricing"); src("Business Elite", "pricing")
src("Prices in US dollars, billed monthly. Limited-time prices stay yours as long as you keep the plan.", "pricing")
STARTER = num(src("$197", "pricing"))                    # Business Starter /month
STARTER_REG = num(src("$297", "pricing"))                # regular
src("$100/month limited time", "pricing")
PRO = num(src("$397", "pricing"))
PRO_REG = num(src("$597", "pricing"))
src("$200/month limited time", "pricing")
assert STARTER_REG - STARTER == 100 and PRO_REG - PRO == 200
STARTER_WF = num(src("3 custom automated workflows", "pricing"))
PRO_WF = num(src("8 custom automated workflows", "pricing"))
src("Unlimited automated workflows", "pricing")
src("Custom pricing", "pricing")
src("Contact Sales", "pricing")
src("Priority support, response within 4 hours", "pricing")
src("AI chatbot for your website", "pricing")

# ---------------------------------------------------------------- /chatbots
CB_STARTER = num(src("$49", "chatbots")); src("Up to 1,000 conversations", "chatbots")
CB_PRO = num(src("$149", "chatbots")); src("Up to 10,000 conversations", "chatbots")
CB_ENT = num(src("$499", "chatbots")); src("Unlimited conversations", "chatbots")
src("Website widget", "chatbots"); src("All channels", "chatbots")
src("Start Free Trial", "chatbots")
src("Custom pricing", "chatbots")
GPT4 = num(src("$0.03", "chatbots"))
CLAUDE = num(src("$0.015", "chatbots"))
GPT35 = num(src("$0.0025", "chatbots"))
src("Usage is billed at the provider's price per 1,000 tokens.", "chatbots")
src("GPT-3.5 Turbo", "chatbots")
WEB_SETUP = num(src("Setup time: 15 minutes", "chatbots"))      # Website (first listed)
WA_SETUP = num(src("Setup time: 30 minutes", "chatbots"))       # WhatsApp
assert re.search(r"Website\nA chat widget on every page of your site.\nSetup time: 15 minutes", TEXTS["chatbots"])
assert re.search(r"WhatsApp\nAnswer customers where they already message.\nSetup time: 30 minutes", TEXTS["chatbots"])

# ---------------------------------------------------------------- /ai-vibe-coding
src("Commercial Website", "ai-vibe-coding"); src("Smart Web Application", "ai-vibe-coding"); src("Mobile App Development", "ai-vibe-coding")
src("billed monthly, or $179/month with a 12-month plan (save $240/year)", "ai-vibe-coding")
src("billed monthly, or $199/month with a 12-month plan (save $240/year)", "ai-vibe-coding")
src("billed monthly, or $259/month with a 12-month plan (save $360/year)", "ai-vibe-coding")
WEB_M, WEB_Y = 199, 179
APP_M, APP_Y = 219, 199
MOB_M, MOB_Y = 289, 259
for m, y, save in [(WEB_M, WEB_Y, 240), (APP_M, APP_Y, 240), (MOB_M, MOB_Y, 360)]:
    src(f"${m}", "ai-vibe-coding")
    assert (m - y) * 12 == save
src("An iOS and Android app for your customers or team.", "ai-vibe-coding")
src("A web application with logins, data and AI features.", "ai-vibe-coding")
src("User accounts and authentication", "ai-vibe-coding"); src("Payment integration", "ai-vibe-coding")
src("A fast, modern business website built and maintained for you.", "ai-vibe-coding")
TRIAL_DAYS = num(src("14-day free trial, then your card is charged monthly.", "ai-vibe-coding"))

# ---------------------------------------------------------------- /workflows
HOURS = {}
for name, h in [("Lead Follow-Up", 6), ("Invoice Processing", 5), ("Appointment Reminders", 4),
                ("Support Ticket Triage", 7), ("Document Intake", 5), ("Review Requests", 3)]:
    assert re.search(re.escape(name) + r"\n[^\n]*\n(?:\d\n[^\n]*\n){4}Saves about " + str(h) + " hours a week",
                     TEXTS["workflows"]), name
    HOURS[name] = h

# ---------------------------------------------------------------- legal pages
REFUND_DAYS = num(src("New customers can ask for a full refund within 7 days of their first payment.", "terms"))
src("within 7 days of your first payment", "refund-policy")
CANCEL_DAYS = num(src("To cancel a monthly plan, give us at least 30 days notice in writing. Billing stops at the end of the notice period and the service runs until then.", "terms"))
PAUSE_MONTHS = num(src("You may pause a plan for up to 6 months.", "terms"))
src("If you cancel an annual plan early, the remaining months of the annual term are due.", "terms")
src("at the lower yearly-plan rate with a 12-month commitment", "terms")
DELETE_DAYS = num(src("We delete your data within 30 days after termination", "terms"))
LIAB_MONTHS = num(src("our total liability for any claim is limited to the fees you paid us in the 12 months before the claim arose", "terms"))
src("These terms are governed by the laws of the State of North Carolina", "terms")
src("Wake County, North Carolina", "terms")
src("Critical", "development-policy"); src("A live automation, chatbot or site is down or losing data.", "development-policy")
assert "A live automation, chatbot or site is down or losing data.\n2 hours\n4 hours" in TEXTS["development-policy"]
src("Technical logs\n30 days", "privacy")
src("Payment records\n7 years, as tax and accounting law requires", "privacy")
src("Raleigh, NC", "contact"); src("Headquarters", "contact")
src("Up to 10 MB.", "contact")

# ---------------------------------------------------------------- facts for unanswerable items (checked absent)
ALL = "\n".join(TEXTS.values()).lower()
for absent in ["hipaa", "nonprofit", "non-profit", "overage", "jobber", "pages included", "trial length"]:
    assert absent not in ALL, absent
assert "day free trial" not in TEXTS["chatbots"].lower() and "-day" not in TEXTS["chatbots"]
assert "yearly" not in TEXTS["pricing"].lower() and "annual" not in TEXTS["pricing"].lower()

# ---------------------------------------------------------------- computations
c_pro6 = PRO * 6; assert money(c_pro6) == "$2,382"
c_pro6_save = (PRO_REG - PRO) * 6; assert money(c_pro6_save) == "$1,200"
c_starter_year = STARTER * 12; assert money(c_starter_year) == "$2,364"
c_bakery = WEB_M + CB_STARTER; assert money(c_bakery) == "$248"
c_mob_year = MOB_Y * 12; assert money(c_mob_year) == "$3,108"
d_refund = TODAY + dt.timedelta(days=REFUND_DAYS); assert date(d_refund) == "December 5, 2026"
d_trial = TODAY + dt.timedelta(days=TRIAL_DAYS); assert date(d_trial) == "December 12, 2026"
d_cancel = TODAY + dt.timedelta(days=CANCEL_DAYS); assert date(d_cancel) == "December 28, 2026"
d_pause = add_months(dt.date(2026, 12, 15), int(PAUSE_MONTHS)); assert date(d_pause) == "June 15, 2027"
h_triage_year = HOURS["Support Ticket Triage"] * 52; assert h_triage_year == 364
h_three = HOURS["Lead Follow-Up"] + HOURS["Invoice Processing"] + HOURS["Appointment Reminders"]
assert h_three == 15 and h_three * 4 == 60
tok = 2_000_000 / 1000
c_gpt4, c_gpt35 = GPT4 * tok, GPT35 * tok
assert money(c_gpt4) == "$60" and money(c_gpt35) == "$5" and money(c_gpt4 - c_gpt35) == "$55"
m_setup = WEB_SETUP + WA_SETUP; assert m_setup == 45
d_delete = dt.date(2026, 12, 31) + dt.timedelta(days=DELETE_DAYS); assert date(d_delete) == "January 30, 2027"
c_liab = PRO * LIAB_MONTHS; assert money(c_liab) == "$4,764"
c_early = MOB_Y * (12 - 5); assert money(c_early) == "$1,813"
c_web_year = WEB_Y * 12; assert money(c_web_year) == "$2,148"
c_cbpro6 = CB_PRO * 6; assert money(c_cbpro6) == "$894"
assert min([("GPT-4", GPT4), ("Claude", CLAUDE), ("GPT-3.5 Turbo", GPT35)], key=lambda t: t[1])[0] == "GPT-3.5 Turbo"
d_refund2 = dt.date(2026, 11, 25) + dt.timedelta(days=REFUND_DAYS); assert date(d_refund2) == "December 2, 2026"
top2 = sorted(HOURS.items(), key=lambda t: -t[1])[:2]
assert [t[0] for t in top2] == ["Support Ticket Triage", "Lead Follow-Up"] and sum(t[1] for t in top2) == 13
c_pro_year_save = (PRO_REG - PRO) * 12; assert money(c_pro_year_save) == "$2,400"
# cheapest-offer constraints
assert STARTER_WF < 5 <= PRO_WF
assert 3000 > 1000 and 3000 <= 10000           # WhatsApp + 3,000 conversations -> Professional
assert 25000 > 10000                            # -> Enterprise (unlimited)

ITEMS = []


def item(cat, turns, expected, must, must_not, source, unanswerable=False):
    it = {"id": f"v{len(ITEMS) + 1:03d}", "category": cat, "turns": turns, "expected": expected,
          "must_include": must, "must_not_include": must_not, "source": source}
    if unanswerable:
        it["unanswerable"] = True
        assert must == []
    ITEMS.append(it)


# ================================================================ composition (20)
item("composition",
     ["hey so i run a small plumbing biz and i think we need like 5 or 6 automated workflows eventually whats the cheapest plan that actually covers that"],
     f"Business Pro at {money(PRO)}/month is the cheapest plan that covers it: it includes {int(PRO_WF)} custom automated workflows, while Business Starter includes only {int(STARTER_WF)}.",
     ["Business Pro", money(PRO)], [], "/pricing")
item("composition",
     ["I teach yoga and most of my students message me on WhatsApp, around 3,000 conversations a month all told. Honestly I just want the cheapest chatbot plan that can handle that. Which one?"],
     f"The Professional chatbot plan at {money(CB_PRO)}/month: it covers up to 10,000 conversations and all channels, while the {money(CB_STARTER)} Starter plan is limited to 1,000 conversations and the website widget.",
     ["Professional", money(CB_PRO)], [], "/chatbots")
item("composition",
     ["We are an online shop with roughly 25,000 customer chats every month. Which chatbot plan is the lowest-priced one that can take that volume?"],
     f"Enterprise at {money(CB_ENT)}/month, since it has unlimited conversations; Professional stops at 10,000 conversations a month.",
     ["Enterprise", money(CB_ENT)], [], "/chatbots")
item("composition",
     ["I'd like a simple one-page website for my bakery, and the cheapest chatbot plan to put on it. Paying month to month, what's my total each month?"],
     f"The Commercial Website at {money(WEB_M)}/month plus the Starter chatbot plan at {money(CB_STARTER)}/month comes to {money(c_bakery)} a month.",
     [money(c_bakery)], [], "/ai-vibe-coding")
item("composition",
     ["For my books I need the exact figure: the Mobile App Development plan on the 12-month plan, total cost over those 12 months?"],
     f"On the 12-month plan Mobile App Development is {money(MOB_Y)}/month, so 12 months come to {money(c_mob_year)}.",
     [money(c_mob_year)], [], "/ai-vibe-coding")
item("composition",
     ["If I take Business Pro for 6 months at the limited-time price, what do I pay in total, and how much is that below the regular price for the same 6 months?"],
     f"Six months of Business Pro at {money(PRO)}/month cost {money(c_pro6)}, which is {money(c_pro6_save)} less than the regular {money(PRO_REG)}/month would cost.",
     [money(c_pro6), money(c_pro6_save)], [], "/pricing")
item("composition",
     ["Come on, Business Starter is $297 a month, so that's like $3,564 a year. Way too much for a two-person shop."],
     f"Business Starter is currently {money(STARTER)}/month (the regular price is {money(STARTER_REG)}), so a year comes to {money(c_starter_year)}, and the limited-time price stays yours as long as you keep the plan.",
     [money(STARTER), money(c_starter_year)], [], "/pricing")
item("composition",
     ["I'm paying for Business Pro today. Up to what date could I still ask for my money back if it's not a fit?"],
     f"You can ask for a full refund within {int(REFUND_DAYS)} days of your first payment, so until {date(d_refund)}.",
     [date(d_refund)], ["December 6, 2026", "December 3, 2026"], "/refund-policy")
item("composition",
     ["Hello, I want start the free trial for Smart Web Application today. On which date my card is charged the first time?"],
     f"The trial is 14 days, so starting today ({date(TODAY)}) your card is first charged on {date(d_trial)}.",
     [date(d_trial)], ["December 14, 2026", "December 26, 2026"], "/ai-vibe-coding")
item("composition",
     ["I want to cancel our monthly Business Starter plan. If I send the written notice today, when does billing stop?"],
     f"Monthly plans need at least {int(CANCEL_DAYS)} days written notice; with notice today billing stops and the service runs until {date(d_cancel)}.",
     [date(d_cancel)], ["December 29, 2026", "January 28, 2027"], "/terms")
item("composition",
     ["Our landscaping crew shuts down for the off season. We'd like to pause our plan starting December 15, 2026 for as long as you allow. What's the latest date it would come back on?"],
     f"A plan can be paused for up to {int(PAUSE_MONTHS)} months, so a pause from December 15, 2026 can last until {date(d_pause)}.",
     [date(d_pause)], ["May 15, 2027", "December 15, 2027"], "/terms")
item("composition",
     ["If you set up Support Ticket Triage for us, roughly how many hours would it save us over a 52-week year?"],
     f"Support Ticket Triage saves about {HOURS['Support Ticket Triage']} hours a week, so about {h_triage_year} hours over 52 weeks.",
     [str(h_triage_year)], [], "/workflows")
item("composition",
     ["Thinking of Lead Follow-Up, Invoice Processing and Appointment Reminders together. How much time would those three save me over four weeks?"],
     f"They save about {HOURS['Lead Follow-Up']} + {HOURS['Invoice Processing']} + {HOURS['Appointment Reminders']} = {h_three} hours a week, so about {h_three * 4} hours over four weeks.",
     [f"{h_three * 4} hours"], [], "/workflows")
item("composition",
     ["My gym members keep asking for an Android app to book classes. What would you build that under, and what's the monthly price if I commit for a year?"],
     f"That is Mobile App Development (iOS and Android from one codebase), {money(MOB_Y)}/month on the 12-month plan ({money(MOB_M)}/month billed monthly).",
     ["Mobile App Development", money(MOB_Y)], [], "/ai-vibe-coding")
item("composition",
     ["I'm a bookkeeper and I want a client login area where my clients can see their own dashboards and pay my invoices online. Which of your offers is that, and what does it cost per month?"],
     f"That is the Smart Web Application (user accounts, dashboards, payment integration) at {money(APP_M)}/month billed monthly, or {money(APP_Y)}/month on a 12-month plan.",
     ["Smart Web Application", money(APP_M)], [], "/ai-vibe-coding")
item("composition",
     ["We'd push about 2 million tokens a month through the bot. What's the cost difference between running it on GPT-4 versus GPT-3.5 Turbo?"],
     f"At {money(GPT4)} per 1K tokens GPT-4 costs about {money(c_gpt4)} for 2 million tokens, and GPT-3.5 Turbo at {money(GPT35)} about {money(c_gpt35)}, a difference of {money(c_gpt4 - c_gpt35)} a month.",
     [money(c_gpt4 - c_gpt35)], [], "/chatbots")
item("composition",
     ["setup time website widget + whatsapp?"],
     f"About {int(m_setup)} minutes in total: {int(WEB_SETUP)} minutes for the website widget and {int(WA_SETUP)} minutes for WhatsApp.",
     [f"{int(m_setup)} minutes"], [], "/chatbots")
item("composition",
     ["Our contract with you ends on December 31, 2026. By what date will our data actually be gone from your systems?"],
     f"Data is deleted within {int(DELETE_DAYS)} days after termination, so by {date(d_delete)} (records the law requires are kept longer).",
     [date(d_delete)], ["January 31, 2027", "December 31, 2027"], "/terms")
item("composition",
     ["Accountant here. The client has paid Business Pro at $397 every month for the last 12 months. Under your terms, what is the maximum Relaywise's liability could be for a claim today?"],
     f"Liability is capped at the fees paid in the 12 months before the claim, so 12 x {money(PRO)} = {money(c_liab)}.",
     [money(c_liab)], [], "/terms")
item("composition",
     ["We signed up for the Mobile App 12-month plan at $259 a month and have paid 5 months. If we cancel now, how much is still owed?"],
     f"Cancelling a 12-month plan early leaves the remaining months due: 7 x {money(MOB_Y)} = {money(c_early)}.",
     [money(c_early)], [], "/terms")

# ================================================================ paraphrase (6)
item("paraphrase", ["where r u guys actually located"],
     "Relaywise is headquartered in Raleigh, NC.", ["Raleigh"], [], "/contact")
item("paraphrase", ["How long do you hold on to server logs that have my IP address in them?"],
     "Technical logs, including IP addresses, are kept for 30 days.", ["30 days"], [], "/privacy")
item("paraphrase", ["If our chatbot goes completely dark, how long until you've actually fixed it?"],
     "A chatbot that is down is a Critical issue: first response within 2 hours and resolution within 4 hours.",
     ["4 hours"], [], "/development-policy")
item("paraphrase", ["What's the biggest attachment I can send with the consultation request form?"],
     "A supporting file of up to 10 MB.", ["10 MB"], [], "/contact")
item("paraphrase", ["If we ever had a legal dispute with you, which state's law applies?"],
     "The laws of the State of North Carolina, with disputes decided by courts in Wake County, North Carolina.",
     ["North Carolina"], [], "/terms")
item("paraphrase", ["For how many years do you keep records of my payments?"],
     "Payment records are kept for 7 years, as tax and accounting law requires.", ["7 years"], [], "/privacy")

# ================================================================ followup (6)
item("followup", ["What does a business website cost with you?",
                  "ok and if I lock in the 12-month plan, what do I pay over the whole year?"],
     f"On the 12-month plan the Commercial Website is {money(WEB_Y)}/month, so {money(c_web_year)} for the year.",
     [money(c_web_year)], [], "/ai-vibe-coding")
item("followup", ["I need a chatbot that answers on WhatsApp and SMS, maybe 5,000 conversations a month. Which plan?",
                  "what would that run me for half a year"],
     f"The Professional plan at {money(CB_PRO)}/month, so {money(c_cbpro6)} for six months.",
     [money(c_cbpro6)], [], "/chatbots")
item("followup", ["Which AI models can my chatbot run on?", "which of those is cheapest per 1K tokens?"],
     f"GPT-3.5 Turbo, at {money(GPT35)} per 1K tokens.", ["GPT-3.5 Turbo"], [], "/chatbots")
item("followup", ["I bought the Business Starter plan on November 25, 2026.",
                  "Is it too late for a refund? until when can I ask?"],
     f"It is not too late: the full refund is available within 7 days of the first payment, so until {date(d_refund2)}.",
     [date(d_refund2)], ["December 1, 2026", "December 3, 2026"], "/refund-policy")
item("followup", ["Which of your ready-made automations saves the most time per week?",
                  "and the top two together?"],
     f"Support Ticket Triage (about 7 hours a week) and Lead Follow-Up (about 6) together save about 13 hours a week.",
     ["13 hours"], [], "/workflows")
item("followup", ["Which plan comes with 8 automated workflows?",
                  "how much does the limited-time price save me over a full year compared to the regular price?"],
     f"Business Pro: {money(PRO)}/month instead of the regular {money(PRO_REG)}, a saving of $200/month or {money(c_pro_year_save)} a year.",
     [money(c_pro_year_save)], [], "/pricing")

# ================================================================ unanswerable (8)
item("unanswerable", ["How many days is the free trial on the $49 Starter chatbot plan?"],
     "The chatbot page offers a free trial but does not say how long it lasts; the team can confirm it.",
     [], [], "/chatbots", True)
item("unanswerable", ["Just give me the number: what does Business Elite cost per month?"],
     "Business Elite has custom pricing with no published figure; Sales can give a quote.",
     [], [], "/pricing", True)
item("unanswerable", ["Is there a discount on Business Pro if I pay for a whole year up front?"],
     "The pricing page only shows monthly billing and does not list a yearly price for Business Pro; a specialist can answer that.",
     [], [], "/pricing", True)
item("unanswerable", ["What happens cost-wise if my Starter chatbot goes over 1,000 conversations in a month? What's the overage fee?"],
     "The page does not state an overage fee; it only lists Professional (up to 10,000 conversations) as the next plan, and the team can explain what happens.",
     [], [], "/chatbots", True)
item("unanswerable", ["I run a dental clinic. Are you HIPAA compliant and will you sign a BAA?"],
     "The pages mention 256-bit encryption and SOC 2 compliant infrastructure but say nothing about HIPAA or BAAs; a specialist should confirm.",
     [], ["yes, we are hipaa", "we sign baas"], "/features", True)
item("unanswerable", ["do you do nonprofit pricing? we're a small animal shelter"],
     "The site does not mention nonprofit discounts; the team can tell you whether one is possible.",
     [], [], "/pricing", True)
item("unanswerable", ["Can you connect to Jobber? That's where all our jobs and invoices live."],
     "The site mentions 100+ integrations but does not list Jobber; a specialist can confirm.",
     [], [], "/features", True)
item("unanswerable", ["How many pages are included in the Commercial Website plan?"],
     "The plan description does not state a page count; a specialist can scope it in a free consultation.",
     [], [], "/ai-vibe-coding", True)

# ---------------------------------------------------------------- checks and output
from collections import Counter
cnt = Counter(i["category"] for i in ITEMS)
assert len(ITEMS) == 40 and cnt == {"composition": 20, "paraphrase": 6, "followup": 6, "unanswerable": 8}, cnt
for it in ITEMS:
    exp = it["expected"].lower()
    for s in it["must_include"]:
        assert s.lower() in exp, (it["id"], s)
    for s in it["must_not_include"]:
        assert s.lower() not in exp, (it["id"], s)
    if it["category"] == "followup":
        assert 2 <= len(it["turns"]) <= 3
    else:
        assert len(it["turns"]) == 1
    assert not re.search(r"\$\d[\d,]*\.00\b", it["expected"])
with open("assistant-fourteenth.json", "w") as f:
    json.dump(ITEMS, f, indent=2, ensure_ascii=False)
print("wrote assistant-fourteenth.json", dict(cnt))

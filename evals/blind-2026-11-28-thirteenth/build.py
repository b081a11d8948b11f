"""Build the blind evaluation set assistant-thirteenth.json from the rendered page texts in pages/."""
import glob, json
from datetime import date, timedelta

TEXTS = {p: open(p).read() for p in glob.glob("pages/*.txt")}
assert len(TEXTS) == 12, TEXTS.keys()

def src(snippet):
    """Assert the exact snippet appears in some page text; return it."""
    hits = [p for p, t in TEXTS.items() if snippet in t]
    assert hits, f"snippet not found in pages: {snippet!r}"
    return snippet

def money(x):
    """$1,234 or $27.50 (no .00 on whole dollars)."""
    x = round(x, 2)
    if abs(x - round(x)) < 1e-9:
        return f"${int(round(x)):,}"
    return f"${x:,.2f}"

def fmt(d):
    return f"{d.strftime('%B')} {d.day}, {d.year}"

def add_months(d, n):
    m = d.month - 1 + n
    return date(d.year + m // 12, m % 12 + 1, d.day)

TODAY = date(2026, 11, 28)
assert TODAY.strftime("%A") == "Saturday"

# ---------------- facts copied from the page texts ----------------
# /pricing (automation plans)
src("Business Starter"); src("$197/monthRegular price $297"); src("3 custom automated workflows")
src("Business Pro"); src("$397/monthRegular price $597"); src("8 custom automated workflows")
src("Business Elite"); src("Custom pricing"); src("Dedicated automation specialist")
src("Priority support, response within 4 hours")
src("Prices in US dollars, billed monthly.")
BS, BS_REG, BS_WF = 197, 297, 3
BP, BP_REG, BP_WF = 397, 597, 8
# /chatbots (chatbot plans, models, channels)
src("Up to 1,000 conversations"); src("$49/month"); src("1 chatbot"); src("Website widget")
src("Up to 10,000 conversations"); src("$149/month"); src("3 chatbots"); src("All channels")
src("Unlimited conversations"); src("$499/month"); src("Unlimited chatbots")
src("$2,999one-time"); src("Custom Development")
CB_START, CB_PRO, CB_ENT, CB_CUSTOM = 49, 149, 499, 2999
CB_PRO_CONV = 10_000
src("GPT-4"); src("$0.03per 1K tokens")
src("GPT-3.5 Turbo"); src("$0.0025per 1K tokens")
src("Claude"); src("$0.015per 1K tokens")
GPT4, GPT35 = 0.03, 0.0025
src("Website\nA chat widget on every page of your site.\nSetup time: 15 minutes")
src("Slack\nAn internal assistant for your team.\nSetup time: 15 minutes")
src("Facebook Messenger\nReply to page messages instantly.\nSetup time: 20 minutes")
src("WhatsApp\nAnswer customers where they already message.\nSetup time: 30 minutes")
SETUP_WEB, SETUP_SLACK, SETUP_FB = 15, 15, 20
src("Start Free Trial for the Starter plan")  # trial length for chatbot plans is NOT stated
# /ai-vibe-coding
src("Commercial Website"); src("$199/month"); src("billed monthly, or $179/month with a 12-month plan (save $240/year)")
src("Smart Web Application"); src("$219/month"); src("billed monthly, or $199/month with a 12-month plan (save $240/year)")
src("User accounts and authentication"); src("Payment integration")
src("Mobile App Development"); src("$289/month"); src("billed monthly, or $259/month with a 12-month plan (save $360/year)")
src("An iOS and Android app for your customers or team.")
src("14-day free trial, then your card is charged monthly.")
WEB_M, WEB_Y = 199, 179
APP_M, APP_Y = 219, 199
MOB_M, MOB_Y = 289, 259
TRIAL_DAYS = 14
src("Book a free consultation and a specialist follows up within 1 hour to scope your project.")
# /workflows
src("Lead Follow-Up"); src("Saves about 6 hours a week")
src("Invoice Processing"); src("Saves about 5 hours a week")
src("Support Ticket Triage"); src("Saves about 7 hours a week")
src("Appointment Reminders"); src("Saves about 4 hours a week"); src("Review Requests"); src("Saves about 3 hours a week")
H_LEAD, H_INVOICE, H_TRIAGE, H_DOC, H_APPT, H_REVIEW = 6, 5, 7, 5, 4, 3
# /refund-policy and /terms
src("within 7 days of your first payment, you can ask for a full refund of that payment")
REFUND_DAYS = 7
src("To cancel a monthly plan, give us at least 30 days notice in writing. Billing stops at the end of the notice period")
NOTICE_DAYS = 30
src("You may pause a plan for up to 6 months.")
PAUSE_MONTHS = 6
src("We delete your data within 30 days after termination")
DELETE_DAYS = 30
src("These terms are governed by the laws of the State of North Carolina")
# /development-policy
src("Your first automation goes live within 24 hours.")
src("Critical\nA live automation, chatbot or site is down or losing data.\n2 hours\n4 hours")
# /contact
src("Raleigh, NC"); src("Up to 10 MB.")
# /privacy
src("7 years, as tax and accounting law requires")
src("Some of these providers may process data in the United States.")

# ---------------- computed figures ----------------
c1 = BP * 6;            assert BS_WF < 5 <= BP_WF and c1 == 2382
c2 = CB_PRO * 12;       assert c2 == 1788
c3 = CB_ENT * 3;        assert 25_000 > CB_PRO_CONV and c3 == 1497
c4 = BP + WEB_M;        assert c4 == 596
c5 = MOB_Y * 12;        assert c5 == 3108 and MOB_M * 12 - c5 == 360
c6 = (WEB_M - WEB_Y) * 12; assert c6 == 240
c9 = WEB_Y * 12;        assert c9 == 2148
c10 = (H_LEAD + H_INVOICE) * 4; assert c10 == 44
c11 = date(2027, 1, 15) + timedelta(days=DELETE_DAYS); assert fmt(c11) == "February 14, 2027"
c12 = TODAY + timedelta(days=REFUND_DAYS); assert fmt(c12) == "December 5, 2026"
c13 = TODAY + timedelta(days=TRIAL_DAYS); assert fmt(c13) == "December 12, 2026"
c14 = TODAY + timedelta(days=NOTICE_DAYS); assert fmt(c14) == "December 28, 2026"
c15 = add_months(date(2027, 1, 10), PAUSE_MONTHS); assert fmt(c15) == "July 10, 2027"
c16 = (BS_REG - BS) * 6; assert c16 == 600
c17 = (CB_PRO - CB_START) * 12; assert c17 == 1200
c18a = 500_000 / 1000 * GPT4; c18b = 500_000 / 1000 * GPT35; c18d = c18a - c18b
assert money(c18a) == "$15" and money(c18b) == "$1.25" and money(c18d) == "$13.75"
c19 = SETUP_WEB + SETUP_SLACK + SETUP_FB; assert c19 == 50
c20 = CB_CUSTOM + CB_ENT * 12; assert c20 == 8987
f1 = APP_Y * 12;        assert f1 == 2388
f2 = BS * 24;           assert f2 == 4728
f3 = H_TRIAGE * 10;     assert max(H_LEAD, H_INVOICE, H_TRIAGE, H_DOC, H_APPT, H_REVIEW) == H_TRIAGE and f3 == 70
f4 = date(2026, 12, 30) + timedelta(days=REFUND_DAYS); assert fmt(f4) == "January 6, 2027"
f5 = 2_000_000 / 1000 * GPT35; assert min(GPT4, GPT35, 0.015) == GPT35 and money(f5) == "$5"
f6 = (BP - BS) * 12;    assert f6 == 2400

def C(i, turns, expected, inc, exc, source, cat="composition"):
    return {"id": f"u{i:03d}", "category": cat, "turns": turns, "expected": expected,
            "must_include": inc, "must_not_include": exc, "source": source}

def U(i, turns, expected, exc, source):
    d = C(i, turns, expected, [], exc, source, "unanswerable"); d["unanswerable"] = True; return d

items = [
 # ---------------- composition (20) ----------------
 C(1, ["We have five separate processes I want automated (quotes, onboarding, invoices, reminders, reporting). Which of your automation plans is the cheapest one that covers five workflows, and what would six months of it cost me?"],
   f"Business Starter only includes {BS_WF} workflows, so the cheapest fit is Business Pro (8 workflows) at {money(BP)}/month, which is {money(c1)} for six months.",
   ["Business Pro", money(c1)], ["$1,182", "$1,200"], "/pricing"),
 C(2, ["hey need a chatbot that answers on whatsapp whats the cheapest plan that does that and how much is it for a yr"],
   f"The chatbot Starter plan is website-widget only; the Professional plan ({money(CB_PRO)}/month, all channels) covers WhatsApp, which is {money(c2)} for a year.",
   ["Professional", money(c2)], ["$588"], "/chatbots"),
 C(3, ["Hello, my shop have around 25 000 conversations with customers each month. Which chatbot plan is correct for me, and how much I pay for three months please?"],
   f"Professional is capped at 10,000 conversations, so you need Enterprise (unlimited conversations) at {money(CB_ENT)}/month, which is {money(c3)} for three months.",
   ["Enterprise", money(c3)], ["$447"], "/chatbots"),
 C(4, ["For budgeting: if we take Business Pro and also the Commercial Website plan on monthly billing, what is our exact combined monthly charge?"],
   f"Business Pro is {money(BP)}/month and the Commercial Website is {money(WEB_M)}/month billed monthly, so together {money(c4)} per month.",
   [money(c4)], ["$616", "$576"], "/pricing"),
 C(5, ["We're going with the Mobile App Development plan on the 12-month plan. What's the total we'll pay across those twelve months?"],
   f"On the 12-month plan Mobile App Development is {money(MOB_Y)}/month, so {money(c5)} over twelve months (versus $3,468 billed monthly).",
   [money(c5)], ["$3,408", "$3,588"], "/ai-vibe-coding"),
 C(6, ["Your sales guy told me the yearly option on the Commercial Website saves me $300 a year. Doesn't add up to me. What's the real saving?"],
   f"The Commercial Website is {money(WEB_M)}/month billed monthly or {money(WEB_Y)}/month on a 12-month plan, a saving of {money(c6)} a year, not $300.",
   [money(c6)], ["you're right", "$360/year"], "/ai-vibe-coding"),
 C(7, ["I run a bakery and my dream is an iPhone app where regulars collect stamps. Which of your offers builds that and what's the monthly price?"],
   f"That's the Mobile App Development plan (iOS and Android from one codebase) at {money(MOB_M)}/month billed monthly, or {money(MOB_Y)}/month with a 12-month plan.",
   ["Mobile App Development", money(MOB_M)], ["$219/month"], "/ai-vibe-coding"),
 C(8, ["We need a booking portal where clients create an account, log in and pay their deposit online. Which plan is that, and what does it cost per month if billed monthly?"],
   f"That's the Smart Web Application plan (user accounts, database, payment integration) at {money(APP_M)}/month billed monthly.",
   ["Smart Web Application", money(APP_M)], ["$289/month"], "/ai-vibe-coding"),
 C(9, ["just a simple brochure site for my plumbing business, 5 pages, nothing fancy. if i sign up for the 12 month plan whats the total for the year"],
   f"A brochure site is the Commercial Website plan; on the 12-month plan it's {money(WEB_Y)}/month, so {money(c9)} for the year.",
   ["Commercial Website", money(c9)], ["$2,388"], "/ai-vibe-coding"),
 C(10, ["If you set up both the Lead Follow-Up and the Invoice Processing automations for us, how many hours would that save over 4 weeks going by your own estimates?"],
   f"Lead Follow-Up saves about {H_LEAD} hours a week and Invoice Processing about {H_INVOICE}, so about {c10} hours over 4 weeks.",
   [f"{c10} hours"], ["48 hours", "40 hours"], "/workflows"),
 C(11, ["Our contract with you would end on January 15, 2027. By what date will you have deleted our data at the latest?"],
   f"Data is deleted within {DELETE_DAYS} days after termination, so by {fmt(c11)}.",
   [fmt(c11)], ["February 15, 2027", "February 13, 2027"], "/terms"),
 C(12, ["I'm paying for Business Starter right now. If it turns out not to be for us, what is the last day I can ask for my money back?"],
   f"You can ask for a full refund within {REFUND_DAYS} days of your first payment, so paying today ({fmt(TODAY)}) the last day is {fmt(c12)}.",
   [fmt(c12)], ["December 4, 2026", "December 6, 2026"], "/refund-policy"),
 C(13, ["So my nephew convinced me to finally get a proper website for the salon, and I was going to click the free trial on the website plan this afternoon. Thing is, money's tight this month. On which date would my card actually get charged for the first time?"],
   f"AI Vibe Coding plans start with a {TRIAL_DAYS}-day free trial, so starting today ({fmt(TODAY)}) the first charge falls on {fmt(c13)}.",
   [fmt(c13)], ["December 11, 2026", "December 13, 2026"], "/ai-vibe-coding"),
 C(14, ["I want to cancel my monthly plan and I'm sending written notice today. When does the billing stop?"],
   f"Monthly plans need at least {NOTICE_DAYS} days written notice and billing stops at the end of it, so notice today means billing stops on {fmt(c14)}.",
   [fmt(c14)], ["December 27, 2026", "December 29, 2026"], "/terms"),
 C(15, ["Our business is seasonal. If we pause our plan starting January 10, 2027 for the longest pause you allow, on what date does it have to resume?"],
   f"A plan can be paused for up to {PAUSE_MONTHS} months, so a pause from January 10, 2027 runs until {fmt(c15)} at the latest.",
   [fmt(c15)], ["July 9, 2027", "July 11, 2027", "July 8, 2027"], "/terms"),
 C(16, ["How much does the current limited-time price on Business Starter save me compared with its regular price over the first six months?"],
   f"Business Starter is {money(BS)}/month instead of the regular {money(BS_REG)}, saving {money(BS_REG - BS)} a month, so {money(c16)} over six months.",
   [money(c16)], ["$1,200", "$1,782"], "/pricing"),
 C(17, ["We're on the chatbot Starter plan and thinking of moving up to Professional. How much more would that cost us over a full year?"],
   f"Professional is {money(CB_PRO)}/month versus {money(CB_START)}/month for Starter, {money(CB_PRO - CB_START)} more a month or {money(c17)} more per year.",
   [money(c17)], ["$2,376"], "/chatbots"),
 C(18, ["Two questions on token pricing: what would 500,000 tokens cost on GPT-4? And how much would I save if I ran those same tokens on GPT-3.5 Turbo instead?"],
   f"GPT-4 at {money(GPT4)} per 1K tokens makes 500,000 tokens {money(c18a)}; on GPT-3.5 Turbo ($0.0025 per 1K) they cost {money(c18b)}, a saving of {money(c18d)}.",
   [money(c18a), money(c18d)], ["$150", "$1,500"], "/chatbots"),
 C(19, ["How long would it take in total to get the chatbot set up on our website, our Slack and Facebook Messenger?"],
   f"Setup is {SETUP_WEB} minutes for the website, {SETUP_SLACK} for Slack and {SETUP_FB} for Facebook Messenger, {c19} minutes in total.",
   [f"{c19} minutes"], ["45 minutes", "55 minutes"], "/chatbots"),
 C(20, ["I'm the accountant here. If we order the chatbot Custom Development package and also run the Enterprise chatbot plan for 12 months, what's the exact first-year total?"],
   f"Custom Development is {money(CB_CUSTOM)} one-time plus Enterprise at {money(CB_ENT)}/month × 12 = {money(CB_ENT*12)}, for {money(c20)} in the first year.",
   [money(c20)], ["$8,988", "$8,986"], "/chatbots"),
 # ---------------- paraphrase (6) ----------------
 C(21, ["Once we sign, how long until our first automation is actually running?"],
   "Your first automation goes live within 24 hours.",
   ["24 hours"], ["within a week", "72 hours"], "/", "paraphrase"),
 C(22, ["Where is Relaywise located, physically?"],
   "Relaywise is headquartered in Raleigh, NC.",
   ["Raleigh"], ["Austin", "San Francisco"], "/contact", "paraphrase"),
 C(23, ["What's the max size of a file I can attach when I request a consultation?"],
   "Supporting files can be up to 10 MB.",
   ["10 MB"], ["25 MB", "5 MB"], "/contact", "paraphrase"),
 C(24, ["On Business Pro, how quickly do you get back to us when we open a support request?"],
   "Business Pro has priority support with a response within 4 hours.",
   ["4 hours"], ["8 hours", "1 business day"], "/pricing", "paraphrase"),
 C(25, ["for how long do you hold on to records of my payments"],
   "Payment records are kept for 7 years, as tax and accounting law requires.",
   ["7 years"], ["5 years", "10 years"], "/privacy", "paraphrase"),
 C(26, ["If our live chatbot suddenly goes down, how fast will someone from your team first respond?"],
   "A critical issue (a live automation, chatbot or site down) gets a first response within 2 hours and resolution within 4 hours.",
   ["2 hours"], ["1 hour", "30 minutes"], "/development-policy", "paraphrase"),
 # ---------------- followup (6) ----------------
 C(27, ["What does the Smart Web Application plan cost?", "And if we commit to the 12-month plan, what's the total for that year?"],
   f"On the 12-month plan the Smart Web Application is {money(APP_Y)}/month, so {money(f1)} for the year.",
   [money(f1)], ["$2,628"], "/ai-vibe-coding", "followup"),
 C(28, ["Tell me about Business Starter.", "How many workflows does that get me?", "ok and what would i pay over 2 years"],
   f"Business Starter is {money(BS)}/month (with {BS_WF} workflows), so {money(f2)} over 2 years.",
   [money(f2)], ["$2,364", "$7,128"], "/pricing", "followup"),
 C(29, ["Which popular automations do you set up for small businesses?", "Which one of those saves the most time, and how many hours would it save over 10 weeks?"],
   f"Support Ticket Triage saves the most, about {H_TRIAGE} hours a week, so about {f3} hours over 10 weeks.",
   ["Support Ticket Triage", f"{f3} hours"], ["60 hours", "50 hours"], "/workflows", "followup"),
 C(30, ["How does your refund guarantee work?", "I'm planning to make my first payment on December 30. Until what date could I still change my mind?"],
   f"The refund window is {REFUND_DAYS} days from the first payment, so for a payment on December 30, 2026 you can ask until {fmt(f4)}.",
   [fmt(f4)], ["January 5, 2027", "January 7, 2027", "January 6, 2026"], "/refund-policy", "followup"),
 C(31, ["Which AI models can the chatbot run on, and what do they cost?", "Which is the cheapest of those, and what would 2 million tokens cost on it?"],
   f"GPT-3.5 Turbo is cheapest at $0.0025 per 1K tokens, so 2 million tokens cost {money(f5)}.",
   ["GPT-3.5", money(f5)], ["$50", "$0.50"], "/chatbots", "followup"),
 C(32, ["What's the difference between Business Starter and Business Pro?", "If we go with Pro instead of Starter, how much extra is that per year?"],
   f"Pro is {money(BP)}/month versus {money(BS)}/month for Starter, {money(BP - BS)} more a month, so {money(f6)} more per year.",
   [money(f6)], ["$1,200"], "/pricing", "followup"),
 # ---------------- unanswerable (8) ----------------
 U(33, ["How many days is the free trial on the chatbot Starter plan?"],
   "The chatbot page offers a free trial but does not state its length; the assistant should say so and offer to connect the visitor with the team rather than invent a number.",
   ["trial lasts 14 days", "starter trial is 14 days", "30-day free trial"], "/chatbots"),
 U(34, ["Is there an annual price for Business Starter, like a discount if I pay for the whole year up front?"],
   "The pricing page lists Business Starter only as billed monthly and gives no annual price or prepay discount; the assistant should not invent one and can offer a specialist.",
   ["$1,970", "$2,000/year", "2 months free"], "/pricing"),
 U(35, ["What happens if we go over 10,000 conversations in a month on the Professional chatbot plan, what's the price per extra conversation?"],
   "The site does not state any overage price per extra conversation; the assistant should say it isn't listed (Enterprise has unlimited conversations) and offer to check with the team.",
   ["per extra conversation is $", "$0.01 per conversation", "$0.05 per conversation"], "/chatbots"),
 U(36, ["do u give discounts for nonprofits? we're a small animal rescue"],
   "No nonprofit discount is mentioned on the site; the assistant should not promise one and can offer to connect them with sales.",
   ["20% discount", "50% off", "nonprofit discount of"], "/pricing"),
 U(37, ["What's your hourly rate for changes outside the agreed scope?"],
   "No hourly rate is published; out-of-scope work gets a written quote first. The assistant should not invent a rate.",
   ["$100/hour", "$150/hour", "per hour is $"], "/development-policy"),
 U(38, ["How much do you charge per SMS message that the automations send?"],
   "The site gives no per-SMS price; it only notes SMS fees are third-party costs. The assistant should not invent a rate and can offer a specialist.",
   ["per SMS is $", "$0.01 per", "cents per message"], "/refund-policy"),
 U(39, ["What year was Relaywise founded, and how many clients do you have?"],
   "The pages do not state a founding year or client count; the assistant should say it doesn't have that information.",
   ["founded in 20", "over 500 clients", "1,000 clients"], "/"),
 U(40, ["We're a German company. Can you guarantee our data is stored in a data center inside the EU?"],
   "The site does not promise EU data residency (it only says some providers may process data in the United States, with safeguards like standard contractual clauses); the assistant should not promise it and should offer a specialist.",
   ["yes, your data is stored in the EU", "we guarantee EU", "Frankfurt"], "/privacy"),
]

cats = {}
for it in items:
    cats[it["category"]] = cats.get(it["category"], 0) + 1
    assert it["source"] in ["/", "/features", "/chatbots", "/workflows", "/pricing", "/ai-vibe-coding", "/contact",
                            "/terms", "/privacy", "/refund-policy", "/development-policy", "/cookies"]
    if it["category"] == "followup":
        assert 2 <= len(it["turns"]) <= 3
    else:
        assert len(it["turns"]) == 1
    if it["category"] == "unanswerable":
        assert it["must_include"] == [] and it.get("unanswerable") is True
    else:
        assert it["must_include"]
        for s in it["must_include"]:
            assert s.lower() in it["expected"].lower(), (it["id"], s)
    for s in it["must_not_include"]:
        assert s.lower() not in it["expected"].lower(), (it["id"], s)
ids = [it["id"] for it in items]
assert ids == [f"u{i:03d}" for i in range(1, 41)], ids
assert cats == {"composition": 20, "paraphrase": 6, "followup": 6, "unanswerable": 8}, cats
json.dump(items, open("assistant-thirteenth.json", "w"), indent=2, ensure_ascii=False)
print("wrote assistant-thirteenth.json", len(items), cats)

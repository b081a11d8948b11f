import json, re, os, calendar
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

PAGES = {}
for f in os.listdir("pages"):
    PAGES[f[:-4]] = re.sub(r"\s+", " ", open("pages/" + f).read())

def norm(s): return re.sub(r"\s+", " ", s).strip()

def on(page, snippet):
    assert norm(snippet) in PAGES[page], f"missing on {page}: {snippet!r}"
    return snippet

def near(page, a, b, window=250):
    t = PAGES[page]; a, b = norm(a), norm(b)
    ok = any(b in t[m.end():m.end() + window] for m in re.finditer(re.escape(a), t))
    assert ok, f"{b!r} not within {window} chars after {a!r} on {page}"

def absent(word, regex=False, case=False):
    pat = word if regex else re.escape(word)
    fl = 0 if case else re.I
    for p, t in PAGES.items():
        assert not re.search(pat, t, fl), f"{word!r} unexpectedly on {p}"

def money(n):
    if isinstance(n, float) and not n.is_integer(): return f"${n:,.2f}"
    return f"${int(round(n)):,}"

def both(a, b, literal):
    assert a == b == literal, (a, b, literal)
    return literal

# ---------- facts (copied from page texts) ----------
# pricing
on("pricing", "Prices in US dollars, billed monthly.")
near("pricing", "Business Starter", "$197", 120); near("pricing", "Business Starter", "$297", 160)
near("pricing", "Business Starter", "$100/month limited time", 200)
near("pricing", "Business Starter", "3 custom automated workflows", 300)
near("pricing", "Business Pro Run sales", "$397", 120); near("pricing", "Business Pro Run sales", "$597", 160)
near("pricing", "Business Pro Run sales", "$200/month limited time", 200)
near("pricing", "Business Pro Run sales", "8 custom automated workflows", 300)
near("pricing", "8 custom automated workflows", "CRM and calendar integrations", 200)
near("pricing", "Business Pro Run sales", "Priority support, response within 4 hours", 450)
on("pricing", "Business Pro answers within 4 hours.")
near("pricing", "Business Elite", "Custom pricing", 100)
STARTER, STARTER_REG, PRO, PRO_REG = 197, 297, 397, 597
# chatbots
for plan, price, conv in [("Starter", "$49", "Up to 1,000 conversations"), ("Professional", "$149", "Up to 10,000 conversations"), ("Enterprise", "$499", "Unlimited conversations")]:
    near("chatbots", plan + " " + conv, price, 20)
near("chatbots", "for the Starter plan", "Website widget", 60)
near("chatbots", "for the Professional plan", "All channels", 60)
near("chatbots", "Custom Development", "$2,999 one-time", 160)
CB_STARTER, CB_PRO, CB_ENT, CUSTOM_DEV = 49, 149, 499, 2999
for m, p in [("GPT-4", "$0.03 per 1K tokens"), ("Claude", "$0.015 per 1K tokens"), ("GPT-3.5 Turbo", "$0.0025 per 1K tokens")]:
    near("chatbots", m + " ", p, 200)
on("chatbots", "Usage is billed at the provider's price per 1,000 tokens.")
near("chatbots", "Relaywise Custom Model", "Custom pricing", 150)
SETUP = {}
for ch, mins in [("Website", 15), ("WhatsApp", 30), ("Facebook Messenger", 20), ("Slack", 15), ("SMS", 25), ("Email", 30)]:
    near("chatbots", ch, f"Setup time: {mins} minutes", 70); SETUP[ch] = mins
# workflows
SAVE = {}
for wf, h, w in [("Lead Follow-Up", 6, "Every new web"), ("Invoice Processing", 5, "Invoices from"), ("Appointment Reminders", 4, "Clients get"),
                 ("Support Ticket Triage", 7, "Incoming requests"), ("Document Intake", 5, "Client uploads"), ("Review Requests", 3, "Happy customers")]:
    near("workflows", wf + " " + w, f"Saves about {h} hours a week", 250); SAVE[wf] = h
# vibe coding
for plan, m, y, s in [("Commercial Website", 199, 179, 240), ("Smart Web Application", 219, 199, 240), ("Mobile App Development", 289, 259, 360)]:
    near("ai-vibe-coding", plan + " A", f"${m} /month billed monthly, or ${y}/month with a 12-month plan (save ${s}/year)", 200)
    assert both((m - y) * 12, sum([m] * 12) - sum([y] * 12), s) == s
on("ai-vibe-coding", "Start with a 14-day free trial."); on("ai-vibe-coding", "14-day free trial, then your card is charged monthly.")
on("ai-vibe-coding", "specialist follows up within 1 hour")
# terms / policies
on("terms", "To cancel a monthly plan, give us at least 30 days notice in writing. Billing stops at the end of the notice period and the service runs until then.")
on("terms", "You may pause a plan for up to 6 months.")
on("refund-policy", "If you are not satisfied for any reason within 7 days of your first payment, you can ask for a full refund of that payment.")
on("refund-policy", "We process the refund to your original card 3-5 business days")
on("refund-policy", "Your bank shows the money in your account 5-10 days")
on("development-policy", "Support is available Mon-Fri 9AM-6PM EST; critical issues are handled 24/7.")
near("development-policy", "Critical A live automation", "2 hours 4 hours", 80)
near("development-policy", "High An important feature", "4 hours same day", 80)
near("development-policy", "Normal A question", "24 hours 48 hours", 80)
on("contact", "Mon-Fri 9AM-6PM EST"); on("contact", "Up to 10 MB.")
near("privacy", "Chat transcripts", "24 months after the last message", 40)
on("terms", "Any dispute will be decided by the state and federal courts located in Wake County, North Carolina.")
on("features", "50+ file formats, from PDFs and spreadsheets to images")

# ---------- computations (two methods each) ----------
C = {}
C["pro_year"] = both(PRO * 12, sum(PRO for _ in range(12)), 4764)
C["starter_save_year"] = both((STARTER_REG - STARTER) * 12, STARTER_REG * 12 - STARTER * 12, 1200)
pct = round(100 * (STARTER_REG - STARTER) / STARTER_REG, 1); assert pct == round(100 - 100 * STARTER / STARTER_REG, 1) == 33.7
C["cw_year"] = both(179 * 12, sum([179] * 12), 2148); C["cw_month_year"] = both(199 * 12, 2148 + 240, 2388)
C["mob_year"] = both(259 * 12, 289 * 12 - 360, 3108)
today = date(2026, 12, 2); assert calendar.day_name[today.weekday()] == "Wednesday"
d1 = today + timedelta(days=14); d2 = date.fromordinal(today.toordinal() + 14)
assert d1 == d2 == date(2026, 12, 16)
d1 = today + timedelta(days=30); d2 = date(2027, 1, 30 - (31 - 2))  # days left in December then spill
assert d1 == d2 == date(2027, 1, 1)
d1 = date(2026, 11, 28) + timedelta(days=7); d2 = date(2026, 12, 28 + 7 - 30)
assert d1 == d2 == date(2026, 12, 5); assert (d1 - today).days == 3
m = today.month - 1 + 6; p1 = date(today.year + m // 12, m % 12 + 1, today.day)
p2 = today; 
for _ in range(6): p2 = p2 + timedelta(days=calendar.monthrange(p2.year, p2.month)[1])
assert p1 == p2 == date(2027, 6, 2)
C["gpt4_500k"] = both(round(500_000 / 1000 * 0.03, 2), round(0.03 * 500, 2), 15.0)
cl = 2_000_000 / 1000 * 0.015; g35 = 2_000_000 / 1000 * 0.0025
assert round(cl, 2) == 30.0 and round(g35, 2) == 5.0
C["cl_vs_35"] = both(round(cl - g35, 2), round(2000 * (0.015 - 0.0025), 2), 25.0)
C["setup3"] = both(SETUP["Website"] + SETUP["WhatsApp"] + SETUP["SMS"], sum(SETUP[k] for k in ["SMS", "WhatsApp", "Website"]), 70)
C["hours3"] = both(SAVE["Lead Follow-Up"] + SAVE["Invoice Processing"] + SAVE["Support Ticket Triage"], sum([6, 5, 7]), 18)
C["hours_4w"] = both((SAVE["Appointment Reminders"] + SAVE["Review Requests"]) * 4, SAVE["Appointment Reminders"] * 4 + SAVE["Review Requests"] * 4, 28)
C["cbpro_plus_starter"] = both(CB_PRO + STARTER, sum([149, 197]), 346)
C["cb_quarter"] = both(CB_STARTER * 3, CB_STARTER + CB_STARTER + CB_STARTER, 147)
C["dev_plus_ent6"] = both(CUSTOM_DEV + CB_ENT * 6, CUSTOM_DEV + sum([CB_ENT] * 6), 5993)
C["two_sites_month"] = both(179 + 199, 378, 378); C["two_sites_year"] = both((179 + 199) * 12, 179 * 12 + 199 * 12, 4536)
C["swa_year"] = both(199 * 12, 219 * 12 - 240, 2388)
ny = ZoneInfo("America/New_York")
t0 = datetime(2026, 12, 2, 22, 40, tzinfo=ny); r1 = t0 + timedelta(hours=4)
mins = (22 * 60 + 40 + 240) % (24 * 60); assert (mins // 60, mins % 60) == (2, 40)
assert r1.strftime("%Y-%m-%d %H:%M") == "2026-12-03 02:40" and t0.utcoffset() == timedelta(hours=-5)
f1 = t0 + timedelta(hours=2); assert f1.strftime("%H:%M") == "00:40"
assert 2 + 5 == 7  # review max + processing max business days (not used as figure)

# ---------- absence for unanswerable ----------
absent(r"\bsales tax\b", True); absent(r"\bVAT\b", True, True); absent(r"\btax(es)? (is|are) (included|added)", True)
absent("nonprofit"); absent("non-profit"); absent("charity"); absent("discount")
absent("QuickBooks"); absent("Quickbooks")
absent("credit"); absent("refund for downtime")
absent("Tagalog"); absent("Filipino")
absent("HIPAA"); absent("BAA"); absent("business associate")
absent("referral"); absent("affiliate"); absent("commission", case=True)
absent(r"\bISO\b", True, True); absent("27001")

# ---------- items ----------
I = []
def add(cat, turns, expected, inc, exc=(), un=False):
    I.append(dict(id=f"z{len(I)+1:03d}", category=cat, turns=list(turns), expected=expected,
                  must_include=list(inc), must_not_include=list(exc), unanswerable=un))
CO, PA, FO, UN = "composition", "paraphrase", "follow-up", "unanswerable"

add(CO, ["saw business pro is $379 a month, so whats that for a full year?"],
    f"Business Pro is $397/month (not $379); 12 months at $397 = {money(C['pro_year'])}. Prices are limited-time (regular $597).",
    ["$4,764"], ["$4,548"])
add(CO, ["If I grab Business Starter at the limited-time price instead of the regular one, how much do I save over 12 months? Is that roughly 30% off?"],
    f"Starter is $197/month vs a regular $297, $100/month less, so {money(C['starter_save_year'])} over 12 months; about 34% ({pct}%) off the regular price.",
    ["$1,200"], ["$1,164"])
add(CO, ["Hi, we're a small landscaping company, 6 people. The office manager spends half her week on quotes, follow-up emails and keeping our CRM in sync with the calendar. "
         "We think we need around five automated workflows and the CRM and calendar hooked up. We don't want to pay for more than we need. Which of your automation plans is the cheapest one that covers that, and what does it cost?"],
    "Business Starter only includes 3 custom workflows and no CRM/calendar integration, so the cheapest fit is Business Pro at $397/month (8 custom workflows, CRM and calendar integrations, limited-time price; regular $597).",
    ["Business Pro", "$397"], ["$197/month covers"])
add(CO, ["hola! para la Commercial Website, cuanto pago en total en un año con el plan de 12 meses vs paying monthly?"],
    f"On the 12-month plan it is $179/month = {money(C['cw_year'])} for the year; billed monthly at $199 it is {money(C['cw_month_year'])}, so the 12-month plan saves $240/year.",
    ["$2,148"], ["$2,400"])
add(CO, ["mobile app for our gym, if we lock in the 12 month plan what do we pay over the whole year?"],
    f"Mobile App Development is $259/month with a 12-month plan (instead of $289 monthly): $259 × 12 = {money(C['mob_year'])}, saving $360/year.",
    ["$3,108"], ["$3,468"])
add(CO, ["If I start the AI Vibe Coding free trial today, what day does my card actually get charged for the first time?"],
    "The AI Vibe Coding plans start with a 14-day free trial, then the card is charged monthly. Starting today, Wednesday December 2, 2026, the trial runs 14 days, so the first charge would be around December 16, 2026.",
    ["December 16, 2026"], ["December 14, 2026"])
add(CO, ["I want to cancel my monthly plan and I'm sending the written notice today. Until what date do I still get billed / have service?"],
    "Monthly plans need at least 30 days notice in writing; billing stops at the end of the notice period and the service runs until then. Notice given today (December 2, 2026) ends on January 1, 2027.",
    ["January 1, 2027"], ["December 31, 2026"])
add(CO, ["paid my first invoice on nov 28th and honestly not sure its for us. am I too late for the money back thing?"],
    "Not too late: new plans have a 7-day risk-free full refund counted from the first payment. From November 28 that runs to December 5, 2026, so there are 3 days left from today (December 2). Email support@relaywise.example or use the contact page.",
    ["December 5, 2026"], ["no longer eligible"])
add(CO, ["roughly what would five hundred thousand tokens on GPT-4 cost us?"],
    f"GPT-4 is billed at $0.03 per 1K tokens: 500 × $0.03 = {money(15)} for 500,000 tokens.",
    ["$15"], ["$150", "$1.50"])
add(CO, ["We expect roughly 2 million tokens a month. How much more would Claude cost than GPT-3.5 Turbo for that?"],
    f"Claude is $0.015 per 1K tokens → $30; GPT-3.5 Turbo is $0.0025 per 1K → $5. Claude costs {money(25)} more per month at 2 million tokens.",
    ["$25"], ["$27.50"])
add(CO, ["How long in total to set the bot up on our website, WhatsApp and SMS? And do you do it or do we?"],
    f"Setup times are 15 min (website) + 30 min (WhatsApp) + 25 min (SMS) = {C['setup3']} minutes in total; the Relaywise team does the setup (done-for-you).",
    ["70 minutes"], ["60 minutes"])
add(CO, ["if we tun on lead folow-up, invoice procesing and the support ticket triage one, how many hrs a week do we get back??"],
    f"Lead Follow-Up saves about 6 h, Invoice Processing about 5 h and Support Ticket Triage about 7 h a week: about {C['hours3']} hours a week in total.",
    ["18 hours"], ["16 hours"])
add(CO, ["dental office here. appointment reminders plus review requests, how many hours would that save us over a 4 week month?"],
    f"Appointment Reminders save about 4 h/week and Review Requests about 3 h/week, 7 h/week, so about {C['hours_4w']} hours over 4 weeks.",
    ["28 hours"], ["21 hours"])
add(CO, ["Bonjour, je voudrais the Professional chatbot plan and also Business Starter automation. Combien par mois pour les deux ensemble?"],
    f"Chatbot Professional is $149/month and Business Starter is $197/month (limited-time price): {money(C['cbpro_plus_starter'])} per month together.",
    ["$346"], ["$446"])
add(CO, ["lol ok so the little $49 bot plan, what's that for like a quarter"],
    f"The chatbot Starter plan is $49/month, so a quarter (3 months) is {money(C['cb_quarter'])}.",
    ["$147"], ["$149 for"])
add(CO, ["We get about five thousand chats a month, most through WhatsApp. I guess the Starter chatbot plan is enough for that, right? Which is the cheapest that actually works?"],
    "No: chatbot Starter covers up to 1,000 conversations and only the website widget. The cheapest plan that covers ~5,000 conversations and WhatsApp is Professional at $149/month (up to 10,000 conversations, all channels).",
    ["Professional", "$149"], ["Starter is enough"])
add(CO, ["We want the custom development one time package and also Enterprise chatbot plan for six month. What is total money we pay please?"],
    f"Custom Development is $2,999 one-time and Enterprise is $499/month; 6 × $499 = $2,994, so {money(C['dev_plus_ent6'])} in total.",
    ["$5,993"], ["$5,493"])
add(CO, ["We need both a Commercial Website and a Smart Web Application, both on the 12-month plan. What's the monthly total and what's it for the year?"],
    f"12-month rates: Commercial Website $179/month + Smart Web Application $199/month = ${C['two_sites_month']}/month, {money(C['two_sites_year'])} for the year.",
    ["$4,536"], ["$5,016"])
add(CO, ["slow season coming. if i pause starting today for the longest you allow, when does the pause run out?"],
    "Any plan can be paused for up to 6 months (automations off, data kept). From today, December 2, 2026, the longest pause runs until June 2, 2027.",
    ["June 2, 2027"], ["May 2, 2027"])
add(CO, ["Our chatbot just went completely down, it's 10:40 PM New York time tonight. You're closed after 6pm right? What's the latest it should be fixed by?"],
    "Critical issues (a live chatbot down) are handled 24/7 even outside Mon-Fri 9AM-6PM EST. Targets: first response within 2 hours (by 12:40 AM) and resolution within 4 hours, so by about 2:40 AM on Thursday, December 3.",
    ["2:40 AM"], ["tomorrow at 9AM"])

add(PA, ["when can i actually ring somebody?"],
    "By phone at +1 (919) 555-0142, Mon-Fri 9AM-6PM EST (critical issues are handled 24/7).",
    ["9AM-6PM"], ["24/7 phone"])
add(PA, ["On Business Pro, how fast does support get back to me?"],
    "Business Pro includes priority support with a response within 4 hours.",
    ["4 hours"], ["24 hours"])
add(PA, ["how long do u guys hang on to my chat logs"],
    "Chat transcripts are kept for 24 months after the last message.",
    ["24 months"], ["30 days"])
add(PA, ["What's the biggest file I can attach on the consultation form?"],
    "Up to 10 MB (PDF, images, Word, Excel, PowerPoint, CSV, plain text or ZIP).",
    ["10 MB"], ["25 MB"])
add(PA, ["Se tivermos uma disputa legal, which courts handle it?"],
    "The terms are governed by North Carolina law and disputes go to the state and federal courts in Wake County, North Carolina.",
    ["Wake County"], ["Delaware"])
add(PA, ["can your file search handle all our weird formats? how many do you support"],
    "The file management supports 50+ file formats, from PDFs and spreadsheets to images, with vector search.",
    ["50+"], ["100+ file formats"])

add(FO, ["how much is the smart web application?", "and with the 12 month thing, what's the year total"],
    f"Smart Web Application is $219/month billed monthly, or $199/month on a 12-month plan; over the year that is $199 × 12 = {money(C['swa_year'])} (saves $240).",
    ["$2,388"], ["$2,628"])
add(FO, ["which AI models can your chatbots run on?", "which of those is cheapest per 1K tokens?"],
    "GPT-4 ($0.03), Claude ($0.015), GPT-3.5 Turbo ($0.0025) and a Custom Model (custom pricing). The cheapest per 1K tokens is GPT-3.5 Turbo at $0.0025.",
    ["GPT-3.5 Turbo", "$0.0025"], ["$0.025"])
add(FO, ["how long to hook the bot to our facebook messenger page", "and whatsapp?"],
    "Facebook Messenger setup takes 20 minutes; WhatsApp takes 30 minutes.",
    ["30 minutes"], ["20 minutes for WhatsApp"])
add(FO, ["What do I get with Business Starter?", "what about the other one, the pro?"],
    "Business Starter ($197/month): 3 workflows, website chatbot, email/SMS notifications, setup within 24 hours, email support. Business Pro is $397/month (regular $597): 8 custom workflows, chatbot trained on your business, file management with vector search, CRM and calendar integrations, priority support within 4 hours.",
    ["$397"], ["$297/month for Pro"])
add(FO, ["Pedi reembolso ontem. How long does it take you to process it?", "e depois disso, until the money shows in my account?"],
    "Relaywise processes the refund to the original card in 3-5 business days (after acknowledging within 24 hours and reviewing in 1-2 business days); after that the bank shows it in 5-10 days.",
    ["5-10 days"], ["instantly"])
add(FO, ["For a high priority issue what are your response times?", "and for normal ones?"],
    "High: first response 4 hours, resolution same day. Normal: first response 24 hours, resolution 48 hours.",
    ["24 hours", "48 hours"], ["12 hours"])

UNX = "The pages don't say this. A right reply says so, invents nothing, and offers to connect the visitor with a specialist (sales@relaywise.example / +1 (919) 555-0142)."
add(UN, ["Are your prices plus sales tax? we're in Texas"], "Prices are in USD, but the pages don't say whether sales tax is added. " + UNX, [], ["8.25%"], True)
add(UN, ["We're a registered nonprofit food bank, do you have a nonprofit discount?"], "No nonprofit discount is mentioned. " + UNX, [], ["% off for nonprofits"], True)
add(UN, ["does Business Pro integrate with QuickBooks Online specifically?"], "The pages mention CRM, calendar and accounting integrations and 100+ apps but never name QuickBooks. " + UNX, [], ["Yes, QuickBooks is supported"], True)
add(UN, ["if you miss the 99.9% uptime target, what service credit do I get back?"], "Uptime target of 99.9% is stated, but no service credits or compensation are. " + UNX, [], ["10% credit"], True)
add(UN, ["my customers speak Tagalog mostly, can the bot reply in Tagalog well?"], "GPT-4 is described as handling many languages, but Tagalog is not named. " + UNX, [], ["Yes, Tagalog is fully supported"], True)
add(UN, ["We're a dental clinic. Will you sign a HIPAA BAA?"], "HIPAA and BAAs are not mentioned (only 256-bit encryption and SOC 2 compliant infrastructure). " + UNX, [], ["HIPAA compliant"], True)
add(UN, ["u got a referral program? how much do I make if I send u clients"], "No referral or affiliate program is mentioned. " + UNX, [], ["commission"], True)
add(UN, ["Are you ISO 27001 certified, or only SOC 2?"], "The pages mention SOC 2 compliant infrastructure but nothing about ISO 27001. " + UNX, [], ["ISO 27001 certified"], True)

# ---------- checks ----------
from collections import Counter
cnt = Counter(i["category"] for i in I)
assert cnt == {CO: 20, PA: 6, FO: 6, UN: 8} and len(I) == 40, cnt
assert len({i["id"] for i in I}) == 40
for i in I:
    e = norm(i["expected"])
    for s in i["must_include"]: assert s in e, (i["id"], s)
    for s in i["must_not_include"]: assert s not in e, (i["id"], s)
    if i["unanswerable"]: assert i["must_include"] == [] and i["category"] == UN
    else: assert i["must_include"]
    if i["category"] == FO: assert len(i["turns"]) == 2
    else: assert len(i["turns"]) == 1
# figures in must_include that are page facts or computed
for s in ["$397", "$149", "$0.0025", "$2,999", "$49", "$499", "$179", "$199", "$219", "$259", "$289"]:
    assert any(s in t for t in PAGES.values()), s
out = {"set": "assistant-nineteenth", "reference_date": "2026-12-02", "items": I}
with open("assistant-nineteenth.json", "w") as f:
    f.write('{"set": "assistant-nineteenth", "reference_date": "2026-12-02", "items": [\n')
    f.write(",\n".join("  " + json.dumps(i, ensure_ascii=False) for i in I))
    f.write("]}\n")
assert json.load(open("assistant-nineteenth.json")) == out
print("OK", dict(cnt))

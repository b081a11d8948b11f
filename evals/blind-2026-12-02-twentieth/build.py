import json, re, datetime
from decimal import Decimal as D
PAGES = ["home","features","chatbots","workflows","pricing","ai-vibe-coding","contact","terms","privacy","refund-policy","development-policy","cookies"]
def norm(s): return re.sub(r"\s+", " ", s).strip()
TXT = {p: norm(open(f"pages/{p}.txt").read()) for p in PAGES}
ALL = " ".join(TXT.values()).lower()
def on(page, snippet):
    assert norm(snippet) in TXT[page], (page, snippet); return snippet
def tied(page, a, b, window=120):
    t = TXT[page]; i = t.find(norm(a)); assert i >= 0, (page, a)
    j = t.find(norm(b), i); assert j >= 0 and j - i <= window, (page, a, b, j - i)
def absent(*words):
    for w in words: assert not re.search(r"\b" + re.escape(w.lower()) + r"\b", ALL), w
def money(x):
    x = D(x); s = f"{x:,.2f}"
    return "$" + (s[:-3] if s.endswith(".00") else s)
def check(a, b, lit): assert a == b == lit, (a, b, lit); return lit

# ---- facts (copied from page texts) ----
on("pricing", "Business Starter"); tied("pricing", "Business Starter", "$197", 80); tied("pricing", "Business Starter", "Regular price $297", 120)
tied("pricing", "Business Pro Run sales", "$397", 80); tied("pricing", "Business Pro Run sales", "Regular price $597", 120)
tied("pricing", "Regular price $597", "$200/month limited time", 40); tied("pricing", "Regular price $297", "$100/month limited time", 40)
tied("pricing", "$100/month limited time", "3 custom automated workflows", 60)
tied("pricing", "$200/month limited time", "CRM and calendar integrations", 200)
on("pricing", "Limited-time prices stay yours as long as you keep the plan.")
tied("pricing", "Business Elite", "Custom pricing", 80)
on("pricing", "Priority support, response within 4 hours")
STARTER, PRO, PRO_REG = 197, 397, 597
# starter features do not include CRM
st = TXT["pricing"]; seg = st[st.find("Business Starter Automate"):st.find("Most Popular For growing")]
assert "CRM" not in seg and "Email support" in seg
# chatbots
tied("chatbots", "GPT-4 The most capable", "$0.03 per 1K tokens", 150)
tied("chatbots", "Claude Careful", "$0.015 per 1K tokens", 150)
tied("chatbots", "GPT-3.5 Turbo Fast", "$0.0025 per 1K tokens", 150)
GPT4, CLAUDE, GPT35 = D("0.03"), D("0.015"), D("0.0025")
for n, m in [("WhatsApp Answer", "30"), ("Website A chat widget", "15"), ("Facebook Messenger Reply", "20"), ("Slack An internal", "15"), ("SMS Two-way", "25"), ("Email Draft", "30")]:
    tied("chatbots", n, f"Setup time: {m} minutes", 80)
WA, WEB, FB, SLACK, SMS, EMAIL = 30, 15, 20, 15, 25, 30
tied("chatbots", "Starter Up to 1,000 conversations", "$49 /month", 40)
tied("chatbots", "Professional Up to 10,000 conversations", "$149 /month", 40)
tied("chatbots", "Enterprise Unlimited conversations", "$499 /month", 40)
tied("chatbots", "Custom Development", "$2,999 one-time", 120)
CB_ST, CB_PRO, CB_ENT, CB_DEV = 49, 149, 499, 2999
# workflows
for n, h in [("Lead Follow-Up Every new", 6), ("Invoice Processing Invoices", 5), ("Appointment Reminders Clients", 4), ("Support Ticket Triage Incoming", 7), ("Document Intake Client", 5), ("Review Requests Happy", 3)]:
    tied("workflows", n, f"Saves about {h} hours a week", 250)
LEAD, INV, APPT, TRIAGE, DOC, REVIEW = 6, 5, 4, 7, 5, 3
# vibe coding
tied("ai-vibe-coding", "Commercial Website A fast", "$199 /month billed monthly, or $179/month with a 12-month plan (save $240/year)", 120)
tied("ai-vibe-coding", "Smart Web Application A web", "$219 /month billed monthly, or $199/month with a 12-month plan (save $240/year)", 120)
tied("ai-vibe-coding", "Mobile App Development An iOS", "$289 /month billed monthly, or $259/month with a 12-month plan (save $360/year)", 120)
on("ai-vibe-coding", "14-day free trial, then your card is charged monthly.")
WEB_M, WEB_Y, APP_M, APP_Y, MOB_M, MOB_Y = 199, 179, 219, 199, 289, 259
# policies
on("refund-policy", "within 7 days of your first payment, you can ask for a full refund of that payment")
on("terms", "To cancel a monthly plan, give us at least 30 days notice in writing. Billing stops at the end of the notice period")
on("terms", "You may pause a plan for up to 6 months.")
tied("development-policy", "Critical A live automation", "2 hours 4 hours", 90)
on("features", "50+ file formats"); on("contact", "Mon-Fri 9AM-6PM EST")
tied("pricing", "Business Starter Automate", "3 custom automated workflows", 160)

REF = datetime.date(2026, 12, 2)
def addm(d, m):
    y, mo = divmod(d.month - 1 + m, 12); return datetime.date(d.year + y, mo + 1, d.day)
def fmt(d): return f"{d:%B} {d.day}, {d.year}"

# ---- computations ----
c = {}
c[1] = check(money(STARTER*12), money(sum([STARTER]*12)), "$2,364")
c[2] = check(money((PRO_REG-PRO)*6), money(PRO_REG*6 - PRO*6), "$1,200")
c[3] = check(money(CB_PRO+WEB_M), money(sum([CB_PRO, WEB_M])), "$348")
c[4] = check(money(GPT4*2_000_000/1000), money(GPT4*2000), "$60")
c[5] = check(money((CLAUDE-GPT35)*500), money(CLAUDE*500 - GPT35*500), "$6.25")
c[6] = check(WA+SMS+EMAIL, sum([30,25,30]), 85)
c[7] = check((LEAD+INV+TRIAGE)*4, LEAD*4+INV*4+TRIAGE*4, 72)
c[8] = check(fmt(REF+datetime.timedelta(days=7)), fmt(datetime.date.fromordinal(REF.toordinal()+7)), "December 9, 2026")
c[9] = check(fmt(REF+datetime.timedelta(days=30)), fmt(datetime.date.fromordinal(REF.toordinal()+30)), "January 1, 2027")
c[10] = check(fmt(REF+datetime.timedelta(days=14)), fmt(datetime.date(2026,12,REF.day+14)), "December 16, 2026")
c[11] = check(money(MOB_Y*12), money(sum([MOB_Y]*12)), "$3,108")
c[12] = check(money(APP_M*12-APP_Y*12), money((APP_M-APP_Y)*12), "$240")
c[13] = check(money(CB_ENT*12-CB_DEV), money(sum([CB_ENT]*12)-CB_DEV), "$2,989")
c[14] = check(money(min(p for p, cap in [(CB_ST,1000),(CB_PRO,10000),(CB_ENT,10**9)] if cap >= 5000)), money(sorted([CB_PRO, CB_ENT])[0]), "$149")
c[15] = check(money(PRO), money(STARTER+200), "$397")
c[16] = check(money(PRO*3), money(PRO+PRO+PRO), "$1,191")
c[17] = check(fmt(addm(REF, 6)), fmt(datetime.date(REF.year+1, REF.month-6, REF.day)), "June 2, 2027")
c[18] = check(LEAD+INV+APPT+TRIAGE+DOC+REVIEW, sum([6,5,4,7,5,3]), 30)
c[19] = check(money(GPT35*3000*12), money(GPT35*36_000_000/1000), "$90")
c[20] = check(money((WEB_Y+STARTER)*12), money(WEB_Y*12+STARTER*12), "$4,512")
f27 = check(money(WEB_Y*12), money(sum([WEB_Y]*12)), "$2,148")
f28 = check(money(CB_ST*6), money(sum([CB_ST]*6)), "$294")
f29 = check(money(min(GPT4, CLAUDE)*1000), money(CLAUDE*1_000_000/1000), "$15")
f30 = check(money(PRO-STARTER), money(abs(STARTER-PRO)), "$200")
f31 = check(WA+SLACK, sum([30,15]), 45)
f32 = check(fmt(datetime.date(2026,11,28)+datetime.timedelta(days=7)), fmt(datetime.date.fromordinal(datetime.date(2026,11,28).toordinal()+7)), "December 5, 2026")
assert datetime.date(2026,12,5) >= REF

# ---- unanswerable: facts absent ----
absent("nonprofit", "non-profit", "charity")
absent("HIPAA")
absent("Salesforce", "HubSpot")
absent("founded", "employees", "since 20")
absent("overage", "per conversation", "extra conversation")
absent("AWS", "Amazon Web", "Azure", "Google Cloud")
absent("referral", "affiliate", "partner program")
absent("service credit", "credits", "credit", "compensation")

def I(id, cat, turns, exp, inc, ninc=None, un=False):
    return {"id": id, "category": cat, "turns": turns, "expected": exp, "must_include": inc, "must_not_include": ninc or [], "unanswerable": un}
UNX = " A right reply says the website does not state this, invents nothing, and offers to connect the visitor with a specialist (sales@relaywise.example, +1 (919) 555-0142)."
items = [
I("w001","composition",["hey how much would business starter cost me for a full year at the current promo price?"],
  f"Business Starter is $197/month at the limited-time price (regular $297), and the limited-time price stays as long as you keep the plan, so 12 months cost {c[1]}.",[c[1]]),
I("w002","composition",["We're looking at Business Pro for six months. Compared with the regular price, how much do we save in total with the limited-time offer?"],
  f"Business Pro is $397/month instead of the regular $597, a $200/month saving; over 6 months that is {c[2]} saved ($2,382 paid instead of $3,582).",[c[2]]),
I("w003","composition",["i run a small bakery, want a chatbot on all channels (the professional chatbot plan) AND a new commercial website billed monthly. what's that per month together??"],
  f"Chatbot Professional is $149/month and the Commercial Website is $199/month billed monthly, so together {c[3]} per month.",[c[3]]),
I("w004","composition",["If our bot pushes roughly two million tokens a month through GPT-4, what would the model usage come to?"],
  f"GPT-4 is billed at $0.03 per 1K tokens; 2,000,000 tokens = 2,000 x $0.03 = {c[4]} a month in model usage.",[c[4]]),
I("w005","composition",["claude vs gpt 3.5 turbo... for 500k tokens whats the price difference between them"],
  f"Claude is $0.015 per 1K tokens and GPT-3.5 Turbo $0.0025 per 1K; for 500K tokens that is $7.50 vs $1.25, a difference of {c[5]}.",[c[5]]),
I("w006","composition",["Ciao! Vorrei il chatbot su WhatsApp, SMS ed Email. How many minutes of setup is that all together?"],
  f"Setup times are WhatsApp 30 minutes, SMS 25 minutes and Email 30 minutes: {c[6]} minutes in total (1 hour 25 minutes).",[str(c[6])]),
I("w007","composition",["We'd take Lead Follow-Up, Invoice Processing and Support Ticket Triage. Over a 4-week month, how many hours would that save us?"],
  f"Lead Follow-Up saves about 6 hours a week, Invoice Processing about 5 and Support Ticket Triage about 7: 18 hours a week, so about {c[7]} hours over 4 weeks.",[str(c[7])]),
I("w008","composition",["If I pay for my first plan today, until what date can I still ask for my money back?"],
  f"The refund policy gives a full refund within 7 days of the first payment; paying today (December 2, 2026) the window runs until {c[8]}.",[c[8]]),
I("w009","composition",["I want to cancel my monthly plan and I'm sending written notice today. When does billing actually stop?"],
  f"Monthly plans need at least 30 days notice in writing; billing stops at the end of the notice period, so notice given December 2, 2026 means billing stops on {c[9]} and the service runs until then.",[c[9]]),
I("w010","composition",["si empiezo hoy la prueba gratis de AI Vibe Coding, when will my card be charged for the first time?"],
  f"AI Vibe Coding starts with a 14-day free trial, then the card is charged monthly; starting December 2, 2026, the first charge comes on {c[10]}.",[c[10]]),
I("w011","composition",["mobile app development on the 12-month plan - total for the year please"],
  f"Mobile App Development is $259/month with a 12-month plan (vs $289 billed monthly), so the year costs {c[11]} (saving $360 vs monthly).",[c[11]]),
I("w012","composition",["For the Smart Web Application: what is the monthly price on the 12-month plan, and what's the difference over one year between paying monthly and taking the 12-month plan?"],
  f"On the 12-month plan it is $199/month. Monthly billing is $219/month ($2,628 a year); the 12-month plan is $199/month ($2,388), so the 12-month plan saves {c[12]} a year.",[c[12]]),
I("w013","composition",["My boss says the Enterprise chatbot plan for a year is cheaper than the custom development package. Is that right? By how much does it differ?"],
  f"No: Enterprise is $499/month, $5,988 for 12 months, while Custom Development is $2,999 one-time. The year of Enterprise costs {c[13]} more than the one-time Custom Development price.",[c[13]]),
I("w014","composition",["we get around 5000 chats a month, whats the cheapest chatbot plan that covers it"],
  f"Starter covers only up to 1,000 conversations; Professional covers up to 10,000 conversations at {c[14]}/month, so Professional is the cheapest fit.",[c[14], "Professional"]),
I("w015","composition",["Our dental clinic needs the automations to talk to our CRM and calendar. What's the cheapest automation plan that includes that?"],
  f"CRM and calendar integrations are listed in Business Pro, not Business Starter, so the cheapest plan is Business Pro at {c[15]}/month (limited-time; regular $597).",[c[15], "Business Pro"]),
I("w016","composition",["hw much is buisness pro for one quater (3 monts)?"],
  f"Business Pro is $397/month at the limited-time price, so 3 months cost {c[16]}.",[c[16]]),
I("w017","composition",["We close for winter. If I pause my plan starting today for the longest pause you allow, what date would it end?"],
  f"A plan can be paused for up to 6 months (automations off, data kept); starting December 2, 2026 the longest pause ends on {c[17]}.",[c[17]]),
I("w018","composition",["So we are a property management office with four people, and honestly half our week disappears into chasing leads, typing invoices, reminding tenants about appointments, sorting tickets, filing documents and asking for reviews. I saw the six popular automations on your workflows page. If we set up all six of them, roughly how many hours a week would we save in total?"],
  f"Lead Follow-Up 6 + Invoice Processing 5 + Appointment Reminders 4 + Support Ticket Triage 7 + Document Intake 5 + Review Requests 3 = about {c[18]} hours a week.",[str(c[18])]),
I("w019","composition",["We'd use GPT-3.5 Turbo, about three million tokens every month. What does that cost in a year?"],
  f"GPT-3.5 Turbo is $0.0025 per 1K tokens: 3,000,000 tokens = $7.50 a month, {c[19]} for 12 months.",[c[19]]),
I("w020","composition",["Goedemiddag, we want the Commercial Website on the yearly plan plus Business Starter. Wat kost dat samen for 12 months?"],
  f"Commercial Website is $179/month with a 12-month plan ($2,148) and Business Starter is $197/month ($2,364): together $376/month, {c[20]} for 12 months.",[c[20]]),
# paraphrases
I("w021","paraphrase",["the promo on business pro is like 33% off right? what does it normally cost without the promo"],
  "Roughly yes: Business Pro's regular price is $597/month and the limited-time price is $397/month, $200 off (about 33.5%).",["$597"]),
I("w022","paraphrase",["If our live chatbot goes down, how quickly will someone get back to us?"],
  "A critical issue (live automation, chatbot or site down) gets a first response within 2 hours and resolution within 4 hours; critical issues are handled 24/7.",["2 hours"]),
I("w023","paraphrase",["can your file thing handle lots of file types? how many roughly"],
  "Intelligent File Management supports 50+ file formats, from PDFs and spreadsheets to images, with vector search.",["50+"]),
I("w024","paraphrase",["Good morning. Could you kindly tell me during which hours your team can be reached by telephone?"],
  "The team is available Mon-Fri 9AM-6PM EST at +1 (919) 555-0142.",["9AM-6PM"]),
I("w025","paraphrase",["I think the starter automation plan has 5 workflows, right?"],
  "No, Business Starter includes 3 custom automated workflows (Business Pro has 8).",["3"],["5 custom"]),
I("w026","paraphrase",["quanto costa Claude per mille tokens?"],
  "Claude is billed at $0.015 per 1K tokens.",["$0.015"]),
# follow-ups
I("w027","follow-up",["how much is the commercial website?","ok and for a whole year on the 12 month plan?"],
  f"The Commercial Website is $199/month billed monthly or $179/month with a 12-month plan; a year on the 12-month plan is {f27}.",[f27]),
I("w028","follow-up",["What chatbot plans do you offer?","which of those is the cheapest, and what would it cost for half a year?"],
  f"The cheapest chatbot plan is Starter at $49/month (up to 1,000 conversations); 6 months cost {f28}.",[f28, "Starter"]),
I("w029","follow-up",["which AI models can the chatbot use?","between gpt-4 and claude, take the cheaper one - what for one million tokens?"],
  f"Claude is cheaper ($0.015 vs $0.03 per 1K tokens); 1,000,000 tokens on Claude cost {f29}.",[f29, "Claude"]),
I("w030","follow-up",["What's the price of Business Starter right now?","And if we go for Pro instead, how much more per month is it?"],
  f"Business Starter is $197/month and Business Pro $397/month (limited-time prices), so Pro costs {f30} more per month.",[f30]),
I("w031","follow-up",["how long does whatsapp setup take","and if i add slack too, total time?"],
  f"WhatsApp setup takes 30 minutes and Slack 15 minutes, so {f31} minutes in total.",[str(f31)]),
I("w032","follow-up",["What's your refund window?","I made my first payment on november 28 2026. am i still in time today?"],
  f"Yes. A full refund can be asked within 7 days of the first payment; from November 28, 2026 that runs until {f32}, so today (December 2, 2026) is still within the window.",[f32]),
# unanswerable
I("w033","unanswerable",["do u do discounts for nonprofits? we're a small charity"], "The pages mention no nonprofit or charity discount."+UNX, [], [], True),
I("w034","unanswerable",["We are a medical practice. Is your platform HIPAA compliant and will you sign a BAA?"], "The pages mention 256-bit encryption and SOC 2 compliant infrastructure but say nothing about HIPAA or a BAA."+UNX, [], [], True),
I("w035","unanswerable",["Does it have a native Salesforce connector? Yes or no."], "The pages say 100+ integrations with CRM, calendar and accounting tools but do not name Salesforce."+UNX, [], [], True),
I("w036","unanswerable",["before i commit, how long has relaywise been around and how many people work there?"], "The pages do not say when Relaywise was founded or how many employees it has (only that it is Relaywise LLC in Raleigh, NC)."+UNX, [], [], True),
I("w037","unanswerable",["If we go over 10,000 conversations on Professional one month, what's the charge per extra conversation?"], "The pages give the Professional limit (up to 10,000 conversations) but no overage or per-conversation price."+UNX, [], [], True),
I("w038","unanswerable",["Which cloud do you run on, AWS or Azure? Our IT only needs the vendor name."], "The pages do not name the cloud or hosting provider (the privacy policy only says hosting and storage providers may process data in the United States)."+UNX, [], [], True),
I("w039","unanswerable",["I've got several clients who'd want this. Do you pay a referral commission, like 20%?"], "The pages mention no referral or affiliate program or commission."+UNX, [], [], True),
I("w040","unanswerable",["if uptime drops below the 99.9% target, how much service credit do we get back?"], "The pages give a 99.9% monthly uptime target but say nothing about service credits or compensation."+UNX, [], [], True),
]
from collections import Counter
cnt = Counter(i["category"] for i in items)
assert cnt == {"composition": 20, "paraphrase": 6, "follow-up": 6, "unanswerable": 8}, cnt
assert len({i["id"] for i in items}) == 40
for i in items:
    for s in i["must_include"]: assert s in i["expected"], (i["id"], s)
    for s in i["must_not_include"]: assert s not in i["expected"], (i["id"], s)
    if i["unanswerable"]: assert i["must_include"] == []
    if i["category"] == "follow-up": assert len(i["turns"]) == 2
json.dump({"set": "assistant-twentieth", "reference_date": "2026-12-02", "items": items}, open("assistant-twentieth.json", "w"), indent=1, ensure_ascii=False)
print("OK", dict(cnt))

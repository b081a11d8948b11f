import json, os, re, datetime as dt
from zoneinfo import ZoneInfo
HERE = os.path.dirname(os.path.abspath(__file__))
def page(n): return " ".join(open(os.path.join(HERE, "pages", n + ".txt")).read().split())
PAGES = {n: page(n) for n in ["home","features","chatbots","workflows","pricing","ai-vibe-coding","contact","terms","privacy","refund-policy","development-policy","cookies"]}
ALL = " ".join(PAGES.values()).lower()
# fact: (page, verbatim snippet, value)
F = {
 "bs": ("pricing", "Business Starter Automate the first processes that eat your week. $197 /month", 197),
 "bs_reg": ("pricing", "$197 /month Regular price $297 $100/month limited time", 297),
 "bs_wf": ("pricing", "3 custom automated workflows", 3),
 "bp": ("pricing", "Business Pro Run sales, support and operations on autopilot. $397 /month", 397),
 "bp_reg": ("pricing", "$397 /month Regular price $597 $200/month limited time", 597),
 "bp_wf": ("pricing", "8 custom automated workflows", 8),
 "bp_sup": ("pricing", "Priority support, response within 4 hours", 4),
 "be": ("pricing", "Business Elite Unlimited automation with a dedicated team. Custom pricing", None),
 "keep": ("pricing", "Limited-time prices stay yours as long as you keep the plan.", None),
 "cs": ("chatbots", "Starter Up to 1,000 conversations $49 /month", 49),
 "cp": ("chatbots", "Most Popular Professional Up to 10,000 conversations $149 /month", 149),
 "ce": ("chatbots", "Enterprise Unlimited conversations $499 /month", 499),
 "cd": ("chatbots", "Source code $2,999 one-time", 2999),
 "gpt4": ("chatbots", "Many languages $0.03 per 1K tokens", 0.03),
 "claude": ("chatbots", "Clear writing $0.015 per 1K tokens", 0.015),
 "gpt35": ("chatbots", "High volume $0.0025 per 1K tokens", 0.0025),
 "wa": ("chatbots", "WhatsApp Answer customers where they already message. Setup time: 30 minutes", 30),
 "sms": ("chatbots", "SMS Two-way text conversations with customers. Setup time: 25 minutes", 25),
 "fb": ("chatbots", "Facebook Messenger Reply to page messages instantly. Setup time: 20 minutes", 20),
 "web": ("chatbots", "Website A chat widget on every page of your site. Setup time: 15 minutes", 15),
 "cw": ("ai-vibe-coding", "$199 /month billed monthly, or $179/month with a 12-month plan (save $240/year)", (199, 179)),
 "swa": ("ai-vibe-coding", "$219 /month billed monthly, or $199/month with a 12-month plan (save $240/year)", (219, 199)),
 "mad": ("ai-vibe-coding", "$289 /month billed monthly, or $259/month with a 12-month plan (save $360/year)", (289, 259)),
 "swa_name": ("ai-vibe-coding", "Smart Web Application A web application with logins, data and AI features.", None),
 "cw_name": ("ai-vibe-coding", "Commercial Website A fast, modern business website built and maintained for you.", None),
 "mad_name": ("ai-vibe-coding", "Mobile App Development An iOS and Android app", None),
 "trial": ("ai-vibe-coding", "14-day free trial, then your card is charged monthly.", 14),
 "refund": ("refund-policy", "within 7 days of your first payment", 7),
 "cancel": ("terms", "To cancel a monthly plan, give us at least 30 days notice in writing.", 30),
 "pause": ("terms", "You may pause a plan for up to 6 months.", 6),
 "annual": ("terms", "If you cancel an annual plan early, the remaining months of the annual term are due.", None),
 "hours": ("contact", "Hours Mon-Fri 9AM-6PM EST", (9, 18)),
 "crit": ("development-policy", "Critical A live automation, chatbot or site is down or losing data. 2 hours 4 hours", (2, 4)),
 "devstart": ("development-policy", "Development begins 24-48 hours after payment.", (24, 48)),
 "lead": ("workflows", "CRM updated Saves about 6 hours a week", 6),
 "inv": ("workflows", "Posted to accounting Saves about 5 hours a week", 5),
 "tri": ("workflows", "Urgent ones alert by SMS Saves about 7 hours a week", 7),
 "rtl": ("refund-policy", "We review it 1-2 business days We process the refund to your original card 3-5 business days", ((1, 2), (3, 5))),
 "logs": ("privacy", "Technical logs 30 days", 30),
 "payrec": ("privacy", "Payment records 7 years", 7),
 "hq": ("contact", "Headquarters Raleigh, NC", None),
 "formats": ("features", "50+ file formats", 50),
 "law": ("terms", "governed by the laws of the State of North Carolina", None),
 "upload": ("contact", "Up to 10 MB.", 10),
 "visitor": ("cookies", "Duration 1 year When When you use the workflows screen", 1),
 "delete": ("terms", "We delete your data within 30 days after termination", 30),
}
for k, (p, s, v) in F.items():
    assert " ".join(s.split()) in PAGES[p], (k, p, s)
V = lambda k: F[k][2]
TODAY = dt.date(2026, 12, 3)
def two(a, b):
    assert a == b, (a, b); return a
def add_days(d, n):  # second way: via ordinal
    return two(d + dt.timedelta(days=n), dt.date.fromordinal(d.toordinal() + n))
def add_months(d, m):
    y, mo = divmod(d.month - 1 + m, 12)
    a = d.replace(year=d.year + y, month=mo + 1)
    # second way: count month by month
    yy, mm = d.year, d.month
    for _ in range(m):
        mm += 1
        if mm == 13: yy, mm = yy + 1, 1
    return two(a, dt.date(yy, mm, d.day))
def mul(a, n): return two(round(a * n, 6), round(sum([a] * n), 6)) if isinstance(n, int) else two(round(a*n, 6), round(n*a, 6))
def fmt_d(d): return d.strftime("%B ") + str(d.day) + d.strftime(", %Y")
def money(x):
    return "${:,.0f}".format(x) if abs(x - round(x)) < 1e-9 else "${:,.2f}".format(x)
def conv(h, m, tz):  # ET clock on TODAY -> tz, two ways
    a = dt.datetime(2026, 12, 3, h, m, tzinfo=ZoneInfo("America/New_York")).astimezone(ZoneInfo(tz))
    offs = {"Europe/Madrid": 6, "Europe/London": 5, "America/Los_Angeles": -3, "America/Sao_Paulo": 2, "Europe/Berlin": 6}
    b = (dt.datetime(2026, 12, 3, h, m) + dt.timedelta(hours=offs[tz]))
    assert (a.hour, a.minute, a.day) == (b.hour, b.minute, b.day), (a, b)
    return a
def clk(t): return t.strftime("%I:%M %p").lstrip("0").replace(":00", "") if t.minute == 0 else t.strftime("%I:%M %p").lstrip("0")

# ---------- computations
c = {}
c["bs18"] = mul(V("bs"), 18); c["bs18reg"] = mul(V("bs_reg"), 18)
c["bp6"] = mul(V("bp"), 6); c["bp6save"] = two((V("bp_reg") - V("bp")) * 6, V("bp_reg") * 6 - V("bp") * 6)
c["bp_cp"] = two(V("bp") + V("cp"), sum([V("cp"), V("bp")]))
c["cd_ce12"] = two(V("cd") + mul(V("ce"), 12), sum([V("cd")] + [V("ce")] * 12))
c["cw12"] = mul(V("cw")[1], 12); c["cw12m"] = mul(V("cw")[0], 12); c["cwsave"] = two(c["cw12m"] - c["cw12"], (V("cw")[0] - V("cw")[1]) * 12)
assert c["cwsave"] == 240
c["mad12"] = mul(V("mad")[1], 12); c["madsave"] = two(mul(V("mad")[0], 12) - c["mad12"], (V("mad")[0] - V("mad")[1]) * 12); assert c["madsave"] == 360
c["cw_swa"] = two(V("cw")[0] + V("swa")[0], sum([V("swa")[0], V("cw")[0]]))
c["trial_end"] = add_days(TODAY, V("trial"))
c["nov25_charge"] = add_days(dt.date(2026, 11, 25), V("trial")); c["nov25_refund"] = add_days(c["nov25_charge"], V("refund"))
c["today_refund"] = add_days(c["trial_end"], V("refund"))
c["cancel_end"] = add_days(TODAY, V("cancel"))
c["pause_end"] = add_months(TODAY, V("pause"))
c["gpt4_2m"] = two(round(V("gpt4") * 2000, 6), round(2_000_000 / 1000 * V("gpt4"), 6))
c["claude_500k"] = two(round(V("claude") * 500, 6), round(500_000 / 1000 * V("claude"), 6))
c["gpt35_4m"] = two(round(V("gpt35") * 4000, 6), round(4_000_000 / 1000 * V("gpt35"), 6))
c["g4_minus_cl_1m"] = two(round((V("gpt4") - V("claude")) * 1000, 6), round(V("gpt4") * 1000 - V("claude") * 1000, 6))
c["bp_bs_diff"] = two(V("bp") - V("bs"), -(V("bs") - V("bp"))); c["reg_diff"] = two(V("bp_reg") - V("bs_reg"), 300)
c["cp12"] = mul(V("cp"), 12)
c["setup3"] = two(V("wa") + V("sms") + V("fb"), sum([V("fb"), V("sms"), V("wa")]))
c["hrs"] = two(V("lead") + V("inv") + V("tri"), sum([V("tri"), V("inv"), V("lead")]))
c["cw_annual_left"] = two(mul(V("cw")[1], 8), V("cw")[1] * (12 - 4))
c["bp24save"] = two((V("bp_reg") - V("bp")) * 24, 200 * 24)
c["bs12save"] = two((V("bs_reg") - V("bs")) * 12, V("bs_reg") * 12 - V("bs") * 12)
c["rtl_min"], c["rtl_max"] = two(1 + 3, V("rtl")[0][0] + V("rtl")[1][0]), two(2 + 5, V("rtl")[0][1] + V("rtl")[1][1])
c["madrid_open"], c["madrid_close"] = conv(9, 0, "Europe/Madrid"), conv(18, 0, "Europe/Madrid")
c["sp_open"], c["sp_close"] = conv(9, 0, "America/Sao_Paulo"), conv(18, 0, "America/Sao_Paulo")
c["la_open"], c["la_close"] = conv(9, 0, "America/Los_Angeles"), conv(18, 0, "America/Los_Angeles")
assert (c["madrid_open"].hour, c["madrid_close"].hour, c["madrid_close"].day) == (15, 0, 4)
assert fmt_d(c["nov25_refund"]) == "December 16, 2026"
# critical outage at 3:30 PM London = 10:30 AM ET today
lon = dt.datetime(2026, 12, 3, 15, 30, tzinfo=ZoneInfo("Europe/London")).astimezone(ZoneInfo("America/New_York"))
assert (lon.hour, lon.minute) == (10, 30) and two(15 - 5, 10) == 10
c["crit_resp_et"] = lon + dt.timedelta(hours=V("crit")[0]); c["crit_res_et"] = lon + dt.timedelta(hours=V("crit")[1])
assert (c["crit_resp_et"].hour, c["crit_res_et"].hour) == (12, 14)
c["dev_latest"] = add_days(TODAY, V("devstart")[1] // 24); c["dev_earliest"] = add_days(TODAY, V("devstart")[0] // 24)
c["dev_5pm"] = two(dt.datetime(2026,12,3,17) + dt.timedelta(hours=48), dt.datetime(2026,12,5,17))
assert fmt_d(c["trial_end"]) == "December 17, 2026" and fmt_d(c["cancel_end"]) == "January 2, 2027" and fmt_d(c["pause_end"]) == "June 3, 2027"
M = money; D = fmt_d

items = []
def add(cat, turns, expected, inc, exc, facts):
    for f in facts: assert f in F, f
    items.append(dict(category=cat, turns=turns, expected=expected, must_include=inc, must_not_include=exc, unanswerable=(cat == "unanswerable")))

# ---------------- compositions (20)
add("composition", ["ok so if i go w/ business starter for like a year and a half at the promo price, whats the total? we're a 4 person dental office on 212 Elm st if that matters lol"],
    f"Business Starter is {M(V('bs'))}/month at the limited-time price, so 18 months comes to {M(c['bs18'])}.", [M(c["bs18"]), "Business Starter"], [M(c["bs18reg"]), "$3,564"], ["bs"])
add("composition", ["We'd try Business Pro for two quarters to see if it works for us. What would that cost in total, and how much are we saving compared with the regular price over that time?"],
    f"Six months of Business Pro at {M(V('bp'))}/month is {M(c['bp6'])}, which saves {M(c['bp6save'])} compared with the regular {M(V('bp_reg'))}/month.", [M(c["bp6"]), M(c["bp6save"])], ["$3,582", "$2,400"], ["bp", "bp_reg"])
add("composition", ["Quiero el plan Business Pro de automatización y además el chatbot Professional. ¿Cuánto pagaría al mes por los dos juntos?"],
    f"Business Pro ({M(V('bp'))}/month) plus the Professional chatbot plan ({M(V('cp'))}/month) comes to {M(c['bp_cp'])} per month.", [M(c["bp_cp"])], ["$446", "$746"], ["bp", "cp"])
add("composition", ["I need about five automated workflows running. What's the cheapest automation plan that covers that?"],
    f"Business Starter only includes {V('bs_wf')} workflows, so the cheapest plan covering five is Business Pro at {M(V('bp'))}/month with {V('bp_wf')} workflows.", ["Business Pro", M(V("bp"))], ["$297"], ["bs_wf", "bp", "bp_wf"])
add("composition", ["we get around 5000 chats a month on our site. cheapest chatbot plan that can handle it?? 🙏"],
    f"The Starter chatbot plan only goes up to 1,000 conversations, so the cheapest fit is Professional at {M(V('cp'))}/month (up to 10,000 conversations).", ["Professional", M(V("cp"))], ["$499"], ["cs", "cp"])
add("composition", ["We're a call-center style business, roughly 25,000 customer conversations monthly. Which chatbot plan do we need and what is it per year?"],
    f"Over 10,000 conversations you need Enterprise (unlimited conversations) at {M(V('ce'))}/month, which is {M(mul(V('ce'),12))} per year.", ["Enterprise", M(mul(V("ce"), 12))], ["$1,788", "$5,998"], ["cp", "ce"])
add("composition", ["If we do the one-time Custom Development build for the chatbot AND run Enterprise for 12 months, what's the first-year total?"],
    f"Custom Development is {M(V('cd'))} one-time plus 12 months of Enterprise at {M(V('ce'))}/month ({M(mul(V('ce'),12))}), for a first-year total of {M(c['cd_ce12'])}.", [M(c["cd_ce12"])], ["$3,498", "$8,897"], ["cd", "ce"])
add("composition", ["For the website build, what do I pay in a year if I take the 12-month plan vs paying month by month? I was told Wix would be cheaper but whatever."],
    f"The Commercial Website is {M(c['cw12'])} a year on the 12-month plan ({M(V('cw')[1])}/month) versus {M(c['cw12m'])} billed monthly ({M(V('cw')[0])}/month), a saving of {M(c['cwsave'])}.", [M(c["cw12"]), M(c["cw12m"])], ["$2,628"], ["cw", "cw_name"])
add("composition", ["Wir wollen eine App für iOS und Android. Was kostet das im Jahr mit dem 12-Monats-Plan, und wie viel spart man gegenüber monatlicher Zahlung?"],
    f"Mobile App Development on the 12-month plan is {M(V('mad')[1])}/month, so {M(c['mad12'])} per year, saving {M(c['madsave'])} versus {M(V('mad')[0])}/month billed monthly.", [M(c["mad12"]), M(c["madsave"])], ["$240", "$3,468"], ["mad", "mad_name"])
add("composition", ["Vorrei sia il sito web commerciale sia l'app builder (la web application), pagando mese per mese. Quanto spendo al mese in totale?"],
    f"Commercial Website ({M(V('cw')[0])}/month) plus Smart Web Application ({M(V('swa')[0])}/month) billed monthly is {M(c['cw_swa'])} per month.", [M(c["cw_swa"])], ["$378", "$508"], ["cw", "swa", "swa_name"])
add("composition", ["If I start the AI Vibe Coding free trial today, on what date does my card get charged for the first time?"],
    f"The free trial lasts {V('trial')} days, so starting today (December 3, 2026) your card is first charged on {D(c['trial_end'])}.", [D(c["trial_end"])], ["December 10, 2026", "December 31, 2026"], ["trial"])
add("composition", ["I began the trial for the website plan on November 25, 2026. If I end up not liking it after I'm charged, what's the last day I can still ask for a full refund?"],
    f"The 14-day trial means the first charge is on {D(c['nov25_charge'])}, and the full refund window is 7 days from that first payment, so the last day is {D(c['nov25_refund'])}.", [D(c["nov25_refund"])], ["December 2, 2026", "December 23, 2026"], ["trial", "refund"])
add("composition", ["I'm on a monthly plan and I want out. If I send written notice today, when does billing actually stop?"],
    f"Monthly plans need at least {V('cancel')} days written notice, so notice given today (December 3, 2026) means billing stops on {D(c['cancel_end'])}.", [D(c["cancel_end"])], ["December 31, 2026", "January 3, 2027"], ["cancel"])
add("composition", ["Our busy season is over, can we pause Business Starter starting today? What's the latest date the pause could run until?"],
    f"Plans can be paused for up to {V('pause')} months, so a pause starting today could run until {D(c['pause_end'])}.", [D(c["pause_end"])], ["March 3, 2027", "December 3, 2027"], ["pause", "bs"])
add("composition", ["Estoy en Madrid. ¿A qué hora (hora de Madrid) puedo llamar a vuestro equipo de ventas entre semana?"],
    f"The team is available Mon-Fri 9AM-6PM EST, which is 3 PM to midnight in Madrid.", ["3 PM", "midnight"], ["9 AM to 6 PM Madrid", "2 PM"], ["hours"])
add("composition", ["Quanto custaria processar 2 milhões de tokens com o GPT-4 no chatbot? E se fosse com o GPT-3.5 Turbo, 4 milhões?"],
    f"GPT-4 is $0.03 per 1K tokens, so 2 million tokens cost {M(c['gpt4_2m'])}; GPT-3.5 Turbo at $0.0025 per 1K tokens makes 4 million tokens cost {M(c['gpt35_4m'])}.", [M(c["gpt4_2m"]), M(c["gpt35_4m"])], ["$600", "$100"], ["gpt4", "gpt35"])
add("composition", ["a competitor (Intercom) quoted me per-token too. for 1 million tokens how much more is GPT-4 than Claude on ur site"],
    f"GPT-4 is $0.03 and Claude $0.015 per 1K tokens, so for 1 million tokens GPT-4 costs $30 versus $15 for Claude, {M(c['g4_minus_cl_1m'])} more.", [M(c["g4_minus_cl_1m"]), "$30"], ["$150", "$0.015 more"], ["gpt4", "claude"])
add("composition", ["Someone told me Business Pro and Business Starter are $300 apart per month. Is that right?"],
    f"Only at regular prices ({M(V('bp_reg'))} vs {M(V('bs_reg'))}, $300 apart); at the current limited-time prices Business Pro is {M(V('bp'))} and Business Starter {M(V('bs'))}, a difference of {M(c['bp_bs_diff'])} per month.", [M(c["bp_bs_diff"]), M(V("bp"))], ["$100 apart"], ["bp", "bs", "bp_reg", "bs_reg"])
add("composition", ["Hoi! Als ik het populairste chatbotplan een jaar lang neem, wat kost me dat in totaal?"],
    f"The most popular chatbot plan is Professional at {M(V('cp'))}/month, so a year costs {M(c['cp12'])}.", ["Professional", M(c["cp12"])], ["$5,988", "$588"], ["cp"])
add("composition", ["I signed the website build 12-month plan four months ago. If I cancel now, what do I still owe for the rest of the term?"],
    f"Annual plans are a full-year commitment, so the remaining 8 months at {M(V('cw')[1])}/month are due: {M(c['cw_annual_left'])}.", [M(c["cw_annual_left"])], ["$0", "$1,592", "$716"], ["annual", "cw"])

# ---------------- paraphrase (6)
add("paraphrase", ["how long have i got to change my mind and get my money back after paying"],
    "New customers can get a full refund within 7 days of their first payment.", ["7 days"], ["14 days", "30 days"], ["refund"])
add("paraphrase", ["Où se trouve votre siège social ?"],
    "Relaywise is headquartered in Raleigh, NC.", ["Raleigh"], ["New York", "Charlotte"], ["hq"])
add("paraphrase", ["What's the biggest file I can attach to the consultation request form?"],
    "Supporting files can be up to 10 MB.", ["10 MB"], ["25 MB", "5 MB"], ["upload"])
add("paraphrase", ["how many doc types does the file management thing actually read? we have a mess of pdfs, xlsx, scans etc"],
    "File management supports 50+ file formats, including PDFs, spreadsheets and images.", ["50+"], ["100+"], ["formats"])
add("paraphrase", ["Which state's law applies to your terms of service, in case of a dispute?"],
    "The terms are governed by the laws of the State of North Carolina.", ["North Carolina"], ["Delaware", "New York"], ["law"])
add("paraphrase", ["after we stop using u guys, how fast is our data wiped?"],
    "Your data is deleted within 30 days after termination, except records the law requires keeping.", ["30 days"], ["90 days", "24 months"], ["delete"])

# ---------------- followups (6)
add("followup", ["What does the Business Pro plan cost?", "and if 3 workflows is honestly all we need?"],
    f"Then Business Starter fits: it includes 3 custom automated workflows for {M(V('bs'))}/month.", ["Business Starter", M(V("bs"))], ["$297"], ["bs", "bs_wf"])
add("followup", ["Which AI models can the chatbot use?", "ok whats the cheapest of those per 1K tokens"],
    "GPT-3.5 Turbo is the cheapest at $0.0025 per 1K tokens.", ["GPT-3.5 Turbo", "$0.0025"], ["$0.015"], ["gpt35", "claude", "gpt4"])
add("followup", ["Tell me about the Smart Web Application plan.", "Y con el plan de 12 meses, ¿cuánto sería al año?"],
    f"On the 12-month plan the Smart Web Application is {M(V('swa')[1])}/month, {M(mul(V('swa')[1],12))} per year.", [M(mul(V("swa")[1], 12))], ["$2,628", "$2,148"], ["swa"])
add("followup", ["I want the chatbot on WhatsApp, SMS and Facebook Messenger.", "how long would setting up all three take, added up?"],
    f"WhatsApp takes 30 minutes, SMS 25 and Facebook Messenger 20, so {c['setup3']} minutes in total.", [f"{c['setup3']} minutes"], ["90 minutes", "60 minutes"], ["wa", "sms", "fb"])
add("followup", ["We run Lead Follow-Up, Invoice Processing and Support Ticket Triage by hand right now.", "So how many hours a week would those three save us together?"],
    f"About {c['hrs']} hours a week: 6 for Lead Follow-Up, 5 for Invoice Processing and 7 for Support Ticket Triage.", [f"{c['hrs']} hours"], ["15 hours", "16 hours"], ["lead", "inv", "tri"])
add("followup", ["Our chatbot is completely down right now, it's 3:30 PM here in London.", "By what time New York time should we get a first response and a fix?"],
    f"A critical issue gets a first response within 2 hours and resolution within 4 hours: by 12:30 PM and 2:30 PM New York time (5:30 PM and 7:30 PM in London).", ["12:30 PM", "2:30 PM"], ["7:30 AM"], ["crit"])

# ---------------- unanswerable (8)
U = [
 (["do u give nonprofit pricing? we're a small animal shelter, 12 volunteers"], ["nonprofit"]),
 (["Can I pay by PayPal instead of card?"], ["paypal"]),
 (["Is your platform HIPAA certified? We handle patient records."], ["hipaa"]),
 (["Does the chatbot plug straight into Shopify?"], ["shopify"]),
 (["Gibt es ein Affiliate-Programm, bei dem ich Provision bekomme?"], ["affiliate", "provision"]),
 (["Who is the CEO of Relaywise?"], ["ceo"]),
 (["Any Black Friday coupon still running? 😅"], ["black friday", "coupon"]),
 (["Est-ce que vous acceptez le paiement en bitcoin ?"], ["bitcoin"]),
]
UNX = [["50%", "20%"], ["yes, PayPal"], ["HIPAA compliant"], ["native Shopify"], ["10%", "20%"], ["Sarah Mitchell"], ["BLACKFRIDAY", "20%"], ["yes, bitcoin"]]
for (turns, terms), exc in zip(U, UNX):
    for t in terms: assert t.lower() not in ALL, t
    add("unanswerable", turns, "I don't know that from what's published here; let me get a specialist to answer it for you.", [], exc, [])

# ---------------- checks
cats = [i["category"] for i in items]
assert len(items) == 40 and cats.count("composition") == 20 and cats.count("paraphrase") == 6 and cats.count("followup") == 6 and cats.count("unanswerable") == 8, cats
for n, it in enumerate(items, 1):
    it["id"] = "x%03d" % n
    for s in it["must_include"]: assert s in it["expected"], (it["id"], s)
    for s in it["must_not_include"]: assert s.lower() not in it["expected"].lower(), (it["id"], s)
    for s in it["must_include"]:
        for m in re.findall(r"\$[\d,.]+", s): assert re.fullmatch(r"\$\d{1,3}(,\d{3})*(\.\d{2,4})?", m), m
    if it["category"] == "followup": assert len(it["turns"]) == 2
    else: assert len(it["turns"]) == 1
    if it["unanswerable"]: assert it["must_include"] == [] and it["expected"].startswith("I don't know")
out = {"set": "assistant-twentysixth", "reference_date": "2026-12-03",
       "items": [{k: it[k] for k in ["id", "category", "turns", "expected", "must_include", "must_not_include", "unanswerable"]} for it in items]}
json.dump(out, open(os.path.join(HERE, "assistant-twentysixth.json"), "w"), indent=2, ensure_ascii=False)
print("ok", len(items), {c_: cats.count(c_) for c_ in set(cats)})

"""Build the blind eval set assistant-twentyeighth from the saved visible page text only."""
import json, os, re
from datetime import date, datetime, timedelta, timezone
from decimal import Decimal
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
PAGES = {}
for fn in os.listdir(os.path.join(HERE, "pages")):
    if fn.endswith(".txt"):
        PAGES[fn[:-4]] = open(os.path.join(HERE, "pages", fn)).read()

# ---------------------------------------------------------------- facts
# name: (page, verbatim snippet, value)
FACTS = {
    "starter_price": ("pricing", "Business Starter Automate the first processes that eat your week. $197 /month", 197),
    "starter_regular": ("pricing", "$197 /month Regular price $297", 297),
    "starter_workflows": ("pricing", "3 custom automated workflows", 3),
    "pro_price": ("pricing", "Business Pro Run sales, support and operations on autopilot. $397 /month", 397),
    "pro_regular": ("pricing", "$397 /month Regular price $597", 597),
    "pro_saving": ("pricing", "Regular price $597 $200/month limited time", 200),
    "pro_workflows": ("pricing", "8 custom automated workflows", 8),
    "elite_custom": ("pricing", "Business Elite Unlimited automation with a dedicated team. Custom pricing", "custom"),
    "web_monthly": ("ai-vibe-coding", "$199 /month billed monthly, or $179/month with a 12-month plan (save $240/year)", 199),
    "web_yearly": ("ai-vibe-coding", "$199 /month billed monthly, or $179/month with a 12-month plan", 179),
    "app_monthly": ("ai-vibe-coding", "$219 /month billed monthly, or $199/month with a 12-month plan (save $240/year)", 219),
    "app_yearly": ("ai-vibe-coding", "$219 /month billed monthly, or $199/month with a 12-month plan", 199),
    "mobile_monthly": ("ai-vibe-coding", "$289 /month billed monthly, or $259/month with a 12-month plan", 289),
    "mobile_yearly": ("ai-vibe-coding", "or $259/month with a 12-month plan (save $360/year)", 259),
    "trial_days": ("ai-vibe-coding", "14-day free trial, then your card is charged monthly.", 14),
    "trial_terms": ("terms", "AI Vibe Coding subscriptions start with a 14-day free trial", 14),
    "cb_starter": ("chatbots", "Starter Up to 1,000 conversations $49 /month", 49),
    "cb_starter_conv": ("chatbots", "Up to 1,000 conversations", 1000),
    "cb_starter_bots": ("chatbots", "1 chatbot Website widget", 1),
    "cb_pro": ("chatbots", "Professional Up to 10,000 conversations $149 /month", 149),
    "cb_pro_conv": ("chatbots", "Up to 10,000 conversations", 10000),
    "cb_pro_bots": ("chatbots", "3 chatbots All channels", 3),
    "cb_ent": ("chatbots", "Enterprise Unlimited conversations $499 /month", 499),
    "cb_ent_bots": ("chatbots", "Unlimited chatbots Custom AI training", "unlimited"),
    "cb_custom": ("chatbots", "Source code $2,999 one-time", 2999),
    "gpt4": ("chatbots", "$0.03 per 1K tokens", Decimal("0.03")),
    "claude": ("chatbots", "$0.015 per 1K tokens", Decimal("0.015")),
    "gpt35": ("chatbots", "$0.0025 per 1K tokens", Decimal("0.0025")),
    "setup_web": ("chatbots", "A chat widget on every page of your site. Setup time: 15 minutes", 15),
    "setup_wa": ("chatbots", "Answer customers where they already message. Setup time: 30 minutes", 30),
    "setup_sms": ("chatbots", "Two-way text conversations with customers. Setup time: 25 minutes", 25),
    "h_lead": ("workflows", "4 CRM updated Saves about 6 hours a week", 6),
    "h_invoice": ("workflows", "4 Posted to accounting Saves about 5 hours a week", 5),
    "h_appt": ("workflows", "4 Calendar updated Saves about 4 hours a week", 4),
    "h_triage": ("workflows", "4 Urgent ones alert by SMS Saves about 7 hours a week", 7),
    "h_review": ("workflows", "4 Replies flagged for you Saves about 3 hours a week", 3),
    "refund_days": ("refund-policy", "within 7 days of your first payment, you can ask for a full refund", 7),
    "refund_days_terms": ("terms", "full refund within 7 days of their first payment", 7),
    "cancel_notice": ("terms", "To cancel a monthly plan, give us at least 30 days notice in writing. Billing stops at the end of the notice period", 30),
    "pause": ("terms", "You may pause a plan for up to 6 months.", 6),
    "hours": ("contact", "Hours Mon-Fri 9AM-6PM EST", (9, 18)),
    "hq": ("contact", "Headquarters Raleigh, NC", "Raleigh, NC"),
    "chat_retention": ("privacy", "Chat transcripts 24 months after the last message", 24),
    "law": ("terms", "governed by the laws of the State of North Carolina", "North Carolina"),
    "courts": ("terms", "courts located in Wake County, North Carolina", "Wake County"),
    "formats": ("features", "50+ file formats, from PDFs and spreadsheets to images", "50+"),
    "upload_max": ("contact", "CSV, plain text or ZIP. Up to 10 MB.", 10),
    "critical": ("development-policy", "Critical A live automation, chatbot or site is down or losing data. 2 hours 4 hours", (2, 4)),
    "normal": ("development-policy", "Normal A question, a minor bug, or a problem with a workaround. 24 hours 48 hours", (24, 48)),
}
for k, (page, snip, _v) in FACTS.items():
    assert page in PAGES, (k, page)
    assert snip in PAGES[page], f"snippet for {k} not found in {page}: {snip!r}"
V = {k: v[2] for k, v in FACTS.items()}

def money(n):
    d = Decimal(n)
    if d == d.to_integral_value():
        return "${:,}".format(int(d))
    if d.as_tuple().exponent < -2 and d < 1:
        return "$" + format(d.normalize(), "f")   # per-token prices: $0.015, $0.0025
    return "${:,.2f}".format(d)

assert money(Decimal("0.015")) == "$0.015" and money(Decimal("0.0025")) == "$0.0025" and money(2382) == "$2,382"

def two(a, b, label):
    assert a == b, (label, a, b)
    return a

# ---------------------------------------------------------------- computations, each two ways
pro6 = two(V["pro_price"] * 6, sum([V["pro_price"]] * 6), "pro6")                       # 2382
pro_reg6 = V["pro_regular"] * 6
d_month = two(V["pro_price"] - V["starter_price"], -(V["starter_price"] - V["pro_price"]), "dmonth")  # 200
d_year = two(d_month * 12, V["pro_price"] * 12 - V["starter_price"] * 12, "dyear")        # 2400
web_m12 = two(V["web_monthly"] * 12, sum(V["web_monthly"] for _ in range(12)), "webm12")  # 2388
web_y12 = two(V["web_yearly"] * 12, sum(V["web_yearly"] for _ in range(12)), "weby12")    # 2148
web_save = two(web_m12 - web_y12, (V["web_monthly"] - V["web_yearly"]) * 12, "websave")   # 240
app_m12 = two(V["app_monthly"] * 12, sum(V["app_monthly"] for _ in range(12)), "appm12")  # 2628
app_y12 = two(V["app_yearly"] * 12, sum(V["app_yearly"] for _ in range(12)), "appy12")    # 2388
app_save = two(app_m12 - app_y12, (V["app_monthly"] - V["app_yearly"]) * 12, "appsave")  # 240
# cheapest automation plan with >=5 workflows
auto_plans = [("Business Starter", V["starter_price"], V["starter_workflows"]), ("Business Pro", V["pro_price"], V["pro_workflows"])]
c5 = min([p for p in auto_plans if p[2] >= 5], key=lambda p: p[1])
c5b = sorted(auto_plans, key=lambda p: p[1])
c5b = next(p for p in c5b if p[2] >= 5)
two(c5, c5b, "c5")
# cheapest chatbot plan covering 4,000 conversations / 5 chatbots
INF = 10 ** 9
cb_plans = [("Starter", V["cb_starter"], V["cb_starter_conv"], V["cb_starter_bots"]),
            ("Professional", V["cb_pro"], V["cb_pro_conv"], V["cb_pro_bots"]),
            ("Enterprise", V["cb_ent"], INF, INF)]
c6 = min([p for p in cb_plans if p[2] >= 4000], key=lambda p: p[1])
two(c6, next(p for p in sorted(cb_plans, key=lambda p: p[1]) if p[2] >= 4000), "c6")
c7 = min([p for p in cb_plans if p[3] >= 5], key=lambda p: p[1])
two(c7, next(p for p in sorted(cb_plans, key=lambda p: p[1]) if p[3] >= 5), "c7")
assert c6[0] == "Professional" and c7[0] == "Enterprise"
# trial: starting today 2026-12-04
today = date(2026, 12, 4)
assert today.weekday() == 4  # Friday
charge = today + timedelta(days=V["trial_days"])
charge2 = date.fromordinal(today.toordinal() + V["trial_terms"])
two(charge, charge2, "trial")
last_trial_day = charge - timedelta(days=1)
assert (charge, last_trial_day) == (date(2026, 12, 18), date(2026, 12, 17))
# refund: first payment Mon 2026-11-30
paid = date(2026, 11, 30)
refund_by = two(paid + timedelta(days=V["refund_days"]), date.fromordinal(paid.toordinal() + V["refund_days_terms"]), "refund")
assert refund_by == date(2026, 12, 7) and refund_by.weekday() == 0
days_left = (refund_by - today).days
assert days_left == 3
# cancellation notice given today
stop = two(today + timedelta(days=V["cancel_notice"]), date(2027, 1, 31 - (31 - 3)), "cancel")
# independent: days remaining in December after the 4th = 27, then 3 into January
assert (date(2026, 12, 31) - today).days + 3 == V["cancel_notice"]
assert stop == date(2027, 1, 3)
# support hours converted (December date: standard time everywhere)
ny = ZoneInfo("America/New_York")
def conv(h, tz):
    return datetime(2026, 12, 7, h, 0, tzinfo=ny).astimezone(ZoneInfo(tz)).hour
la = (conv(9, "America/Los_Angeles"), conv(18, "America/Los_Angeles"))
la2 = tuple((h + 5 - 8) % 24 for h in V["hours"])        # EST=UTC-5, PST=UTC-8
two(la, la2, "la"); assert la == (6, 15)
ldn = (conv(9, "Europe/London"), conv(18, "Europe/London"))
ldn2 = tuple((h + 5 + 0) % 24 for h in V["hours"])       # GMT=UTC+0
two(ldn, ldn2, "london"); assert ldn == (14, 23)
# tokens
t13_gpt4 = two(V["gpt4"] * 3000, Decimal(3 * 3_000_000) / Decimal(100_000), "gpt4 3M")     # $90
t13_claude = two(V["claude"] * 3000, Decimal(15 * 3_000_000) / Decimal(1_000_000), "claude 3M")  # $45
t13_diff = two(t13_gpt4 - t13_claude, (V["gpt4"] - V["claude"]) * 3000, "diff")
assert (t13_gpt4, t13_claude, t13_diff) == (90, 45, 45)
t14_m = two(V["gpt35"] * 800, Decimal(25 * 800_000) / Decimal(10_000_000), "gpt35 800k")   # $2
t14_y = two(t14_m * 12, V["gpt35"] * 800 * 12, "gpt35 year")
assert (t14_m, t14_y) == (2, 24)
# sums
s15 = two(V["cb_pro"] + V["web_monthly"], sum([149, 199]), "s15")                         # 348
assert s15 == 348
vc_sorted = sorted([("Commercial Website", V["web_monthly"]), ("Smart Web Application", V["app_monthly"]), ("Mobile App Development", V["mobile_monthly"])], key=lambda p: p[1])
second = vc_sorted[1]
second2 = [p for p in vc_sorted if p[1] not in (min(q[1] for q in vc_sorted), max(q[1] for q in vc_sorted))][0]
two(second, second2, "second")
assert second == ("Smart Web Application", 219)
top_cb = max(cb_plans, key=lambda p: p[1])
q17 = two(top_cb[1] * 3, top_cb[1] + top_cb[1] + top_cb[1], "q17")                        # 1497
assert top_cb[0] == "Enterprise" and q17 == 1497
m18 = two(V["setup_web"] + V["setup_wa"] + V["setup_sms"], sum([15, 30, 25]), "m18")        # 70
assert m18 == 70
h19 = two(V["h_lead"] + V["h_invoice"] + V["h_triage"], sum([6, 5, 7]), "h19")             # 18
assert h19 == 18
h20w = V["h_appt"] + V["h_review"]
h20 = two(h20w * 4, V["h_appt"] * 4 + V["h_review"] * 4, "h20")                             # 28
s20 = two(V["cb_custom"] + V["cb_ent"] * 12, V["cb_custom"] + sum([V["cb_ent"]] * 12), "s20")  # 8987
assert s20 == 8987
pro12 = two(V["pro_price"] * 12, V["pro_price"] * 6 * 2, "pro12")                           # 4764
pro_reg12 = V["pro_regular"] * 12
starter_saving = two(V["starter_regular"] - V["starter_price"], 100, "starter saving")
pro_saving = two(V["pro_regular"] - V["pro_price"], V["pro_saving"], "pro saving")
web_diff_mo = V["mobile_monthly"]

# ---------------------------------------------------------------- items
M = money
items = []
def add(cat, turns, expected, inc, exc):
    items.append({"id": "y%03d" % (len(items) + 1), "category": cat, "turns": turns,
                  "expected": expected, "must_include": inc, "must_not_include": exc})

# composition (20)
add("composition", ["how much is busines pro for 6 months total? no discounts pls just the math"],
    f"Business Pro is {M(V['pro_price'])}/month, so 6 months is {M(pro6)}.",
    [M(pro6)], [M(pro_reg6), M(V['pro_price'] * 12)])
add("composition", ["We're a 12-person roofing company at 4410 Glenwood Ave, been around since 1998. Trying to decide between your Starter and Pro automation plans - what's the gap per month, and what does that add up to over a year?"],
    f"Business Pro ({M(V['pro_price'])}/month) costs {M(d_month)} more per month than Business Starter ({M(V['starter_price'])}/month), which is {M(d_year)} more over a year.",
    [M(d_month), M(d_year)], [M(V['pro_regular'] - V['starter_regular']), M((V['pro_regular'] - V['starter_regular']) * 12)])
add("composition", ["Hola, para el plan Commercial Website, ¿cuánto pago en total en un año si pago mes a mes, y cuánto si elijo el plan de 12 meses? ¿Cuánto me ahorro?"],
    f"Paying monthly at {M(V['web_monthly'])}/month is {M(web_m12)} a year; the 12-month plan at {M(V['web_yearly'])}/month is {M(web_y12)}, a saving of {M(web_save)}.",
    [M(web_m12), M(web_y12), M(web_save)], [M(360), M(2400)])
add("composition", ["Was kostet die Smart Web Application für ein ganzes Jahr mit dem 12-Monats-Plan, verglichen mit monatlicher Zahlung?"],
    f"With the 12-month plan it is {M(V['app_yearly'])}/month, so {M(app_y12)} for the year; paying monthly at {M(V['app_monthly'])}/month it is {M(app_m12)}, so you save {M(app_save)}.",
    [M(app_y12), M(app_m12), M(app_save)], [M(V['web_yearly'] * 12), M(360)])
add("composition", ["I think Business Starter gives me 5 workflows, right? I need 5. Which is the cheapest plan that actually covers that?"],
    f"Not quite: Business Starter includes 3 custom automated workflows. The cheapest plan with at least 5 is Business Pro at {M(V['pro_price'])}/month, which includes 8.",
    ["Business Pro", M(V['pro_price'])], [M(V['pro_regular']), "Starter includes 5"])
add("composition", ["our shop gets around 4,000 chats a month 🛍️💬 which chatbot plan is the cheapest one that can handle that?"],
    f"The Starter plan covers up to 1,000 conversations, so the cheapest that fits 4,000 is Professional at {M(V['cb_pro'])}/month (up to 10,000 conversations).",
    ["Professional", M(V['cb_pro'])], [M(V['cb_ent'])])
add("composition", ["Wij hebben 5 vestigingen en willen per vestiging een eigen chatbot, dus 5 chatbots. Welk chatbotpakket is dan het goedkoopst?"],
    f"Starter includes 1 chatbot and Professional 3, so for 5 chatbots you need Enterprise (unlimited chatbots) at {M(V['cb_ent'])}/month.",
    ["Enterprise", M(V['cb_ent'])], [M(V['cb_pro']), M(V['cb_pro'] * 5)])
add("composition", ["Se eu começar hoje o teste grátis do AI Vibe Coding, em que data o meu cartão é cobrado pela primeira vez?"],
    f"The free trial is 14 days: starting today (December 4, 2026) it runs through December 17, and the first monthly charge is on December 18, 2026.",
    ["December 18"], ["December 11", "January 4", "December 19"])
add("composition", ["ok so I paid for the Starter plan on Monday Nov 30 (billing address is 22 Elm St, suite 300, we have 3 staff) and honestly it's not what we need. Is it too late for a refund? what's the last day I can ask?"],
    f"Not too late: you can ask for a full refund within 7 days of your first payment, so your last day is December 7, 2026 (3 days from today).",
    ["December 7"], ["December 30", "December 14", "December 2"])
add("composition", ["Je veux résilier mon abonnement mensuel. Si j'envoie le préavis aujourd'hui, jusqu'à quand je serai facturé ?"],
    f"Monthly plans need at least 30 days written notice; from today (December 4, 2026) billing stops at the end of the notice period, on January 3, 2027, and the service runs until then.",
    ["January 3"], ["January 4", "December 31", "February"])
add("composition", ["I'm in Los Angeles. What hours can I actually call your team, in my time?"],
    f"The team is available Mon-Fri 9AM-6PM EST, which is 6 AM to 3 PM Pacific time (PST) in Los Angeles.",
    ["6 AM", "3 PM"], ["12 PM", "9 AM to 6 PM PST"])
add("composition", ["im based in london for december, what are ur phone hours in UK time? cheers"],
    f"Mon-Fri 9AM-6PM EST, which in London in December (GMT) is 2 PM to 11 PM, Monday to Friday.",
    ["2 PM", "11 PM"], ["1 PM to 10 PM", "4 AM", "3 PM to 12 AM"])
add("composition", ["Intercom Fin charges per resolution which is killing us. With you, if our bot burns ~3 million tokens a month, what's the model cost on GPT-4 vs Claude, and the difference?"],
    f"At {M(V['gpt4'])} per 1K tokens GPT-4 would be {M(t13_gpt4)} a month; Claude at {M(V['claude'])} per 1K tokens would be {M(t13_claude)}, a difference of {M(t13_diff)}.",
    [M(t13_gpt4), M(t13_claude)], ["$90,000", "$45,000", "$9.00"])
add("composition", ["Avec GPT-3.5 Turbo, si on consomme environ 800 000 tokens par mois, ça fait combien par mois et sur un an ?"],
    f"GPT-3.5 Turbo is {M(V['gpt35'])} per 1K tokens: 800,000 tokens is {M(t14_m)} a month, or {M(t14_y)} a year.",
    [M(t14_m), M(t14_y)], ["$20.00", "$240", "$2,000"])
add("composition", ["If I take the Professional chatbot plan plus a Commercial Website billed monthly, what's my monthly total?"],
    f"Professional chatbot is {M(V['cb_pro'])}/month and the Commercial Website is {M(V['web_monthly'])}/month billed monthly, so {M(s15)}/month in total.",
    [M(s15)], [M(V['cb_pro'] + V['web_yearly']), M(V['starter_price'] + V['web_monthly'])])
add("composition", ["rank the 3 vibe coding builds by monthly price pls — which one is 2nd cheapest and what's it cost?"],
    f"Billed monthly: Commercial Website {M(V['web_monthly'])}, Smart Web Application {M(V['app_monthly'])}, Mobile App Development {M(V['mobile_monthly'])}. The second cheapest is the Smart Web Application at {M(V['app_monthly'])}/month.",
    ["Smart Web Application", M(V['app_monthly'])], ["$259", "$179"])
add("composition", ["What's your most expensive monthly chatbot plan, and what would a quarter of it cost me?"],
    f"The top monthly chatbot plan is Enterprise at {M(V['cb_ent'])}/month, so a quarter (3 months) is {M(q17)}.",
    ["Enterprise", M(q17)], [M(V['cb_custom']), M(V['cb_pro'] * 3)])
add("composition", ["If we connect the chatbot to our website, WhatsApp and SMS, how many minutes of setup is that all together?"],
    f"Website 15 minutes + WhatsApp 30 minutes + SMS 25 minutes = {m18} minutes (1 hour 10 minutes).",
    [str(m18)], ["90 minutes", "45 minutes"])
add("composition", ["my office manager is drowning lol. if we did Lead Follow-Up, Invoice Processing and Support Ticket Triage, roughly how many hours a week would that save??"],
    f"About 6 + 5 + 7 = {h19} hours a week (Lead Follow-Up about 6, Invoice Processing about 5, Support Ticket Triage about 7).",
    [str(h19)], ["15 hours", "16 hours"])
add("composition", ["Thinking Custom Development for the bot and then the Enterprise chatbot plan for the first 12 months. What's that all-in for year one?"],
    f"Custom Development is {M(V['cb_custom'])} one-time plus Enterprise at {M(V['cb_ent'])}/month × 12 = {M(V['cb_ent'] * 12)}, so {M(s20)} for year one.",
    [M(s20)], [M(V['cb_custom'] * 12), M(V['cb_custom'] + V['cb_ent'])])

# paraphrase (6)
add("paraphrase", ["how long do u hang on to my chat logs after i stop talking to the bot"],
    "Chat transcripts are kept for 24 months after the last message.",
    ["24 months"], ["30 days", "12 months"])
add("paraphrase", ["Where's your home base? Like, physically, what city are you guys out of?"],
    "Relaywise is headquartered in Raleigh, NC.",
    ["Raleigh"], ["Durham", "Charlotte"])
add("paraphrase", ["Business slows down every winter. Can I put the plan on ice for a while instead of quitting, and for how long max?"],
    "Yes, you can pause a plan for up to 6 months; your automations are switched off and your data is kept.",
    ["6 months"], ["3 months", "12 months"])
add("paraphrase", ["Welches Recht gilt eigentlich für den Vertrag mit euch, und wo würde ein Streit verhandelt?"],
    "The terms are governed by the laws of the State of North Carolina; disputes go to the state and federal courts in Wake County, North Carolina.",
    ["North Carolina", "Wake County"], ["Delaware", "New York"])
add("paraphrase", ["how many kinds of files can ur document thing actually eat? we've got pdfs, excel, scans, random stuff"],
    "The file management handles 50+ file formats, from PDFs and spreadsheets to images.",
    ["50+"], ["100+", "20+"])
add("paraphrase", ["When I send the consultation request, how big can the file I attach be?"],
    "The supporting file can be up to 10 MB (PDF, images, Word, Excel, PowerPoint, CSV, plain text or ZIP).",
    ["10 MB"], ["25 MB", "5 MB"])

# followup (6)
add("followup", ["How much is the Business Pro plan?", "and for a whole year?"],
    f"Business Pro is {M(V['pro_price'])}/month, so a year is {M(pro12)}.",
    [M(pro12)], [M(pro_reg12), M(V['starter_price'] * 12)])
add("followup", ["What chatbot plans do you have?", "which of those is cheapest and how many convos does it cover?"],
    f"The cheapest is Starter at {M(V['cb_starter'])}/month, covering up to 1,000 conversations.",
    ["Starter", M(V['cb_starter']), "1,000"], [M(V['starter_price']), "10,000 conversations"])
add("followup", ["What does the Commercial Website plan cost?", "what about the mobile app one?"],
    f"Mobile App Development is {M(V['mobile_monthly'])}/month billed monthly, or {M(V['mobile_yearly'])}/month with a 12-month plan.",
    [M(V['mobile_monthly']), M(V['mobile_yearly'])], [M(V['app_monthly']), M(V['web_monthly']) + "/month billed monthly"])
add("followup", ["If our chatbot goes completely down, how fast do you respond?", "ok and if it's just a question, nothing broken?"],
    "A normal-priority question gets a first response within 24 hours and resolution within 48 hours.",
    ["24 hours", "48 hours"], ["within 2 hours", "within 4 hours"])
add("followup", ["What's GPT-4 cost per token on your chatbots?", "and the Claude one?"],
    f"Anthropic Claude is {M(V['claude'])} per 1K tokens.",
    [M(V['claude'])], [M(V['gpt4']), M(V['gpt35'])])
add("followup", ["¿Cuál es el precio normal (sin oferta) de Business Starter?", "¿y el del Pro?"],
    f"Business Pro's regular price is {M(V['pro_regular'])}/month; with the limited-time price it is {M(V['pro_price'])}/month.",
    [M(V['pro_regular']), M(V['pro_price'])], [M(V['starter_regular']) + "/month", "$497"])

# unanswerable (8): (item, key terms that must be absent from every page)
UNANS = []
def unans(turns, expected, exc, terms):
    add("unanswerable", turns, expected, [], exc)
    UNANS.append((items[-1]["id"], terms))
unans(["We're a registered nonprofit (animal rescue, 6 volunteers). Do you have a nonprofit discount?"],
      "The site doesn't mention any nonprofit discount; I can connect you with a specialist to ask.",
      ["20%", "50%", "15%"], ["nonprofit", "non-profit", "charity", "discount"])
unans(["does the chatbot plug into Shopify?? need it for order status"],
      "The site doesn't list Shopify specifically (it mentions 100+ integrations in general); a specialist can confirm.",
      ["Setup time: 10 minutes", "$29"], ["shopify"])
unans(["I run a dental practice. Will you sign a HIPAA BAA with us?"],
      "The pages don't say anything about HIPAA or BAAs; a specialist would need to confirm.",
      ["Yes, we sign", "$99"], ["hipaa", "business associate"])
unans(["On Business Pro, what does it cost to add a 9th or 10th workflow beyond the 8 included?"],
      "The site doesn't give a price for additional workflows beyond a plan's included ones; a specialist can quote it.",
      ["$25", "$49", "$50"], ["add-on", "additional workflow", "per workflow", "extra workflow"])
unans(["On a tous nos automatisations dans Zapier. Vous pouvez migrer nos zaps existants, et combien ça coûte ?"],
      "The site doesn't mention Zapier or migrating existing automations, nor a price for it; a specialist can advise.",
      ["$500", "$299"], ["zapier", "migrat"])
unans(["What year was Relaywise founded? how long have u been doing this"],
      "The site doesn't say when Relaywise was founded; I can connect you with the team if it matters.",
      ["2019", "2020", "2018"], ["founded", "established in", "since 20"])
unans(["¿Tienen personas que hablen español por teléfono? Mi equipo no habla inglés."],
      "The site doesn't say whether phone support is offered in Spanish; a specialist can confirm.",
      ["Sí, tenemos", "Yes, we have Spanish"], ["spanish", "español", "bilingual"])
unans(["any black friday / cyber monday promo code still going?? 🙏🔥"],
      "The site doesn't mention any promo or coupon codes; the only offer shown is the limited-time plan pricing. A specialist can confirm.",
      ["BF2026", "30% off", "CYBER"], ["black friday", "cyber monday", "coupon", "promo code"])

# ---------------------------------------------------------------- checks
assert len(items) == 40
assert [it["id"] for it in items] == ["y%03d" % i for i in range(1, 41)]
cnt = {}
for it in items:
    cnt[it["category"]] = cnt.get(it["category"], 0) + 1
assert cnt == {"composition": 20, "paraphrase": 6, "followup": 6, "unanswerable": 8}, cnt
allpages = " ".join(PAGES.values()).lower()
for it in items:
    n = 2 if it["category"] == "followup" else 1
    assert len(it["turns"]) == n, it["id"]
    assert it["expected"].strip()
    for s in it["must_include"]:
        assert s in it["expected"], (it["id"], s)
    for s in it["must_not_include"]:
        assert s not in it["expected"], (it["id"], s)
    assert set(it["must_include"]).isdisjoint(it["must_not_include"]), it["id"]
    for a in it["must_not_include"]:
        for b in it["must_include"]:
            assert a not in b, (it["id"], a, b)  # a right answer must not trip a wrong-figure check
    if it["category"] == "unanswerable":
        assert it["must_include"] == [], it["id"]
    else:
        assert it["must_include"], it["id"]
    for s in it["must_include"] + it["must_not_include"]:
        if "$" in s:
            assert re.fullmatch(r"\$\d{1,3}(,\d{3})*(\.\d+)?", s) or not re.fullmatch(r"\$\d{4,}.*", s), (it["id"], s)
for iid, terms in UNANS:
    for t in terms:
        assert t.lower() not in allpages, (iid, t)

out = {"set": "assistant-twentyeighth", "reference_date": "2026-12-04T14:00:00-05:00 America/New_York", "items": items}
with open(os.path.join(HERE, "assistant-twentyeighth.json"), "w") as f:
    json.dump(out, f, ensure_ascii=False, indent=2)
print("OK", len(items), cnt)

#!/usr/bin/env python3
"""Blind eval set #8 for the Relaywise sales assistant.
All figures are constants copied from the rendered public pages (see pages/*.txt);
every derived figure is computed and asserted here, then the JSON is written."""
import json, os, sys
from datetime import date, datetime, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
PAGES = os.path.join(HERE, "pages")
TODAY = date(2026, 11, 27)          # Friday, New York time
assert TODAY.weekday() == 4

# ---------- page constants ----------
# /pricing (automation plans, billed monthly)
AUTO = {
    "Business Starter": dict(price=197, regular=297, workflows=3),
    "Business Pro":     dict(price=397, regular=597, workflows=8),
}   # Business Elite: custom pricing, unlimited workflows
# /chatbots plans
CHAT = {
    "Starter":      dict(price=49,  conv=1000,  bots=1, channels="website widget"),
    "Professional": dict(price=149, conv=10000, bots=3, channels="all channels"),
    "Enterprise":   dict(price=499, conv=None,  bots=None, channels="?"),  # unlimited
}
CUSTOM_DEV = 2999                    # one-time
TOKENS = {"GPT-4": 0.03, "Claude": 0.015, "GPT-3.5 Turbo": 0.0025}   # $ per 1K tokens
SETUP_MIN = {"Website": 15, "WhatsApp": 30, "Facebook Messenger": 20, "Slack": 15, "SMS": 25, "Email": 30}
# /ai-vibe-coding (monthly, 12-month plan rate)
VIBE = {
    "Commercial Website":        dict(monthly=199, yearly=179, save=240),
    "Smart Web Application":     dict(monthly=219, yearly=199, save=240),
    "Mobile App Development":    dict(monthly=289, yearly=259, save=360),
}
VIBE_TRIAL_DAYS = 14
# /workflows templates, hours saved per week
TEMPL = {"Lead Follow-Up": 6, "Invoice Processing": 5, "Appointment Reminders": 4,
         "Support Ticket Triage": 7, "Document Intake": 5, "Review Requests": 3}
# policies
REFUND_DAYS = 7
CANCEL_NOTICE_DAYS = 30
PAUSE_MONTHS = 6
DATA_DELETE_DAYS = 30
SUPPORT = {"Critical": (2, 4), "High": (4, "same day"), "Normal": (24, 48), "Enhancement": (48, "planned into a release")}
DEV_START_HOURS = (24, 48)

def money(x):
    if abs(x - round(x)) < 1e-9:
        return "${:,}".format(int(round(x)))
    return "${:,.2f}".format(x)

def fmt(d):
    return d.strftime("%B ") + str(d.day) + d.strftime(", %Y")

def add_months(d, m):
    y, mo = divmod(d.month - 1 + m, 12)
    return date(d.year + y, mo + 1, d.day)

# ---------- checks against the page text ----------
txt = {f[:-4]: open(os.path.join(PAGES, f)).read() for f in os.listdir(PAGES) if f.endswith(".txt")}
def on(page, *snips):
    for s in snips:
        assert s in txt[page], (page, s)
on("pricing", "$197 /month Regular price $297", "$397 /month Regular price $597", "3 custom automated workflows",
   "8 custom automated workflows", "Custom pricing", "billed monthly")
on("chatbots", "Up to 1,000 conversations", "$49 /month", "Up to 10,000 conversations", "$149 /month",
   "Unlimited conversations", "$499 /month", "$2,999 one-time", "Website widget", "All channels", "3 chatbots",
   "$0.03 per 1K tokens", "$0.015 per 1K tokens", "$0.0025 per 1K tokens", "Setup time: 30 minutes",
   "Setup time: 20 minutes", "Setup time: 25 minutes")
on("ai-vibe-coding", "$199 /month", "$179/month with a 12-month plan (save $240/year)",
   "$219 /month", "$199/month with a 12-month plan (save $240/year)", "$289 /month",
   "$259/month with a 12-month plan (save $360/year)", "14-day free trial", "Payment integration",
   "Development begins 24-48 hours after payment")
on("workflows", "Saves about 6 hours a week", "Saves about 5 hours a week", "Saves about 4 hours a week",
   "Saves about 7 hours a week", "Saves about 3 hours a week")
on("terms", "at least 30 days notice", "up to 6 months", "within 7 days of their first payment",
   "delete your data within 30 days after termination", "State of North Carolina",
   "the remaining months of the annual term are due")
on("refund-policy", "within 7 days of your first payment", "3-5 business days", "5-10 days")
on("development-policy", "2 hours", "4 hours", "24 hours", "48 hours", "under 3 seconds for 95% of requests")
on("privacy", "7 years", "not directed at anyone under 16")
on("cookies", "rw_chat", "Duration30 days")
for k, v in VIBE.items():
    assert (v["monthly"] - v["yearly"]) * 12 == v["save"], k

items = []
def add(cat, turns, expected, inc, exc, source):
    items.append(dict(id="w%03d" % (len(items) + 1), category=cat, turns=turns, expected=expected,
                      must_include=inc, must_not_include=exc, source=source))

# ================= compositions =================
# 1 cheapest automation plan with >= 5 workflows
ok = [n for n, p in AUTO.items() if p["workflows"] >= 5]
best = min(ok, key=lambda n: AUTO[n]["price"]); assert best == "Business Pro" and AUTO[best]["price"] == 397
add("composition", ["hey so we're a small hvac company, about 6 of our processes are total busywork (quotes, follow ups, scheduling etc). whats the cheapest automation plan that would cover at least 5 workflows?"],
    "Business Pro at $397/month (limited-time price, regular $597) includes 8 custom automated workflows; Business Starter only has 3.",
    ["Business Pro", "$397"], [], "/pricing")

# 2 cheapest chatbot plan with WhatsApp
assert CHAT["Starter"]["channels"] == "website widget"
add("composition", ["we run a bakery and most customers message us on whatsapp. which is the cheapest chatbot plan that actually works on whatsapp not just the website?"],
    "The chatbot Professional plan at $149/month (All channels); Starter ($49) only includes the website widget.",
    ["Professional", "$149"], [], "/chatbots")

# 3 cheapest chatbot plan for 15,000 conversations
need = 15000
ok = [n for n, p in CHAT.items() if p["conv"] is None or p["conv"] >= need]
best = min(ok, key=lambda n: CHAT[n]["price"]); assert best == "Enterprise" and CHAT[best]["price"] == 499
add("composition", ["Our e-commerce store handles roughly 15,000 customer chats a month. What is the least expensive chatbot plan that can handle that volume?"],
    "Enterprise at $499/month (unlimited conversations); Professional stops at 10,000 conversations.",
    ["Enterprise", "$499"], [], "/chatbots")

# 4 Business Pro + chatbot Professional monthly
s = AUTO["Business Pro"]["price"] + CHAT["Professional"]["price"]; assert s == 546
add("composition", ["if i get business pro for automations AND the professional chatbot plan on top, what's my monthly bill gonna be?"],
    "$397 + $149 = $546 per month (at the current limited-time Business Pro price).",
    [money(s)], ["$746"], "/pricing")

# 5 Commercial Website 12-month + chatbot Starter over a year
m = VIBE["Commercial Website"]["yearly"] + CHAT["Starter"]["price"]; y = m * 12
assert (m, y) == (228, 2736)
add("composition", ["I'm opening a yoga studio. I'd like the Commercial Website on the 12-month plan plus the Starter chatbot. What would both cost me in total for the first year?"],
    "Commercial Website $179/month (12-month plan) + Starter chatbot $49/month = $228/month, i.e. $2,736 for 12 months.",
    [money(y)], [], "/ai-vibe-coding")

# 6 most expensive vibe coding plan + yearly saving
top = max(VIBE, key=lambda n: VIBE[n]["monthly"]); assert top == "Mobile App Development"
sv = (VIBE[top]["monthly"] - VIBE[top]["yearly"]) * 12; assert sv == 360
add("composition", ["whats the priciest vibe coding build you guys do, and how much would i save in a year if i commit to the 12 month plan instead of paying month to month"],
    "Mobile App Development: $289/month billed monthly or $259/month on a 12-month plan, saving $360 a year ($3,468 vs $3,108).",
    ["Mobile App", "$360"], [], "/ai-vibe-coding")

# 7 Business Starter 6 months + saving vs regular
t = AUTO["Business Starter"]["price"] * 6; sv = (AUTO["Business Starter"]["regular"] - AUTO["Business Starter"]["price"]) * 6
assert (t, sv) == (1182, 600)
add("composition", ["Business Starter for 6 months - how much total, and how much less is that than the regular price would have been?"],
    "6 x $197 = $1,182; at the regular $297 it would be $1,782, so $600 less.",
    [money(t), money(sv)], [], "/pricing")

# 8 Enterprise vs Professional chatbot difference over a year
d = (CHAT["Enterprise"]["price"] - CHAT["Professional"]["price"]) * 12; assert d == 4200
add("composition", ["trying to decide between the professional and enterprise chatbot plans... how much extra would enterprise cost me over a full year?"],
    "($499 - $149) x 12 = $4,200 more per year.",
    [money(d)], [], "/chatbots")

# 9 Custom Development + Enterprise chatbot 12 months
t = CUSTOM_DEV + CHAT["Enterprise"]["price"] * 12; assert t == 8987
add("composition", ["We would need the custom development chatbot build and then the Enterprise plan for the first 12 months. What's the first-year total?"],
    "$2,999 one-time + 12 x $499 ($5,988) = $8,987.",
    [money(t)], [], "/chatbots")

# 10 Claude tokens per month over 6 months
per_m = 2_500_000 / 1000 * TOKENS["Claude"]; t = per_m * 6
assert abs(per_m - 37.5) < 1e-9 and abs(t - 225) < 1e-9
add("composition", ["if our bot runs on claude and uses about 2.5 million tokens a month, what's the token cost over 6 months?"],
    "2,500 x $0.015 = $37.50 per month, $225 over 6 months.",
    [money(t)], [], "/chatbots")

# 11 GPT-4 vs GPT-3.5 Turbo for 4M tokens
a = 4_000_000 / 1000 * TOKENS["GPT-4"]; b = 4_000_000 / 1000 * TOKENS["GPT-3.5 Turbo"]
assert abs(a - 120) < 1e-9 and abs(b - 10) < 1e-9 and abs(a - b - 110) < 1e-9
add("composition", ["how much more would 4 million tokens cost on gpt-4 compared to gpt 3.5 turbo"],
    "GPT-4: $120; GPT-3.5 Turbo: $10; difference $110.",
    ["$110"], [], "/chatbots")

# 12 ticket triage + review requests over 12 weeks
h = (TEMPL["Support Ticket Triage"] + TEMPL["Review Requests"]) * 12; assert h == 120
add("composition", ["property mgmt company here. thinking of the support ticket triage and review requests automations, roughly how many hours would those two save us over 12 weeks?"],
    "About 7 + 3 = 10 hours a week, so about 120 hours over 12 weeks.",
    ["120"], [], "/workflows")

# 13 all six templates per week and per 52-week year
w = sum(TEMPL.values()); y = w * 52; assert (w, y) == (30, 1560)
add("composition", ["If we set up all six of the popular automations on your workflows page, how many hours per week would that save, and how many over a 52-week year?"],
    "6+5+4+7+5+3 = about 30 hours a week, about 1,560 hours over 52 weeks.",
    ["30", "1,560"], [], "/workflows")

# 14 vibe trial started today -> first charge
fc = TODAY + timedelta(days=VIBE_TRIAL_DAYS); assert fc == date(2026, 12, 11)
add("composition", ["if i start the vibe coding free trial today when does my card actually get charged"],
    "The trial is 14 days, so the first charge is on December 11, 2026 (today is November 27, 2026).",
    [fmt(fc)], [], "/ai-vibe-coding")

# 15 vibe trial started Dec 3 -> first charge -> refund deadline
st = date(2026, 12, 3); fc = st + timedelta(days=VIBE_TRIAL_DAYS); rd = fc + timedelta(days=REFUND_DAYS)
assert (fc, rd) == (date(2026, 12, 17), date(2026, 12, 24))
add("composition", ["Planning to start the Smart Web Application trial on December 3. If it turns out not to be right for us after the first charge, what's the last day we could still ask for a full refund?"],
    "Trial 14 days -> first charge December 17, 2026; the 7-day refund window from the first payment runs to December 24, 2026.",
    [fmt(rd)], [], "/refund-policy")

# 16 cancellation notice today
ce = TODAY + timedelta(days=CANCEL_NOTICE_DAYS); assert ce == date(2026, 12, 27)
add("composition", ["we're on a monthly plan and want to cancel. if I send the written notice today, until what date does the service keep running / billing continue?"],
    "30 days notice from November 27, 2026: the notice period ends December 27, 2026; service and billing run until then.",
    [fmt(ce)], [], "/terms")

# 17 data deletion after termination Jan 15, 2027
dd = date(2027, 1, 15) + timedelta(days=DATA_DELETE_DAYS); assert dd == date(2027, 2, 14)
add("composition", ["Our service with you will terminate on January 15, 2027. By what date will our customer data be deleted?"],
    "Within 30 days after termination, i.e. by February 14, 2027 (except records the law requires keeping, e.g. payment records).",
    [fmt(dd)], [], "/terms")

# 18 pause from Dec 1 for max
pe = add_months(date(2026, 12, 1), PAUSE_MONTHS); assert pe == date(2027, 6, 1)
add("composition", ["slow season for us. if we pause our plan starting dec 1 2026 for as long as you allow, when would the pause run out"],
    "Plans can be paused for up to 6 months, so until June 1, 2027.",
    [fmt(pe)], [], "/terms")

# 19 support targets critical + normal
assert SUPPORT["Critical"] == (2, 4) and SUPPORT["Normal"] == (24, 48)
add("composition", ["Could you tell me the first-response and resolution targets for a critical issue versus a normal one?"],
    "Critical: first response 2 hours, resolution 4 hours. Normal: first response 24 hours, resolution 48 hours.",
    ["2 hours", "4 hours", "24 hours", "48 hours"], [], "/development-policy")

# 20 cheapest vibe plan with payment integration, yearly
assert "Payment integration" in txt["ai-vibe-coding"]
y = VIBE["Smart Web Application"]["yearly"] * 12; assert y == 2388
add("composition", ["need a site where customers log in and pay online. cheapest vibe coding plan that includes payment integration, and what would a year cost on the 12-month plan?"],
    "Smart Web Application (payment integration, user accounts): $199/month on the 12-month plan = $2,388 for the year ($219 month to month).",
    ["Smart Web Application", money(y)], [], "/ai-vibe-coding")

# ================= paraphrases =================
add("paraphrase", ["if there's ever a legal dispute between us, which state's laws apply?"],
    "North Carolina law; disputes go to state and federal courts in Wake County, North Carolina.",
    ["North Carolina"], [], "/terms")
add("paraphrase", ["how long do u hang on to records of what i paid"],
    "Payment records are kept 7 years, as tax and accounting law requires.",
    ["7 years"], [], "/privacy")
add("paraphrase", ["that signed chat cookie your site drops in my browser - how long before it expires?"],
    "The rw_chat cookie lasts 30 days.",
    ["30 days"], [], "/cookies")
add("paraphrase", ["Once you've approved my refund, how long until you actually push the money back to my card?"],
    "Processing the refund to the original card takes 3-5 business days (after review of 1-2 business days); the bank then takes 5-10 days to show it.",
    ["3-5"], [], "/refund-policy")
add("paraphrase", ["is there an age minimum for using your site? asking for my teenage son who helps with the shop"],
    "The site is for businesses and not directed at anyone under 16.",
    ["16"], [], "/privacy")
add("paraphrase", ["how snappy are the bots you build, like is there a speed standard?"],
    "Chatbots and automations respond in under 3 seconds for 95% of requests.",
    ["3 seconds", "95%"], [], "/development-policy")

# ================= follow-ups =================
y = CHAT["Professional"]["price"] * 12; assert y == 1788
add("followup", ["whats the professional chatbot plan cost", "and for a year?"],
    "$149/month, so $1,788 for 12 months.",
    [money(y)], [], "/chatbots")

diff = VIBE["Mobile App Development"]["yearly"] - VIBE["Commercial Website"]["yearly"]; assert diff == 80
add("followup", ["we want both a website and a mobile app eventually. what do the website and the app plans cost monthly?",
                 "ok which of those two is cheaper on the 12 month plan, and by how much per month?"],
    "Commercial Website $179/month vs Mobile App Development $259/month on the 12-month plan: the website is $80/month cheaper.",
    ["Commercial Website", "$80"], [], "/ai-vibe-coding")

c1 = date(2026, 11, 3) + timedelta(days=14); c2 = date(2026, 11, 15) + timedelta(days=14)
assert (c1, c2) == (date(2026, 11, 17), date(2026, 11, 29))
add("followup", ["i started the vibe coding trial on november 3, when does the first charge hit?", "and if it was the 15th instead?"],
    "November 3 -> November 17, 2026; if started November 15, the first charge is November 29, 2026.",
    [fmt(c2)], [], "/ai-vibe-coding")

d = (TOKENS["GPT-4"] - TOKENS["Claude"]) * 500 * 12; assert abs(d - 90) < 1e-9
add("followup", ["how much is claude per 1k tokens?", "ok and gpt-4?",
                 "so if we burn 500k tokens a month, how much more would gpt-4 cost than claude over a year"],
    "Claude $0.015/1K, GPT-4 $0.03/1K; 500K tokens: $15 vs $7.50 per month, $7.50 more per month, $90 more over 12 months.",
    ["$90"], [], "/chatbots")

w = TEMPL["Lead Follow-Up"] + TEMPL["Appointment Reminders"]; assert (w, w * 52) == (10, 520)
add("followup", ["we're a 3-chair dental office. if we set up the lead follow-up and appointment reminder automations how many hours a week does that save",
                 "and over a 52-week year?"],
    "About 6 + 4 = 10 hours a week, about 520 hours over 52 weeks.",
    ["520"], [], "/workflows")

rd = date(2026, 12, 2) + timedelta(days=REFUND_DAYS); assert rd == date(2026, 12, 9)
add("followup", ["We signed up for Business Starter and our first payment went through on December 2.",
                 "What's the last day we could still get a full refund?"],
    "Within 7 days of the first payment: December 9, 2026.",
    [fmt(rd)], [], "/refund-policy")

# ================= unanswerable =================
add("unanswerable", ["how much does business elite actually cost per month? ballpark is fine"],
    "Not published: Business Elite is custom pricing; contact sales / a specialist for a quote. Must not invent a figure.",
    [], [], "/pricing")
add("unanswerable", ["we're a registered nonprofit food bank. do you have a nonprofit discount on the chatbot plans?"],
    "No nonprofit discount is published; offer to connect with a specialist/sales. Must not claim a discount exists or give a percentage.",
    [], ["% off", "nonprofit discount of"], "/chatbots")
add("unanswerable", ["Can the chatbot be deployed in Microsoft Teams for our internal staff?"],
    "Microsoft Teams is not among the listed channels (website, WhatsApp, Facebook Messenger, Slack, SMS, email); not confirmed by the pages, so refer to a specialist rather than promising it or giving a setup time.",
    [], [], "/chatbots")
add("unanswerable", ["I just started the free trial of the Professional chatbot plan today. When will my card be charged the $149?"],
    "The chatbot plans' free-trial length is not published (the 14-day trial is stated only for AI Vibe Coding), so the charge date cannot be computed; refer to a specialist.",
    [], [fmt(TODAY + timedelta(days=14)), fmt(TODAY + timedelta(days=7)), fmt(TODAY + timedelta(days=30))], "/chatbots")
add("unanswerable", ["roughly what would gpt-4 cost us for 10,000 words of replies?"],
    "Pricing is per 1,000 tokens ($0.03 per 1K for GPT-4); the pages give no words-to-tokens conversion, so a cost for 10,000 words cannot be stated from the pages (it can give the per-token rate and ask for a token count).",
    [], [], "/chatbots")
add("unanswerable", ["What's the per-1K-token price of your Custom Model?"],
    "Not published: the Custom Model is listed as custom pricing; contact a specialist.",
    [], [], "/chatbots")
add("unanswerable", ["is there a cheaper rate if we pay for business pro annually instead of monthly? how much would a year be"],
    "No annual price or annual discount is published for the automation plans (they are billed monthly); a year at the monthly price is 12 x $397 = $4,764, but any annual discount is not published - refer to sales.",
    [], [], "/pricing")
add("unanswerable", ["if you miss the 99.9% uptime in a month do we get service credits or money back? how much?"],
    "No uptime credit or refund for missing the target is published (99.9% is a target); refer to a specialist. Must not invent a credit percentage.",
    [], ["% credit", "% service credit"], "/terms")

# ---------- write ----------
cats = {}
for it in items:
    cats[it["category"]] = cats.get(it["category"], 0) + 1
assert len(items) == 40, len(items)
assert cats == {"composition": 20, "paraphrase": 6, "followup": 6, "unanswerable": 8}, cats
for it in items:
    assert it["turns"] and all(isinstance(t, str) and t for t in it["turns"])
    if it["category"] == "followup":
        assert len(it["turns"]) >= 2
    if it["category"] == "unanswerable":
        assert it["must_include"] == []
    for s in it["must_include"]:
        assert s.lower() in it["expected"].lower() or s in ("30",), (it["id"], s)
    for s in it["must_not_include"]:
        assert s.lower() not in it["expected"].lower(), (it["id"], s)
out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "assistant-eighth.json")
with open(out, "w") as f:
    json.dump(items, f, indent=2, ensure_ascii=False)
    f.write("\n")
print(out, cats)
for it in items:
    print(it["id"], it["category"], it["turns"][0][:80])

"""Builds assistant-seventeenth.json from facts copied out of pages/*.txt (see fetch.py)."""
import json, os, re
from datetime import date, datetime, timedelta
from decimal import Decimal as D

HERE = os.path.dirname(os.path.abspath(__file__))
PAGES = {}
for fn in sorted(os.listdir(os.path.join(HERE, "pages"))):
    if fn.endswith(".txt"):
        with open(os.path.join(HERE, "pages", fn)) as f:
            PAGES[fn[:-4]] = f.read()
FLAT = {k: re.sub(r"\s+", " ", v) for k, v in PAGES.items()}

def src(snippet, page=None):
    """Assert the snippet appears verbatim in a page text (or in the named page)."""
    s = re.sub(r"\s+", " ", snippet)
    pages = [page] if page else list(FLAT)
    assert any(s in FLAT[p] for p in pages), f"not found on {page or 'any page'}: {snippet!r}"
    return snippet

def absent(*words):
    for w in words:
        for p, t in FLAT.items():
            assert w.lower() not in t.lower(), f"expected absent but found {w!r} on {p}"

def money(x):
    x = D(str(x))
    if x == x.to_integral_value():
        return "${:,}".format(int(x))
    n = x.normalize()
    return "${:,.2f}".format(x) if n.as_tuple().exponent >= -2 else "$" + str(n)

def fmt_date(d):
    return d.strftime("%B ") + str(d.day) + d.strftime(", %Y")

def add_months(d, n):
    m = d.month - 1 + n
    return date(d.year + m // 12, m % 12 + 1, d.day)

TODAY = date(2026, 12, 1)
assert TODAY.strftime("%A") == "Tuesday"

# ---------------- facts: /pricing ----------------
src("Prices in US dollars, billed monthly. Limited-time prices stay yours as long as you keep the plan.", "pricing")
src("Business Starter", "pricing"); src("$197", "pricing"); src("$297", "pricing"); src("$100/month limited time", "pricing")
STARTER, STARTER_REG, STARTER_SAVE = 197, 297, 100
assert STARTER_REG - STARTER == STARTER_SAVE
src("3 custom automated workflows", "pricing"); STARTER_WF = 3
src("AI chatbot for your website", "pricing")
src("Business Pro", "pricing"); src("$397", "pricing"); src("$597", "pricing"); src("$200/month limited time", "pricing")
PRO, PRO_REG, PRO_SAVE = 397, 597, 200
assert PRO_REG - PRO == PRO_SAVE
src("8 custom automated workflows", "pricing"); PRO_WF = 8
src("Business Elite", "pricing"); src("Custom pricing", "pricing"); src("Unlimited automated workflows", "pricing")
elite_block = FLAT["pricing"].split("Business Elite")[1].split("Included in every plan")[0]
assert "$" not in elite_block, "Elite shows a price"

# ---------------- facts: /chatbots ----------------
src("Starter Up to 1,000 conversations $49 /month", "chatbots"); CB_STARTER, CB_STARTER_CONV = 49, 1000
src("1 chatbot Website widget Basic analytics Email support", "chatbots")
src("Professional Up to 10,000 conversations $149 /month", "chatbots"); CB_PRO, CB_PRO_CONV = 149, 10000
src("3 chatbots All channels Advanced analytics Priority support", "chatbots"); CB_PRO_BOTS = 3
src("Enterprise Unlimited conversations $499 /month", "chatbots"); CB_ENT = 499
src("Unlimited chatbots Custom AI training SLA and dedicated manager SSO", "chatbots")
src("Source code $2,999 one-time", "chatbots"); CUSTOM_DEV = 2999
src("GPT-4", "chatbots"); src("$0.03 per 1K tokens", "chatbots"); GPT4 = D("0.03")
src("Claude", "chatbots"); src("$0.015 per 1K tokens", "chatbots"); CLAUDE = D("0.015")
src("GPT-3.5 Turbo", "chatbots"); src("$0.0025 per 1K tokens", "chatbots"); GPT35 = D("0.0025")
src("Website A chat widget on every page of your site. Setup time: 15 minutes", "chatbots"); SET_WEB = 15
src("WhatsApp Answer customers where they already message. Setup time: 30 minutes", "chatbots"); SET_WA = 30
src("Slack An internal assistant for your team. Setup time: 15 minutes", "chatbots"); SET_SLACK = 15
src("SMS Two-way text conversations with customers. Setup time: 25 minutes", "chatbots"); SET_SMS = 25

# ---------------- facts: /ai-vibe-coding ----------------
src("Start with a 14-day free trial.", "ai-vibe-coding"); TRIAL_DAYS = 14
src("14-day free trial, then your card is charged monthly.", "ai-vibe-coding")
src("Commercial Website A fast, modern business website built and maintained for you. $199 /month billed monthly, or $179/month with a 12-month plan (save $240/year)", "ai-vibe-coding")
WEB_M, WEB_Y = 199, 179
assert (WEB_M - WEB_Y) * 12 == 240
src("Smart Web Application A web application with logins, data and AI features. $219 /month billed monthly, or $199/month with a 12-month plan (save $240/year)", "ai-vibe-coding")
APP_M, APP_Y = 219, 199
assert (APP_M - APP_Y) * 12 == 240
src("Mobile App Development An iOS and Android app for your customers or team. $289 /month billed monthly, or $259/month with a 12-month plan (save $360/year)", "ai-vibe-coding")
MOB_M, MOB_Y = 289, 259
assert (MOB_M - MOB_Y) * 12 == 360
src("iOS and Android from one codebase Push notifications", "ai-vibe-coding")

# ---------------- facts: /workflows ----------------
src("Lead Follow-Up Every new web or chat lead gets a personal reply in minutes and lands in your CRM.", "workflows")
src("CRM updated Saves about 6 hours a week", "workflows"); H_LEAD = 6
src("Invoice Processing Invoices from your inbox are read, checked and entered into your books.", "workflows")
src("Posted to accounting Saves about 5 hours a week", "workflows"); H_INV = 5
src("Support Ticket Triage Incoming requests are sorted by topic and urgency and routed to the right person.", "workflows")
src("Urgent ones alert by SMS Saves about 7 hours a week", "workflows"); H_TRIAGE = 7

# ---------------- facts: policies ----------------
src("If you are not satisfied for any reason within 7 days of your first payment, you can ask for a full refund of that payment.", "refund-policy"); REFUND_DAYS = 7
src("To cancel a monthly plan, give us at least 30 days notice in writing. Billing stops at the end of the notice period and the service runs until then.", "terms"); CANCEL_DAYS = 30
src("You may pause a plan for up to 6 months.", "terms"); PAUSE_MONTHS = 6
src("We delete your data within 30 days after termination, except records the law requires us to keep.", "terms"); DELETE_DAYS = 30
src("Support is available Mon-Fri 9AM-6PM EST; critical issues are handled 24/7.", "development-policy")
src("Critical A live automation, chatbot or site is down or losing data. 2 hours 4 hours", "development-policy"); CRIT_FIRST, CRIT_RES = 2, 4
src("High An important feature is broken and there is no workaround. 4 hours same day", "development-policy")
src("Chatbots and automations we build respond in under 3 seconds for 95% of requests.", "development-policy")
src("Any dispute will be decided by the state and federal courts located in Wake County, North Carolina.", "terms")
src("__stripe_sid", "cookies"); src("Fraud prevention for the current checkout session. Duration 30 minutes", "cookies")
src("This site is for businesses and is not directed at anyone under 16.", "privacy")
src("Payment records 7 years, as tax and accounting law requires", "privacy")
src("our total liability for any claim is limited to the fees you paid us in the 12 months before the claim arose.", "terms")
src("256-bit encryption", "pricing"); src("SOC 2 compliant infrastructure", "pricing")
src("100+ integrations with the CRM, calendar and accounting tools you already use.", "features")

# ---------------- absences relied on by unanswerable items ----------------
absent("HIPAA", "BAA", "business associate", "PHI", "protected health")            # z033
for p in ("chatbots", "pricing"):                                                    # z034
    assert "14-day" not in FLAT[p] and "day trial" not in FLAT[p].lower() and "days free" not in FLAT[p].lower()
trial_mentions = [m.start() for m in re.finditer("trial", FLAT["chatbots"].lower())]
assert all(FLAT["chatbots"].lower()[i-11:i+5] == "start free trial" for i in trial_mentions), "chatbot trial length stated?"
absent("overage", "per conversation", "extra conversation", "additional conversation", "exceed")  # z035
absent("add-on", "addon", "additional workflow", "extra workflow", "per workflow", "more workflows")  # z036
assert not re.search(r"annual|year", FLAT["pricing"], re.I)                          # z037
absent("upfront", "up front", "prepay", "pre-pay", "discount")
absent("Gemini", "Google", "Bard")                                                   # z038
absent("Jobber")                                                                     # z039
# z040: Elite has no dollar figure (checked above via elite_block)

# ---------------- computations ----------------
c = {}
assert STARTER_WF < 5 <= PRO_WF
assert CB_STARTER_CONV < 4000 <= CB_PRO_CONV
c["sum3"] = PRO + CB_PRO + WEB_M; assert c["sum3"] == 745
c["mob_year"] = MOB_Y * 12; assert c["mob_year"] == 3108
c["starter_save_year"] = STARTER_SAVE * 12; assert c["starter_save_year"] == 1200
c["mix"] = 4 * STARTER + 8 * PRO; assert c["mix"] == 3964
c["gpt_diff"] = (GPT4 - GPT35) * 400; assert c["gpt_diff"] == 11
c["refund_today"] = TODAY + timedelta(days=REFUND_DAYS); assert fmt_date(c["refund_today"]) == "December 8, 2026"
c["trial_end"] = TODAY + timedelta(days=TRIAL_DAYS); assert fmt_date(c["trial_end"]) == "December 15, 2026"
c["cancel"] = TODAY + timedelta(days=CANCEL_DAYS); assert fmt_date(c["cancel"]) == "December 31, 2026"
c["pause"] = add_months(TODAY, PAUSE_MONTHS); assert fmt_date(c["pause"]) == "June 1, 2027"
c["delete"] = date(2027, 1, 20) + timedelta(days=DELETE_DAYS); assert fmt_date(c["delete"]) == "February 19, 2027"
c["setup"] = SET_WEB + SET_SLACK + SET_SMS; assert c["setup"] == 55
c["hours"] = H_LEAD + H_INV + H_TRIAGE; assert c["hours"] == 18
c["web_starter"] = WEB_Y * 12 + STARTER * 12; assert (WEB_Y * 12, STARTER * 12, c["web_starter"]) == (2148, 2364, 4512)
c["ent_year"] = CB_ENT * 12; assert c["ent_year"] == 5988; assert 599 * 12 == 7188
c["custom_first_year"] = CUSTOM_DEV + CB_PRO * 12; assert (CB_PRO * 12, c["custom_first_year"]) == (1788, 4787)
assert CB_PRO_BOTS < 5
outage = datetime(2026, 12, 5, 23, 30); assert outage.strftime("%A") == "Saturday"
c["crit_first"] = outage + timedelta(hours=CRIT_FIRST); c["crit_res"] = outage + timedelta(hours=CRIT_RES)
assert c["crit_first"].strftime("%A %H:%M") == "Sunday 01:30" and c["crit_res"].strftime("%A %H:%M") == "Sunday 03:30"
c["pro18"] = PRO * 18; assert c["pro18"] == 7146
c["gpt35_3m"] = GPT35 * 3000; assert c["gpt35_3m"] == D("7.5") and money(c["gpt35_3m"]) == "$7.50"
c["web_y_total"] = WEB_Y * 12; assert c["web_y_total"] == 2148
c["refund_nov27"] = date(2026, 11, 27) + timedelta(days=REFUND_DAYS); assert fmt_date(c["refund_nov27"]) == "December 4, 2026"
assert c["refund_nov27"] >= TODAY
assert money(GPT35) == "$0.0025" and money(GPT4 * 400) == "$12" and money(GPT35 * 400) == "$1"

M = money; F = fmt_date
items = []
def add(category, turns, expected, must_include, must_not_include, source, unanswerable=False):
    it = {"id": "z%03d" % (len(items) + 1), "category": category, "turns": turns, "expected": expected,
          "must_include": must_include, "must_not_include": must_not_include, "source": source}
    if unanswerable:
        it["unanswerable"] = True
    items.append(it)

# ================= composition (20) =================
add("composition",
    ["ok so we're a small roofing company. right now i have like 5 things i want automated (quotes, follow ups, invoices, review asks, scheduling). whats the cheapest of your automation plans that actually covers 5 workflows and what does it run a month"],
    f"Business Starter only includes {STARTER_WF} custom automated workflows, so the cheapest plan that covers 5 is Business Pro, with {PRO_WF} custom automated workflows, at {M(PRO)}/month at the limited-time price (regular price {M(PRO_REG)}).",
    ["Business Pro", M(PRO)], [], "/pricing")
add("composition",
    ["We get around 4 thousand customer chats per month, most of them coming in on WhatsApp. Which chatbot plan is the cheapest one that works for us?"],
    f"The Professional chatbot plan at {M(CB_PRO)}/month: it covers up to 10,000 conversations and all channels, including WhatsApp. The {M(CB_STARTER)} Starter plan stops at 1,000 conversations and only has the website widget.",
    ["Professional", M(CB_PRO)], [], "/chatbots")
add("composition",
    ["accountant here. client wants Business Pro + the Professional chatbot plan + a Commercial Website billed month to month. exact combined monthly total please, at current prices"],
    f"Business Pro {M(PRO)} + Professional chatbot {M(CB_PRO)} + Commercial Website billed monthly {M(WEB_M)} = {M(c['sum3'])} per month.",
    [M(c["sum3"])], [], "/pricing, /chatbots, /ai-vibe-coding")
add("composition",
    ["Hallo, I want app for iOS and Android for my bakery customers. If I take the 12-month plan, how much I pay in total for the whole first year?"],
    f"That is Mobile App Development. On the 12-month plan it is {M(MOB_Y)}/month, so {M(MOB_Y)} x 12 = {M(c['mob_year'])} for the first year (versus {M(MOB_M)}/month billed monthly).",
    [M(c["mob_year"])], [], "/ai-vibe-coding")
add("composition",
    ["If I grab Business Starter now while its on the limited price and keep it for a full year how much do i save compared to paying the regular price"],
    f"Business Starter is {M(STARTER)}/month instead of the regular {M(STARTER_REG)}, a saving of {M(STARTER_SAVE)}/month, and the limited-time price stays as long as you keep the plan: {M(STARTER_SAVE)} x 12 = {M(c['starter_save_year'])} saved over a year.",
    [M(c["starter_save_year"])], [], "/pricing")
add("composition",
    ["Planning the budget. We'd start on Business Starter for 4 months, then move up to Business Pro for the other 8 months of the year. Assuming today's prices stay, what is the grand total for those 12 months?"],
    f"4 x {M(STARTER)} = {M(4*STARTER)} for Business Starter plus 8 x {M(PRO)} = {M(8*PRO)} for Business Pro, a total of {M(c['mix'])}.",
    [M(c["mix"])], [], "/pricing")
add("composition",
    ["how much more would GPT-4 cost us than GPT-3.5 Turbo for 400,000 tokens"],
    f"GPT-4 is {M(GPT4)} per 1K tokens, so 400,000 tokens cost {M(GPT4*400)}; GPT-3.5 Turbo is {M(GPT35)} per 1K tokens, so {M(GPT35*400)}. GPT-4 costs {M(c['gpt_diff'])} more.",
    [M(c["gpt_diff"])], [], "/chatbots")
add("composition",
    ["Just paid for Business Starter this morning (today, Dec 1). Whats the last day I can change my mind and get all of it back?"],
    f"The refund policy gives a full refund if you ask within 7 days of your first payment, so you have until {F(c['refund_today'])}.",
    [F(c["refund_today"])], ["December 9, 2026"], "/refund-policy")
add("composition",
    ["if i start the free trial for the smart web application today when does my card first get charged?"],
    f"AI Vibe Coding plans start with a 14-day free trial, then your card is charged monthly. Starting today, December 1, 2026, the first charge would be on {F(c['trial_end'])} ({M(APP_M)}/month billed monthly, or {M(APP_Y)}/month on the 12-month plan).",
    [F(c["trial_end"])], ["December 16, 2026"], "/ai-vibe-coding, /terms")
add("composition",
    ["We're on a monthly plan and I sent our cancellation in writing by email today. Until what date do we keep getting billed and does the service keep running?"],
    f"Monthly plans need at least 30 days written notice; billing stops at the end of the notice period and the service runs until then. With notice given today, December 1, 2026, that is {F(c['cancel'])}.",
    [F(c["cancel"])], ["December 30, 2026"], "/terms")
add("composition",
    ["we rent out kayaks on the lake and basically shut down for winter starting today. instead of cancelling can i just freeze our plan? whats the latest date it can stay frozen until"],
    f"Yes, any plan can be paused for up to 6 months; while paused your automations are switched off and your data is kept. Pausing from today, December 1, 2026, the latest it can stay paused is {F(c['pause'])}.",
    [F(c["pause"])], ["December 1, 2027"], "/terms")
add("composition",
    ["If our contract with you ends on January 20, 2027, by what date will our data be wiped from your systems?"],
    f"Relaywise deletes your data within 30 days after termination (except records the law requires it to keep, such as payment records), so by {F(c['delete'])}. You can ask for an export before then.",
    [F(c["delete"])], ["February 20, 2027"], "/terms")
add("composition",
    ["we want the bot on our website, inside our staff slack and on SMS. if your team sets them up one after the other how long would that take all together"],
    f"Website 15 minutes + Slack 15 minutes + SMS 25 minutes = {c['setup']} minutes in total.",
    [f"{c['setup']} minutes"], [], "/chatbots")
add("composition",
    ["Honestly my whole week is answering every new web lead by hand, typing supplier invoices from my inbox into the books, and sorting customer tickets by how urgent they are. If you did those three with your ready-made automations, roughly how many hours a week would I get back?"],
    f"Those match Lead Follow-Up (about {H_LEAD} hours a week), Invoice Processing (about {H_INV} hours a week) and Support Ticket Triage (about {H_TRIAGE} hours a week): about {c['hours']} hours a week in total.",
    [f"{c['hours']} hours"], [], "/workflows")
add("composition",
    ["bookkeeper question. Commercial Website on the 12-month plan plus Business Starter, both for 12 months. total for the year?"],
    f"Commercial Website on the 12-month plan: {M(WEB_Y)} x 12 = {M(WEB_Y*12)}. Business Starter: {M(STARTER)} x 12 = {M(STARTER*12)}. Total {M(c['web_starter'])}.",
    [M(c["web_starter"])], [], "/ai-vibe-coding, /pricing")
add("composition",
    ["I own a gym. I want something members download on their iPhone or Android phone, and we can ping them when a spot in a class opens up. What would that be with you, and what's the month-to-month price if I don't want to commit to a year?"],
    f"That is Mobile App Development (iOS and Android from one codebase, with push notifications): {M(MOB_M)}/month billed monthly, or {M(MOB_Y)}/month with a 12-month plan.",
    ["Mobile App Development", M(MOB_M)], [], "/ai-vibe-coding")
add("composition",
    ["someone told me your Enterprise chatbot plan is $599 a month, so over 7 grand a year?? what's the real yearly cost"],
    f"The Enterprise chatbot plan is {M(CB_ENT)}/month, not $599, so a year is {M(CB_ENT)} x 12 = {M(c['ent_year'])}.",
    [M(c["ent_year"])], [], "/chatbots")
add("composition",
    ["We'd want a fully custom-built chatbot (the one-time Custom Development package) and then run it on the Professional plan for 12 months. What's the total first-year spend?"],
    f"Custom Development is {M(CUSTOM_DEV)} one-time, and the Professional plan is {M(CB_PRO)} x 12 = {M(CB_PRO*12)}, so the first year totals {M(c['custom_first_year'])}.",
    [M(c["custom_first_year"])], [], "/chatbots")
add("composition",
    ["Our IT guy insists on single sign-on, and we need 5 separate bots for our 5 brands. Cheapest chatbot plan that does both?"],
    f"Enterprise at {M(CB_ENT)}/month: it has unlimited chatbots and SSO. Professional only has {CB_PRO_BOTS} chatbots and no SSO.",
    ["Enterprise", M(CB_ENT)], [], "/chatbots")
add("composition",
    ["It's Saturday 11:30 PM and the chatbot on our site is completely down. By when should it be fixed according to your targets, or do we wait till Monday?"],
    "No need to wait: critical issues (a live chatbot down) are handled 24/7. The target is a first response within 2 hours (by 1:30 AM Sunday) and resolution within 4 hours, so by 3:30 AM on Sunday.",
    ["3:30"], [], "/development-policy, /terms")

# ================= paraphrase (6) =================
add("paraphrase",
    ["how snappy is the bot really. like what share of questions get an answer in under 3 sec"],
    "The chatbots and automations Relaywise builds respond in under 3 seconds for 95% of requests.",
    ["95%"], [], "/development-policy")
add("paraphrase",
    ["Si algún día tenemos un problema legal con ustedes... in which court would that end up?"],
    "The terms are governed by North Carolina law, and any dispute is decided by the state and federal courts located in Wake County, North Carolina.",
    ["Wake County"], [], "/terms")
add("paraphrase",
    ["that stripe session cookie on the checkout page, how long does it stick around"],
    "The __stripe_sid cookie, used for fraud prevention during the current checkout session, lasts 30 minutes.",
    ["30 minutes"], [], "/cookies")
add("paraphrase",
    ["my nephew is 15 and wants to use your site for his lawn mowing side hustle, is that fine?"],
    "The site is for businesses and is not directed at anyone under 16; Relaywise does not knowingly collect personal data from people under 16.",
    ["16"], [], "/privacy")
add("paraphrase",
    ["how long do u hang on to the records of what I paid u"],
    "Payment records are kept for 7 years, as tax and accounting law requires.",
    ["7 years"], [], "/privacy")
add("paraphrase",
    ["Worst case, something you build goes badly wrong. What's the most you'd ever be on the hook for?"],
    "To the extent the law allows, Relaywise's total liability for any claim is limited to the fees you paid in the 12 months before the claim arose, and it is not liable for indirect or consequential losses or lost profits.",
    ["12 months"], [], "/terms")

# ================= followup (6) =================
add("followup",
    ["what does Business Pro go for", "ok and if we stay on it 18 months straight, total?"],
    f"Business Pro is {M(PRO)}/month at the limited-time price, which stays yours as long as you keep the plan, so 18 months is {M(PRO)} x 18 = {M(c['pro18'])}.",
    [M(c["pro18"])], [], "/pricing")
add("followup",
    ["gpt 3.5 turbo price?", "cool so 3 million tokens would be..."],
    f"GPT-3.5 Turbo is {M(GPT35)} per 1K tokens, so 3,000,000 tokens (3,000 x 1K) cost {M(c['gpt35_3m'])}.",
    [M(c["gpt35_3m"])], [], "/chatbots")
add("followup",
    ["Tell me about the Commercial Website plan.", "And if I lock in the 12 month option, what do I pay per month and for the whole year?"],
    f"On the 12-month plan the Commercial Website is {M(WEB_Y)}/month instead of {M(WEB_M)}, so {M(c['web_y_total'])} for the year (saving $240).",
    [M(WEB_Y), M(c["web_y_total"])], [], "/ai-vibe-coding")
add("followup",
    ["whats ur refund policy", "I paid on November 27. am I too late?"],
    f"Not too late: the full refund applies within 7 days of your first payment, so a payment on November 27, 2026 can be refunded if you ask by {F(c['refund_nov27'])}.",
    [F(c["refund_nov27"])], ["December 3, 2026"], "/refund-policy")
add("followup",
    ["What's your response time if an important feature breaks and there's no workaround?", "And if the whole automation is down and losing data?"],
    "That is a Critical issue, handled 24/7: first response within 2 hours and resolution within 4 hours.",
    ["2 hours", "4 hours"], [], "/development-policy")
add("followup",
    ["can your bot answer customers on whatsapp", "how long does that take to set up and whats the cheapest plan that has it"],
    f"WhatsApp setup takes 30 minutes. The cheapest chatbot plan with WhatsApp is Professional at {M(CB_PRO)}/month (all channels); Starter only includes the website widget.",
    ["30 minutes", "Professional"], [], "/chatbots")

# ================= unanswerable (8) =================
add("unanswerable",
    ["I run a small dental office and patient info is involved. Before anything else: are you HIPAA compliant and will you sign a BAA?"],
    "The pages do not mention HIPAA or business associate agreements. They only describe 256-bit encryption and SOC 2 compliant infrastructure. The assistant should not claim HIPAA compliance or a BAA and should offer to connect the visitor with a specialist who can confirm.",
    [], [], "/privacy, /pricing", True)
add("unanswerable",
    ["The $49 chatbot plan has a Start Free Trial button. How many days free do I actually get?"],
    "The chatbot page shows a Start Free Trial button but does not state how long the chatbot trial lasts (the 14-day trial is stated only for AI Vibe Coding). The assistant should say it isn't stated and offer the team to confirm, without inventing a length.",
    [], [], "/chatbots", True)
add("unanswerable",
    ["busy season we might blow past 1000 conversations on the starter chatbot. what do you charge per extra conversation?"],
    "The pages give the Starter cap (up to 1,000 conversations) but no overage price or per-conversation charge. The assistant should not invent one; it can mention the Professional plan goes up to 10,000 and offer a specialist.",
    [], [], "/chatbots", True)
add("unanswerable",
    ["Business Pro comes with 8 workflows. If we need a 9th one, what does a single extra workflow cost as an add-on?"],
    "The pages do not list any add-on price for extra workflows. The assistant should not invent a figure; it can mention Business Elite has unlimited workflows at custom pricing and offer sales.",
    [], [], "/pricing", True)
add("unanswerable",
    ["is there a cheaper rate on Business Pro if I pay the whole year up front?"],
    "The pricing page lists Business Pro only billed monthly ($397/month limited-time) and states no annual or prepayment price or discount (the Terms mention annual plans in general, but no annual price for Business Pro). The assistant should not invent one and should offer to check with sales.",
    [], [], "/pricing", True)
add("unanswerable",
    ["do u guys do google gemini? whats it per 1k tokens"],
    "The model list shows GPT-4, Claude, GPT-3.5 Turbo and a Custom Model; Gemini is not mentioned and no price is given for it. The assistant should not invent a price.",
    [], [], "/chatbots", True)
add("unanswerable",
    ["We schedule every job in Jobber. Does your stuff plug into Jobber or not?"],
    "The pages mention 100+ integrations but do not name Jobber. The assistant should not claim a Jobber integration exists and should offer to have a specialist confirm.",
    [], [], "/features", True)
add("unanswerable",
    ["just give me a ballpark monthly number for Business Elite, I won't hold you to it"],
    "Business Elite is listed as custom pricing with no figure. The assistant should not give a number and should point to Contact Sales.",
    [], [], "/pricing", True)

# ---------------- checks ----------------
assert len(items) == 40
from collections import Counter
cnt = Counter(i["category"] for i in items)
assert cnt == {"composition": 20, "paraphrase": 6, "followup": 6, "unanswerable": 8}, cnt
assert len({i["id"] for i in items}) == 40
for i in items:
    low = i["expected"].lower()
    for s in i["must_include"]:
        assert s.lower() in low, (i["id"], s)
    for s in i["must_not_include"]:
        assert s.lower() not in low, (i["id"], s)
    if i["category"] == "followup":
        assert len(i["turns"]) == 2
    else:
        assert len(i["turns"]) == 1
    if i["category"] == "unanswerable":
        assert i.get("unanswerable") is True and i["must_include"] == []
    else:
        assert "unanswerable" not in i and i["must_include"]
    for m in re.findall(r"\$[\d,]+(?:\.\d+)?", " ".join(i["must_include"])):
        assert not m.endswith(".00"), m

with open(os.path.join(HERE, "assistant-seventeenth.json"), "w") as f:
    json.dump(items, f, indent=2, ensure_ascii=False)
    f.write("\n")
print("wrote", len(items), "items", dict(cnt))

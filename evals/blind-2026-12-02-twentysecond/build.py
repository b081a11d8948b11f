import json, re, datetime, os
from datetime import date, datetime as dt, timedelta

PAGES = ["home","features","chatbots","workflows","pricing","ai-vibe-coding","contact","terms",
         "privacy","refund-policy","development-policy","cookies"]
def norm(s): return " ".join(s.split())
TEXT = {p: norm(open(f"pages/{p}.txt").read()) for p in PAGES}
ALL = " ".join(TEXT.values())

# ---------- facts: (key, page, snippet, anchor, window, competitors) ----------
AUTO_PLANS = ["Business Starter", "Business Pro", "Business Elite"]
BOT_PLANS = ["Starter", "Professional", "Enterprise", "Custom Development"]
MODELS = ["GPT-4", "Claude", "GPT-3.5 Turbo", "Custom Model"]
CHANNELS = ["Website", "WhatsApp", "Facebook Messenger", "Slack", "SMS", "Email"]
FLOWS = ["Lead Follow-Up", "Invoice Processing", "Appointment Reminders", "Support Ticket Triage",
         "Document Intake", "Review Requests"]
VIBE = ["Commercial Website", "Smart Web Application", "Mobile App Development"]
PRIO = ["Critical", "High", "Normal", "Enhancement"]
FACTS = [
 ("starter_price", "pricing", "$197/month", "Business Starter", 120, AUTO_PLANS),
 ("starter_regular", "pricing", "$197/monthRegular price $297", "Business Starter", 120, AUTO_PLANS),
 ("starter_save", "pricing", "$100/month limited time", "Business Starter", 160, AUTO_PLANS),
 ("starter_3wf", "pricing", "3 custom automated workflows", "Business Starter", 220, AUTO_PLANS),
 ("pro_price", "pricing", "$397/month", "Business Pro", 120, AUTO_PLANS),
 ("pro_regular", "pricing", "$397/monthRegular price $597", "Business Pro", 120, AUTO_PLANS),
 ("pro_save", "pricing", "$200/month limited time", "Business Pro", 160, AUTO_PLANS),
 ("pro_8wf", "pricing", "8 custom automated workflows", "Business Pro", 220, AUTO_PLANS),
 ("pro_support", "pricing", "Priority support, response within 4 hours", "Business Pro", 400, AUTO_PLANS),
 ("bot_starter", "chatbots", "Up to 1,000 conversations $49/month", "Starter", 40, BOT_PLANS),
 ("bot_pro", "chatbots", "Up to 10,000 conversations $149/month", "Professional", 40, BOT_PLANS),
 ("bot_pro_3", "chatbots", "3 chatbots", "Professional", 160, BOT_PLANS),
 ("bot_ent", "chatbots", "Unlimited conversations $499/month", "Enterprise", 40, BOT_PLANS),
 ("bot_custom", "chatbots", "$2,999one-time", "Custom Development", 160, BOT_PLANS),
 ("gpt4", "chatbots", "$0.03per 1K tokens", "GPT-4", 200, MODELS),
 ("claude", "chatbots", "$0.015per 1K tokens", "Claude", 200, MODELS),
 ("gpt35", "chatbots", "$0.0025per 1K tokens", "GPT-3.5 Turbo", 200, MODELS),
 ("per1k", "chatbots", "Usage is billed at the provider's price per 1,000 tokens.", None, 0, []),
 ("ch_web", "chatbots", "Setup time: 15 minutes", "Website", 80, CHANNELS),
 ("ch_wa", "chatbots", "Setup time: 30 minutes", "WhatsApp", 80, CHANNELS),
 ("ch_fb", "chatbots", "Setup time: 20 minutes", "Facebook Messenger", 80, CHANNELS),
 ("ch_slack", "chatbots", "Setup time: 15 minutes", "Slack", 80, CHANNELS),
 ("ch_sms", "chatbots", "Setup time: 25 minutes", "SMS", 80, CHANNELS),
 ("ch_email", "chatbots", "Setup time: 30 minutes", "Email", 80, CHANNELS),
 ("wf_lead", "workflows", "Saves about 6 hours a week", "Lead Follow-Up", 250, FLOWS),
 ("wf_inv", "workflows", "Saves about 5 hours a week", "Invoice Processing", 250, FLOWS),
 ("wf_appt", "workflows", "Saves about 4 hours a week", "Appointment Reminders", 250, FLOWS),
 ("wf_triage", "workflows", "Saves about 7 hours a week", "Support Ticket Triage", 250, FLOWS),
 ("wf_doc", "workflows", "Saves about 5 hours a week", "Document Intake", 250, FLOWS),
 ("wf_rev", "workflows", "Saves about 3 hours a week", "Review Requests", 250, FLOWS),
 ("v_web", "ai-vibe-coding", "$199/month billed monthly, or $179/month with a 12-month plan (save $240/year)", "Commercial Website", 120, VIBE),
 ("v_app", "ai-vibe-coding", "$219/month billed monthly, or $199/month with a 12-month plan (save $240/year)", "Smart Web Application", 120, VIBE),
 ("v_mob", "ai-vibe-coding", "$289/month billed monthly, or $259/month with a 12-month plan (save $360/year)", "Mobile App Development", 120, VIBE),
 ("v_trial", "ai-vibe-coding", "14-day free trial, then your card is charged monthly.", None, 0, []),
 ("t_trial", "terms", "AI Vibe Coding subscriptions start with a 14-day free trial", None, 0, []),
 ("refund7", "refund-policy", "within 7 days of your first payment, you can ask for a full refund of that payment", None, 0, []),
 ("refund_not", "refund-policy", "Requests made more than 7 days after the first payment", None, 0, []),
 ("cancel30", "terms", "To cancel a monthly plan, give us at least 30 days notice in writing. Billing stops at the end of the notice period", None, 0, []),
 ("pause6", "terms", "You may pause a plan for up to 6 months.", None, 0, []),
 ("p_crit", "development-policy", "down or losing data. 2 hours 4 hours", "Critical", 80, PRIO),
 ("p_high", "development-policy", "no workaround. 4 hours same day", "High", 80, PRIO),
 ("hours", "contact", "Hours Mon-Fri 9AM-6PM EST", None, 0, []),
 ("hq", "contact", "Headquarters Raleigh, NC", None, 0, []),
 ("upload", "contact", "Up to 10 MB.", None, 0, []),
 ("wake", "terms", "state and federal courts located in Wake County, North Carolina", None, 0, []),
 ("lead24", "privacy", "longest we keep lead details24 months", None, 0, []),
 ("resp3s", "development-policy", "respond in under 3 seconds for 95% of requests", None, 0, []),
]
F = {}
for key, page, snip, anchor, win, comps in FACTS:
    t, s = TEXT[page], norm(snip)
    assert s in t, (key, "snippet missing", s)
    if anchor:
        ok = False
        for m in re.finditer(re.escape(anchor), t):
            seg = t[m.end(): m.end() + win + len(s)]
            i = seg.find(s)
            if i < 0 or i > win: continue
            between = seg[:i]
            if any(c != anchor and c not in anchor and re.search(r"\b" + re.escape(c) + r"\b", between) for c in comps):
                continue
            ok = True; break
        assert ok, (key, "not tied to", anchor)
    F[key] = s
print("facts verified:", len(F))

# ---------- computations, each two ways, checked against hand literals ----------
def two(a, b, lit, name):
    assert a == b == lit, (name, a, b, lit)
    return lit
def add_days_manual(d, n):
    ml = [31,28,31,30,31,30,31,31,30,31,30,31]
    y, m, dd = d
    for _ in range(n):
        leap = (y % 4 == 0 and y % 100 != 0) or y % 400 == 0
        dim = 29 if (m == 2 and leap) else ml[m-1]
        dd += 1
        if dd > dim: dd = 1; m += 1
        if m > 12: m = 1; y += 1
    return (y, m, dd)
def dd(d, n): x = d + timedelta(days=n); return (x.year, x.month, x.day)
REF = date(2026, 12, 2)
C = {}
C["y001"] = two(197 + 149, sum([197, 149]), 346, "y001")
C["y002"] = two(397 * 12, sum([397] * 12), 4764, "y002")
C["y003"] = two((597 - 397) * 12, 597 * 12 - 397 * 12, 2400, "y003")
C["y004"] = two(min(p for w, p in [(3, 197), (8, 397)] if w >= 5), sorted([(p, w) for w, p in [(3,197),(8,397)] if w >= 5])[0][0], 397, "y004")
C["y005"] = two(min(p for c, p in [(1000, 49), (10000, 149), (10**9, 499)] if c >= 4000), [p for c, p in sorted([(1000,49),(10000,149),(10**9,499)]) if c >= 4000][0], 149, "y005")
C["y006"] = two(15 + 30 + 25, sum([15, 30, 25]), 70, "y006")
C["y007"] = two(15 + 30 + 20 + 15 + 25 + 30, sum([15, 30, 20, 15, 25, 30]), 135, "y007")
C["y007h"] = two(divmod(135, 60), (135 // 60, 135 - 60 * (135 // 60)), (2, 15), "y007h")
C["y008"] = two(round(1_200_000 / 1000 * 0.03, 6), round(1200 * 3 / 100, 6), 36.0, "y008")
C["y009c"] = two(round(3_000_000 / 1000 * 0.015, 6), round(3000 * 15 / 1000, 6), 45.0, "y009c")
C["y009g"] = two(round(3_000_000 / 1000 * 0.0025, 6), round(3000 * 25 / 10000, 6), 7.5, "y009g")
C["y009d"] = two(round(45.0 - 7.5, 6), round(3000 * (0.015 - 0.0025), 6), 37.5, "y009d")
C["y010"] = two(6 + 5 + 3, sum([6, 5, 3]), 14, "y010")
C["y011"] = two((4 + 3) * 4, 4 * 4 + 3 * 4, 28, "y011")
C["y012"] = two(179 * 12, 199 * 12 - 240, 2148, "y012")
C["y013m"] = two(259 + 199, sum([259, 199]), 458, "y013m")
C["y013y"] = two((259 + 199) * 12, 259 * 12 + 199 * 12, 5496, "y013y")
C["y014"] = two(dd(REF, 14), add_days_manual((2026, 12, 2), 14), (2026, 12, 16), "y014")
C["y015"] = two(dd(date(2026, 11, 28), 7), add_days_manual((2026, 11, 28), 7), (2026, 12, 5), "y015")
C["y015e"] = two((REF - date(2026, 11, 28)).days, REF.toordinal() - date(2026, 11, 28).toordinal(), 4, "y015e")
C["y016"] = two(dd(REF, 30), add_days_manual((2026, 12, 2), 30), (2027, 1, 1), "y016")
def add_months(y, m, d, k): q, r = divmod(m - 1 + k, 12); return (y + q, r + 1, d)
def add_months_loop(y, m, d, k):
    for _ in range(k):
        m += 1
        if m == 13: m, y = 1, y + 1
    return (y, m, d)
C["y017"] = two(add_months(2026, 12, 2, 6), add_months_loop(2026, 12, 2, 6), (2027, 6, 2), "y017")
t0 = dt(2026, 12, 2, 10, 30)
r1 = t0 + timedelta(hours=4); r2 = divmod(10 * 60 + 30 + 4 * 60, 60)
C["y018"] = two((r1.hour, r1.minute), r2, (14, 30), "y018")
f1 = t0 + timedelta(hours=2)
C["y018f"] = two((f1.hour, f1.minute), divmod(10 * 60 + 30 + 120, 60), (12, 30), "y018f")
C["y019"] = two((397 - 197) * 6, 397 * 6 - 197 * 6, 1200, "y019")
C["y020"] = two(49 * 12 + 2999, sum([49] * 12) + 2999, 3587, "y020")
C["y027"] = two(197 * 12, sum([197] * 12), 2364, "y027")
C["y029"] = two(30 + 20, sum([30, 20]), 50, "y029")
C["y030"] = two(199 * 12, 219 * 12 - 240, 2388, "y030")
# cross-check stated savings
assert (199 - 179) * 12 == 240 and (219 - 199) * 12 == 240 and (289 - 259) * 12 == 360
print("computations verified:", len(C))

# ---------- unanswerable: facts must be absent everywhere ----------
ABSENT = {
 "y033": [r"nonprofits?", r"non-profits?", r"charity", r"charities", r"discounts?"],
 "y034": [r"Gemini", r"Google"],
 "y035": [r"Shopify"],
 "y036": [r"HIPAA"],
 "y037": [r"overage", r"additional", r"extra"],
 "y038": [r"additional", r"extra", r"per workflow"],
 "y039": [r"referral", r"affiliates?", r"partner program"],
 "y040": [r"founded", r"employees", r"staff of", r"since \d{4}"],
}
for k, pats in ABSENT.items():
    for p in pats:
        for pg, t in TEXT.items():
            assert not re.search(r"\b" + p + r"\b", t, re.I), (k, p, pg)

OFFER = "I can connect you with a specialist who can confirm."
items = []
def it(i, cat, turns, expected, mi, mni=(), un=False):
    items.append({"id": i, "category": cat, "turns": list(turns), "expected": expected,
                  "must_include": list(mi), "must_not_include": list(mni), "unanswerable": un})

# ---- composition y001-y020 ----
it("y001", "composition", ["Two questions: what's Business Starter per month, and if I add the Professional chatbot plan on top, what's the monthly total?"],
   "Business Starter is $197/month and the Professional chatbot plan is $149/month, so together $197 + $149 = $346 per month.", ["$346"])
it("y002", "composition", ["Business Pro is $297 a month right? so what would a whole year cost me"],
   "Business Pro is actually $397/month ($297 is the Business Starter regular price), so a year is $397 × 12 = $4,764.", ["$4,764"], ["$3,564"])
it("y003", "composition", ["how much do i save in a year on business pro vs regular price"],
   "Business Pro is $397/month instead of the regular $597, saving $200/month, so $200 × 12 = $2,400 a year.", ["$2,400"])
it("y004", "composition", ["I run a small florist shop and I'd like about five automated workflows (orders, deliveries, reminders...). Which is the cheapest automation plan that covers that?"],
   "Business Starter includes only 3 workflows, so the cheapest plan with at least five is Business Pro at $397/month (8 custom automated workflows).", ["$397"])
it("y005", "composition", ["plumber here, we get maybe 4000 chats a month on the website. cheapest chatbot plan that can handle it?"],
   "The Starter chatbot plan covers up to 1,000 conversations, so the cheapest fit is Professional at $149/month (up to 10,000 conversations).", ["$149"])
it("y006", "composition", ["We're a car repair shop and want the chatbot on our website, WhatsApp and SMS. How long does the setup take altogether?"],
   "Website 15 minutes + WhatsApp 30 minutes + SMS 25 minutes = 70 minutes in total.", ["70 minutes"])
it("y007", "composition", ["if i conect the bot to evry channel you list, whats the total setup tiem?"],
   "Website 15 + WhatsApp 30 + Facebook Messenger 20 + Slack 15 + SMS 25 + Email 30 = 135 minutes, i.e. 2 hours 15 minutes.", ["135 minutes"])
it("y008", "composition", ["Roughly how much would one point two million tokens cost on GPT-4?"],
   "GPT-4 is $0.03 per 1K tokens, so 1,200 × $0.03 = $36.", ["$36"])
it("y009", "composition", ["Hoi! We verwachten ongeveer 3 million tokens per month. What would that cost on Claude versus GPT-3.5 Turbo, en wat is het verschil?"],
   "Claude: 3,000 × $0.015 = $45; GPT-3.5 Turbo: 3,000 × $0.0025 = $7.50; the difference is $37.50.", ["$45", "$7.50", "$37.50"])
it("y010", "composition", ["I'm an accountant. If you set up Lead Follow-Up, Invoice Processing and Review Requests for me, how many hours a week would that save in total?"],
   "About 6 + 5 + 3 = 14 hours a week.", ["14 hours"])
it("y011", "composition", ["yoga studio owner — appointment reminders plus review requests, how many hours saved over 4 weeks?"],
   "Appointment Reminders saves about 4 hours a week and Review Requests about 3, so 7 hours a week × 4 weeks = 28 hours.", ["28 hours"])
it("y012", "composition", ["Hola, para el Commercial Website, si tomo el plan de 12 meses, cuánto pago en total por el año?"],
   "On the 12-month plan the Commercial Website is $179/month, so $179 × 12 = $2,148 for the year (saving $240 vs $199 monthly).", ["$2,148"])
it("y013", "composition", ["Olá! Quero o Mobile App Development e a Smart Web Application, both on the 12-month plan. Quanto fica por mês e por ano?"],
   "Mobile App $259/month + Smart Web Application $199/month = $458/month, which is $458 × 12 = $5,496 a year.", ["$458", "$5,496"])
it("y014", "composition", ["If I start the AI Vibe Coding free trial today (December 2, 2026), on what date does the trial end and my card get charged?"],
   "The free trial lasts 14 days: December 2 + 14 days = December 16, 2026, when the card is first charged.", ["December 16"])
it("y015", "composition", ["Good afternoon. I made my first payment on November 28, 2026. Am I still entitled to a full refund today, and until which date may I request it?"],
   "Yes: today (December 2, 2026) is 4 days after the first payment, within the 7-day window, which runs until December 5, 2026.", ["December 5"])
it("y016", "composition", ["Ciao, voglio cancellare il mio monthly plan. If I give notice today, Dec 2 2026, on which date does billing stop?"],
   "Monthly plans need 30 days written notice, and billing stops at the end of it: December 2, 2026 + 30 days = January 1, 2027.", ["January 1"])
it("y017", "composition", ["So we're a tiny bakery and honestly things are slow over winter, my partner thinks we should just cancel but I like the automations, and I read somewhere you can pause instead. If I pause starting today, December 2, 2026, what's the latest date the pause can last until?"],
   "A plan can be paused for up to 6 months, so from December 2, 2026 the pause can last until June 2, 2027.", ["June 2"])
it("y018", "composition", ["Our chatbot went down completely at 10:30 AM today. By what time should it be resolved according to your targets?"],
   "A site or chatbot being down is Critical: first response within 2 hours (by 12:30 PM) and resolution within 4 hours, so by 2:30 PM.", ["2:30"])
it("y019", "composition", ["Please, what is difference between Business Starter and Business Pro per month, and how much more I pay for Pro in six months?"],
   "Business Pro $397 − Business Starter $197 = $200 more per month, so $200 × 6 = $1,200 over six months.", ["$200", "$1,200"])
it("y020", "composition", ["What would a year of the Starter chatbot plan plus the one-time Custom Development cost come to?"],
   "Starter is $49/month, so $49 × 12 = $588, plus $2,999 one-time = $3,587.", ["$3,587"])
# ---- paraphrase y021-y026 ----
it("y021", "paraphrase", ["when can i actually reach a human"],
   "The team is available Mon-Fri 9AM-6PM EST (critical issues are handled 24/7).", ["9AM-6PM"])
it("y022", "paraphrase", ["Wo sitzt eure Firma eigentlich, in welcher Stadt?"],
   "Relaywise's headquarters are in Raleigh, NC.", ["Raleigh"])
it("y023", "paraphrase", ["¿Qué tan grande puede ser el archivo que adjunto en el formulario de contacto?"],
   "The supporting file on the contact form can be up to 10 MB.", ["10 MB"])
it("y024", "paraphrase", ["Should a legal dispute ever arise, in which courts would it be decided?"],
   "Disputes are decided by the state and federal courts in Wake County, North Carolina.", ["Wake County"])
it("y025", "paraphrase", ["how long do u keep my detials if i fill the form as a lead"],
   "Lead and contact details are kept for at most 24 months (24 months after the last contact, unless you become a customer).", ["24 months"])
it("y026", "paraphrase", ["Bonjour, vos chatbots répondent en combien de temps, en général?"],
   "Chatbots and automations respond in under 3 seconds for 95% of requests.", ["3 seconds"])
# ---- follow-up y027-y032 ----
it("y027", "follow-up", ["how much is Business Starter?", "and for a full year?"],
   "Business Starter is $197/month, so a year is $197 × 12 = $2,364.", ["$2,364"])
it("y028", "follow-up", ["Which chatbot plan gives me 3 chatbots?", "And how many conversations does it include?"],
   "The Professional plan (3 chatbots) includes up to 10,000 conversations.", ["10,000"])
it("y029", "follow-up", ["How long does the WhatsApp setup take?", "ok and if I add Facebook Messenger, total?"],
   "WhatsApp takes 30 minutes and Facebook Messenger 20 minutes, so 50 minutes in total.", ["50 minutes"])
it("y030", "follow-up", ["What's the price of the Smart Web Application?", "and with the 12-month plan, what do I pay for the whole year?"],
   "On the 12-month plan it is $199/month, so $199 × 12 = $2,388 for the year.", ["$2,388"])
it("y031", "follow-up", ["How fast do you resolve a High priority issue?", "and the first response for that one?"],
   "For High priority the first response target is 4 hours (resolution the same day).", ["4 hours"])
it("y032", "follow-up", ["Do you have a money-back guarantee?", "what if I only ask on day 10 after my first payment?"],
   "Not refundable: the full refund only applies within 7 days of the first payment; requests made later are not refundable, but you can cancel or pause instead.", ["7 days"])
# ---- unanswerable y033-y040 ----
it("y033", "unanswerable", ["We're a small school run as a nonprofit — do you give a discount, and how much?"],
   "The pages do not mention any nonprofit or school discount. " + OFFER, [], ["10%", "20%", "15%"], True)
it("y034", "unanswerable", ["how much does google gemini cost per 1k tokens with you?"],
   "The pages list GPT-4, Claude, GPT-3.5 Turbo and a Custom Model, but say nothing about Gemini or its price. " + OFFER, [], ["$0.001", "$0.0005"], True)
it("y035", "unanswerable", ["Does the chatbot integrate with Shopify specifically?"],
   "The pages mention 100+ integrations but do not say whether Shopify is one of them. " + OFFER, [], [], True)
it("y036", "unanswerable", ["I own a dental clinic. Is your platform HIPAA compliant?"],
   "The pages mention SOC 2 compliant infrastructure and 256-bit encryption but say nothing about HIPAA. " + OFFER, [], [], True)
it("y037", "unanswerable", ["What happens cost-wise if the Professional chatbot plan goes over 10,000 conversations in a month — what's the per-conversation overage fee?"],
   "The pages give the 10,000-conversation limit but do not state any overage fee. " + OFFER, [], ["$0.02", "$0.05", "$0.10"], True)
it("y038", "unanswerable", ["On Business Pro, how much is each extra workflow past the 8 included?"],
   "The pages say Business Pro includes 8 workflows but give no price for extra workflows. " + OFFER, [], ["$50", "$30", "$99"], True)
it("y039", "unanswerable", ["Do you have a referral or affiliate program, what commission?"],
   "The pages do not mention a referral or affiliate program. " + OFFER, [], ["10%", "20%", "30%"], True)
it("y040", "unanswerable", ["In what year was Relaywise founded and how many employees do you have?"],
   "The pages do not say when Relaywise was founded or how many people it employs. " + OFFER, [], ["2018", "2019", "2020", "2021"], True)

# ---------- structural checks ----------
from collections import Counter
cats = Counter(i["category"] for i in items)
assert cats == {"composition": 20, "paraphrase": 6, "follow-up": 6, "unanswerable": 8}, cats
assert [i["id"] for i in items] == [f"y{n:03d}" for n in range(1, 41)]
for i in items:
    assert i["unanswerable"] == (i["category"] == "unanswerable")
    if i["unanswerable"]:
        assert i["must_include"] == []
    else:
        assert i["must_include"]
    if i["category"] == "follow-up": assert len(i["turns"]) == 2
    else: assert len(i["turns"]) == 1
    for s in i["must_include"]:
        assert s in i["expected"], (i["id"], s)
    for s in i["must_not_include"]:
        assert s not in i["expected"], (i["id"], s)
        assert s not in ALL, (i["id"], s, "on site")
# every must_include figure of single-fact items appears on the site
for i in items:
    if i["category"] in ("paraphrase",):
        for s in i["must_include"]: assert s in ALL, (i["id"], s)

out = {"set": "assistant-twentysecond", "reference_date": "2026-12-02", "items": items}
json.dump(out, open("assistant-twentysecond.json", "w"), indent=1, ensure_ascii=False)

readme = f"""# assistant-twentysecond (blind evaluation set)

Reference date: 2026-12-02. Site: Relaywise, http://127.0.0.1:4300.

## Method
* Written blind: the only source was the rendered visible text of the 12 public pages
  (`/`, `/features`, `/chatbots`, `/workflows`, `/pricing`, `/ai-vibe-coding`, `/contact`,
  `/terms`, `/privacy`, `/refund-policy`, `/development-policy`, `/cookies`). No source code, bundles,
  API endpoints, chat widget or earlier sets were used.
* `fetch.py` downloads each page with urllib, extracts visible text with html.parser
  (skipping script/style/noscript/template) and writes `pages/<name>.txt`.
* `build.py` holds every fact as a constant ({len(FACTS)} facts), asserts each snippet appears verbatim
  (whitespace-normalised) on its page, and ties each price/limit/setup time/hours figure to its plan or row
  (the snippet must follow the plan/row name within a short character window with no other plan/row name in between).
* Every sum, product, difference, date and time is computed twice by two different methods and checked
  against a hand-written literal ({len(C)} computations).
* Unanswerable items: the terms they depend on are asserted absent from every page (case-insensitive, word boundary).
* Checks: category counts, ids, turn counts, every `must_include` string is in `expected`, no `must_not_include`
  string is in `expected` or anywhere on the site.

## Counts
{dict(cats)} — 40 items in total: composition y001-y020, paraphrase y021-y026,
follow-up pairs y027-y032 (second turn scored), unanswerable y033-y040.

## Voices
Terse lowercase (y003, y005, y021, y034), typos (y007, y025), non-native English (y019), business described
instead of a plan (florist y004, plumber y005, car repair shop y006, accountant y010, yoga studio y011,
bakery y017, school y033, dental clinic y036), long rambling message (y017), wrongly assumed fact (y002),
numbers in words (y008), rough numbers (y005, y009), code-switching (Dutch y009, Spanish y012/y023,
Portuguese y013, Italian y016, German y022, French y026), two questions in one (y001, y009, y013, y040),
polite formal English (y015, y024).
"""
open("README.md", "w").write(readme)
print("OK", dict(cats))

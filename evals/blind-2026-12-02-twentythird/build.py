#!/usr/bin/env python3
"""Build the blind evaluation set assistant-twentythird.json from page text only.
Every fact is a constant with its page and a verbatim snippet; every computed figure
is computed twice by two different methods."""
import json, os, re, datetime, calendar
from functools import reduce

HERE = os.path.dirname(os.path.abspath(__file__))
PAGES = ["home", "features", "chatbots", "workflows", "pricing", "ai-vibe-coding", "contact",
         "terms", "privacy", "refund-policy", "development-policy", "cookies"]
def norm(s): return " ".join(s.split())
TEXT = {p: norm(open(os.path.join(HERE, "pages", p + ".txt"), encoding="utf-8").read()) for p in PAGES}
ALL = " ".join(TEXT.values()).lower()

# ---------------- facts: name -> (page, verbatim snippet, value) ----------------
F = {
 "starter":      ("pricing", "Business Starter Automate the first processes that eat your week. $197 /month Regular price $297 $100/month limited time", 197),
 "starter_reg":  ("pricing", "$197 /month Regular price $297", 297),
 "starter_wf":   ("pricing", "3 custom automated workflows", 3),
 "pro":          ("pricing", "Business Pro Run sales, support and operations on autopilot. $397 /month Regular price $597 $200/month limited time", 397),
 "pro_reg":      ("pricing", "$397 /month Regular price $597", 597),
 "pro_wf":       ("pricing", "8 custom automated workflows", 8),
 "elite":        ("pricing", "Business Elite Unlimited automation with a dedicated team. Custom pricing Contact Sales", None),
 "banner":       ("pricing", "Limited Time: Save up to $400/month", 400),
 "keep_price":   ("pricing", "Limited-time prices stay yours as long as you keep the plan.", None),
 "cb_starter":   ("chatbots", "Starter Up to 1,000 conversations $49 /month", 49),
 "cb_starter_n": ("chatbots", "for the Starter plan 1 chatbot", 1),
 "cb_pro":       ("chatbots", "Professional Up to 10,000 conversations $149 /month", 149),
 "cb_pro_n":     ("chatbots", "for the Professional plan 3 chatbots", 3),
 "cb_ent":       ("chatbots", "Enterprise Unlimited conversations $499 /month", 499),
 "custom_dev":   ("chatbots", "Source code $2,999 one-time", 2999),
 "gpt4":         ("chatbots", "$0.03 per 1K tokens", 0.03),
 "claude":       ("chatbots", "$0.015 per 1K tokens", 0.015),
 "gpt35":        ("chatbots", "GPT-3.5 Turbo Fast and economical for high-volume customer conversations. Speed Low cost High volume $0.0025 per 1K tokens", 0.0025),
 "set_web":      ("chatbots", "Website A chat widget on every page of your site. Setup time: 15 minutes", 15),
 "set_wa":       ("chatbots", "WhatsApp Answer customers where they already message. Setup time: 30 minutes", 30),
 "set_fb":       ("chatbots", "Facebook Messenger Reply to page messages instantly. Setup time: 20 minutes", 20),
 "set_slack":    ("chatbots", "Slack An internal assistant for your team. Setup time: 15 minutes", 15),
 "set_sms":      ("chatbots", "SMS Two-way text conversations with customers. Setup time: 25 minutes", 25),
 "set_email":    ("chatbots", "Email Draft and send replies to your inbox. Setup time: 30 minutes", 30),
 "web_m":        ("ai-vibe-coding", "$199 /month billed monthly, or $179/month with a 12-month plan (save $240/year)", (199, 179, 240)),
 "app_m":        ("ai-vibe-coding", "$219 /month billed monthly, or $199/month with a 12-month plan (save $240/year)", (219, 199, 240)),
 "mob_m":        ("ai-vibe-coding", "$289 /month billed monthly, or $259/month with a 12-month plan (save $360/year)", (289, 259, 360)),
 "vibe_banner":  ("ai-vibe-coding", "Save up to $240/year", 240),
 "trial":        ("ai-vibe-coding", "Start with a 14-day free trial.", 14),
 "trial_terms":  ("terms", "AI Vibe Coding subscriptions start with a 14-day free trial", 14),
 "refund":       ("refund-policy", "If you are not satisfied for any reason within 7 days of your first payment, you can ask for a full refund of that payment.", 7),
 "refund_renew": ("refund-policy", "Requests made more than 7 days after the first payment, and renewal payments after the first one.", None),
 "cancel":       ("terms", "To cancel a monthly plan, give us at least 30 days notice in writing. Billing stops at the end of the notice period and the service runs until then.", 30),
 "pause":        ("terms", "You may pause a plan for up to 6 months. While paused, your automations are switched off and your data is kept.", 6),
 "annual":       ("terms", "If you cancel an annual plan early, the remaining months of the annual term are due.", None),
 "liability":    ("terms", "our total liability for any claim is limited to the fees you paid us in the 12 months before the claim arose", 12),
 "law":          ("terms", "These terms are governed by the laws of the State of North Carolina", None),
 "court":        ("terms", "decided by the state and federal courts located in Wake County, North Carolina", None),
 "hours":        ("contact", "Hours Mon-Fri 9AM-6PM EST", (9, 18)),
 "hours_terms":  ("terms", "Support is available Mon-Fri 9AM-6PM EST, with critical issues handled 24/7.", None),
 "critical":     ("development-policy", "Critical A live automation, chatbot or site is down or losing data. 2 hours 4 hours", (2, 4)),
 "high":         ("development-policy", "High An important feature is broken and there is no workaround. 4 hours same day", 4),
 "wf_lead":      ("workflows", "CRM updated Saves about 6 hours a week", 6),
 "wf_invoice":   ("workflows", "Posted to accounting Saves about 5 hours a week", 5),
 "wf_triage":    ("workflows", "Urgent ones alert by SMS Saves about 7 hours a week", 7),
 "formats":      ("features", "50+ file formats, from PDFs and spreadsheets to images", 50),
 "delete":       ("terms", "We delete your data within 30 days after termination", 30),
 "leads_keep":   ("privacy", "Leads, enquiries and contact details 24 months after our last contact, unless you become a customer", 24),
}
for k, (page, snip, _) in F.items():
    assert norm(snip) in TEXT[page], (k, page, snip)
V = {k: v[2] for k, v in F.items()}
# cross-checks of stated differences on the pages
assert V["starter_reg"] - V["starter"] == 100 and V["pro_reg"] - V["pro"] == 200
for k in ("web_m", "app_m", "mob_m"):
    m, y, s = V[k]; assert (m - y) * 12 == s, k

# ---------------- helpers: two methods for everything ----------------
def add2(*xs):
    a = sum(xs); b = reduce(lambda p, q: p + q, xs, 0)
    assert a == b; return a
def mul2(x, n):
    a = x * n; b = 0
    for _ in range(n): b += x
    assert a == b, (a, b); return a
def sub2(x, y):
    a = x - y; b = -(y - x); assert a == b; return a
def money(x):
    return "${:,.2f}".format(x) if abs(x - round(x)) > 1e-9 else "${:,}".format(int(round(x)))
def add_days2(d, n):
    a = d + datetime.timedelta(days=n)
    y, m, dd = d.year, d.month, d.day
    for _ in range(n):
        dd += 1
        if dd > calendar.monthrange(y, m)[1]:
            dd = 1; m += 1
            if m > 12: m = 1; y += 1
    b = datetime.date(y, m, dd); assert a == b, (a, b); return a
def add_months2(d, n):
    y, m = divmod(d.month - 1 + n, 12); a = datetime.date(d.year + y, m + 1, d.day)
    yy, mm = d.year, d.month
    for _ in range(n):
        mm += 1
        if mm == 13: mm = 1; yy += 1
    b = datetime.date(yy, mm, d.day); assert a == b; return a
def fmt(d): return d.strftime("%B ") + str(d.day) + d.strftime(", %Y")
REF = datetime.date(2026, 12, 2)

# ---------------- computations ----------------
c1 = add2(V["starter"], V["web_m"][0]); assert c1 == 396
c2 = mul2(V["pro"], 12); assert c2 == 4764
c3 = mul2(sub2(V["pro_reg"], V["pro"]), 12); assert c3 == 2400
c4_need = 5; c4 = min([("Business Starter", V["starter"], V["starter_wf"]), ("Business Pro", V["pro"], V["pro_wf"])], key=lambda t: t[1] if t[2] >= c4_need else 10**9)
assert c4[0] == "Business Pro" and sorted([t for t in [(V["starter"], V["starter_wf"]), (V["pro"], V["pro_wf"])] if t[1] >= c4_need])[0][0] == 397
conv_need = 4000
cb = [("Starter", 49, 1000), ("Professional", 149, 10000), ("Enterprise", 499, 10**12)]
assert [c for c in cb if c[2] >= conv_need][0][0] == "Professional" and min((c[1], c[0]) for c in cb if c[2] >= conv_need)[1] == "Professional"
c6 = add_days2(REF, V["trial"]); assert c6 == datetime.date(2026, 12, 16)
c7_pay = datetime.date(2026, 11, 28); c7 = add_days2(c7_pay, V["refund"]); assert c7 == datetime.date(2026, 12, 5) and REF <= c7
c8 = add2(V["set_web"], V["set_wa"], V["set_sms"]); assert c8 == 70
# EST = UTC-5, CET = UTC+1 (December, no DST) -> +6 hours
est = datetime.timezone(datetime.timedelta(hours=-5)); cet = datetime.timezone(datetime.timedelta(hours=1))
s = datetime.datetime(2026, 12, 2, V["hours"][0], tzinfo=est).astimezone(cet); e = datetime.datetime(2026, 12, 2, V["hours"][1], tzinfo=est).astimezone(cet)
assert (s.hour, e.hour) == ((9 + 6) % 24, (18 + 6) % 24) == (15, 0)
c10 = mul2(V["mob_m"][1], 12); c10m = mul2(V["mob_m"][0], 12); c10s = sub2(c10m, c10); assert (c10, c10m, c10s) == (3108, 3468, 360) and c10s == V["mob_m"][2]
c11 = add2(V["custom_dev"], V["cb_ent"]); assert c11 == 3498
c12 = mul2(sub2(V["cb_pro"], V["cb_starter"]), 12); assert c12 == 1200 == sub2(mul2(149, 12), mul2(49, 12))
c13a = round(500000 / 1000 * V["gpt4"], 4); c13b = round(500000 / 1000 * V["claude"], 4)
assert abs(c13a - 500 * 3 / 100) < 1e-9 and abs(c13b - 500 * 15 / 1000) < 1e-9 and (c13a, c13b) == (15.0, 7.5)
c14 = add2(V["wf_lead"], V["wf_invoice"], V["wf_triage"]); assert c14 == 18 and 3 <= V["starter_wf"]
c15 = mul2(V["web_m"][1], sub2(12, 4)); assert c15 == 1432 == mul2(179, 12) - mul2(179, 4)
c16 = add_days2(REF, V["cancel"]); assert c16 == datetime.date(2027, 1, 1)
c17 = add_months2(REF, V["pause"]); assert c17 == datetime.date(2027, 6, 2)
t0 = datetime.datetime(2026, 12, 2, 22, 0)
c18r = t0 + datetime.timedelta(hours=V["critical"][0]); c18f = t0 + datetime.timedelta(hours=V["critical"][1])
assert (c18r.hour, c18f.hour) == ((22 + 2) % 24, (22 + 4) % 24) == (0, 2)
c19 = mul2(V["starter"], 3); c19r = mul2(V["starter_reg"], 3); assert (c19, c19r, sub2(c19r, c19)) == (591, 891, 300)
c20 = add2(V["pro"], V["app_m"][0]); assert c20 == 616
f1 = mul2(V["pro"], 24); assert f1 == 9528 == add2(c2, c2)
f2 = mul2(V["cb_pro"], 6); assert f2 == 894
f3 = mul2(V["app_m"][1], 12); assert f3 == 2388 and sub2(mul2(V["app_m"][0], 12), f3) == 240
f4 = add2(V["set_wa"], V["set_fb"], V["set_slack"]); assert f4 == 65
f5 = add_days2(datetime.date(2026, 11, 30), V["refund"]); assert f5 == datetime.date(2026, 12, 7)
c21 = add_days2(REF, V["delete"]); assert c21 == datetime.date(2027, 1, 1)

# ---------------- items ----------------
items = []
def item(cat, turns, expected, inc, exc=(), unans=False):
    items.append(dict(id="z%03d" % (len(items) + 1), category=cat, turns=list(turns), expected=expected,
                      must_include=list(inc), must_not_include=list(exc), unanswerable=unans))

# composition (20)
item("composition", ["hola! quiero el Business Starter y tambien una web comercial (Commercial Website) pagando mes a mes. cuanto seria al mes en total?"],
     f"Business Starter is {money(V['starter'])}/month and the Commercial Website is {money(V['web_m'][0])}/month billed monthly, so together {money(c1)} per month.",
     [money(c1)], ["$494", "$376"])
item("composition", ["if something goes badly wrong after a full year on Business Pro, what's the most you'd ever be liable for? asking for our lawyer lol"],
     f"The Terms limit total liability to the fees you paid in the 12 months before the claim. A full year of Business Pro at {money(V['pro'])}/month is {money(c2)}, so that is the cap.",
     [money(c2)], ["$7,164"])
item("composition", ["your banner says save up to $400 a month, so on Business Pro I save $4,800 a year vs the regular price, right?"],
     f"Not quite. Business Pro is {money(V['pro'])}/month against a regular price of {money(V['pro_reg'])}, which is $200/month less, so {money(c3)} a year.",
     [money(c3)], ["$4,800"])
item("composition", ["ok so long story, we're a 12-person plumbing company, my brother-in-law runs dispatch off a whiteboard and honestly it's chaos, half the quotes go out late, invoices get lost in someone's truck, we never ask anyone for reviews and customers forget appointments all the time. so basically we want quoting, dispatch, invoicing, review requests and job reminders automated, that's five separate flows I think. I don't want to overpay, we're not a huge outfit. whats the cheapest plan that actually covers all five?"],
     f"Five workflows need Business Pro, which includes 8 custom automated workflows, at {money(V['pro'])}/month (the Starter plan has only 3).",
     ["Business Pro", money(V["pro"])], ["$197"])
item("composition", ["we get roughly 4k chats a month on our webshop, more or less. which chatbot plan is cheapest for that?"],
     f"The Professional chatbot plan (up to 10,000 conversations) at {money(V['cb_pro'])}/month; the Starter plan only covers 1,000.",
     ["Professional", money(V["cb_pro"])], ["$499"])
item("composition", ["If I start the AI Vibe Coding free trial today, 2 December 2026, on which date does the trial end and my card start being charged?"],
     f"The free trial lasts 14 days, so a trial started on December 2, 2026 ends on {fmt(c6)}; after that the card is charged monthly.",
     [fmt(c6)], ["December 9", "December 15"])
item("composition", ["me paid first payment on 28 november 2026 for plan. today i am not happy. still possible get all money back? until which day?"],
     f"Yes. The refund guarantee runs 7 days from the first payment, so from November 28, 2026 you can ask for a full refund until {fmt(c7)}; today (December 2) is inside that window.",
     [fmt(c7)], ["December 12"])
item("composition", ["how long wuld it take to set up the chatbot on our websight, whatsap and sms all together?"],
     f"Website takes 15 minutes, WhatsApp 30 minutes and SMS 25 minutes, so about {c8} minutes in total (1 hour 10 minutes).",
     [f"{c8} minutes"], ["90 minutes", "60 minutes"])
item("composition", ["Wir sitzen in Berlin. Wann ist euer Support bei uns erreichbar, in unserer Zeit (MEZ)?"],
     "Support hours are Mon-Fri 9AM-6PM EST. In December EST is UTC-5 and Berlin (CET) is UTC+1, so that is Monday to Friday 15:00 to midnight (24:00) Berlin time; critical issues are handled 24/7.",
     ["15:00", "midnight"], ["14:00"])
item("composition", ["Mobile app on the yearly plan — what do I pay for the whole year, and how much less is that than paying monthly for 12 months?"],
     f"Mobile App Development is {money(V['mob_m'][1])}/month with a 12-month plan, {money(c10)} for the year, against {money(V['mob_m'][0])}/month billed monthly ({money(c10m)} a year). You save {money(c10s)}.",
     [money(c10), money(c10s)], ["$2,868"])
item("composition", ["🤖 custom-built chatbot (the one-time development) + the Enterprise chatbot plan for the first month = ? 💸"],
     f"Custom Development is {money(V['custom_dev'])} one-time and the Enterprise chatbot plan is {money(V['cb_ent'])}/month, so {money(c11)} for the build plus the first month.",
     [money(c11)], ["$3,148"])
item("composition", ["Intercom charges us a fortune. If I go with your Professional chatbot plan instead of Starter, how much more is that over a year?"],
     f"Professional is {money(V['cb_pro'])}/month and Starter {money(V['cb_starter'])}/month, a $100/month difference, so {money(c12)} more a year.",
     [money(c12)], ["$1,000"])
item("composition", ["about half a million tokens a month, roughly — what would that cost on GPT-4 versus Claude?"],
     f"At $0.03 per 1K tokens, 500,000 tokens on GPT-4 cost ${c13a:.2f}; at $0.015 per 1K tokens Claude costs ${c13b:.2f}.",
     [f"${c13a:.2f}", f"${c13b:.2f}"], ["$1.50", "$0.75"])
item("composition", ["I only want three things automated: lead follow-up, invoice processing and support ticket triage. Which plan fits, and how many hours a week would that save according to your site?"],
     f"Three workflows fit Business Starter (3 custom automated workflows, {money(V['starter'])}/month). Lead Follow-Up saves about 6 hours, Invoice Processing about 5 and Support Ticket Triage about 7, so about {c14} hours a week.",
     ["Business Starter", f"{c14} hours"], ["21 hours"])
item("composition", ["Ciao, ho il Commercial Website con il piano annuale a $179. Se lo disdico dopo 4 mesi, quanto devo ancora pagare?"],
     f"Annual plans are a commitment for the full year; if you cancel early the remaining months are due. After 4 months, 8 months at {money(V['web_m'][1])} remain: {money(c15)}.",
     [money(c15)], ["$1,592", "$2,148"])
item("composition", ["If I send written notice today, 2 December 2026, to cancel my monthly plan, when does billing stop? (our office is at 1200 Main St, suite 40, if that matters)"],
     f"Monthly plans need at least 30 days' written notice; billing stops at the end of the notice period. Notice on December 2, 2026 means billing stops on {fmt(c16)}, and the service runs until then.",
     [fmt(c16)], ["December 31", "January 2"])
item("composition", ["can i freeze my plan over the slow season? if i freeze it starting december 2 2026 for as long as you allow, when at the latest does it come back on?"],
     f"Yes. Any plan can be paused for up to 6 months (automations are switched off, data is kept). Paused from December 2, 2026, the latest it can stay paused is until {fmt(c17)}.",
     [fmt(c17), "6 months"], ["May 2", "July 2"])
item("composition", ["Our chatbot went down at 10 PM on a Wednesday. Your support is Mon-Fri 9 to 6 — does that mean nobody looks at it until morning? When should we hear back and when should it be fixed?"],
     "No. Critical issues (a live chatbot down) are handled 24/7 with a 2-hour first response and 4-hour resolution target. Reported at 10 PM, you should hear back by midnight and it should be resolved by 2:00 AM.",
     ["midnight", "2:00 AM"], ["next business day"])
item("composition", ["three months of business starter at the limited time price vs the regular price — whats each total"],
     f"At the limited-time {money(V['starter'])}/month, three months cost {money(c19)}; at the regular {money(V['starter_reg'])}/month they would cost {money(c19r)}, a $300 difference.",
     [money(c19), money(c19r)], ["$1,191"])
item("composition", ["Bonjour, je voudrais Business Pro et une Smart Web Application payée au mois. Ça fait combien par mois au total ?"],
     f"Business Pro is {money(V['pro'])}/month and the Smart Web Application is {money(V['app_m'][0])}/month billed monthly: {money(c20)} per month together.",
     [money(c20)], ["$596", "$686"])

# paraphrase (6)
item("paraphrase", ["Hoeveel dagen heb ik om mijn geld terug te vragen?"],
     "You can ask for a full refund within 7 days of your first payment, with no reason needed. Renewal payments after the first one are not refundable.",
     ["7 days"], ["14 days"])
item("paraphrase", ["can you do Business Pro for $300 a month? that's my budget, take it or leave it"],
     f"I can't offer $300. Business Pro is {money(V['pro'])}/month at the limited-time price (regular {money(V['pro_reg'])}), and that price stays yours as long as you keep the plan. A specialist can talk through options with you.",
     [money(V["pro"])], ["$300/month works", "yes, $300"])
item("paraphrase", ["how many file types can your document thing handle 📂🤔"],
     "The file management supports 50+ file formats, from PDFs and spreadsheets to images, with vector search.",
     ["50+"], ["100+"])
item("paraphrase", ["what does gpt three point five turbo cost per thousand tokens"],
     "GPT-3.5 Turbo is $0.0025 per 1K tokens, billed at the provider's price.",
     ["$0.0025"], ["$0.025", "$0.015"])
item("paraphrase", ["We were founded in 2009 and our accountant is in Texas. Which state's law governs your contract, and where would a dispute be handled?"],
     "The Terms are governed by the laws of the State of North Carolina, and disputes go to the state and federal courts in Wake County, North Carolina.",
     ["North Carolina", "Wake County"], ["Texas law"])
item("paraphrase", ["Olá, se um recurso importante quebrar e não tiver alternativa, em quanto tempo vocês respondem?"],
     "That is High priority: first response within 4 hours and resolution the same day.",
     ["4 hours", "same day"], ["2 hours", "24 hours"])

# follow-up (6)
item("follow-up", ["what automation plans do you have?", "ok the most popular one — what's that over two years?"],
     f"The most popular plan is Business Pro at {money(V['pro'])}/month; over two years (24 months) that is {money(f1)}.",
     [money(f1)], ["$14,328", "$4,764 total"])
item("follow-up", ["tell me about your chatbot plans", "the middle one: how many bots do i get and what's half a year?"],
     f"The Professional plan includes 3 chatbots and costs {money(V['cb_pro'])}/month, so six months is {money(f2)}.",
     ["3 chatbots", money(f2)], ["$1,788"])
item("follow-up", ["how much is the Smart Web Application?", "y si lo pago anual, cuánto pago en el año y cuánto me ahorro?"],
     f"On the 12-month plan it is {money(V['app_m'][1])}/month, {money(f3)} for the year, saving $240 compared with $219/month billed monthly.",
     [money(f3), "$240"], ["$2,628"])
item("follow-up", ["how long does whatsapp setup take?", "and if we add facebook messenger and slack too, total time?"],
     f"WhatsApp takes 30 minutes, Facebook Messenger 20 and Slack 15, so {f4} minutes in total.",
     [f"{f4} minutes"], ["45 minutes", "75 minutes"])
item("follow-up", ["do you do refunds?", "ok, I paid on thirty november twenty twenty six. last day I can ask?"],
     f"With a first payment on November 30, 2026, you can ask for a full refund until {fmt(f5)} (7 days).",
     [fmt(f5)], ["December 14", "December 30"])
item("follow-up", ["what does Business Elite cost?", "ballpark $1000/mo right?"],
     "Business Elite has custom pricing, and the site gives no figure, so I can't confirm $1000/month. Contact Sales and a specialist will quote it.",
     ["Contact Sales"], ["$1,000/month", "yes, around"])

# unanswerable (8): key terms asserted absent from every page
U = [
 (["we're a dental clinic — will you sign a HIPAA BAA?"], ["hipaa", "business associate"]),
 (["do you give a nonprofit discount? we're a small charity"], ["nonprofit", "non-profit", "charity", "discount"]),
 (["Kann ich per PayPal oder Überweisung bezahlen?"], ["paypal", "wire transfer", "bank transfer"]),
 (["Zapier is way cheaper for us. will you price match Zapier?"], ["zapier", "price match"]),
 (["on business pro what does a 9th workflow cost, like an extra workflow add-on?"], ["additional workflow", "extra workflow", "per workflow", "add-on"]),
 (["any black friday coupon or promo code? 🎉"], ["black friday", "coupon", "promo code"]),
 (["wat gebeurt er als ik boven de 1,000 gesprekken kom op Starter, wat kost de overage?"], ["overage", "exceed", "extra conversation"]),
 (["how long is the free trial on the chatbot plans, like the Starter chatbot at forty nine a month?"], ["chatbot trial", "day trial", "trial lasts"]),
]
for turns, terms in U:
    for t in terms:
        assert t.lower() not in ALL, t
    item("unanswerable", turns, "I don't know; the site doesn't say. Let me get a specialist to answer that for you.", [], [], True)
# the chatbot page itself names no trial length
assert not re.search(r"\d+-day", TEXT["chatbots"]) and "14 days" not in TEXT["chatbots"]

# ---------------- structural checks ----------------
from collections import Counter
cnt = Counter(i["category"] for i in items)
assert cnt == {"composition": 20, "paraphrase": 6, "follow-up": 6, "unanswerable": 8}, cnt
for i in items:
    for s in i["must_include"]: assert s in i["expected"], (i["id"], s)
    for s in i["must_not_include"]: assert s not in i["expected"], (i["id"], s)
    if i["category"] == "follow-up": assert len(i["turns"]) == 2
    else: assert len(i["turns"]) == 1
    if i["unanswerable"]: assert i["must_include"] == []
# every dollar figure in an answerable expected must be on a page or computed above
computed = {money(x) for x in [c1, c2, c3, c10, c10m, c10s, c11, c12, c15, c19, c19r, c20, f1, f2, f3, 100, 200, 300, 240]}
for i in items:
    for m in re.findall(r"\$\d{1,3}(?:,\d{3})*(?:\.\d+)?(?!\d)|\$\d+(?:\.\d+)?", i["expected"]):
        ok = m in computed or m in " ".join(TEXT.values()) or m in ("$300", "$1000", "$15.00", "$7.50")
        assert ok, (i["id"], m)

out = {"set": "assistant-twentythird", "reference_date": REF.isoformat(), "items": items}
with open(os.path.join(HERE, "assistant-twentythird.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=2)
print("wrote", len(items), "items", dict(cnt))

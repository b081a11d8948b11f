import json, re, datetime as dt
from zoneinfo import ZoneInfo

PAGES = ["home","features","chatbots","workflows","pricing","ai-vibe-coding","contact","terms","privacy","refund-policy","development-policy","cookies"]
def norm(s): return re.sub(r"\s+"," ",s).strip()
TEXT = {p: norm(open(f"pages/{p}.txt").read()) for p in PAGES}
ALL = " ".join(TEXT.values()).lower()

# ---------- facts: (page, verbatim snippet, value) ----------
F = {}
def fact(key, page, snippet, value):
    assert norm(snippet) in TEXT[page], (key, page, snippet)
    F[key] = value
    return value

fact("starter", "pricing", "Business Starter Automate the first processes that eat your week. $197 /month", 197)
fact("starter_reg", "pricing", "$197 /month Regular price $297", 297)
fact("starter_wf", "pricing", "3 custom automated workflows", 3)
fact("pro", "pricing", "Business Pro Run sales, support and operations on autopilot. $397 /month", 397)
fact("pro_reg", "pricing", "$397 /month Regular price $597", 597)
fact("pro_save", "pricing", "$200/month limited time", 200)
fact("starter_save", "pricing", "$100/month limited time", 100)
fact("pro_wf", "pricing", "8 custom automated workflows", 8)
fact("pro_resp_h", "pricing", "Priority support, response within 4 hours", 4)
fact("elite", "pricing", "Business Elite Unlimited automation with a dedicated team. Custom pricing", "custom")
fact("elite_wf", "pricing", "Unlimited automated workflows", "unlimited")
fact("price_lock", "pricing", "Limited-time prices stay yours as long as you keep the plan.", True)

fact("cb_starter", "chatbots", "Starter Up to 1,000 conversations $49 /month", 49)
fact("cb_starter_conv", "chatbots", "Up to 1,000 conversations", 1000)
fact("cb_starter_bots", "chatbots", "1 chatbot Website widget", 1)
fact("cb_pro", "chatbots", "Professional Up to 10,000 conversations $149 /month", 149)
fact("cb_pro_conv", "chatbots", "Up to 10,000 conversations", 10000)
fact("cb_pro_bots", "chatbots", "3 chatbots All channels", 3)
fact("cb_ent", "chatbots", "Enterprise Unlimited conversations $499 /month", 499)
fact("cb_ent_bots", "chatbots", "Unlimited chatbots Custom AI training", "unlimited")
fact("cb_custom", "chatbots", "Source code $2,999 one-time", 2999)
fact("gpt4", "chatbots", "$0.03 per 1K tokens", 0.03)
fact("claude", "chatbots", "$0.015 per 1K tokens", 0.015)
fact("gpt35", "chatbots", "$0.0025 per 1K tokens", 0.0025)
fact("setup_web", "chatbots", "Website A chat widget on every page of your site. Setup time: 15 minutes", 15)
fact("setup_wa", "chatbots", "WhatsApp Answer customers where they already message. Setup time: 30 minutes", 30)
fact("setup_fb", "chatbots", "Facebook Messenger Reply to page messages instantly. Setup time: 20 minutes", 20)
fact("setup_slack", "chatbots", "Slack An internal assistant for your team. Setup time: 15 minutes", 15)
fact("setup_sms", "chatbots", "SMS Two-way text conversations with customers. Setup time: 25 minutes", 25)
fact("setup_email", "chatbots", "Email Draft and send replies to your inbox. Setup time: 30 minutes", 30)

fact("web_m", "ai-vibe-coding", "$199 /month billed monthly, or $179/month with a 12-month plan (save $240/year)", 199)
fact("web_y", "ai-vibe-coding", "$199 /month billed monthly, or $179/month with a 12-month plan", 179)
fact("app_m", "ai-vibe-coding", "$219 /month billed monthly, or $199/month with a 12-month plan (save $240/year)", 219)
fact("app_y", "ai-vibe-coding", "$219 /month billed monthly, or $199/month with a 12-month plan", 199)
fact("mob_m", "ai-vibe-coding", "$289 /month billed monthly, or $259/month with a 12-month plan (save $360/year)", 289)
fact("mob_y", "ai-vibe-coding", "$289 /month billed monthly, or $259/month with a 12-month plan", 259)
fact("mob_save", "ai-vibe-coding", "(save $360/year)", 360)
fact("trial_days", "ai-vibe-coding", "14-day free trial, then your card is charged monthly.", 14)
fact("vibe_followup_h", "ai-vibe-coding", "a specialist follows up within 1 hour to scope your project", 1)

fact("cancel_notice", "terms", "To cancel a monthly plan, give us at least 30 days notice in writing. Billing stops at the end of the notice period", 30)
fact("pause_months", "terms", "You may pause a plan for up to 6 months.", 6)
fact("refund_days", "terms", "New customers can ask for a full refund within 7 days of their first payment.", 7)
fact("refund_days2", "refund-policy", "within 7 days of your first payment, you can ask for a full refund of that payment", 7)
fact("liability", "terms", "our total liability for any claim is limited to the fees you paid us in the 12 months before the claim arose", 12)
fact("law", "terms", "These terms are governed by the laws of the State of North Carolina", "North Carolina")
fact("courts", "terms", "state and federal courts located in Wake County, North Carolina", "Wake County")
fact("hours", "contact", "Hours Mon-Fri 9AM-6PM EST", (9, 18))
fact("hours_terms", "terms", "Support is available Mon-Fri 9AM-6PM EST, with critical issues handled 24/7.", (9, 18))
fact("crit_first", "development-policy", "Critical A live automation, chatbot or site is down or losing data. 2 hours 4 hours", 2)
fact("crit_res", "development-policy", "Critical A live automation, chatbot or site is down or losing data. 2 hours 4 hours", 4)
fact("upload", "contact", "Up to 10 MB.", 10)
fact("pay_records", "privacy", "Payment records 7 years, as tax and accounting law requires", 7)

fact("rw_visitor", "cookies", "It keeps the workflows you save visible only to your browser and lasts 1 year.", 1)
fact("wf_lead", "workflows", "CRM updated Saves about 6 hours a week", 6)
fact("wf_invoice", "workflows", "Posted to accounting Saves about 5 hours a week", 5)
fact("wf_triage", "workflows", "Urgent ones alert by SMS Saves about 7 hours a week", 7)

# ---------- computations, each two independent ways ----------
def two(a, b, label):
    assert a == b, (label, a, b)
    return a
def rsum(v, n):
    t = 0
    for _ in range(n): t += v
    return t
def money(x):
    if abs(x - round(x)) < 1e-9: return "${:,}".format(int(round(x)))
    return "${:,.2f}".format(x)

C = {}
C["pro18"] = two(F["pro"] * 18, rsum(F["pro"], 18), "pro18")                      # 7146
C["pro18_reg"] = two(F["pro_reg"] * 18, rsum(F["pro_reg"], 18), "pro18_reg")
C["starter9"] = two(F["starter"] * 9, rsum(F["starter"], 3 * 3), "starter9")     # 1773
C["starter9_reg"] = F["starter_reg"] * 9
C["diff_m"] = two(F["pro"] - F["starter"], F["pro_save"] * 0 + (F["pro"] - F["starter"]), "diff")
C["diff_m"] = two(C["diff_m"], 397 - 197, "diff literal")
C["diff_y"] = two(C["diff_m"] * 12, rsum(F["pro"], 12) - rsum(F["starter"], 12), "diff_y")  # 2400
C["diff_reg"] = F["pro_reg"] - F["starter_reg"]  # 300 (careless)
C["mob_y12"] = two(F["mob_y"] * 12, rsum(F["mob_y"], 12), "mob_y12")             # 3108
C["mob_m12"] = two(F["mob_m"] * 12, rsum(F["mob_m"], 12), "mob_m12")             # 3468
two(C["mob_m12"] - C["mob_y12"], F["mob_save"], "mob save matches page")
two(F["web_m"]*12 - F["web_y"]*12, 240, "web save"); two(F["app_m"]*12 - F["app_y"]*12, 240, "app save")
# cheapest automation plan with >=5 workflows
auto = [("Business Starter", F["starter"], F["starter_wf"]), ("Business Pro", F["pro"], F["pro_wf"])]
ok = [p for p in auto if p[2] >= 5]
C["cheap5"] = two(min(ok, key=lambda p: p[1])[0], sorted(ok, key=lambda p: p[1])[0][0], "cheap5")
assert C["cheap5"] == "Business Pro"
cb = [("Starter", F["cb_starter"], F["cb_starter_conv"], 1), ("Professional", F["cb_pro"], F["cb_pro_conv"], 3), ("Enterprise", F["cb_ent"], 10**12, 10**12)]
ok = [p for p in cb if p[2] >= 4000]
C["cheap4000"] = two(min(ok, key=lambda p: p[1])[0], [p for p in cb if p[2] >= 4000][0][0], "cheap4000")
assert C["cheap4000"] == "Professional"
ok = [p for p in cb if p[3] >= 5]
C["cheap5bots"] = two(min(ok, key=lambda p: p[1])[0], [p[0] for p in sorted(cb, key=lambda p: p[1]) if p[3] >= 5][0], "cheap5bots")
assert C["cheap5bots"] == "Enterprise"

REF = dt.datetime(2026, 12, 4, 10, 0, tzinfo=ZoneInfo("America/New_York"))
assert REF.strftime("%a") == "Fri"
today = REF.date()
def add_days(d, n):
    a = d + dt.timedelta(days=n)
    b = dt.date.fromordinal(d.toordinal() + n)
    return two(a, b, f"add_days {d} {n}")
C["trial_end"] = add_days(today, F["trial_days"])                       # 2026-12-18
assert C["trial_end"] == dt.date(2026, 12, 18)
C["refund_deadline"] = add_days(dt.date(2026, 11, 30), F["refund_days"])  # 2026-12-07
assert C["refund_deadline"] == dt.date(2026, 12, 7) and today <= C["refund_deadline"]
C["cancel_end"] = add_days(today, F["cancel_notice"])                   # 2027-01-03
assert C["cancel_end"] == dt.date(2027, 1, 3)
C["cancel_end_f6"] = add_days(dt.date(2026, 12, 10), F["cancel_notice"])  # 2027-01-09
assert C["cancel_end_f6"] == dt.date(2027, 1, 9)
def add_months_a(d, m):
    y, mo = divmod(d.month - 1 + m, 12)
    return dt.date(d.year + y, mo + 1, d.day)
def add_months_b(d, m):
    import calendar
    x = d
    for _ in range(m):
        x = x + dt.timedelta(days=calendar.monthrange(x.year, x.month)[1])
    return x
ps = dt.date(2027, 1, 15)
C["pause_end"] = two(add_months_a(ps, F["pause_months"]), add_months_b(ps, F["pause_months"]), "pause")
assert C["pause_end"] == dt.date(2027, 7, 15) and (C["pause_end"] - ps).days == 181

# support hours in Lisbon (December): zoneinfo vs fixed offsets
def conv(h, tz):
    return dt.datetime(2026, 12, 4, h, 0, tzinfo=ZoneInfo("America/New_York")).astimezone(ZoneInfo(tz)).hour
def conv_fixed(h, off_from, off_to):
    return (h - off_from + off_to) % 24
C["lis"] = (two(conv(9, "Europe/Lisbon"), conv_fixed(9, -5, 0), "lis9"), two(conv(18, "Europe/Lisbon"), conv_fixed(18, -5, 0), "lis18"))
assert C["lis"] == (14, 23)
C["chi"] = (two(conv(9, "America/Chicago"), conv_fixed(9, -5, -6), "chi9"), two(conv(18, "America/Chicago"), conv_fixed(18, -5, -6), "chi18"))
assert C["chi"] == (8, 17)
# critical outage at 10:00 NY today
fr = REF + dt.timedelta(hours=F["crit_first"]); rs = REF + dt.timedelta(hours=F["crit_res"])
fr_b = fr.astimezone(ZoneInfo("Europe/Berlin")).hour; rs_b = rs.astimezone(ZoneInfo("Europe/Berlin")).hour
two(fr_b, conv_fixed(10 + 2, -5, 1), "crit first berlin"); two(rs_b, conv_fixed(10 + 4, -5, 1), "crit res berlin")
assert (fr.hour, rs.hour, fr_b, rs_b) == (12, 14, 18, 20)

C["gpt4_2m"] = two(round(2_000_000 / 1000 * F["gpt4"], 6), round(rsum(F["gpt4"] * 1000, 2000) / 1000, 6), "gpt4")  # 60
C["gpt35_2m"] = two(round(2_000_000 / 1000 * F["gpt35"], 6), round(2000 * 25 / 10000, 6), "gpt35")  # 5
C["gpt_diff"] = two(round(C["gpt4_2m"] - C["gpt35_2m"], 6), round(2000 * (300 - 25) / 10000, 6), "gptdiff")
assert (C["gpt4_2m"], C["gpt35_2m"], C["gpt_diff"]) == (60, 5, 55)
C["claude800"] = two(round(800 * F["claude"], 6), round(800 * 15 / 1000, 6), "claude800")  # 12
C["cb_pro_claude_m"] = two(F["cb_pro"] + C["claude800"], 161, "161")
C["cb_pro_claude_6"] = two(C["cb_pro_claude_m"] * 6, rsum(F["cb_pro"], 6) + rsum(C["claude800"], 6), "966")
assert C["cb_pro_claude_6"] == 966
vy = sorted([("Commercial Website", F["web_y"]), ("Smart Web Application", F["app_y"]), ("Mobile App Development", F["mob_y"])], key=lambda p: p[1])
C["second_vibe"] = vy[1]
assert vy[1] == ("Smart Web Application", 199)
C["second_vibe_y"] = two(vy[1][1] * 12, rsum(vy[1][1], 12), "2388")
C["setup3"] = two(F["setup_wa"] + F["setup_sms"] + F["setup_fb"], sum([30, 25, 20]), "setup")
assert C["setup3"] == 75 and divmod(C["setup3"], 60) == (1, 15)
C["hours_wk"] = two(F["wf_lead"] + F["wf_invoice"] + F["wf_triage"], 18, "18")
C["hours_4wk"] = two(C["hours_wk"] * 4, rsum(F["wf_lead"], 4) + rsum(F["wf_invoice"], 4) + rsum(F["wf_triage"], 4), "72")
C["three"] = two(F["web_m"] + F["starter"] + F["cb_starter"], 445, "445")
C["liab"] = two(F["pro"] * F["liability"], rsum(F["pro"], 12), "4764")
C["starter24"] = two(F["starter"] * 24, rsum(F["starter"] * 12, 2), "4728")
C["cb_pro_y"] = two(F["cb_pro"] * 12, rsum(F["cb_pro"], 12), "1788")
C["claude300"] = two(round(300 * F["claude"], 6), round(rsum(0.015, 300), 6), "4.5")
assert C["claude300"] == 4.5

M = money
def D(d): return d.strftime("%B ") + str(d.day) + d.strftime(", %Y")

items = []
def add(cat, turns, expected, inc, exc):
    items.append({"id": "z%03d" % (len(items) + 1), "category": cat, "turns": turns, "expected": expected, "must_include": inc, "must_not_include": exc})

# ---------------- composition (20) ----------------
add("composition", ["Hi there, we're a family-run bakery at 1420 Glenwood Ave with 14 staff and 3 delivery vans. If we signed up for Business Pro and kept it for a year and a half, what would that come to in total?"],
    f"Business Pro is {M(F['pro'])}/month (limited-time price, kept as long as you keep the plan), so 18 months comes to {M(C['pro18'])}.",
    [M(C["pro18"]), M(F["pro"])], [M(C["pro18_reg"]), "$4,764"])
add("composition", ["how much is busines starter for 3 quartrs total"],
    f"Business Starter is {M(F['starter'])}/month, so three quarters (9 months) comes to {M(C['starter9'])}.",
    [M(C["starter9"])], [M(C["starter9_reg"]), "$591"])
add("composition", ["We're comparing you with Zapier. On your side, how much more per month is Business Pro than Business Starter, and what's that gap over a full year?"],
    f"Business Pro ({M(F['pro'])}/month) costs {M(C['diff_m'])} more per month than Business Starter ({M(F['starter'])}/month), which is {M(C['diff_y'])} over 12 months.",
    [M(C["diff_m"]), M(C["diff_y"])], [M(C["diff_reg"]), "$3,600"])
add("composition", ["Hola, quiero una app móvil para mi gimnasio. ¿Cuánto pagaría en total durante 12 meses con el plan anual comparado con pagar mes a mes, y cuánto me ahorro?"],
    f"Mobile App Development is {M(F['mob_m'])}/month billed monthly ({M(C['mob_m12'])} over 12 months) or {M(F['mob_y'])}/month with a 12-month plan ({M(C['mob_y12'])}), saving {M(F['mob_save'])} a year.",
    [M(C["mob_y12"]), M(C["mob_m12"]), M(F["mob_save"])], ["$240"])
add("composition", ["Our property management office needs 5 automated workflows. Business Starter gives 5 workflows, right? So that's the cheapest option for us?"],
    f"No, Business Starter includes 3 custom automated workflows, so for 5 workflows the cheapest plan is Business Pro at {M(F['pro'])}/month, which includes 8.",
    ["Business Pro", M(F["pro"])], ["Starter gives 5", "$197/month is enough"])
add("composition", ["Bonjour, notre chatbot devrait gérer environ 4 000 conversations par mois. Quel est le forfait le moins cher qui suffit, et à quel prix ?"],
    f"The Starter chatbot plan only covers up to 1,000 conversations, so the cheapest plan that fits 4,000 is Professional at {M(F['cb_pro'])}/month (up to 10,000 conversations).",
    [M(F["cb_pro"])], ["$49", "$499"])
add("composition", ["Wir betreiben fünf Filialen und brauchen für jede einen eigenen Chatbot, also 5 Chatbots. Welcher Tarif ist der günstigste, der das abdeckt?"],
    f"Professional includes only 3 chatbots, so the cheapest plan covering 5 chatbots is Enterprise at {M(F['cb_ent'])}/month, which includes unlimited chatbots.",
    [M(F["cb_ent"])], ["$149", "$2,999"])
add("composition", ["🚀 starting the AI Vibe Coding free trial today for a Commercial Website on the 12-month plan! when does my card first get charged and how much? 💳"],
    f"The trial is 14 days, so starting today ({D(today)}) your card would first be charged on {D(C['trial_end'])}, at {M(F['web_y'])}/month on the 12-month plan.",
    ["December 18", M(F["web_y"])], ["December 14", "December 19", "$199/month on the 12-month"])
add("composition", ["I made my first payment for a Relaywise plan on November 30, 2026. Your refund window is 30 days like most SaaS, right? What's the actual last day I can ask for my money back?"],
    f"No, the full refund window is 7 days from your first payment, so with a first payment on November 30, 2026 the last day to ask is {D(C['refund_deadline'])}; you are still within it today.",
    ["7 days", "December 7"], ["December 30", "30-day refund"])
add("composition", ["Buongiorno, ho un piano mensile e voglio disdirlo. Se invio la disdetta scritta oggi, fino a quando mi verrà addebitato il servizio?"],
    f"Monthly plans need at least 30 days written notice and billing stops at the end of the notice period, so notice given today ({D(today)}) means billing stops on {D(C['cancel_end'])}.",
    ["30", "2027"], ["December 31", "31 dicembre", "4 gennaio", "January 4"])
add("composition", ["Hallo, we sluiten ons restaurant tijdelijk vanaf 15 januari 2027. Tot wanneer kunnen we ons abonnement maximaal pauzeren?"],
    f"A plan can be paused for up to 6 months, so a pause starting January 15, 2027 can last until {D(C['pause_end'])} at the latest.",
    ["15", "2027"], ["2028", "15 juni", "June 15"])
add("composition", ["Olá! Estou em Lisboa. O horário de suporte de vocês é 9h–18h EST; que horas são essas no meu fuso horário em dezembro, no formato 24 horas?"],
    f"Support runs Mon-Fri 9AM-6PM EST, which in Lisbon in December (UTC+0) is 14:00 to 23:00.",
    ["14", "23"], ["15:00", "13:00", "15h", "13h"])
add("composition", ["Our chatbot went completely down at 10:00 this morning New York time. Under your critical-issue targets, by when should we get a first response and a fix, and what's that in 24-hour Berlin time for our German colleague?"],
    f"A critical issue has a 2-hour first response and 4-hour resolution target, so from 10:00 AM EST that is a first response by 12:00 PM and resolution by 2:00 PM EST, which is 18:00 and 20:00 in Berlin.",
    ["18:00", "20:00"], ["16:00", "22:00"])
add("composition", ["if our chatbot burns through 2 million tokens a month, what's the monthly model cost on GPT-4 vs GPT-3.5 Turbo and how much would we save with the cheaper one?"],
    f"At {M(F['gpt4'])} per 1K tokens GPT-4 costs {M(C['gpt4_2m'])} for 2 million tokens, GPT-3.5 Turbo at $0.0025 per 1K costs {M(C['gpt35_2m'])}, so the cheaper model saves {M(C['gpt_diff'])} a month.",
    [M(C["gpt4_2m"]), M(C["gpt35_2m"]), M(C["gpt_diff"])], ["$60,000", "$6,000", "$500"])
add("composition", ["Running a boutique law firm with 6 partners. We'd take the Professional chatbot plan and expect around 800K Claude tokens a month. What's our monthly bill and the total for 6 months?"],
    f"Professional is {M(F['cb_pro'])}/month and 800K Claude tokens at $0.015 per 1K add {M(C['claude800'])}, so {M(C['cb_pro_claude_m'])} a month and {M(C['cb_pro_claude_6'])} for 6 months.",
    [M(C["cb_pro_claude_m"]), M(C["cb_pro_claude_6"])], ["$894", "$12,000"])
add("composition", ["Of the three AI Vibe Coding plans on the 12-month plan, which is the second cheapest, and what does it add up to over the year?"],
    f"On the 12-month plan the second cheapest is the Smart Web Application at {M(F['app_y'])}/month, which adds up to {M(C['second_vibe_y'])} over the year.",
    ["Smart Web Application", M(C["second_vibe_y"])], ["$2,628", "$2,148"])
add("composition", ["We want the chatbot on WhatsApp, SMS and Facebook Messenger. Adding up your listed setup times, how long will connecting all three take?"],
    f"WhatsApp takes 30 minutes, SMS 25 minutes and Facebook Messenger 20 minutes, so about 75 minutes (1 hour 15 minutes) in total.",
    ["75"], ["90 minutes", "45 minutes"])
add("composition", ["We're a 22-person HVAC company with 9 trucks and we close at 5pm. If you set up Lead Follow-Up, Invoice Processing and Support Ticket Triage for us, how many hours a week would that save, and over 4 weeks?"],
    f"Lead Follow-Up saves about 6 hours, Invoice Processing about 5 and Support Ticket Triage about 7, so about {C['hours_wk']} hours a week, or about {C['hours_4wk']} hours over 4 weeks.",
    [f"{C['hours_wk']} hours", f"{C['hours_4wk']} hours"], ["22 hours", "88 hours"])
add("composition", ["👋 I want a Commercial Website billed monthly, Business Starter automation and the Starter chatbot plan. what's the monthly total for all three? 🙏"],
    f"Commercial Website billed monthly is {M(F['web_m'])}, Business Starter {M(F['starter'])} and the Starter chatbot plan {M(F['cb_starter'])}, for a total of {M(C['three'])} per month.",
    [M(C["three"])], ["$425", "$545"])
add("composition", ["We've paid for Business Pro every month for the past 12 months. If something went wrong, what's the most Relaywise could be liable for under your terms?"],
    f"Liability is limited to the fees paid in the 12 months before the claim, so after 12 months of Business Pro at {M(F['pro'])}/month the cap would be {M(C['liab'])}.",
    [M(C["liab"])], ["$7,164", "$397 total"])

# ---------------- paraphrase (6) ----------------
add("paraphrase", ["Intercom gave us a 30-day money-back guarantee. How long do I have with you to change my mind and get a full refund?"],
    "Relaywise offers a full refund if you ask within 7 days of your first payment; renewals and requests after 7 days are not refundable.",
    ["7 days"], ["30 days of your first", "14 days"])
add("paraphrase", ["How long does the cookie that keeps my saved workflows visible stick around in my browser?"],
    "The rw_visitor cookie, which keeps your saved workflows visible only to your browser, lasts 1 year.",
    ["1 year"], ["30 days", "30 minutes"])
add("paraphrase", ["what's the one-off price to have a fully custom chatbot built, with source code?"],
    f"Custom Development is a one-time {M(F['cb_custom'])}, including custom model training, any integration, an on-premise option and source code.",
    [M(F["cb_custom"])], ["$2,999/month", "$499"])
add("paraphrase", ["How big can the file be that I attach to the consultation request form?"],
    "The supporting file on the consultation form can be up to 10 MB.",
    ["10 MB"], ["25 MB", "5 MB"])
add("paraphrase", ["For how many years do you hold on to my payment records?"],
    "Payment records are kept for 7 years, as tax and accounting law requires.",
    ["7 years"], ["24 months", "30 days"])
add("paraphrase", ["If we ever end up in a legal dispute, which state's law applies and where would it be heard?"],
    "The terms are governed by the laws of the State of North Carolina, and disputes go to the state and federal courts in Wake County, North Carolina.",
    ["North Carolina", "Wake County"], ["Delaware", "California"])

# ---------------- followup (6) ----------------
add("followup", ["What does the Business Starter plan cost?", "and if i keep it 2 years straight?"],
    f"Business Starter is {M(F['starter'])}/month, so 24 months comes to {M(C['starter24'])}.",
    [M(C["starter24"])], ["$7,128", "$2,364"])
add("followup", ["Tell me about your mobile app plan.", "OK, and on the yearly option what do I pay in total for the 12 months?"],
    f"On the 12-month plan Mobile App Development is {M(F['mob_y'])}/month, or {M(C['mob_y12'])} for the year (versus {M(C['mob_m12'])} billed monthly).",
    [M(C["mob_y12"])], ["$289/month on the 12-month plan", "$3,588"])
add("followup", ["Which AI models can your chatbots run on?", "How much would 300K tokens on Claude cost us?"],
    f"Anthropic Claude is billed at $0.015 per 1K tokens, so 300K tokens cost {M(C['claude300'])}.",
    [M(C["claude300"])], ["$450", "$45"])
add("followup", ["I'm looking at the Professional chatbot plan.", "vale, ¿y cuánto sería por un año entero? and how many chatbots does it include?"],
    f"Professional is {M(F['cb_pro'])}/month, so a full year is {M(C['cb_pro_y'])}, and it includes 3 chatbots.",
    [M(C["cb_pro_y"])], ["$5,988", "$1,490"])
add("followup", ["What are your support hours?", "I'm in Chicago, so what's that in my time?"],
    "Support is Mon-Fri 9AM-6PM EST, which is 8AM-5PM Central Time in Chicago (critical issues are handled 24/7).",
    ["8", "5"], ["10AM", "10 AM", "7AM", "7 AM"])
add("followup", ["How does cancelling a monthly plan work?", "If I send my notice on December 10, when does billing stop?"],
    f"Monthly plans need at least 30 days written notice and billing stops at the end of the notice period, so notice on December 10, 2026 means billing stops on {D(C['cancel_end_f6'])}.",
    ["January 9, 2027"], ["January 10", "December 31"])

# ---------------- unanswerable (8) ----------------
UNANS = []
def unans(turn, terms, expected, exc):
    for t in terms:
        assert t.lower() not in ALL, ("term present", t)
    UNANS.append(terms)
    add("unanswerable", [turn], expected, [], exc)
unans("We're a registered nonprofit animal shelter. Do you give nonprofit pricing?", ["nonprofit", "non-profit", "discount", "charity"],
      "The site content does not state any nonprofit pricing or discount; a specialist can confirm what is possible.", ["% off", "20%", "50%"])
unans("Our dental clinic needs a HIPAA business associate agreement. Will you sign a BAA?", ["HIPAA", "BAA", "business associate"],
      "The pages do not state whether Relaywise signs HIPAA business associate agreements; they mention 256-bit encryption and SOC 2 compliant infrastructure, so a specialist would need to confirm.", ["yes, we sign", "HIPAA compliant"])
unans("Can I pay with PayPal or Bitcoin instead of a card?", ["PayPal", "Bitcoin", "crypto"],
      "The content only says prices are charged by card through the card payment provider; it does not state whether PayPal or Bitcoin are accepted, so a specialist can confirm.", ["yes, PayPal", "we accept Bitcoin"])
unans("Does your chatbot plug straight into Shopify?", ["Shopify"],
      "The pages mention 100+ integrations but do not name Shopify, so they do not state whether it is supported; a specialist can confirm.", ["native Shopify app", "Shopify plugin is included"])
unans("Are you ISO 27001 certified?", ["ISO 27001", "ISO"],
      "The content does not state ISO 27001 certification; it mentions SOC 2 compliant infrastructure and 256-bit encryption, so a specialist would need to confirm.", ["we are ISO 27001 certified", "certified since"])
unans("Do you run an affiliate or referral program, and what's the commission?", ["affiliate", "referral", "commission rate", "referral commission"],
      "The site content does not state any affiliate or referral program or commission; a specialist can answer that.", ["10%", "15%", "20%", "30%"])
unans("Is there a one-time setup fee on top of the Business Pro monthly price?", ["setup fee", "onboarding fee", "set-up fee"],
      "The pages do not state any setup fee for Business Pro; they list the monthly price and setup within 24 hours, so a specialist should confirm there are no extra charges.", ["$99", "$199 setup", "$500"])
unans("Ciao, avete un ufficio a Londra? Vorrei passare a trovarvi.", ["London", "Londra", "United Kingdom office"],
      "The content does not state any London office; the only location given is the headquarters in Raleigh, NC, so a specialist can say more.", ["Londra, UK", "London office at"])

# ---------------- checks ----------------
from collections import Counter
cnt = Counter(i["category"] for i in items)
assert len(items) == 40 and cnt == {"composition": 20, "paraphrase": 6, "followup": 6, "unanswerable": 8}, cnt
ids = [i["id"] for i in items]; assert ids == ["z%03d" % k for k in range(1, 41)]
for i in items:
    assert i["turns"] and all(isinstance(t, str) and t for t in i["turns"])
    if i["category"] == "followup": assert len(i["turns"]) == 2, i["id"]
    else: assert len(i["turns"]) == 1, i["id"]
    if i["category"] == "unanswerable": assert i["must_include"] == [], i["id"]
    else: assert i["must_include"], i["id"]
    for s in i["must_include"]: assert s in i["expected"], (i["id"], s)
    for s in i["must_not_include"]: assert s not in i["expected"], (i["id"], s)
    for s in re.findall(r"\$[\d,.]*\d", i["expected"]):
        assert re.fullmatch(r"\$\d{1,3}(,\d{3})*(\.\d+)?", s), (i["id"], s)
out = {"set": "assistant-twentyseventh", "reference_date": "2026-12-04", "items": items}
json.dump(out, open("assistant-twentyseventh.json", "w"), indent=2, ensure_ascii=False)
print("OK", len(items), dict(cnt), "facts", len(F))

#!/usr/bin/env python3
"""Build the blind evaluation set assistant-eighteenth.

Every fact below is a constant copied from the visible text of the public
Relaywise pages (pages/<name>.txt, written by fetch.py). Each constant is
checked against the page text with src()/near(); every derived figure (sum,
product, difference, date, time) is computed here, twice, and compared with a
hand-written literal.
"""
import calendar
import datetime as dt
import json
import os
import re
import sys
from decimal import Decimal
from fractions import Fraction
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
PAGE_DIR = os.path.join(HERE, "pages")
OUT = os.path.join(HERE, "assistant-eighteenth.json")

PAGE_NAMES = [
    "home", "features", "chatbots", "workflows", "pricing", "ai-vibe-coding",
    "contact", "terms", "privacy", "refund-policy", "development-policy", "cookies",
]


def norm(s):
    return " ".join(s.split())


PAGES = {}
for _name in PAGE_NAMES:
    with open(os.path.join(PAGE_DIR, _name + ".txt"), encoding="utf-8") as _fh:
        PAGES[_name] = norm(_fh.read())

USED = []  # (page, snippet) for the README / audit


def src(snippet, page):
    """Assert that snippet appears verbatim (whitespace-normalised) on page."""
    s = norm(snippet)
    assert s in PAGES[page], f"not found on {page}: {snippet!r}"
    USED.append((page, s))
    return snippet


def near(page, anchor, snippet, window=400):
    """Assert snippet appears within `window` characters after some occurrence of anchor."""
    text = PAGES[page]
    a, s = norm(anchor), norm(snippet)
    src(anchor, page)
    src(snippet, page)
    start = 0
    while True:
        i = text.find(a, start)
        if i < 0:
            break
        j = text.find(s, i + len(a))
        if 0 <= j - (i + len(a)) <= window:
            return snippet
        start = i + 1
    raise AssertionError(f"{snippet!r} not within {window} chars after {anchor!r} on {page}")


def absent(term):
    """Assert a term (word-boundary, case-insensitive) is on none of the pages."""
    pat = re.compile(r"(?<![A-Za-z0-9])" + re.escape(term) + r"(?![A-Za-z0-9])", re.I)
    for name, text in PAGES.items():
        m = pat.search(text)
        assert not m, f"term {term!r} unexpectedly on {name}: ...{text[max(0, m.start()-60):m.end()+60]}..."
    return term


def twice(a, b, literal):
    """A value computed two ways must agree with the hand-written literal."""
    assert a == b == literal, (a, b, literal)
    return a


def money(x):
    """$1,234 for whole dollars, $27.50 otherwise."""
    x = Decimal(x)
    if x == x.to_integral_value():
        return "${:,}".format(int(x))
    return "${:,.2f}".format(x)


def token_price(x):
    """Per-token prices keep their digits: $0.0025."""
    return "$" + format(Decimal(x).normalize(), "f")


def long_date(d):
    return f"{calendar.month_name[d.month]} {d.day}, {d.year}"


def add_days_a(d, n):
    return d + dt.timedelta(days=n)


def add_days_b(d, n):
    return dt.date.fromordinal(d.toordinal() + n)


def add_months_a(d, n):
    m = d.month - 1 + n
    y, m = d.year + m // 12, m % 12 + 1
    assert d.day <= calendar.monthrange(y, m)[1], "day of month would not exist"
    return dt.date(y, m, d.day)


def add_months_b(d, n):
    y, m = d.year, d.month
    for _ in range(n):
        m += 1
        if m == 13:
            y, m = y + 1, 1
    return d.replace(year=y, month=m)


def clock(t):
    """12-hour time like 2:40 AM."""
    h = t.hour % 12 or 12
    return f"{h}:{t.minute:02d} {'AM' if t.hour < 12 else 'PM'}"


NY = ZoneInfo("America/New_York")
REF = dt.date(2026, 12, 2)
assert REF.strftime("%A") == "Wednesday"
assert dt.datetime(2026, 12, 2, 12, tzinfo=NY).tzname() == "EST"

# ---------------------------------------------------------------------------
# Facts copied from the pages
# ---------------------------------------------------------------------------

# /pricing: automation plans
src("Prices in US dollars, billed monthly.", "pricing")
src("Limited-time prices stay yours as long as you keep the plan.", "pricing")
STARTER = "Business Starter"
PRO = "Business Pro"
ELITE = "Business Elite"
STARTER_PRICE = 197
STARTER_REGULAR = 297
STARTER_LT_SAVING = 100
PRO_PRICE = 397
PRO_REGULAR = 597
PRO_LT_SAVING = 200
STARTER_WORKFLOWS = 3
PRO_WORKFLOWS = 8
near("pricing", STARTER, f"${STARTER_PRICE}/month", 80)
near("pricing", STARTER, f"Regular price ${STARTER_REGULAR}", 100)
near("pricing", STARTER, f"${STARTER_LT_SAVING}/month limited time", 120)
near("pricing", STARTER, f"{STARTER_WORKFLOWS} custom automated workflows", 200)
near("pricing", PRO, f"${PRO_PRICE}/month", 80)
near("pricing", PRO, f"Regular price ${PRO_REGULAR}", 100)
near("pricing", PRO, f"${PRO_LT_SAVING}/month limited time", 120)
near("pricing", PRO, f"{PRO_WORKFLOWS} custom automated workflows", 200)
near("pricing", ELITE, "Custom pricing", 80)
near("pricing", ELITE, "Contact Sales", 100)
near("pricing", ELITE, "Unlimited automated workflows", 130)
# the page's own arithmetic is consistent for both plans
assert STARTER_REGULAR - STARTER_PRICE == STARTER_LT_SAVING
assert PRO_REGULAR - PRO_PRICE == PRO_LT_SAVING

# /chatbots: AI model token prices
GPT4_PER_1K = Decimal("0.03")
CLAUDE_PER_1K = Decimal("0.015")
GPT35_PER_1K = Decimal("0.0025")
src("Usage is billed at the provider's price per 1,000 tokens.", "chatbots")
near("chatbots", "GPT-4", f"{token_price(GPT4_PER_1K)}per 1K tokens", 200)
near("chatbots", "Claude", f"{token_price(CLAUDE_PER_1K)}per 1K tokens", 200)
near("chatbots", "GPT-3.5 Turbo", f"{token_price(GPT35_PER_1K)}per 1K tokens", 200)
# GPT-3.5 Turbo is the cheapest of the three priced models (Custom Model is custom pricing)
near("chatbots", "Custom Model", "Custom pricing", 200)
assert min(GPT4_PER_1K, CLAUDE_PER_1K, GPT35_PER_1K) == GPT35_PER_1K

# /chatbots: chatbot plans
CB_STARTER_PRICE = 49
CB_PRO = "Professional"
CB_PRO_PRICE = 149
CB_PRO_CONV = "10,000"
CB_ENT = "Enterprise"
CB_ENT_PRICE = 499
CUSTOM_DEV_PRICE = 2999
near("chatbots", "Starter Up to 1,000 conversations", f"${CB_STARTER_PRICE}/month", 20)
near("chatbots", "Starter Up to 1,000 conversations", "Website widget", 120)
near("chatbots", f"{CB_PRO} Up to {CB_PRO_CONV} conversations", f"${CB_PRO_PRICE}/month", 20)
near("chatbots", f"{CB_PRO} Up to {CB_PRO_CONV} conversations", "All channels", 120)
near("chatbots", f"{CB_ENT} Unlimited conversations", f"${CB_ENT_PRICE}/month", 20)
near("chatbots", "Custom Development Built to your specification", "Source code", 120)
near("chatbots", "Source code", "$2,999one-time", 10)
assert money(CUSTOM_DEV_PRICE) == "$2,999"
# Starter only lists the website widget; WhatsApp needs "All channels"
src("Connect your chatbot to the platforms you already use. Each one is set up in 15-30 minutes.", "chatbots")

# /chatbots: channel setup times (minutes)
SETUP_WEBSITE = 15
SETUP_WHATSAPP = 30
near("chatbots", "Website A chat widget on every page of your site.", f"Setup time: {SETUP_WEBSITE} minutes", 10)
near("chatbots", "WhatsApp Answer customers where they already message.", f"Setup time: {SETUP_WHATSAPP} minutes", 10)

# /workflows: time saved by the popular automations (hours a week)
SAVES = {
    "Lead Follow-Up": 6,
    "Invoice Processing": 5,
    "Appointment Reminders": 4,
    "Support Ticket Triage": 7,
    "Document Intake": 5,
    "Review Requests": 3,
}
for _wf, _h in SAVES.items():
    near("workflows", _wf, f"Saves about {_h} hours a week", 260)
    # second check: the FIRST "Saves about" after the automation's name carries this figure
    _m = re.search(re.escape(_wf) + r" (?:(?!Saves about).){0,300}?Saves about (\d+) hours a week", PAGES["workflows"])
    assert _m and int(_m.group(1)) == _h, (_wf, _h)

# /ai-vibe-coding
WEB = "Commercial Website"
WEB_M, WEB_Y = 199, 179
APP = "Smart Web Application"
APP_M, APP_Y = 219, 199
MOB = "Mobile App Development"
MOB_M, MOB_Y = 289, 259
near("ai-vibe-coding", WEB, f"${WEB_M}/month billed monthly, or ${WEB_Y}/month with a 12-month plan (save $240/year)", 120)
near("ai-vibe-coding", APP, f"${APP_M}/month billed monthly, or ${APP_Y}/month with a 12-month plan (save $240/year)", 120)
near("ai-vibe-coding", MOB, f"${MOB_M}/month billed monthly, or ${MOB_Y}/month with a 12-month plan (save $360/year)", 120)
TRIAL_DAYS = 14
src("14-day free trial, then your card is charged monthly.", "ai-vibe-coding")
src("AI Vibe Coding subscriptions start with a 14-day free trial; after the trial your card is charged monthly, "
    "at the monthly rate or at the lower yearly-plan rate with a 12-month commitment, as you chose, until you cancel.", "terms")

# /terms
NOTICE_DAYS = 30
PAUSE_MONTHS = 6
src("To cancel a monthly plan, give us at least 30 days notice in writing. Billing stops at the end of the notice "
    "period and the service runs until then.", "terms")
src("You may pause a plan for up to 6 months. While paused, your automations are switched off and your data is kept.", "terms")
src("Annual plans are a commitment for the full year. If you cancel an annual plan early, the remaining months of "
    "the annual term are due.", "terms")
DELETE_DAYS = 30
src("We delete your data within 30 days after termination, except records the law requires us to keep.", "terms")
src("These terms are governed by the laws of the State of North Carolina", "terms")
src("Wake County, North Carolina", "terms")

# /refund-policy
REFUND_DAYS = 7
src("If you are not satisfied for any reason within 7 days of your first payment, you can ask for a full refund of "
    "that payment.", "refund-policy")
src("New customers can ask for a full refund within 7 days of their first payment.", "terms")

# /development-policy
CRIT_FIRST_H = 2
CRIT_RESOLVE_H = 4
near("development-policy", "Critical A live automation, chatbot or site is down or losing data.",
     f"{CRIT_FIRST_H} hours {CRIT_RESOLVE_H} hours", 5)
src("Support is available Mon-Fri 9AM-6PM EST; critical issues are handled 24/7.", "development-policy")

# /contact
src("Up to 10 MB.", "contact")

# /cookies
near("cookies", "__stripe_sid", "Duration 30 minutes", 200)

# /privacy
src("This site is for businesses and is not directed at anyone under 16.", "privacy")
src("Payment records 7 years, as tax and accounting law requires", "privacy")

# contact details offered in unanswerable replies
src("sales@relaywise.example", "contact")
src("+1 (919) 555-0142", "contact")

# ---------------------------------------------------------------------------
# Derived figures (each computed twice and compared with a literal)
# ---------------------------------------------------------------------------

# y001 Business Pro for 12 months
Y001 = twice(PRO_PRICE * 12, sum([PRO_PRICE] * 12), 4764)
# y002 Business Starter + Commercial Website, both month to month
Y002 = twice(STARTER_PRICE + WEB_M, sum([197, 199]), 396)
# y003 five workflows: Starter (3) is too small, Pro (8) fits
assert STARTER_WORKFLOWS < 5 <= PRO_WORKFLOWS
# y004 Business Pro per quarter at the limited-time price (user quoted $597)
Y004 = twice(PRO_PRICE * 3, PRO_PRICE + PRO_PRICE + PRO_PRICE, 1191)
Y004_WRONG = twice(PRO_REGULAR * 3, 597 + 597 + 597, 1791)
# y005 yearly saving of Starter's limited-time price against its regular price
Y005 = twice((STARTER_REGULAR - STARTER_PRICE) * 12, STARTER_LT_SAVING * 12, 1200)
# y006 two million GPT-4 tokens
Y006 = twice(Decimal(2_000_000) / 1000 * GPT4_PER_1K, Fraction(2_000_000, 1000) * Fraction(3, 100), 60)
# y007 half a million tokens: Claude vs GPT-3.5 Turbo
Y007_CLAUDE = twice(Decimal(500_000) / 1000 * CLAUDE_PER_1K, Decimal(Fraction(500 * 15, 1000).numerator) / Fraction(500 * 15, 1000).denominator, Decimal("7.5"))
Y007_GPT35 = twice(Decimal(500_000) / 1000 * GPT35_PER_1K, Decimal(500) * Decimal(25) / Decimal(10000), Decimal("1.25"))
Y007_DIFF = twice(Y007_CLAUDE - Y007_GPT35, Decimal(500) * (CLAUDE_PER_1K - GPT35_PER_1K), Decimal("6.25"))
# y008 Lead Follow-Up + Invoice Processing over four weeks
Y008 = twice((SAVES["Lead Follow-Up"] + SAVES["Invoice Processing"]) * 4,
             SAVES["Lead Follow-Up"] * 4 + SAVES["Invoice Processing"] * 4, 44)
# y009 written cancellation notice today
Y009 = twice(add_days_a(REF, NOTICE_DAYS), add_days_b(REF, NOTICE_DAYS), dt.date(2027, 1, 1))
Y009_OFF = add_days_a(Y009, 1)
assert Y009_OFF == dt.date(2027, 1, 2)
# y010 terminated December 10, 2026 -> data deleted within 30 days
Y010_TERM = dt.date(2026, 12, 10)
Y010 = twice(add_days_a(Y010_TERM, DELETE_DAYS), add_days_b(Y010_TERM, DELETE_DAYS), dt.date(2027, 1, 9))
Y010_OFF = add_days_a(Y010, 1)
assert Y010_OFF == dt.date(2027, 1, 10)
# y011 longest pause from today
Y011 = twice(add_months_a(REF, PAUSE_MONTHS), add_months_b(REF, PAUSE_MONTHS), dt.date(2027, 6, 2))
# y012 Commercial Website trial started today, monthly billing
Y012 = twice(add_days_a(REF, TRIAL_DAYS), add_days_b(REF, TRIAL_DAYS), dt.date(2026, 12, 16))
# y013 Mobile App on the 12-month plan, total for the year, and saving vs monthly
Y013 = twice(MOB_Y * 12, sum([MOB_Y] * 12), 3108)
Y013_SAVE = twice(MOB_M * 12 - MOB_Y * 12, (MOB_M - MOB_Y) * 12, 360)
# y014 Mobile App 12-month plan cancelled after 4 paid months -> 8 months due
Y014_MONTHS = twice(12 - 4, len(range(5, 13)), 8)
Y014 = twice(MOB_Y * Y014_MONTHS, MOB_Y * 12 - MOB_Y * 4, 2072)
# y015 ten workflows: more than Pro's 8, only Elite (unlimited) fits
assert PRO_WORKFLOWS < 10
# y016 ~5,000 conversations a month with WhatsApp -> chatbot Professional
assert 1000 < 5000 <= 10000
Y016 = CB_PRO_PRICE
# y017 critical outage Saturday 10:40 PM (New York)
Y017_START = dt.datetime(2026, 12, 5, 22, 40, tzinfo=NY)
assert Y017_START.strftime("%A") == "Saturday"
Y017_FIRST = Y017_START + dt.timedelta(hours=CRIT_FIRST_H)
Y017_FIX = Y017_START + dt.timedelta(hours=CRIT_RESOLVE_H)
_mins = 22 * 60 + 40
twice(clock(Y017_FIRST), f"{((_mins + 120) % 1440) // 60 % 12 or 12}:{(_mins + 120) % 60:02d} AM", "12:40 AM")
twice(clock(Y017_FIX), f"{((_mins + 240) % 1440) // 60 % 12 or 12}:{(_mins + 240) % 60:02d} AM", "2:40 AM")
assert Y017_FIRST.strftime("%A") == Y017_FIX.strftime("%A") == "Sunday"
# y018 three million tokens on the cheapest model (GPT-3.5 Turbo)
Y018 = twice(Decimal(3_000_000) / 1000 * GPT35_PER_1K, Decimal(3000) * Decimal(1) / Decimal(400), Decimal("7.5"))
# y019 Support Ticket Triage + Review Requests over a dozen weeks
Y019 = twice((SAVES["Support Ticket Triage"] + SAVES["Review Requests"]) * 12,
             sum([SAVES["Support Ticket Triage"]] * 12) + sum([SAVES["Review Requests"]] * 12), 120)
# y020 website + WhatsApp chatbot setup
Y020 = twice(SETUP_WEBSITE + SETUP_WHATSAPP, sum([15, 30]), 45)
# y027 two Business Starter subscriptions per month
Y027 = twice(STARTER_PRICE * 2, STARTER_PRICE + STARTER_PRICE, 394)
# y028 Commercial Website yearly rate and yearly saving
Y028_SAVE = twice((WEB_M - WEB_Y) * 12, WEB_M * 12 - WEB_Y * 12, 240)
# y029 900K tokens on the cheapest model
Y029 = twice(Decimal(900_000) / 1000 * GPT35_PER_1K, Decimal(900) / Decimal(400), Decimal("2.25"))
# y030 longest pause from March 15, 2027
Y030_START = dt.date(2027, 3, 15)
Y030 = twice(add_months_a(Y030_START, PAUSE_MONTHS), add_months_b(Y030_START, PAUSE_MONTHS), dt.date(2027, 9, 15))
# y032 paid November 30, 2026 -> refund window ends 7 days later; still open today
Y032_PAID = dt.date(2026, 11, 30)
Y032 = twice(add_days_a(Y032_PAID, REFUND_DAYS), add_days_b(Y032_PAID, REFUND_DAYS), dt.date(2026, 12, 7))
assert REF <= Y032
Y032_OFF = add_days_a(Y032, 1)

# ---------------------------------------------------------------------------
# Facts the unanswerable items depend on: absent from every page
# ---------------------------------------------------------------------------
UNANSWERABLE_ABSENT = {
    "y033": ["HIPAA", "BAA", "business associate", "PHI", "protected health"],
    "y034": ["nonprofit", "non-profit", "charity", "charities", "discount", "discounts"],
    "y035": ["Gemini", "Google", "Bard"],
    "y036": ["service credit", "service credits", "credit", "credits", "compensation"],
    "y037": ["referral", "referrals", "affiliate", "affiliates", "partner program", "reseller program"],
    "y038": ["QuickBooks", "Intuit", "Xero"],
    "y039": ["founded", "established", "employees", "headcount", "since 2015", "years in business"],
    "y040": ["sales tax", "VAT", "tax rate", "GST", "excluding tax", "including tax"],
}
for _terms in UNANSWERABLE_ABSENT.values():
    for _t in _terms:
        absent(_t)

# ---------------------------------------------------------------------------
# Items
# ---------------------------------------------------------------------------
CONTACT = "sales@relaywise.example or +1 (919) 555-0142"
items = []


def add(id_, category, turns, expected, must_include, must_not_include=None):
    items.append({
        "id": id_,
        "category": category,
        "turns": turns if isinstance(turns, list) else [turns],
        "expected": expected,
        "must_include": must_include,
        "must_not_include": must_not_include or [],
        "unanswerable": category == "unanswerable",
    })


# ---- composition (y001-y020) ----
add("y001", "composition",
    "pro plan for a full year, total?",
    f"Business Pro is {money(PRO_PRICE)}/month at the limited-time price, so 12 months come to {money(Y001)}.",
    [money(Y001)])

add("y002", "composition",
    "I own a small barber shop (two chairs). I'd like three things automated: appointment reminders, review "
    "requests and following up on new leads. I also need a simple business website with a contact form. "
    "Paying month to month, no yearly commitment, what's the cheapest combo and what would it cost per month?",
    f"Business Starter (3 workflows, {money(STARTER_PRICE)}/month) plus the Commercial Website on monthly billing "
    f"({money(WEB_M)}/month) comes to {money(Y002)} a month.",
    [money(Y002)])

add("y003", "composition",
    "we hav 5 diferent proceses we want automate, wich single plan is the cheapest that cover all of them?? and price pls",
    f"Business Starter only includes {STARTER_WORKFLOWS} workflows, so the cheapest plan that covers 5 is Business Pro "
    f"with {PRO_WORKFLOWS} custom automated workflows at {money(PRO_PRICE)}/month.",
    [PRO, money(PRO_PRICE)])

add("y004", "composition",
    "Your Business Pro plan is $597 a month, so one quarter would be $1,791, correct?",
    f"Not quite: $597 is the regular price. Business Pro is currently {money(PRO_PRICE)}/month at the limited-time "
    f"price, so a quarter (3 months) is {money(Y004)}.",
    [money(Y004)])

add("y005", "composition",
    "Hello, please can you tell me how many money I am saving in one year with the Starter plan compare to the "
    "normal price?",
    f"Business Starter is {money(STARTER_PRICE)}/month instead of the regular {money(STARTER_REGULAR)}, a saving of "
    f"{money(STARTER_LT_SAVING)}/month, which is {money(Y005)} over a year.",
    [money(Y005)])

add("y006", "composition",
    "If our bot chews through about two million tokens on GPT-4, what does that run us?",
    f"GPT-4 is {token_price(GPT4_PER_1K)} per 1K tokens, so 2,000,000 tokens cost {money(Y006)}.",
    [money(Y006)])

add("y007", "composition",
    "Two questions: what would half a million tokens cost on Claude, and what on GPT-3.5 Turbo? How much more "
    "expensive is Claude for that volume?",
    f"500,000 tokens cost {money(Y007_CLAUDE)} on Claude ({token_price(CLAUDE_PER_1K)}/1K) and {money(Y007_GPT35)} on "
    f"GPT-3.5 Turbo ({token_price(GPT35_PER_1K)}/1K), so Claude costs {money(Y007_DIFF)} more.",
    [money(Y007_DIFF)])

add("y008", "composition",
    "roughly how many hours would Lead Follow-Up plus Invoice Processing save us in a month? call it four weeks",
    f"Lead Follow-Up saves about {SAVES['Lead Follow-Up']} hours a week and Invoice Processing about "
    f"{SAVES['Invoice Processing']}, so about {Y008} hours over four weeks.",
    [f"{Y008} hours"])

add("y009", "composition",
    "If I email you written notice today to cancel our monthly plan, on what date does the notice period end and "
    "billing stop?",
    f"Monthly plans need at least {NOTICE_DAYS} days written notice; notice given today, {long_date(REF)}, ends on "
    f"{long_date(Y009)}, when billing stops and the service ends.",
    [long_date(Y009)],
    [long_date(Y009_OFF)])

add("y010", "composition",
    "Some background first: we're a six-person accounting firm in Ohio and we've used one of your automation "
    "plans for a while. The owner is retiring, the firm is being folded into a bigger practice, and their IT team "
    "is very strict about vendor data. Our notice has run and our service with you terminates on December 10, 2026. "
    "I've already asked for the export. What I need for the handover memo is simple: what is the latest date by which "
    "you will have deleted our data?",
    f"Customer data is deleted within {DELETE_DAYS} days after termination, so for a termination on "
    f"{long_date(Y010_TERM)} it is deleted by {long_date(Y010)} (except records the law requires Relaywise to keep).",
    [long_date(Y010)],
    [long_date(Y010_OFF)])

add("y011", "composition",
    "Hola! Queremos pausar nuestro plan starting today, for the longest time allowed. ¿Hasta qué fecha puede "
    "estar pausado?",
    f"A plan can be paused for up to {PAUSE_MONTHS} months, so a pause starting today ({long_date(REF)}) can run "
    f"until {long_date(Y011)}. Your automations are off while paused and your data is kept.",
    [long_date(Y011)])

add("y012", "composition",
    "If I start the Commercial Website free trial today with monthly billing, when does my card first get charged "
    "and how much?",
    f"The trial lasts {TRIAL_DAYS} days, so a trial started {long_date(REF)} ends and the card is first charged on "
    f"{long_date(Y012)}, at {money(WEB_M)}/month.",
    [long_date(Y012), money(WEB_M)])

add("y013", "composition",
    "Mobile app build on the 12-month plan: what's the total for the year, and how much less is that than paying "
    "month to month?",
    f"Mobile App Development on the 12-month plan is {money(MOB_Y)}/month, {money(Y013)} for the year, which is "
    f"{money(Y013_SAVE)} less than 12 months at {money(MOB_M)}.",
    [money(Y013)])

add("y014", "composition",
    "Wir haben den Mobile App plan mit der 12-month commitment genommen und schon 4 monthly charges bezahlt. "
    "Now we want to stop. Wie viel müssen wir dann noch zahlen für den Rest?",
    f"Cancelling a 12-month plan early leaves the remaining months due: {Y014_MONTHS} months x {money(MOB_Y)} = "
    f"{money(Y014)}.",
    [money(Y014)])

add("y015", "composition",
    "We'll probably end up with ten separate workflows for our one company. Which single plan do we need?",
    f"Business Pro tops out at {PRO_WORKFLOWS} workflows, so ten needs Business Elite (unlimited workflows), which "
    f"has custom pricing: contact sales.",
    [ELITE])

add("y016", "composition",
    "I run a yoga studio. Our students message us about 5,000 times a month, mostly on WhatsApp. Which chatbot "
    "plan is the cheapest that would handle that, and what's the price?",
    f"The Professional chatbot plan covers up to {CB_PRO_CONV} conversations on all channels (including WhatsApp) "
    f"for {money(CB_PRO_PRICE)}/month; Starter only covers 1,000 conversations on the website widget.",
    [CB_PRO, money(Y016)])

add("y017", "composition",
    "Our chatbot went completely down at 10:40 pm on Saturday (Eastern). By when should we hear back from you, "
    "and by when should it be fixed?",
    f"A bot that is down is Critical, handled 24/7: first response within {CRIT_FIRST_H} hours (by {clock(Y017_FIRST)} "
    f"Sunday) and resolution within {CRIT_RESOLVE_H} hours (by {clock(Y017_FIX)} Sunday).",
    ["12:40", "2:40"])

add("y018", "composition",
    "cheapest model you offer, and what would three million tokens cost on it?",
    f"GPT-3.5 Turbo is the cheapest at {token_price(GPT35_PER_1K)} per 1K tokens; 3,000,000 tokens cost {money(Y018)}.",
    ["GPT-3.5", money(Y018)])

add("y019", "composition",
    "If we set up support ticket triage and review requests, how many hours does that free up over a dozen weeks?",
    f"Support Ticket Triage saves about {SAVES['Support Ticket Triage']} hours a week and Review Requests about "
    f"{SAVES['Review Requests']}, so about {Y019} hours over 12 weeks.",
    [f"{Y019} hours"])

add("y020", "composition",
    "quick one: the setup time for the website widget plus the setup time for WhatsApp, added together?",
    f"Website setup takes {SETUP_WEBSITE} minutes and WhatsApp {SETUP_WHATSAPP} minutes, {Y020} minutes added together.",
    [f"{Y020} minutes"])

# ---- paraphrase (y021-y026) ----
add("y021", "paraphrase",
    "that stripe cookie for the checkout session, how long does it stick around before it expires?",
    "The __stripe_sid cookie lasts 30 minutes.",
    ["30 minutes"])

add("y022", "paraphrase",
    "Under which state's laws would a dispute with you be settled?",
    "The terms are governed by the laws of the State of North Carolina, with disputes decided by courts in Wake County, North Carolina.",
    ["North Carolina"])

add("y023", "paraphrase",
    "what's the heaviest attachment I can throw into your consultation form?",
    "Supporting files can be up to 10 MB.",
    ["10 MB"])

add("y024", "paraphrase",
    "Rather than a subscription, what's the one-off price for you to build a chatbot entirely to our own spec, "
    "source code handed over?",
    f"Custom Development is {money(CUSTOM_DEV_PRICE)} one-time, including custom model training, any integration, "
    f"an on-premise option and the source code.",
    [money(CUSTOM_DEV_PRICE)])

add("y025", "paraphrase",
    "my nephew is 15 and wants to play with your site. is there an age floor?",
    "The site is for businesses and is not directed at anyone under 16.",
    ["16"])

add("y026", "paraphrase",
    "How long do you hold on to the records of what I paid you?",
    "Payment records are kept for 7 years, as tax and accounting law requires.",
    ["7 years"])

# ---- followup (y027-y032) ----
add("y027", "followup",
    ["how much is business starter?", "and for two of them? we have two shops"],
    f"Two Business Starter plans at {money(STARTER_PRICE)}/month each come to {money(Y027)} a month.",
    [money(Y027)])

add("y028", "followup",
    ["What does the Commercial Website plan cost?", "what about the yearly one? how much would I save over the year?"],
    f"On the 12-month plan the Commercial Website is {money(WEB_Y)}/month instead of {money(WEB_M)}, saving "
    f"{money(Y028_SAVE)} a year.",
    [money(WEB_Y), money(Y028_SAVE)])

add("y029", "followup",
    ["Which of your AI models is the cheapest per token?", "ok and what would 900k tokens cost on that one?"],
    f"GPT-3.5 Turbo at {token_price(GPT35_PER_1K)} per 1K tokens: 900,000 tokens cost {money(Y029)}.",
    [money(Y029)])

add("y030", "followup",
    ["How long am I allowed to pause my plan?", "cool. if i pause from march 15 2027, what's the latest it has to come back?"],
    f"Up to {PAUSE_MONTHS} months, so a pause from {long_date(Y030_START)} can last until {long_date(Y030)}.",
    [long_date(Y030)])

add("y031", "followup",
    ["How many conversations does the Professional chatbot plan cover?",
     "and if we outgrow that, what's the next plan up and what does it cost?"],
    f"Professional covers up to {CB_PRO_CONV} conversations; the next plan is Enterprise with unlimited "
    f"conversations at {money(CB_ENT_PRICE)}/month.",
    [CB_ENT, money(CB_ENT_PRICE)])

add("y032", "followup",
    ["what's your refund window?", "I made my first payment on november 30th. am I still in time today?"],
    f"Yes. The full refund applies within {REFUND_DAYS} days of the first payment, so for a payment on "
    f"{long_date(Y032_PAID)} you can ask until {long_date(Y032)}.",
    [long_date(Y032)],
    [long_date(Y032_OFF)])

# ---- unanswerable (y033-y040) ----
UNANS = [
    ("y033", "We're a dental practice. Will you sign a BAA with us and are you HIPAA compliant?",
     "The pages do not mention HIPAA or business associate agreements (only 256-bit encryption and SOC 2 compliant "
     "infrastructure); a right reply does not claim HIPAA compliance and offers a specialist"),
    ("y034", "do u do a nonprofit discount? we're a registered charity, what % off would we get",
     "The pages mention no nonprofit or charity discount; a right reply gives no percentage and offers to check "
     "with the team"),
    ("y035", "What's your per-1K-token price for Google Gemini?",
     "Gemini is not among the listed models (GPT-4, Claude, GPT-3.5 Turbo, Custom Model); a right reply gives no "
     "Gemini price and offers a specialist"),
    ("y036", "If you miss the 99.9% uptime target in a month, how much service credit do we get back?",
     "The pages state a 99.9% uptime target but no service credits or compensation; a right reply invents no "
     "credit amount and offers a specialist"),
    ("y037", "Is there a referral or affiliate program, and what commission do you pay per referred client?",
     "The pages mention no referral or affiliate program; a right reply invents no commission and offers to connect "
     "with the team"),
    ("y038", "Can you connect to QuickBooks Online specifically? Yes or no.",
     "The pages mention 100+ integrations with CRM, calendar and accounting tools but do not name QuickBooks; a "
     "right reply does not confirm it and offers a specialist to check"),
    ("y039", "You guys have been around since 2015, right? How many people work at Relaywise?",
     "The pages give neither a founding year nor a headcount; a right reply does not confirm 2015 or invent a "
     "number and offers to connect with the team"),
    ("y040", "Do your prices include sales tax? What % would you add for a customer in Texas?",
     "The pages say prices are in US dollars but say nothing about sales tax or tax rates; a right reply invents no "
     "rate and offers a specialist"),
]
for _id, _q, _why in UNANS:
    add(_id, "unanswerable", _q, f"{_why} ({CONTACT}).", [])

# ---------------------------------------------------------------------------
# Checks
# ---------------------------------------------------------------------------
COUNTS = {"composition": 20, "paraphrase": 6, "followup": 6, "unanswerable": 8}
RANGES = {"composition": (1, 20), "paraphrase": (21, 26), "followup": (27, 32), "unanswerable": (33, 40)}
assert len(items) == 40
assert [it["id"] for it in items] == [f"y{n:03d}" for n in range(1, 41)]
for cat, n in COUNTS.items():
    got = [it for it in items if it["category"] == cat]
    assert len(got) == n, (cat, len(got))
    lo, hi = RANGES[cat]
    assert all(lo <= int(it["id"][1:]) <= hi for it in got), cat
for it in items:
    exp = it["expected"].lower()
    if it["category"] == "followup":
        assert len(it["turns"]) == 2, it["id"]
    else:
        assert len(it["turns"]) == 1, it["id"]
    if it["category"] == "unanswerable":
        assert it["must_include"] == [] and it["unanswerable"] is True, it["id"]
    else:
        assert it["must_include"] and it["unanswerable"] is False, it["id"]
    for s in it["must_include"]:
        assert s.lower() in exp, (it["id"], s)
    for s in it["must_not_include"]:
        assert s.lower() not in exp, (it["id"], s)
    for s in it["must_include"] + it["must_not_include"]:
        assert not re.search(r"\$\d[\d,]*\.00\b", s), (it["id"], s)
    assert set(UNANSWERABLE_ABSENT) == {i["id"] for i in items if i["unanswerable"]}

data = {"set": "assistant-eighteenth", "reference_date": REF.isoformat(), "items": items}
with open(OUT, "w", encoding="utf-8") as fh:
    json.dump(data, fh, indent=2, ensure_ascii=False)
    fh.write("\n")

print(f"wrote {OUT}: {len(items)} items; counts "
      + ", ".join(f"{c} {sum(1 for i in items if i['category'] == c)}" for c in COUNTS)
      + f"; {len(set(USED))} page snippets verified")
sys.exit(0)

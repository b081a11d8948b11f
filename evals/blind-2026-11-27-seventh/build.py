#!/usr/bin/env python3
"""Blind eval set #7 for the Relaywise sales assistant.
All page figures are constants below (copied from the rendered public pages,
text copies in pages/). Every computed figure is asserted, then the JSON is written.
"Today" = Friday November 27, 2026, America/New_York."""
import json, os, sys
from datetime import date, timedelta
from decimal import Decimal as D

TODAY = date(2026, 11, 27)
assert TODAY.strftime('%A') == 'Friday'

# ---- /pricing (automation plans, billed monthly) ----
STARTER_AUTO = 197; STARTER_AUTO_REGULAR = 297; STARTER_AUTO_WF = 3
PRO_AUTO = 397; PRO_AUTO_REGULAR = 597; PRO_AUTO_WF = 8
# Business Elite: custom pricing, unlimited workflows
# ---- /chatbots (chatbot plans) ----
CB = {  # name: (price/month, conversations, chatbots, features)
    'Starter': (49, 1000, 1, {'website widget'}),
    'Professional': (149, 10000, 3, {'all channels'}),
    'Enterprise': (499, None, None, {'all channels?', 'sso', 'custom ai training'}),  # unlimited
}
CUSTOM_DEV = 2999  # one-time
TOKENS = {'GPT-4': D('0.03'), 'Claude': D('0.015'), 'GPT-3.5 Turbo': D('0.0025')}  # per 1K tokens; Custom Model = custom pricing
WHATSAPP_SETUP_MIN = 30
# ---- /workflows (hours saved per week) ----
HOURS = {'Lead Follow-Up': 6, 'Invoice Processing': 5, 'Appointment Reminders': 4,
         'Support Ticket Triage': 7, 'Document Intake': 5, 'Review Requests': 3}
WEEKS_PER_YEAR = 52
# ---- /ai-vibe-coding (monthly, 12-month plan rate) ----
VIBE = {'Commercial Website': (199, 179), 'Smart Web Application': (219, 199),
        'Mobile App Development': (289, 259)}
VIBE_PAYMENT_INTEGRATION = {'Smart Web Application'}
TRIAL_DAYS = 14
# ---- policies ----
REFUND_DAYS = 7             # /refund-policy, /terms
CANCEL_NOTICE_DAYS = 30     # /terms
PAUSE_MONTHS = 6            # /terms
DELETE_DAYS = 30            # /terms, /privacy, /development-policy
DEV_START_HOURS = (24, 48)  # /development-policy, /terms
CHAT_TRANSCRIPT_MONTHS = 24 # /privacy
CRITICAL_FIRST_RESPONSE_H, CRITICAL_RESOLUTION_H = 2, 4  # /development-policy
FILE_FORMATS = '50+'        # /features

def money(x):
    x = D(str(x))
    if x == x.to_integral_value():
        return '${:,}'.format(int(x))
    return '${:,.2f}'.format(x)

def fmt(d):
    return d.strftime('%B ') + str(d.day) + d.strftime(', %Y')

def add_months(d, n):
    m = d.month - 1 + n
    return date(d.year + m // 12, m % 12 + 1, d.day)

def tok(model, n):
    return TOKENS[model] * n / 1000

items = []
def add(cat, turns, expected, inc, exc, src):
    items.append({'id': 'v%03d' % (len(items) + 1), 'category': cat, 'turns': turns,
                  'expected': expected, 'must_include': inc, 'must_not_include': exc, 'source': src})

# ================= compositions =================
# v001 cheapest chatbot plan with >=2 chatbots and >=5000 conversations
ok = [n for n, (p, conv, bots, f) in CB.items()
      if (conv is None or conv >= 5000) and (bots is None or bots >= 2)]
best = min(ok, key=lambda n: CB[n][0]); assert best == 'Professional' and CB[best][0] == 149
add('composition', ["we'd need 2 bots and maybe 5000 convos a month whats the cheapest chatbot plan that covers that"],
    'Professional chatbot plan, $149/month (up to 10,000 conversations, 3 chatbots). Starter only has 1 chatbot and 1,000 conversations.',
    ['Professional', '$149'], [], '/chatbots')
# v002 cheapest chatbot plan with SSO
ok = [n for n in CB if 'sso' in CB[n][3]]; assert ok == ['Enterprise'] and CB['Enterprise'][0] == 499
add('composition', ['which chatbot plan is the cheapest one that has SSO? our IT guy insists on single sign on'],
    'Only the Enterprise chatbot plan lists SSO, so it is the cheapest with SSO: $499/month.',
    ['Enterprise', '$499'], [], '/chatbots')
# v003 cheapest automation plan with >=5 workflows
auto = {'Business Starter': (STARTER_AUTO, STARTER_AUTO_WF), 'Business Pro': (PRO_AUTO, PRO_AUTO_WF)}
ok = [n for n, (p, w) in auto.items() if w >= 5]; assert ok == ['Business Pro']
add('composition', ['i got like 5 processes i want automated, cheapest automation plan that does at least 5 workflows?'],
    'Business Pro at $397/month (8 custom workflows); Business Starter only has 3.',
    ['Business Pro', '$397'], ['$597/month'], '/pricing')
# v004 cheapest vibe coding build with payment integration
ok = [n for n in VIBE if n in VIBE_PAYMENT_INTEGRATION]
best = min(ok, key=lambda n: VIBE[n][0]); assert best == 'Smart Web Application'
add('composition', ['need a site where customers can pay online, whats the cheapest of the vibe coding builds with payment integration'],
    'Smart Web Application (the only build listing payment integration): $219/month billed monthly, or $199/month with a 12-month plan.',
    ['Smart Web Application'], [], '/ai-vibe-coding')
# v005 Business Pro + Professional chatbot per month
s = PRO_AUTO + CB['Professional'][0]; assert s == 546
add('composition', ['if i take business pro for automation AND the professional chatbot plan what do i pay per month total'],
    'Business Pro $397 + Professional chatbot $149 = $546 per month.',
    ['$546'], [money(PRO_AUTO_REGULAR + 149)], '/pricing')
# v006 Business Starter for 6 months
s = STARTER_AUTO * 6; assert s == 1182
add('composition', ['how much is business starter for 6 months total'],
    '$197/month x 6 = $1,182 (at the limited-time price, which stays as long as you keep the plan).',
    ['$1,182'], [money(STARTER_AUTO_REGULAR * 6)], '/pricing')
# v007 Commercial Website yearly vs monthly for 12 months
y, m = VIBE['Commercial Website'][1] * 12, VIBE['Commercial Website'][0] * 12
assert (y, m, m - y) == (2148, 2388, 240)
add('composition', ['commercial website thing - whats a full year cost me on the 12 month plan vs just paying monthly'],
    '12-month plan: $179 x 12 = $2,148; monthly billing: $199 x 12 = $2,388; the yearly plan saves $240.',
    ['$2,148', '$2,388'], [], '/ai-vibe-coding')
# v008 difference Enterprise vs Professional chatbot
d_ = CB['Enterprise'][0] - CB['Professional'][0]; assert d_ == 350
add('composition', ['how much more per month is the enterprise chatbot plan than the professional one'],
    'Enterprise $499 - Professional $149 = $350 more per month.',
    ['$350'], [], '/chatbots')
# v009 trial started today -> first charge
fc = TODAY + timedelta(days=TRIAL_DAYS); assert fc == date(2026, 12, 11)
add('composition', ['if i start the free trial for a vibe coding website today, what date does my card actually get charged'],
    'The AI Vibe Coding trial is 14 days; starting November 27, 2026, the first charge is on December 11, 2026.',
    [fmt(fc)], ['December 12, 2026'], '/ai-vibe-coding')
# v010 trial started Dec 20 -> first charge
fc2 = date(2026, 12, 20) + timedelta(days=TRIAL_DAYS); assert fc2 == date(2027, 1, 3)
add('composition', ['say i sign up for the mobile app trial on dec 20, when would the first payment come out'],
    '14-day free trial from December 20, 2026: first charge on January 3, 2027 ($289 monthly or $259 on the 12-month plan).',
    [fmt(fc2)], ['January 4, 2027'], '/ai-vibe-coding')
# v011 refund deadline
rd = date(2026, 12, 3) + timedelta(days=REFUND_DAYS); assert rd == date(2026, 12, 10)
add('composition', ['my first payment goes thru december 3rd. whats the last day i can ask for a full refund'],
    'Full refund within 7 days of the first payment: by December 10, 2026.',
    [fmt(rd)], [], '/refund-policy')
# v012 cancellation notice given today
ce = TODAY + timedelta(days=CANCEL_NOTICE_DAYS); assert ce == date(2026, 12, 27)
add('composition', ['if i email you today to cancel my monthly plan when does billing actually stop'],
    'Monthly plans need 30 days written notice; notice on November 27, 2026 means billing stops at the end of the notice period, December 27, 2026, and the service runs until then.',
    [fmt(ce)], [], '/terms')
# v013 data deletion after termination
dd = date(2027, 1, 15) + timedelta(days=DELETE_DAYS); assert dd == date(2027, 2, 14)
add('composition', ['our service ends jan 15 2027, by when will u have deleted all our data'],
    'Data is deleted within 30 days after termination: by February 14, 2027 (except records the law requires keeping, e.g. payment records).',
    [fmt(dd)], [], '/terms')
# v014 pause end
pe = add_months(date(2026, 12, 1), PAUSE_MONTHS); assert pe == date(2027, 6, 1)
add('composition', ['we close for winter, can i pause starting dec 1 for as long as you allow? till when would that be'],
    'Plans can be paused for up to 6 months: from December 1, 2026 until June 1, 2027 at the latest (automations off, data kept).',
    [fmt(pe)], [], '/terms')
# v015 development start
pay = date(2026, 11, 30); assert pay.strftime('%A') == 'Monday'
e, l = pay + timedelta(hours=DEV_START_HOURS[0]), pay + timedelta(hours=DEV_START_HOURS[1])
assert (e, l) == (date(2026, 12, 1), date(2026, 12, 2))
add('composition', ['if we pay on monday nov 30 whats the latest development would start'],
    'Development begins 24-48 hours after payment: between December 1 and December 2, 2026, so at the latest December 2, 2026.',
    [fmt(l)], [], '/development-policy')
# v016 GPT-4 tokens
c = tok('GPT-4', 2_500_000); assert c == D('75')
add('composition', ['how much would 2.5 million tokens on gpt-4 cost'],
    'GPT-4 is $0.03 per 1K tokens: 2,500 x $0.03 = $75.',
    ['$75'], ['$750', '$7.50'], '/chatbots')
# v017 Claude vs GPT-3.5 for 4M tokens
a, b = tok('Claude', 4_000_000), tok('GPT-3.5 Turbo', 4_000_000); assert (a, b, a - b) == (D('60'), D('10'), D('50'))
add('composition', ['roughly 4M tokens a month, how much do i save going gpt 3.5 turbo instead of claude'],
    'Claude $0.015/1K -> $60; GPT-3.5 Turbo $0.0025/1K -> $10; saving $50 per month.',
    ['$50'], [], '/chatbots')
# v018 hours per year
h = (HOURS['Lead Follow-Up'] + HOURS['Support Ticket Triage']) * WEEKS_PER_YEAR; assert h == 676
add('composition', ['lead follow up plus the support ticket triage automation, how many hours a year is that saving us'],
    'Lead Follow-Up about 6 h/week + Support Ticket Triage about 7 h/week = 13 h/week, x 52 weeks = about 676 hours a year.',
    ['676'], [], '/workflows')
# v019 cheapest monthly-priced product overall
monthly = {'Business Starter': STARTER_AUTO, 'Business Pro': PRO_AUTO}
monthly.update({'Chatbot ' + n: v[0] for n, v in CB.items()})
monthly.update({n + ' (12-month rate)': v[1] for n, v in VIBE.items()})
monthly.update({n: v[0] for n, v in VIBE.items()})
best = min(monthly, key=monthly.get); assert best == 'Chatbot Starter' and monthly[best] == 49
add('composition', ['whats the absolute cheapest thing you sell with a monthly price'],
    'The Starter chatbot plan at $49/month (1 chatbot, up to 1,000 conversations, website widget).',
    ['$49'], [], '/chatbots')
# v020 limited-time savings on Business Starter for a year
sv = (STARTER_AUTO_REGULAR - STARTER_AUTO) * 12; assert sv == 1200
add('composition', ['compared to the regular price how much does the business starter deal save me over a year'],
    'Regular $297 vs limited-time $197 = $100/month, x 12 = $1,200 a year.',
    ['$1,200'], ['$4,800'], '/pricing')

# ================= paraphrases =================
add('paraphrase', ['if we ever end up in a legal fight with u which state law applies'],
    'The terms are governed by North Carolina law; disputes go to state and federal courts in Wake County, NC.',
    ['North Carolina'], [], '/terms')
assert CHAT_TRANSCRIPT_MONTHS == 24
add('paraphrase', ['how long do you hang on to the stuff i type into your chat bot'],
    'Chat transcripts are kept for 24 months after the last message.',
    ['24 months'], [], '/privacy')
add('paraphrase', ['our booking bot just died completely, how fast do u guys respond to something like that'],
    'That is Critical priority: first response within 2 hours, resolution target 4 hours, handled 24/7.',
    ['2 hours'], [], '/development-policy')
cheapest = min(TOKENS, key=TOKENS.get); assert cheapest == 'GPT-3.5 Turbo'
add('paraphrase', ['which ai brain is the least expensive per token'],
    'GPT-3.5 Turbo at $0.0025 per 1K tokens (vs Claude $0.015 and GPT-4 $0.03).',
    ['GPT-3.5', '$0.0025'], [], '/chatbots')
add('paraphrase', ['hooking the bot up to whatsapp takes how long roughly'],
    'WhatsApp setup time is 30 minutes.', ['30 minutes'], [], '/chatbots')
add('paraphrase', ['how many kinds of files can ur document storage deal with'],
    '50+ file formats (PDFs, spreadsheets, images...).', ['50'], [], '/features')

# ================= follow-ups =================
y = PRO_AUTO * 12; assert y == 4764
add('followup', ['how much is the business pro plan', 'and for a whole year?'],
    'Business Pro is $397/month, so 12 months = $4,764.', ['$4,764'], [money(PRO_AUTO_REGULAR * 12)], '/pricing')
ok = [n for n in CB if any(f.startswith('all channels') for f in CB[n][3])]
best = min(ok, key=lambda n: CB[n][0]); assert best == 'Professional'
add('followup', ['what chatbot plans do u have', 'which of those gets me all the channels for the least money'],
    'Professional, $149/month, is the cheapest plan listing all channels (Starter is website widget only).',
    ['Professional', '$149'], [], '/chatbots')
assert VIBE['Smart Web Application'][1] == 199
add('followup', ['price for the mobile app build if i go yearly?', 'what about the web app one'],
    'Mobile App Development is $259/month on the 12-month plan; the Smart Web Application is $199/month on the 12-month plan ($219 billed monthly).',
    ['$199'], [], '/ai-vibe-coding')
fc = TODAY + timedelta(days=TRIAL_DAYS); rd = fc + timedelta(days=REFUND_DAYS)
assert (fc, rd) == (date(2026, 12, 11), date(2026, 12, 18))
add('followup', ['if i start the vibe coding trial today when do i get charged',
                 'ok and if i hate it after that first charge whats the last day to get a full refund'],
    'First charge December 11, 2026 (14-day trial from November 27); full refund within 7 days of that first payment: by December 18, 2026.',
    [fmt(rd)], [], '/refund-policy')
mo = tok('Claude', 800_000); six = mo * 6; assert (mo, six) == (D('12'), D('72'))
add('followup', ['how much per 1k tokens for claude', "i'd use about 800k tokens a month, whats that over 6 months"],
    'Claude is $0.015 per 1K tokens; 800K tokens = $12/month, so $72 over 6 months.',
    ['$72'], [], '/chatbots')
mx = max(HOURS, key=HOURS.get); mn = min(HOURS, key=HOURS.get)
assert (mx, mn) == ('Support Ticket Triage', 'Review Requests')
yr = (HOURS[mx] + HOURS[mn]) * WEEKS_PER_YEAR; assert yr == 520
add('followup', ['which of your automation templates saves the most time', 'and the least?',
                 'how much do those two save together in a year'],
    'Most: Support Ticket Triage (about 7 h/week); least: Review Requests (about 3 h/week); together 10 h/week x 52 = about 520 hours a year.',
    ['520'], [], '/workflows')

# ================= unanswerable =================
add('unanswerable', ['does business pro connect to quickbooks? we do all our books there'],
    'QuickBooks is not named on the site (only CRM and calendar integrations and "100+ integrations" in general); the assistant should say it is not published and offer a specialist, not confirm it.',
    [], [], '/pricing')
add('unanswerable', ['what do you charge per 1k tokens for the custom model'],
    'The Custom Model has custom pricing; no per-token price is published. Offer a specialist/quote.',
    [], [], '/chatbots')
add('unanswerable', ['on business starter if i need a 4th workflow whats the extra cost for just one more'],
    'No price for an extra workflow is published (Starter includes 3; Business Pro has 8). Should not invent an add-on price; offer a specialist or mention upgrading.',
    [], [], '/pricing')
add('unanswerable', ['is there a discount on the automation plans if i pay for the whole year upfront'],
    'The automation plans are published as billed monthly; no annual prepay discount is published. Should not invent a percentage; offer a specialist.',
    [], ['10%', '15%', '20%'], '/pricing')
add('unanswerable', ["what credit do i get back if your uptime drops below the 99.9%"],
    'The 99.9% uptime is a target; no service credits or compensation are published. Should say so and offer a specialist.',
    [], [], '/terms')
add('unanswerable', ['whats the last day i can still get my money back?'],
    'Depends on the date of the first payment, which was not given: full refund within 7 days of the first payment. Should ask for the payment date, not assume one.',
    [], [fmt(TODAY + timedelta(days=REFUND_DAYS))], '/refund-policy')
add('unanswerable', ['ballpark what does business elite cost a month'],
    'Business Elite has custom pricing; no price is published. Offer Contact Sales / a specialist.',
    [], [], '/pricing')
add('unanswerable', ['if i prepay a full year of the enterprise chatbot plan whats the discounted price'],
    'Chatbot plans are published only as monthly prices ($499/month for Enterprise); no annual or prepay discount is published. Should not invent a discounted price.',
    [], ['10%', '20%'], '/chatbots')

cats = {}
for it in items:
    cats[it['category']] = cats.get(it['category'], 0) + 1
assert len(items) == 40, len(items)
assert cats == {'composition': 20, 'paraphrase': 6, 'followup': 6, 'unanswerable': 8}, cats
for it in items:
    if it['category'] == 'unanswerable': assert it['must_include'] == []
    if it['category'] == 'followup': assert len(it['turns']) >= 2
    else: assert len(it['turns']) == 1
    # a correct reply (the expected text) must trip no must_not_include string
    for x in it['must_not_include']:
        assert x.lower() not in it['expected'].lower(), it['id']
        assert not any(x.lower() in s.lower() for s in it['must_include']), it['id']
    if it['category'] != 'unanswerable':
        for s in it['must_include']:
            assert s.lower() in it['expected'].lower(), (it['id'], s)

out = sys.argv[1] if len(sys.argv) > 1 else 'assistant-seventh.json'
with open(out, 'w') as f:
    json.dump(items, f, indent=2, ensure_ascii=False); f.write('\n')
print(cats)

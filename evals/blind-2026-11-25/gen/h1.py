import json
Q=[]
def q(cat, conv, expected, inc, exc, source):
    if isinstance(conv,str): conv=[conv]
    Q.append(dict(id="h%03d"%(len(Q)+1), category=cat, conversation=conv, expected=expected, must_include=inc, must_not_include=exc, source=source))
# arithmetic checks
assert 397*6==2382 and 197*12==2364 and 397*12==4764 and 179*12==2148 and 199*12==2388
assert 289-259==30 and 30*12==360 and 179+259==438 and 438*12==5256 and 397+299==696
assert 499-149==350 and 299-149==150 and 199*24==4776 and 397*3==1191 and 397+197==594
assert round(397/8,2)==49.62 or round(397/8,3)==49.625

C="composition"
q(C,"What's the cheapest plan that includes at least 5 automated workflows?",
  "Business Pro at $397/month (limited-time price; regular $597). It includes 8 custom automated workflows. Business Starter only has 3.",
  ["Business Pro","$397"],["$297/month for 5","Business Starter includes 5"],
  "/pricing: Starter 3 workflows $197; Pro 8 workflows $397")
q(C,"Which is the cheapest plan with at least 3 workflows?",
  "Business Starter at $197/month, which includes exactly 3 custom automated workflows.",
  ["Business Starter","$197"],[],"/pricing: Business Starter $197/month, 3 workflows")
q(C,"We need about 12 automated workflows. Which plan fits and how much is it?",
  "Only Business Elite covers that: it has unlimited automated workflows. It has custom pricing, so there is no listed price; contact sales / a specialist for a quote. (Business Pro has only 8.)",
  ["Business Elite"],["$597/month for Elite","$797","$997"],
  "/pricing: Pro 8 workflows; Elite unlimited workflows, custom pricing, Contact Sales")
q(C,"What does a mobile app cost at the lowest?",
  "Mobile App Development is $259/month with a 12-month plan (it is $289/month on monthly billing). A 14-day free trial comes first.",
  ["$259"],["$179","$199/month for the mobile app"],
  "/ai-vibe-coding: Mobile App Development $289/mo monthly or $259/mo with 12-month plan")
q(C,"What's the lowest price for a web application?",
  "The Smart Web Application is $199/month on the 12-month plan ($219/month billed monthly).",
  ["Smart Web Application","$199"],["$179"],
  "/ai-vibe-coding: Smart Web Application $219/mo, or $199/mo with 12-month plan")
q(C,"If I took both Business Starter and Business Pro, what would I pay per month in total?",
  "$197 + $397 = $594 per month.",["$594"],[],"/pricing: Starter $197/mo, Pro $397/mo")
q(C,"How much more per month is Business Pro than Business Starter?",
  "$200 more per month ($397 vs $197).",["$200"],[],"/pricing: $397 - $197")
q(C,"How much would Business Pro cost me for 6 months?",
  "6 × $397 = $2,382 (billed monthly at $397).",["$2,382"],[],"/pricing: Business Pro $397/month billed monthly")
q(C,"What's the total for Business Starter over a full year? Is there an annual discount?",
  "Business Starter is billed monthly at $197, so 12 months cost $2,364. The pricing page lists no annual plan or annual discount for the automation plans.",
  ["$2,364"],[],"/pricing: $197/month, 'billed monthly'; 12 × 197 = 2,364")
q(C,"For the Commercial Website, what's the yearly total on the 12-month plan compared with paying monthly for 12 months?",
  "12-month plan: $179/month × 12 = $2,148. Monthly billing: $199 × 12 = $2,388. The 12-month plan saves $240 per year.",
  ["$2,148","$2,388","$240"],[],"/ai-vibe-coding: Commercial Website $199/mo or $179/mo 12-month (save $240/year)")
q(C,"How much would I save per year on a mobile app by picking the 12-month plan instead of monthly?",
  "$360 per year: $289/month monthly vs $259/month on the 12-month plan, a $30/month difference.",
  ["$360"],["$240 per year on the mobile app"],"/ai-vibe-coding: Mobile App $289 vs $259, save $360/year")
q(C,"If I start the Commercial Website free trial on 3 March 2027 with monthly billing, when am I first charged and how much?",
  "The 14-day free trial ends on March 17, 2027 (17 March 2027); the card is first charged $199 on March 17, 2027, then monthly.",
  ["March 17, 2027","$199"],["March 10","April 2"],
  "/ai-vibe-coding: 14-day free trial, then charged monthly; Commercial Website $199/mo monthly. 3 Mar + 14 days = 17 Mar")
q(C,"I'd start the Mobile App trial on 20 February 2027 on the 12-month plan. What's the date and amount of my first charge?",
  "First charge on March 6, 2027 (6 March 2027; 14 days after 20 February 2027), for $259 (the 12-month-plan monthly rate), then monthly.",
  ["March 6, 2027","$259"],["March 5","$3,108 on March"],
  "/ai-vibe-coding: 14-day trial; Mobile App $259/mo with 12-month plan; 2027 is not a leap year")
q(C,"If I begin the Smart Web Application trial on 20 February 2028 with monthly billing, when is my card first charged?",
  "On March 5, 2028 (5 March 2028; 2028 is a leap year, so 14 days after 20 Feb is 5 March), for $219, then monthly.",
  ["March 5, 2028","$219"],["March 6, 2028"],
  "/ai-vibe-coding: 14-day free trial; Smart Web Application $219/mo monthly")
q(C,"My budget for automation is $300 a month. What's the most workflows I can get?",
  "3 workflows, with Business Starter at $197/month. Business Pro (8 workflows) is $397/month, which is over budget.",
  ["3","Business Starter","$197"],[],"/pricing: Starter $197 3 workflows, Pro $397 8 workflows")
q(C,"With $400 per month, how many automated workflows can I have at most?",
  "8 workflows with Business Pro at $397/month (leaves $3). Elite is custom-priced.",
  ["8","Business Pro","$397"],[],"/pricing: Pro $397, 8 workflows")
q(C,"What's the monthly cost of the mobile app on the yearly plan, and what's that over the whole year?",
  "$259/month with the 12-month plan, $3,108 over the 12 months (charged monthly).",
  ["$259","$3,108"],["$3,468 on the yearly plan"],"/ai-vibe-coding: $259/mo with 12-month plan; 259 × 12 = 3,108")
q(C,"How much does the limited-time Business Pro price save me over a year compared to the regular price?",
  "$200/month ($597 regular vs $397), so $2,400 per year.",["$2,400"],[],"/pricing: Pro $397, regular $597, $200/month limited time")
q(C,"Business Starter: what's the regular price, and how much do I save per year at the current price?",
  "Regular price $297/month; current price $197/month, saving $100/month, i.e. $1,200 per year.",
  ["$297","$1,200"],[],"/pricing: Starter $197, regular $297, $100/month limited time")
q(C,"If I get both a website and a mobile app on 12-month plans, what's my monthly total and the total for the year?",
  "$179 + $259 = $438 per month, $5,256 over 12 months.",["$438","$5,256"],[],
  "/ai-vibe-coding: Website $179/mo, Mobile App $259/mo with 12-month plan")
q(C,"Which automation plan is cheaper per workflow, Starter or Pro?",
  "Business Pro: $397 / 8 ≈ $49.63 per workflow per month, vs Business Starter $197 / 3 ≈ $65.67 per workflow.",
  ["Business Pro","$49.6"],[],"/pricing: Starter $197/3 workflows, Pro $397/8 workflows")
q(C,"If I buy Business Pro and the Priority Launch package at the same time, what's my first payment total?",
  "$397 (first month of Business Pro) + $299 (Priority Launch, one-time) = $696.",["$696"],[],
  "/pricing: Pro $397/mo; /checkout: Priority Launch $299.00 paid once")
q(C,"How much more is Priority Growth than Priority Start?",
  "$350 more: $499 vs $149 (both one-time payments).",["$350"],[],"/checkout: Priority Start $149, Priority Growth $499")
q(C,"What would 100,000 tokens cost on GPT-4 versus GPT-3.5 Turbo?",
  "GPT-4: 100 × $0.03 = $3.00; GPT-3.5 Turbo: 100 × $0.0025 = $0.25. The difference is $2.75.",
  ["$3","$0.25"],[],"/chatbots: GPT-4 $0.03 per 1K tokens, GPT-3.5 Turbo $0.0025 per 1K tokens")
q(C,"How many times more expensive per token is GPT-4 than Claude?",
  "Twice as expensive: $0.03 vs $0.015 per 1K tokens.",["$0.03","$0.015"],[],"/chatbots: GPT-4 $0.03/1K, Claude $0.015/1K")
q(C,"I paid for Business Pro on 10 October 2027. Until what date can I still ask for a full refund?",
  "The full refund applies within 7 days of the first payment: up to October 17, 2027 (17 October 2027).",
  ["October 17, 2027"],["October 24","November 9"],
  "/refund-policy: 7-day risk-free full refund of first payment; /terms: full refund within 7 days of first payment")
q(C,"If a critical issue (our chatbot is down) is reported at 10:00 AM, by when should we get a first response and a fix?",
  "Critical: first response within 2 hours (by 12:00 PM) and resolution within 4 hours (by 2:00 PM). Critical issues are handled 24/7.",
  ["2 hours","4 hours"],[],"/development-policy: Critical - first response 2 hours, resolution 4 hours")
q(C,"What would two years of the Smart Web Application cost on the 12-month rate?",
  "$199/month × 24 months = $4,776.",["$4,776"],[],"/ai-vibe-coding: Smart Web Application $199/mo with 12-month plan")
q(C,"What's the cheapest and the most expensive AI Vibe Coding option?",
  "Cheapest: Commercial Website at $179/month on the 12-month plan ($199 monthly). Most expensive: Mobile App Development at $289/month on monthly billing ($259 on the 12-month plan).",
  ["Commercial Website","$179","Mobile App","$289"],[],"/ai-vibe-coding: three plans with monthly and 12-month prices")
q(C,"Which is cheaper per month: the mobile app on the 12-month plan or Business Starter, and by how much?",
  "Business Starter is cheaper: $197 vs $259, a difference of $62 per month.",["$62"],[],
  "/pricing: Starter $197; /ai-vibe-coding: Mobile App $259/mo with 12-month plan")
q(C,"If I upgrade from Starter to Pro, how many more workflows do I get and how much more do I pay each month?",
  "5 more workflows (8 instead of 3) for $200 more per month ($397 instead of $197).",["5","$200"],[],
  "/pricing: Starter 3 workflows $197; Pro 8 workflows $397")
q(C,"How many hours a week would the Lead Follow-Up and Support Ticket Triage automations save together?",
  "About 13 hours a week: Lead Follow-Up saves about 6 and Support Ticket Triage about 7.",["13"],[],
  "/workflows: Lead Follow-Up saves about 6 h/week; Support Ticket Triage about 7 h/week")

S="single-fact"
q(S,"How much is Business Pro per month?","$397/month (limited-time price; regular $597), billed monthly.",["$397"],[],"/pricing")
q(S,"What are your business hours?","Monday to Friday, 9AM-6PM EST (critical issues are handled 24/7).",["9AM","6PM","EST"],[],"/contact, /terms")
q(S,"What's your phone number?","+1 (919) 555-0142.",["555-0142"],[],"/contact, footer")
q(S,"What's your refund policy?","A 7-day risk-free full refund: within 7 days of your first payment you can get that payment back in full, no justification needed. Renewals and requests after 7 days are not refundable.",["7"],["30-day money-back","14-day refund"],"/refund-policy")
q(S,"How much notice do I need to give to cancel a monthly plan?","At least 30 days' notice in writing; billing stops at the end of the notice period.",["30 days"],[],"/terms section 3")
q(S,"What's the longest I can pause my plan?","Up to 6 months; during the pause automations are switched off and data is kept.",["6 months"],[],"/terms section 3")
q(S,"How long is the free trial for AI Vibe Coding?","14 days; after that the card is charged monthly.",["14"],["7-day trial","30-day trial"],"/ai-vibe-coding")
q(S,"How soon after I pay does development start?","Development begins 24-48 hours after payment.",["24-48 hours"],[],"/ai-vibe-coding, /development-policy")
q(S,"How long does it take to set up a chatbot?","A chatbot goes live on your channels in 15-30 minutes.",["15-30 minutes"],[],"/chatbots: 'live on your channels in 15-30 minutes'")
q(S,"What's the support response time on Business Pro?","Priority support with a response within 4 hours.",["4 hours"],[],"/pricing: Business Pro 'Priority support, response within 4 hours'")
q(S,"Where are you located?","Headquarters in Raleigh, NC (Relaywise LLC).",["Raleigh"],[],"/contact, /terms")
q(S,"What uptime do you guarantee?","A 99.9% (monthly) uptime target for the chatbots and automations they run.",["99.9%"],[],"/terms section 4, /features")
q(S,"How many workflows come with Business Starter?","3 custom automated workflows.",["3"],[],"/pricing")
q(S,"What does Priority Start cost?","$149.00, paid once; a premium team contact within 2 hours, a one-hour scoping call and a written automation plan.",["$149"],[],"/checkout")
q(S,"What happens if I cancel an annual plan early?","Annual plans are a commitment for the full year: the remaining months of the annual term are due.",["remaining"],[],"/terms section 3, /refund-policy")
q(S,"What's the max size for a file I attach to the consultation form?","Up to 10 MB (PDF, images, Word, Excel, PowerPoint, CSV, plain text or ZIP).",["10 MB"],[],"/contact")

P="paraphrase"
q(P,"how much is pro plan","Business Pro is $397/month (regular $597).",["$397"],[],"/pricing")
q(P,"wats the cheapest automation plan u got 🤔","Business Starter at $197/month (3 workflows, website chatbot, email and SMS notifications).",["Business Starter","$197"],[],"/pricing")
q(P,"price for mobile app??","Mobile App Development: $289/month billed monthly, or $259/month with a 12-month plan; 14-day free trial first.",["$289","$259"],[],"/ai-vibe-coding")
q(P,"do u guys do refunds","Yes: a 7-day risk-free full refund of the first payment.",["7"],["30-day"],"/refund-policy")
q(P,"r u open on saturday","Human support is Mon-Fri 9AM-6PM EST, so not on Saturday; critical issues are handled 24/7 and the AI assistant answers 24/7.",["Mon-Fri"],["Saturday 9","Sat 10"],"/contact, /terms")
q(P,"starter plan how many workflows","3 custom automated workflows.",["3"],[],"/pricing")
q(P,"website price yearly pls","Commercial Website: $179/month with a 12-month plan ($2,148 for the year), instead of $199/month monthly; saves $240/year.",["$179"],[],"/ai-vibe-coding")
q(P,"how fast can u set things up 🚀","Your first automation is live within 24 hours; a chatbot can be live in 15-30 minutes; development work begins 24-48 hours after payment.",["24 hours"],[],"/, /pricing, /chatbots")
q(P,"trial length for the app thing?","AI Vibe Coding plans (incl. the mobile app) start with a 14-day free trial.",["14"],[],"/ai-vibe-coding")
q(P,"elite plan cost?","Business Elite has custom pricing; contact sales for a quote.",["custom"],["$597","$797","$997"],"/pricing")
q(P,"emial for sales","sales@relaywise.example",["sales@relaywise.example"],[],"/contact")
q(P,"can i stop paying for a while instead of cancelling","Yes, you can pause a plan for up to 6 months; automations are switched off and your data is kept.",["6 months"],[],"/terms, /refund-policy")
q(P,"whats the diff between starter n pro","Starter $197/mo: 3 workflows, website chatbot, email & SMS notifications, setup within 24h, email support. Pro $397/mo: 8 workflows, chatbot trained on your business, file management with vector search, CRM and calendar integrations, priority support within 4 hours.",["$197","$397","3","8"],[],"/pricing")
q(P,"is the 197 price gonna go up later on me?","The limited-time price stays yours as long as you keep the plan (regular price $297).",[],[],"/pricing: 'Limited-time prices stay yours as long as you keep the plan.'")
q(P,"how much 4 a web app monthly","Smart Web Application: $219/month on monthly billing ($199/month with a 12-month plan).",["$219"],[],"/ai-vibe-coding")

F="follow-up"
q(F,["How much is Business Pro?","and for a year?"],"$397/month; for 12 months that is $4,764 (billed monthly, no annual discount listed).",["$397","$4,764"],[],"/pricing")
q(F,["What does the Commercial Website cost?","what about with the yearly plan?"],"$199/month billed monthly; with the 12-month plan $179/month ($2,148 a year), saving $240/year.",["$179"],[],"/ai-vibe-coding")
q(F,["Which AI Vibe Coding plans do you offer?","which of those is cheapest?"],"Commercial Website, Smart Web Application and Mobile App Development. Cheapest: Commercial Website at $199/month ($179/month with a 12-month plan).",["Commercial Website","$179"],[],"/ai-vibe-coding")
q(F,["What's the price of the Mobile App plan?","and if I start the trial on 25 December 2027, when's my first charge?"],"$289/month monthly or $259/month with a 12-month plan. A trial started on 25 December 2027 ends 14 days later: first charge on January 8, 2028 (8 January 2028).",["January 8, 2028"],["January 1, 2028","January 24"],"/ai-vibe-coding")
q(F,["I need at least 6 workflows, which plan?","how much would that be for 3 months?"],"Business Pro (8 workflows, $397/month); 3 months = $1,191.",["Business Pro","$1,191"],[],"/pricing")
q(F,["What's the Business Starter price?","and what was it before the discount?"],"$197/month now; the regular price is $297/month ($100/month limited-time saving).",["$297"],[],"/pricing")
q(F,["Which AI models can my chatbot use?","which one is cheapest?"],"GPT-4, Claude and GPT-3.5 Turbo; the cheapest is GPT-3.5 Turbo at $0.0025 per 1K tokens.",["GPT-3.5 Turbo","$0.0025"],[],"/chatbots")
q(F,["How fast do you respond to critical support issues?","and normal ones?"],"Critical: first response 2 hours, resolution 4 hours. Normal: first response 24 hours, resolution 48 hours.",["24 hours","48 hours"],[],"/development-policy")
q(F,["What premium packages do you sell?","what's included in the most expensive one?"],"Priority Start $149, Priority Launch $299, Priority Growth $499 (one-time). Priority Growth: everything in Priority Launch plus a dedicated specialist for 30 days and priority support with a response within 2 hours.",["Priority Growth","$499","30 days"],[],"/checkout")
q(F,["How much is the Smart Web Application per month?","what about the other two?"],"Smart Web Application $219/month ($199 with 12-month plan). Commercial Website $199/month ($179 on 12-month plan); Mobile App Development $289/month ($259 on 12-month plan).",["$199","$289"],[],"/ai-vibe-coding")
q(F,["Can I get a refund?","how long until the money is back on my card?"],"Yes, within 7 days of the first payment. Acknowledged within 24 hours, reviewed in 1-2 business days, processed to the original card in 3-5 business days; the bank then shows it in 5-10 days.",["3-5 business days","5-10 days"],[],"/refund-policy")
q(F,["What's your cheapest automation plan?","and how many workflows does the next one up get?"],"Business Starter ($197/month, 3 workflows); the next one up, Business Pro, gets 8 workflows ($397/month).",["8"],[],"/pricing")
q(F,["I want to start a website trial on 30 June 2027.","When will my card be charged, and how much if I choose the 12-month plan?"],"First charge on July 14, 2027 (14 July 2027) for $179 (12-month-plan rate), then monthly.",["July 14, 2027","$179"],["July 30"],"/ai-vibe-coding")

U="unanswerable"
q(U,"How much is the Business Premium plan?","There is no Business Premium plan; the plans are Business Starter ($197), Business Pro ($397) and Business Elite (custom). The assistant should say so and not invent a price.",[],["Business Premium is $","$497","$297/month for Premium"],"/pricing: only Starter, Pro, Elite")
q(U,"Do you have a discount for nonprofits?","The pages mention no nonprofit discount; the right answer says it is not listed and offers a specialist / sales contact. No percentage or figure.",[],["10%","15%","20%","25%","50%"],"no page mentions nonprofit pricing")
q(U,"How many chatbot conversations per month does Business Starter include?","The pages list no conversation limit or count for any plan; say it is not stated and offer a specialist. Do not invent a number.",[],["1,000 conversations","500 conversations","2,000","unlimited conversations"],"/pricing lists workflows and features, no conversation counts")
q(U,"Do you integrate with Salesforce?","Salesforce is not named on the site; pages say 100+ integrations including CRM tools. The right answer doesn't confirm Salesforce specifically and offers a specialist to check.",[],[],"/features: '100+ integrations with the CRM, calendar and accounting tools'")
q(U,"How much would a Shopify online store cost?","No e-commerce / Shopify store price is listed (only Commercial Website, Smart Web Application, Mobile App). Say it is not listed and offer a specialist; do not invent a price.",[],["$499","$999","$349"],"/ai-vibe-coding")
q(U,"Is there a one-time setup fee?","No setup fee is mentioned anywhere; the pages describe fixed monthly prices with setup handled. The assistant should not invent a fee; may offer a specialist to confirm.",[],["setup fee of $","$99 setup","$199 setup","$499 setup"],"/pricing")
q(U,"Can I get a free trial of Business Pro?","No free trial is listed for the automation plans; the 14-day free trial is for AI Vibe Coding. New customers get a 7-day full refund on their first payment. Should not claim a Business Pro trial.",[],["14-day free trial of Business Pro","30-day trial"],"/pricing (no trial), /ai-vibe-coding (14-day trial), /refund-policy")
q(U,"Are you HIPAA compliant?","HIPAA is not mentioned; the site mentions SOC 2 compliant infrastructure and 256-bit encryption. The right answer does not claim HIPAA compliance and offers a specialist.",[],["HIPAA compliant infrastructure","we are HIPAA certified"],"/features, /privacy")
q(U,"What would it cost to build a Windows desktop app?","No desktop app offering or price is listed (only website, web application, iOS/Android mobile app). Say not listed, offer a specialist; no figure.",[],["$289 for a desktop","$399"],"/ai-vibe-coding")
q(U,"Got a Black Friday coupon code?","No coupon codes or Black Friday promotions are mentioned (only the standing limited-time prices). Say none is listed; no code.",[],["BLACKFRIDAY","% off"],"/pricing")
q(U,"How much does an extra workflow cost on Starter?","No per-workflow add-on price is listed; Starter has 3 workflows and Business Pro 8. Say it is not listed, suggest Pro or a specialist.",[],["$50 per workflow","$49 per","$65 per extra"],"/pricing")
q(U,"What's the price per 1K tokens for Google Gemini?","Gemini is not listed; only GPT-4 ($0.03), Claude ($0.015) and GPT-3.5 Turbo ($0.0025) per 1K tokens are. No Gemini figure.",[],["Gemini costs $"],"/chatbots")
q(U,"Do you have an office in London I could visit?","Only the headquarters in Raleigh, NC is mentioned; no London office. Say not known / not listed.",[],["London office at","our London office"],"/contact")

json.dump(Q, open('/work/blind/assistant-heldout.json','w'), indent=2, ensure_ascii=False)
from collections import Counter
print(len(Q), Counter(x['category'] for x in Q))

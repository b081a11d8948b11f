import json
Q=[]
def q(cat, conv, expected, inc, exc, source):
    if isinstance(conv,str): conv=[conv]
    Q.append(dict(id="k%03d"%(len(Q)+1), category=cat, conversation=conv, expected=expected, must_include=inc, must_not_include=exc, source=source))
assert 219*12==2628 and 199*12==2388 and 199*5==995 and 197*24==4728 and 597*12==7164 and 397*12==4764
assert 289+219==508 and 289-199==90 and 259-179==80 and 200*6==1200 and 397-259==138 and 397*2==794
assert abs(2000*0.015-30)<1e-9 and abs(500*0.0025-1.25)<1e-9 and abs(1000*0.0025-2.5)<1e-9 and 197+299==496

C="composition"
q(C,"What's the cheapest plan that gives me at least 8 workflows?","Business Pro, $397/month, with exactly 8 custom automated workflows.",["Business Pro","$397"],[],"/pricing: Pro 8 workflows $397/mo")
q(C,"I need 4 workflows minimum. Cheapest option?","Business Pro at $397/month (8 workflows); Business Starter has only 3.",["Business Pro","$397"],[],"/pricing")
q(C,"What's the cheapest automation plan that includes CRM integration?","Business Pro at $397/month: it lists CRM and calendar integrations (Business Starter does not list CRM integration).",["Business Pro","$397"],[],"/pricing: Pro 'CRM and calendar integrations'")
q(C,"For a web app, what's the 12-month total paying monthly versus on the 12-month plan?","Monthly billing: $219 × 12 = $2,628. 12-month plan: $199 × 12 = $2,388. Saving $240.",["$2,628","$2,388","$240"],[],"/ai-vibe-coding: Smart Web Application $219 / $199")
q(C,"How much is the Commercial Website for 5 months on monthly billing?","5 × $199 = $995.",["$995"],[],"/ai-vibe-coding: Commercial Website $199/mo billed monthly")
q(C,"How much is Business Starter for two years?","24 × $197 = $4,728 (billed monthly).",["$4,728"],[],"/pricing")
q(C,"Business Pro for a year at the regular price vs the current limited-time price: what's the difference?","Regular: $597 × 12 = $7,164; limited-time: $397 × 12 = $4,764; difference $2,400.",["$7,164","$4,764","$2,400"],[],"/pricing: Pro $397, regular $597")
q(C,"A mobile app plus a web application on monthly billing: total per month?","$289 + $219 = $508 per month.",["$508"],[],"/ai-vibe-coding")
q(C,"How much more is the mobile app than the website per month, on monthly and on the 12-month plan?","Monthly: $289 - $199 = $90 more. 12-month plan: $259 - $179 = $80 more.",["$90","$80"],[],"/ai-vibe-coding")
q(C,"If I start the website trial on 16 February 2028, when is my first charge?","On March 1, 2028 (1 March 2028): 14 days later, 2028 being a leap year (Feb has 29 days). $199 monthly or $179 on the 12-month plan.",["March 1, 2028"],["March 2, 2028","February 30"],"/ai-vibe-coding: 14-day free trial")
q(C,"Web app on the 12-month plan, trial starting 31 January 2028: first charge date and amount?","February 14, 2028 (14 February 2028), $199.",["February 14, 2028","$199"],["$219 on February 14"],"/ai-vibe-coding: 14-day trial; Smart Web Application $199/mo with 12-month plan")
q(C,"If I start a Commercial Website trial on 18 August 2027 with monthly billing, what's charged and when?","$199 on September 1, 2027 (1 September 2027), then monthly.",["September 1, 2027","$199"],["August 25","September 17"],"/ai-vibe-coding")
q(C,"If I pay for Business Starter on 19 May 2027, what's the last day I can ask for a full refund?","Within 7 days of the first payment: until May 26, 2027 (26 May 2027).",["May 26, 2027"],["June 18","June 2"],"/refund-policy: 7 days")
q(C,"If I send written notice to cancel my monthly plan on 1 April 2027, when does billing stop?","Monthly plans need at least 30 days' written notice; billing stops at the end of the notice period, i.e. on May 1, 2027 (30 days after 1 April 2027), and the service runs until then.",["May 1, 2027"],["April 8","April 30, 2027 is the last"],"/terms section 3: 30 days notice, billing stops at end of notice period")
q(C,"What can I get for about $200 a month?","Automation: Business Starter $197/month (3 workflows). AI Vibe Coding: Commercial Website $199/month monthly ($179 on a 12-month plan), or the Smart Web Application at $199/month on a 12-month plan. Business Pro ($397) and the mobile app ($259+) are above that.",["$197","$179"],[],"/pricing, /ai-vibe-coding")
q(C,"What's the monthly price of the web application on the yearly plan and how much do I save each month compared to monthly billing?","$199/month on the 12-month plan; $20/month less than $219 ($240/year).",["$199","$20"],[],"/ai-vibe-coding")
q(C,"How much would 2 million tokens on Claude cost?","2,000 × $0.015 = $30.",["$30"],[],"/chatbots: Claude $0.015 per 1K tokens")
q(C,"What would 500K tokens on GPT-3.5 Turbo cost?","500 × $0.0025 = $1.25.",["$1.25"],[],"/chatbots: GPT-3.5 Turbo $0.0025 per 1K")
q(C,"Business Starter plus the Priority Launch package: how much do I pay upfront?","$197 (first month) + $299 (one-time) = $496.",["$496"],[],"/pricing, /checkout")
q(C,"How many hours per week would Review Requests, Appointment Reminders and Invoice Processing save combined?","About 12 hours a week (3 + 4 + 5).",["12"],[],"/workflows: Review Requests ~3h, Appointment Reminders ~4h, Invoice Processing ~5h")
q(C,"Our live site goes down at 3 PM. By when should you respond and fix it?","It's a Critical issue (handled 24/7): first response within 2 hours (5 PM), resolution within 4 hours (7 PM).",["2 hours","4 hours"],[],"/development-policy")
q(C,"How much do I save in total over 6 months with the Business Pro limited-time price?","$200/month × 6 = $1,200.",["$1,200"],[],"/pricing: $200/month limited time")
q(C,"I have $500 a month for automation. What's the most workflows I can get?","8 workflows with Business Pro at $397/month; unlimited workflows need Business Elite, which is custom-priced (contact sales).",["8","Business Pro"],[],"/pricing")
q(C,"Is the mobile app on the 12-month plan cheaper than Business Pro? By how much?","Yes: $259/month vs $397/month, $138 cheaper per month.",["$138"],[],"/ai-vibe-coding, /pricing")
q(C,"What's the most I can save per year on AI Vibe Coding by going with the 12-month plan?","$360/year on Mobile App Development ($289 → $259). The website and web app each save $240/year. (The billing toggle badge says 'Save up to $240/year', but the mobile app card shows $360/year.)",["$360"],[],"/ai-vibe-coding plan cards: save $240, $240, $360 per year")

S="single-fact"
q(S,"What's your support email address?","support@relaywise.example",["support@relaywise.example"],[],"/terms, /refund-policy")
q(S,"Who do I email about privacy or my personal data?","privacy@relaywise.example (reply within 30 days).",["privacy@relaywise.example"],[],"/privacy")
q(S,"How long do you keep chat transcripts?","24 months after the last message.",["24 months"],[],"/privacy")
q(S,"How long are payment records kept?","7 years, as tax and accounting law requires.",["7 years"],[],"/privacy")
q(S,"Which law governs your terms of service?","The laws of the State of North Carolina; disputes go to courts in Wake County, North Carolina.",["North Carolina"],[],"/terms section 11")
q(S,"How long does the workflow visitor cookie last?","The rw_visitor cookie lasts 1 year.",["1 year"],[],"/cookies")
q(S,"How many file formats does the file management support?","50+ file formats.",["50+"],[],"/features")
q(S,"How many app integrations do you support?","100+ integrations.",["100+"],[],"/features, /chatbots")
q(S,"What's the Priority Growth package?","$499 one-time: everything in Priority Launch plus a dedicated specialist for 30 days and priority support with a response within 2 hours.",["$499"],[],"/checkout")
q(S,"After I request an AI Vibe Coding consultation, how soon does someone follow up?","A specialist follows up within 1 hour.",["1 hour"],[],"/ai-vibe-coding")

P="paraphrase"
q(P,"yo whats ur cheapest thing for an app 📱","Mobile App Development at $259/month with a 12-month plan ($289/month month-to-month), after a 14-day free trial.",["$259"],[],"/ai-vibe-coding")
q(P,"pro plan workflows?","Business Pro includes 8 custom automated workflows.",["8"],[],"/pricing")
q(P,"how long till my data gets deleted if i leave","Within 30 days after termination (you can ask for an export first).",["30 days"],[],"/terms, /privacy")
q(P,"wat AI models u use for the bot","GPT-4, Claude and GPT-3.5 Turbo, chosen per use case; usage billed per 1K tokens.",["GPT-4","Claude","GPT-3.5 Turbo"],["Gemini","Llama"],"/chatbots")
q(P,"cn i pay w paypal","Payments are by card through the card payment provider (Stripe); PayPal is not mentioned.",["card"],[],"/terms: 'charged by card'; /privacy: Stripe")
q(P,"do u sell my data","No, Relaywise does not sell your personal data.",[],[],"/privacy")
q(P,"when r u guys around? what timezone","Mon-Fri 9AM-6PM EST (Raleigh, NC); critical issues 24/7.",["9AM-6PM","EST"],[],"/contact")
q(P,"money back guarantee??","Yes, a 7-day risk-free full refund of the first payment.",["7"],["30-day"],"/refund-policy")
q(P,"how long does it take to build a website start to finish","Development starts 24-48 hours after payment; discovery days 1-2, build days 2-7, review and launch days 7-10, so launch around day 10; then ongoing support.",["10"],[],"/ai-vibe-coding, /development-policy")

F="follow-up"
q(F,["How much is the Smart Web Application?","and over 12 months on the yearly plan?"],"$219/month billed monthly; on the 12-month plan $199/month, $2,388 for the year.",["$2,388"],[],"/ai-vibe-coding")
q(F,["What's included in Business Starter?","does it include CRM integration?"],"Starter: 3 workflows, AI chatbot for your website, email and SMS notifications, setup within 24 hours, email support. CRM (and calendar) integrations are listed for Business Pro ($397/month), not Starter.",["Business Pro"],[],"/pricing")
q(F,["Which plan gives me unlimited workflows?","how much is it?"],"Business Elite; custom pricing, contact sales for a quote. No figure.",["Business Elite"],["$597","$797","$999"],"/pricing")
q(F,["I'd like the mobile app on the 12-month plan.","If the trial starts on 4 July 2027, when's my first charge and how much?"],"July 18, 2027 (18 July 2027), $259, then monthly.",["July 18, 2027","$259"],["August 3"],"/ai-vibe-coding")
q(F,["What's the cheapest chatbot AI model?","what would 1 million tokens cost on it?"],"GPT-3.5 Turbo at $0.0025 per 1K tokens; 1 million tokens = $2.50.",["GPT-3.5 Turbo","$2.50"],[],"/chatbots")
q(F,["What does the Pro plan run per month?","and if I need two of them for two locations?"],"$397/month each; two would be $794/month (no multi-location discount is listed).",["$794"],[],"/pricing")
q(F,["What's the regular price of Business Pro?","so how much am I saving right now?"],"Regular $597/month; current $397/month, saving $200/month.",["$597","$200"],[],"/pricing")
q(F,["What chatbot designs do you offer?","which one is the sidebar?"],"Minimalist Pro (floating), Corporate Elite (sidebar), E-commerce Helper (embedded), Support Hero (modal). The sidebar one is Corporate Elite.",["Corporate Elite"],[],"/chatbots")
q(F,["Can I pause my plan?","how long at most, and what happens to my data?"],"Yes, for up to 6 months; automations are switched off while paused and your data is kept.",["6 months"],[],"/terms")
q(F,["What's the difference between monthly and yearly for the website?","and for the mobile app?"],"Website: $199 vs $179, $20/month ($240/year). Mobile app: $289 vs $259, $30/month ($360/year).",["$30","$360"],[],"/ai-vibe-coding")
q(F,["what's the refund window?","and if I paid on 20 November 2027?"],"7 days from the first payment; paying on 20 November 2027 means until November 27, 2027.",["November 27, 2027"],["December 20"],"/refund-policy")

U="unanswerable"
q(U,"How much is the Business Plus plan?","There is no Business Plus plan (only Starter $197, Pro $397, Elite custom). Say so; no invented price.",[],["Business Plus is $","$297/month for Plus","$497"],"/pricing")
q(U,"Do I get a discount if I pay two years upfront?","No multi-year or upfront discount is mentioned. Say not offered/not listed and offer a specialist; no figure.",[],["10%","15%","20%"],"/pricing, /ai-vibe-coding")
q(U,"Do you integrate with QuickBooks?","QuickBooks is not named; pages mention 100+ integrations including accounting tools generically. Don't confirm; offer a specialist.",[],[],"/features")
q(U,"What's Business Pro in euros?","Prices are only given in US dollars ($397/month); no euro price is listed. Don't invent a EUR figure.",[],["€"],"/pricing: 'Prices in US dollars'")
q(U,"How much do you charge for managing Google Ads?","Ad management is not a listed service; no price. Offer a specialist.",[],["$299/month for ads","$500"],"all pages")
q(U,"What's the annual price of Business Pro with the yearly discount?","The automation plans are billed monthly; no yearly plan or yearly discount is listed for Business Pro (12 × $397 = $4,764 at the monthly price). Don't invent a discounted yearly price.",[],["$357","$4,284","$3,970","2 months free"],"/pricing")
q(U,"How many user seats does Business Pro include?","Not stated on the pages; offer a specialist. No number.",[],["5 users","10 users","unlimited users"],"/pricing")
q(U,"How many SMS messages per month are included in Starter?","Not stated (SMS fees are third-party costs per the refund policy). Say unknown, offer a specialist.",[],["500 SMS","1,000 SMS","100 SMS"],"/pricing, /refund-policy")
q(U,"How much does the Corporate Elite chatbot design cost?","Corporate Elite is one of four chatbot layouts; no separate price is listed for designs. Don't confuse it with the Business Elite plan; no figure.",[],["$597","$499"],"/chatbots")
q(U,"What's the price of GPT-4o on your chatbots?","GPT-4o is not listed (only GPT-4 $0.03, Claude $0.015, GPT-3.5 Turbo $0.0025 per 1K tokens). No invented GPT-4o price.",[],["GPT-4o costs $","$0.005"],"/chatbots")
q(U,"Do you have an affiliate program with commissions?","No affiliate/referral program is mentioned (reselling requires Relaywise's written agreement per the terms). No commission figure.",[],["10% commission","20% commission","30%"],"/terms section 5")

json.dump(Q, open('/work/blind/assistant-heldout-2.json','w'), indent=2, ensure_ascii=False)
from collections import Counter
print(len(Q), Counter(x['category'] for x in Q))

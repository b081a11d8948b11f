import json
W=[]
def w(req, trigger, steps, conditions, recipients, notes):
    W.append(dict(id="w%02d"%(len(W)+1), request=req, expected=dict(trigger=trigger, steps=steps, conditions=conditions, recipients=recipients), notes=notes))
T="Incoming Trigger (new event: form/chat lead, message, upload, etc.)"
COMMON=" Palette on /workflows: Incoming Trigger, AI Classifier, AI Intake, Smart Condition (equals / does not equal / contains / is greater than / is less than / is present; Yes and No branches), CRM Update, Email Sender (recipient email, subject, body), File Processor (CSV or plain text), Invoice Extractor (amount column, totals), SMS Alert (recipient phone, message)."

w("When a new lead fills in my website form, email them a thank-you and add them to my CRM.",
  "Incoming Trigger: new website form lead (name, email, company)",
  ["Email Sender → to the lead ({{email}}): thank-you message","CRM Update → save lead name/email/company"],
  ["none (linear)"],
  "Email goes to the lead, not the team.",
  "Check the email recipient is the lead's own address (e.g. {{email}}), and CRM Update follows. Order email→CRM or CRM→email both acceptable; no condition expected.")
w("If a customer message contains the word urgent, text me. Otherwise do nothing.",
  "Incoming Trigger: incoming customer message",
  ["Smart Condition: message contains 'urgent'","Yes → SMS Alert to the owner's phone","No → nothing"],
  ["message contains 'urgent' → SMS to owner; otherwise no step"],
  "SMS goes to the owner (team), not the customer.",
  "Check operator is 'contains' on the message field with value 'urgent', SMS on the Yes branch only, No branch empty. No email step should be invented.")
w("Sort incoming messages into sales, support and billing, and text our sales guy whenever it's a sales one.",
  "Incoming Trigger: incoming message",
  ["AI Classifier: categories sales, support, billing (field: message)","Smart Condition: category equals 'sales'","Yes → SMS Alert to the sales team member"],
  ["category equals sales → SMS to sales rep; otherwise nothing"],
  "SMS to the team (sales rep).",
  "Classifier categories should be exactly the three named; condition must test the classifier output (category) with 'equals sales'.")
w("When an invoice file comes in, add up the total. If it's over $1,000 email my accountant, otherwise just email me the total.",
  "Incoming Trigger: invoice file received",
  ["File Processor: read the CSV/text file","Invoice Extractor: total the amounts","Smart Condition: total is greater than 1000","Yes → Email Sender to the accountant with the total","No → Email Sender to the owner with the total"],
  ["total > 1000 → email accountant; otherwise → email owner"],
  "Both emails go to the team side (accountant / owner), none to a customer.",
  "Two-branch flow: both branches have an email, with different recipients. Threshold 1000 with 'is greater than'. Invoice Extractor must come before the condition.")
w("New lead comes in: have AI write a personal reply, email it to them, text me their name, and put them in the CRM.",
  "Incoming Trigger: new lead",
  ["AI Intake: draft a personal reply to the lead's message","Email Sender → to the lead with the AI reply","SMS Alert → to the owner with the lead's name","CRM Update → save the lead"],
  ["none (linear)"],
  "Email → lead; SMS → owner.",
  "Mirrors the Lead Follow-Up template. Check email recipient is the lead and the SMS recipient is the owner; AI Intake before the email.")
w("Send SMS reminders to clients for their upcoming appointments.",
  "Incoming Trigger: booking created / appointment event",
  ["SMS Alert → to the client's phone ({{phone}}) with the appointment reminder"],
  ["none"],
  "SMS to the client (customer), not the team.",
  "Ambiguous on timing: the palette has no delay/schedule step, so a good suggestion does not invent a 'wait 24 hours' node (or clearly flags timing as handled by the trigger). Recipient must be the client.")
w("If a lead gives us a phone number, text them; if not, email them instead.",
  "Incoming Trigger: new lead",
  ["Smart Condition: phone is present","Yes → SMS Alert to the lead ({{phone}})","No → Email Sender to the lead ({{email}})"],
  ["phone present → SMS lead; otherwise → email lead"],
  "Both messages go to the lead.",
  "Operator should be 'is present' on the phone field. Both branches are non-empty and both target the lead, not the owner.")
w("When a support email arrives, let AI draft an answer and email it back to the customer. If it mentions a refund, also email our billing team.",
  "Incoming Trigger: support email received",
  ["AI Intake: draft an answer to {{message}}","Email Sender → to the customer with the AI answer","Smart Condition: message contains 'refund'","Yes → Email Sender to the billing team","No → nothing more"],
  ["message contains 'refund' → extra email to billing team"],
  "Answer → customer; refund notice → billing team.",
  "The customer reply happens in every case; only the billing email is conditional. Check two different email recipients.")
w("Text me when an invoice total is more than $5,000, and email me when it's between $1,000 and $5,000. Under $1,000 do nothing.",
  "Incoming Trigger: invoice/document received",
  ["File Processor: read the invoice","Invoice Extractor: total","Smart Condition 1: total is greater than 5000","Yes → SMS Alert to the owner","No → Smart Condition 2: total is greater than 1000","  Yes → Email Sender to the owner","  No → nothing"],
  ["total > 5000 → SMS owner","else total > 1000 → email owner","else nothing"],
  "Both notifications go to the owner.",
  "Two chained conditions; the second must hang off the No branch of the first (otherwise >5000 would also trigger the email). Check thresholds 5000 and 1000.")
w("When someone fills in the contact form: if they entered a company, add them to the CRM and text my sales rep. And if their message mentions 'quote', email them that we got their quote request.",
  "Incoming Trigger: contact form submission",
  ["Smart Condition A: company is present","A Yes → CRM Update, then SMS Alert to the sales rep","Smart Condition B: message contains 'quote'","B Yes → Email Sender to the person who filled the form (lead)"],
  ["company present → CRM + SMS to sales rep","message contains 'quote' → confirmation email to lead","the two checks are independent"],
  "SMS → sales rep (team); email → the lead.",
  "Two independent conditions. Reviewer checks both conditions exist and the quote email goes to the lead, the SMS to the rep. Either ordering/chaining is acceptable if a lead with a company AND 'quote' gets both actions.")
w("Notify my team when an important email arrives.",
  "Incoming Trigger: email received",
  ["AI Classifier (e.g. important / not important) or Smart Condition on keywords","If important → Email Sender and/or SMS Alert to the team"],
  ["'important' is undefined: classifier category equals important, or message contains a keyword like 'urgent'"],
  "Team.",
  "Ambiguous request (same as a suggested idea on the page). Accept classifier-based or keyword-based condition; the notification must target the team, never the sender.")
w("Process invoices and update our accounting records.",
  "Incoming Trigger: invoice received",
  ["File Processor: read invoice","Invoice Extractor: extract/total amounts","Email Sender (or other available step) to the bookkeeper/team with the totals"],
  ["none"],
  "Team (bookkeeper).",
  "There is no accounting-software step in the palette; a good suggestion uses available agents and does not invent a 'QuickBooks'/'Post to accounting' node (or flags that a specialist would connect it). CRM Update is not an accounting step.")
w("Qualify new leads and add the good ones to our CRM.",
  "Incoming Trigger: new lead",
  ["AI Classifier: e.g. hot, warm, cold (or qualified / not qualified)","Smart Condition: category equals hot/qualified","Yes → CRM Update","No → nothing (or optional)"],
  ["category equals the qualifying class → CRM; otherwise not saved"],
  "No message recipients required.",
  "Ambiguous on what 'good' means; check that only the qualified branch reaches CRM Update. Adding an unrequested email to the lead is a minus.")
w("Take documents clients upload, pull out the data and email me a short summary.",
  "Incoming Trigger: client file upload",
  ["File Processor: read the file (CSV or text)","AI Intake: summarize the content","Email Sender → to the owner with the summary"],
  ["none"],
  "Email to the owner (team), not the client.",
  "Check the summary email goes to the owner; AI Intake (or classifier) between file reading and email.")
w("If a customer writes exactly 'cancel', email them a cancellation confirmation and text me. Anything else: email them the AI's answer.",
  "Incoming Trigger: customer message",
  ["Smart Condition: message equals 'cancel'","Yes → Email Sender to the customer (cancellation confirmation), SMS Alert to the owner","No → AI Intake (answer the message) → Email Sender to the customer with the answer"],
  ["message equals 'cancel' → confirm + SMS owner; otherwise AI answer by email"],
  "Emails → customer; SMS → owner.",
  "Operator should be 'equals' (not 'contains') since the owner said exactly. Both branches have steps.")
w("When a booking request comes in, text the customer that we got it and email my front desk the details.",
  "Incoming Trigger: booking request",
  ["SMS Alert → to the customer's phone: 'we received your request'","Email Sender → to the front desk with the booking details"],
  ["none"],
  "SMS → customer; email → front desk (team).",
  "Classic lead-vs-team check: the SMS must go to the customer and the email to the team, not swapped.")
w("Every new chat lead should go into the CRM. If their budget is more than 10000, text me right away; if less, email my assistant.",
  "Incoming Trigger: new chat lead (with a budget field)",
  ["CRM Update: save the lead (always)","Smart Condition: budget is greater than 10000","Yes → SMS Alert to the owner","No → Email Sender to the assistant"],
  ["budget > 10000 → SMS owner; otherwise → email assistant"],
  "Owner (SMS) and assistant (email), both team.",
  "CRM Update must be on the common path, not only one branch. Check 'is greater than' with 10000 (a budget exactly 10000 goes to the assistant).")
w("If a customer's review reply says 'bad' or 'terrible', text me.",
  "Incoming Trigger: review reply received",
  ["Smart Condition 1: message contains 'bad'","Yes → SMS Alert to the owner","No → Smart Condition 2: message contains 'terrible'","  Yes → SMS Alert to the owner","  No → nothing"],
  ["contains 'bad' OR contains 'terrible' → SMS owner"],
  "Owner.",
  "OR of two keywords: the palette's condition checks one value, so two chained conditions (second on the No branch) or an AI Classifier (negative/other) are acceptable. Not acceptable: a single 'contains bad terrible' condition.")
w("Triage support tickets by urgency; urgent ones should text whoever is on call, the rest go to the support inbox by email.",
  "Incoming Trigger: support ticket received",
  ["AI Classifier: urgent, normal (by message)","Smart Condition: category equals urgent","Yes → SMS Alert to the on-call person","No → Email Sender to the support inbox"],
  ["urgent → SMS on-call; otherwise → email support inbox"],
  "Team in both cases.",
  "Mirrors Support Ticket Triage template. Both branches non-empty; nothing sent to the customer.")
w("I upload a CSV of customer payments each week; total it and email the total to my bookkeeper.",
  "Incoming Trigger: file uploaded",
  ["File Processor: CSV","Invoice Extractor: amount column (e.g. 'amount') total","Email Sender → to the bookkeeper with the total"],
  ["none"],
  "Bookkeeper (team).",
  "File format should be CSV; Invoice Extractor's amount column set; weekly timing is not a palette step (no schedule node should be invented).")
w("When a lead comes in, email both them and me.",
  "Incoming Trigger: new lead",
  ["Email Sender → to the lead ({{email}})","Email Sender → to the owner (lead details)"],
  ["none"],
  "One email to the lead, one to the owner.",
  "Check there are two Email Sender steps with different recipients, not one email with two purposes.")
w("Let people know when something happens.",
  "Incoming Trigger (unspecified event)",
  ["a single notification step (Email Sender or SMS Alert) with recipient left to the user, or a request for clarification"],
  ["none"],
  "Unclear: 'people' could be customers or team.",
  "Deliberately vague. A good answer asks what event and who should be told, or gives a minimal trigger → notification with the recipient left to fill in; it should not invent conditions, CRM steps or specific addresses.")
w("When a new customer signs up, add them to the CRM only if they gave an email, and if their message mentions 'demo' text my sales team.",
  "Incoming Trigger: new sign-up",
  ["Smart Condition A: email is present","A Yes → CRM Update","Smart Condition B: message contains 'demo'","B Yes → SMS Alert to the sales team"],
  ["email present → CRM","message contains 'demo' → SMS sales team","independent checks"],
  "SMS → sales team.",
  "Two conditions with different operators (is present, contains). The 'demo' SMS should not depend on the email check, though chaining B after both branches of A is acceptable.")
w("Route messages: billing ones email billing@ our domain, support ones email support@, and sales ones text me.",
  "Incoming Trigger: incoming message",
  ["AI Classifier: billing, support, sales","Smart Condition 1: category equals billing → Yes: Email Sender to billing team address","No → Smart Condition 2: category equals support → Yes: Email Sender to support address","  No → SMS Alert to the owner (sales)"],
  ["category billing → email billing","category support → email support","otherwise (sales) → SMS owner"],
  "All team recipients.",
  "Three-way routing needs a classifier plus two chained conditions (or three conditions). Check each category reaches the right channel/recipient.")
w("Send the customer a review request email once the job is marked complete.",
  "Incoming Trigger: job marked complete",
  ["Email Sender → to the customer with the review request"],
  ["none"],
  "Customer.",
  "The Review Requests template mentions a short wait, but the palette has no delay step; a suggestion should not invent a 'Wait' agent. Recipient must be the customer.")
w("If an invoice total is under $50 ignore it; otherwise save the vendor in the CRM and email me.",
  "Incoming Trigger: invoice received",
  ["File Processor","Invoice Extractor: total","Smart Condition: total is less than 50","Yes → nothing","No → CRM Update (vendor) then Email Sender to the owner"],
  ["total < 50 → nothing; otherwise CRM + email owner"],
  "Owner.",
  "Negative branch carries the actions; check they are not put on the Yes branch. Equivalent: 'total is greater than 49.99' with actions on Yes.")
w("Answer FAQ emails automatically with AI, but if the customer asks for a human, text my support person instead.",
  "Incoming Trigger: customer email",
  ["Smart Condition: message contains 'human'","Yes → SMS Alert to the support person","No → AI Intake (answer) → Email Sender to the customer with the answer"],
  ["asks for a human → SMS support person (no AI reply); otherwise AI reply by email to customer"],
  "SMS → support staff; email → customer.",
  "'instead' means the AI reply is only on the No branch. Keyword could be 'human' or similar; an AI Classifier (human / faq) is also acceptable.")
w("Send the lead a WhatsApp message when they book a call.",
  "Incoming Trigger: call booked",
  ["SMS Alert → to the lead's phone (closest available channel)"],
  ["none"],
  "The lead.",
  "There is no WhatsApp step in the palette; a good suggestion uses SMS Alert (or says WhatsApp isn't an available agent) and does not invent a WhatsApp node.")
w("when a big order comes in (over 2000) and the customer is from a company, text me and add them to crm, small orders just get a thank you email",
  "Incoming Trigger: new order (total, company, email)",
  ["Smart Condition 1: total is greater than 2000","Yes → Smart Condition 2: company is present","  Yes → SMS Alert to the owner, CRM Update","  No → Email Sender thank-you to the customer (ambiguous)","No (small order) → Email Sender thank-you to the customer"],
  ["total > 2000 AND company present → SMS owner + CRM","total ≤ 2000 → thank-you email to customer","big order without company: unspecified"],
  "SMS → owner; thank-you email → customer.",
  "AND of two conditions = nested (second on the Yes branch of the first). The big-order-without-company case is unspecified by the owner; reviewer accepts either thank-you or nothing there, but it must not text the owner.")

for x in W: x['notes'] += COMMON if x['id']=='w01' else ''
json.dump(W, open('/work/blind/automation-requests.json','w'), indent=2, ensure_ascii=False)
print(len(W))

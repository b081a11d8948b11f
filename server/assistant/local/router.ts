/**
 * Intent rules of the local assistant: small talk, manipulation attempts, and topic patterns
 * that point straight at a knowledge chunk. Patterns run on normalized text (normalize.ts);
 * anything they miss (typos, odd phrasing) goes to full-text retrieval.
 */
import { chatbotTiers, pricingPlans, vibeCodingPlans } from "../../../content/plans";
import { knownDollarAmounts } from "../facts";

export type SmallTalk = "greeting" | "thanks" | "bye";

const greetingOnly =
  /^(?:hi|hello|hey|hiya|howdy|yo|hi there|hello there|hey there|good (?:morning|afternoon|evening|day)|greetings)(?: (?:there|team|assistant|bot|friend|all|everyone))?[\s!.,:)]*$/;
const thanksOnly =
  /^(?:(?:ok|okay|great|cool|perfect|awesome|nice|got it|good|alright)[\s,!.]*)?(?:thanks|thank you|thx|ty|cheers|much appreciated|appreciate it)(?: (?:so much|a lot|very much|again))?[\s!.,:)]*$|^(?:ok|okay|great|cool|perfect|awesome|nice|got it|good|alright|sounds good)[\s!.]*$/;
const byeOnly =
  /^(?:bye|goodbye|good bye|see you|see ya|later|have a (?:good|nice) (?:day|one))[\s!.]*$/;

export function smallTalk(text: string): SmallTalk | undefined {
  if (greetingOnly.test(text)) return "greeting";
  if (thanksOnly.test(text)) return "thanks";
  if (byeOnly.test(text)) return "bye";
  return undefined;
}

export type Manipulation = "prompt" | "rules" | "price";

const promptLeak =
  /\b(?:system prompt|(?:your|the) (?:instructions|prompt|rules|guidelines|configuration)|initial prompt|hidden prompt|developer message|reveal (?:your|the) prompt|print (?:your|the) prompt)\b/;
const rulesOverride =
  /\b(?:ignore|disregard|forget|override|bypass) (?:all |any |the |your |my )?(?:previous |prior |above |earlier |former )?(?:instructions|rules|prompts?|guidelines|directions|constraints)\b|\b(?:you are now|from now on you|act as|pretend|roleplay|role-play|jailbreak|developer mode|dan mode|new rule|new instructions)\b/;
/** "Is that roughly 30% off?": a share off said back to be checked, not one asked for. */
const shareChecked =
  /(?<!\b(?:give|get|do|offer|want|need|apply|make)\b[^.?!]*)\b(?:(?:is|isn't|was) (?:that|it|this)|that's|that is|which is|it's|works? out (?:to|at)|comes? (?:out )?to)(?: (?:roughly|about|around|approximately|approx|like|nearly|almost|close to|something like|basically))? ?\d{1,2}(?:\.\d+)?\s?(?:%|percent)\s?(?:off|discount)\b/g;
const discountDemand =
  /\b\d{1,3}\s?(?:%|percent)\s?(?:off|discount)\b|\b(?:give|apply|make) (?:me |us )?(?:a |an )?(?:discount|coupon|promo|free)\b|\boffer (?:me|us) (?:a |an )?(?:discount|coupon|promo|free)\b|(?<!\b(?:cancel|cancell?ing|try|trying|test|testing|trial|stop|quit)(?: it| the trial| it out)?\s)\bfor free\b|\bfree of charge\b|\bfree (?:for|to) (?:me|us)\b|\bmake (?:it|that|this|the [\w ]{1,40}?) (?:free|cheaper)\b/;
const haggling =
  /\b(?:can|could|would|will) (?:you|u|ya) (?:guys |please |maybe |just )?(?:(?:do|give|sell|offer|let (?:me|us) have) (?:me |us )?(?:the |your |that |this )?(?:business (?:starter|pro|professional|elite)|starter|pro|professional|enterprise|elite|commercial website|smart web app(?:lication)?|mobile app(?: development)?|priority (?:start|launch|growth)|custom development|plan|package|it|that|this)(?: plan| package| tier)? (?:for|at)|make it|go (?:down )?to|drop (?:it |the price )?to|knock (?:it )?down to|match(?: [a-z]+){0,2} (?:at|of)?) \$\s?\d|\bfor \$\s?\d[\d,]*(?:\.\d+)?(?: a month| per month|\/mo(?:nth)?)? instead\b|\bhow about \$\s?\d|\b(?:meet me at|settle (?:for|on)|go as low as|knock it down to|drop it to) \$\s?\d|\b(?:knock(?:ed)? (?:it |that |this |the price |them )?down to|drop (?:it |that |this |the price )?(?:down )?to|bring (?:it |that |the price )?down to|go (?:as low as|down to)|meet (?:me|us) at|settle (?:for|on)) (?:a |like |about |just )?\$?\s?\d[\d,]*(?:\.\d+)?k?\b(?! ?(?:months?|years?|weeks?|days?|workflows?|conversations?|chats?|seats?|users?|people|locations?)\b)/i;
const statedPrice = /\$\s?(\d[\d,]*(?:\.\d+)?)|\b(\d[\d,]*(?:\.\d+)?)\s?(?:dollars?|bucks|usd)\b/g;

/** Visitor text that tries to change the rules, leak them, or set a price. */
export function detectManipulation(
  text: string,
  /** Amounts the question states as its own budget ("I have $500 a month"), not as a price. */
  budgets: number[] = [],
): Manipulation | undefined {
  if (
    promptLeak.test(text) &&
    /\b(?:show|reveal|print|tell|what|give|repeat|display|share|output|leak)\b/.test(text)
  )
    return "prompt";
  if (discountDemand.test(text.replace(shareChecked, " "))) return "price";
  // "Can you do Business Pro for $250 instead?": a price of the visitor's own asked for is
  // haggling, even where the figure reads as a budget.
  if (haggling.test(text)) return "price";
  const known = knownDollarAmounts();
  for (const m of text.matchAll(statedPrice)) {
    const value = Number((m[1] ?? m[2])!.replace(/,/g, ""));
    if (!known.has(value) && !budgets.includes(value)) return "price";
  }
  if (rulesOverride.test(text)) return "rules";
  return undefined;
}

/** Which business / chatbot / development offer a plan word refers to, from context. */
const chatbotContext = /\bchat ?bots?\b|\bconversations?\b|\bbots?\b/;
/** "Professional chatbot", "chatbot plans", "conversations": plan words mean chatbot tiers. */
const chatbotPlanContext =
  /\b(?:chat ?bots?|bot)\s+(?:\w+\s+)?(?:starter|pro|professional|enterprise|plans?|tiers?|pricing|prices?|costs?)\b|\b(?:starter|pro|professional|enterprise|cheapest|custom)\s+(?:\w+\s+)?(?:chat ?bots?|bot)\b|\bconversations?\b/;
const developmentContext =
  /\bvibe\b|\bdevelopment\b|\bcommercial website\b|\bsmart web\b|\bweb ?apps?\b|\bweb applications?\b|\bmobile apps?\b|\bweb ?sites?\b|\bsites?\b|\be-?commerce\b|\bonline (?:store|shop)\b|\blanding pages?\b|\bapps?\b/;
/** "Do you build mobile apps?" points at the development plan for it. */
const buildContext = /\b(?:build|builds|make|makes|develop|create|design|do you do|offer|get)\b/;
const compareContext =
  /\b(?:compare|comparison|difference|differ|versus|vs\.?|better|which plan|or the)\b/;
const priceContext =
  /\b(?:price|prices|pricing|cost|costs|fee|fees|charge|rates|plan|plans|package|packages|tier|tiers|expensive|cheap|cheapest|afford|budget|subscription|per month|monthly|yearly|annual)\b/;

const howMuchMoney =
  /\bhow much\b(?! (?:time|work|effort|faster|data|storage|space|files?|hours|traffic|volume))/;
const asksPrice = (text: string) => priceContext.test(text) || howMuchMoney.test(text);

/** "What do I get for 397?": a quoted real price points at the plan that has it. */
const amountChunk = new Map<number, string>();
for (const p of pricingPlans) {
  for (const amount of [p.price, p.originalPrice]) {
    if (amount !== null && !amountChunk.has(amount)) amountChunk.set(amount, `plan-${p.id}`);
  }
}
for (const p of vibeCodingPlans) {
  for (const amount of [p.monthlyPrice, p.yearlyPrice]) {
    if (!amountChunk.has(amount)) amountChunk.set(amount, `vibe-${p.id}`);
  }
}
for (const t of chatbotTiers)
  if (!amountChunk.has(t.price)) amountChunk.set(t.price, `chatbot-${t.id}`);

const quotedAmount =
  /\$\s?(\d[\d,]*)\b|\b(?:for|at|is|costs?|pay|paying|the)\s+(\d[\d,]*)\b(?!\s*(?:%|minutes?|hours?|days?|weeks?|months?|workflows?|conversations?|formats?|apps?|people|users|employees))|\b(\d[\d,]*)\s*(?:\/\s*mo\b|\/\s*month|a month|per month|dollars?|bucks|plan)\b/g;

export function planChunks(text: string): string[] {
  const ids: string[] = [];
  for (const m of text.matchAll(quotedAmount)) {
    const id = amountChunk.get(Number((m[1] ?? m[2] ?? m[3])!.replace(/,/g, "")));
    if (id && !ids.includes(id)) ids.push(id);
  }
  const push = (id: string) => {
    if (!ids.includes(id)) ids.push(id);
  };
  const chatbot = chatbotPlanContext.test(text);

  if (/\bcommercial website\b/.test(text)) push("vibe-commercial_website");
  if (/\bsmart web\b|\bweb app(?:lication)?s? plan\b/.test(text)) push("vibe-smart_web_app");
  const priceOrBuild = asksPrice(text) || buildContext.test(text);
  if (/\bmobile apps?(?: development)?\b|\bios\b|\bandroid\b/.test(text) && priceOrBuild)
    push("vibe-mobile_app");
  if (/\bweb ?app(?:lication)?s?\b/.test(text) && priceOrBuild && !chatbot)
    push("vibe-smart_web_app");
  if (/\bweb ?sites?\b/.test(text) && buildContext.test(text) && !asksPrice(text) && !chatbot)
    push("vibe-commercial_website");

  const mentions: Array<[RegExp, string, string]> = [
    [
      /\b(?:business )?starter\b|\bbasic plan\b|\bcheapest plan\b/,
      "plan-starter",
      "chatbot-starter",
    ],
    [/\b(?:business )?pro\b|\bprofessional\b/, "plan-professional", "chatbot-professional"],
    [/\b(?:business )?elite\b/, "plan-enterprise", "chatbot-enterprise"],
    [/\benterprise\b/, "plan-enterprise", "chatbot-enterprise"],
  ];
  let businessPlans = 0;
  for (const [pattern, plan, tier] of mentions) {
    if (!pattern.test(text)) continue;
    if (chatbot) push(tier);
    else {
      push(plan);
      businessPlans++;
    }
  }
  if (chatbot && /\bcustom (?:development|chatbot|bot|build)\b|\bone-?time\b/.test(text))
    push("chatbot-custom");
  if (!chatbot && (businessPlans >= 2 || (businessPlans >= 1 && compareContext.test(text)))) {
    return ["plan-compare"];
  }
  if (!chatbot && businessPlans === 0 && compareContext.test(text) && /\bplans?\b/.test(text)) {
    return ["plan-compare"];
  }
  return ids;
}

/** General price questions: which price list the visitor means. */
export function priceChunk(text: string): string | undefined {
  if (!asksPrice(text)) return undefined;
  if (/\btokens?\b|\bmodels?\b|\bgpt|\bclaude\b|\bllm\b/.test(text)) return "model-prices";
  if (chatbotContext.test(text)) return "chatbot-pricing";
  if (developmentContext.test(text)) return "vibe-pricing";
  if (
    /\b(?:price|prices|pricing|cost|costs|fee|fees|charge|rates|expensive|cheap|afford|budget|plans|packages)\b/.test(
      text,
    )
  )
    return "pricing-overview";
  if (howMuchMoney.test(text)) return "pricing-overview";
  return undefined;
}

/** Topic patterns, most specific first. Each points at one chunk. */
export const topicRules: Array<[RegExp, string]> = [
  [/\brefund|money[- ]back|reimburs|get my money|risk[- ]free/, "refund"],
  // "How long do you hang on to what I type into the chat?": how long transcripts are kept.
  [
    /\b(?:hang|hold)(?:ing)? on ?to\b.*\b(?:chat|type|typed|conversations?|transcripts?|messages?)\b|\b(?:keep|kept|retain|store|stored|save|saved)\b.*\b(?:chat (?:logs?|history|transcripts?)|transcripts?|what (?:i|we) (?:type|typed|write|wrote))\b/,
    "legal:privacy:retention:1",
  ],
  // "You keep lead info for 12 months, right?": how long leads and contact details are kept.
  [
    /\b(?:keep|kept|retain|retained|store|stored|hold|hang on to)\b.*\b(?:leads?|lead (?:info|data|details)|contact (?:info|details)|enquir\w*|inquir\w*)\b/,
    "legal:privacy:retention:0",
  ],
  // "How long do you keep records of what I paid?"
  [
    /\b(?:hang|hold)(?:ing)? on ?to\b.*\b(?:records?|invoices?|receipts?|what (?:i|we) paid|payments?)\b|\b(?:keep|kept|retain|store)\b.*\b(?:payment|billing|invoice|financial) (?:records?|history|data|details)\b|\brecords? of (?:what|my|our|the) (?:i |we )?(?:paid|payments?)\b/,
    "legal:privacy:retention:4",
  ],
  // "How long do your servers hold on to my IP address and browser info?": technical logs.
  [
    /\b(?:hang|hold)(?:ing)? on ?to\b.*\b(?:ip(?: address(?:es)?)?|browser|logs?|errors?|pages? (?:i )?(?:visit|request)\w*)\b|\b(?:keep|kept|retain|store|stored|log|logged|record|recorded)\b.*\b(?:ip address(?:es)?|my ip|browser (?:info|type|data|details)|(?:server|technical|access|error) logs?)\b|\b(?:ip address(?:es)?|(?:server|technical|access) logs?)\b.*\b(?:kept|stored|retained|how long)\b/,
    "legal:privacy:retention:5",
  ],
  // "Is there an age minimum for using your site?"
  [
    /\bage (?:minimum|limit|requirement|restriction)s?\b|\bminimum age\b|\bhow old\b|\b(?:teen(?:age|agers?|s)?|minors?|kids?|children|under ?(?:1[0-9]|age))\b.*\b(?:use|using|allowed|sign|site|account)\b|\b(?:use|using|allowed|sign up)\b.*\b(?:teen(?:age|agers?|s)?|minors?|kids?|children)\b/,
    "legal:privacy:children:0",
  ],
  // "Which state's law applies if we end up in a legal fight?"
  [
    /\b(?:which|what) (?:state'?s?|country'?s?|jurisdiction'?s?)? ?laws?\b|\bgoverning law\b|\bgoverned by\b|\bjurisdiction\b|\blegal (?:fight|dispute|action|battle|case|trouble)\b|\blawsuits?\b|\bsue (?:you|relaywise)\b|\bwhich courts?\b|\bwhose laws?\b|\blaws? (?:apply|applies|would apply)\b|\b(?:go|goes|went|end up|taken|take (?:it|this|you)) (?:to|in) court\b|\bin (?:a )?(?:legal )?dispute\b|\bwhere (?:would|will|do) (?:we|i|it|you) (?:go to|end up in|be) court\b/,
    "legal:terms:governing-law:0",
  ],
  // "Our bot died completely, how fast do you respond?": an outage is a critical issue.
  [
    /\b(?:down|died|dead|crash\w*|stopped working|outage|offline)\b.*\b(?:respond|response|reply|fix\w*|get back|how (?:fast|quick(?:ly)?|soon))\b|\b(?:respond|response|reply|fix|how (?:fast|quick(?:ly)?|soon))\b.*\b(?:goes|went|is|are|was|be) (?:completely |totally |all |fully )?(?:down|offline)\b|\b(?:respond|response|reply|fix|how (?:fast|quick(?:ly)?|soon))\b.*\b(?:died|dead|crash\w*|stopped working|outage)\b/,
    "support-targets",
  ],
  [
    /\b(?:delete|deleted|deletion|remove|erase|keep|retain|retention)\b.*\bdata\b|\bdata\b.*\b(?:delete|deleted|deletion|retention|retain|kept|after)\b|happens to (?:my|our) data/,
    "data-deletion",
  ],
  [/\bpause|on hold|on ice|freeze (?:my|the|our)|suspend|take a break|break from/, "pause"],
  [
    /\bcancel|terminat|unsubscribe|quit (?:my|the)|end (?:my|the|our) (?:plan|subscription|contract)|notice period|\bcontract\b|leave (?:any ?time|whenever)|locked? in|commitment/,
    "cancellation",
  ],
  [
    /\bterms\b.*\b(?:change|changes|update|updated)\b|\b(?:change|changes|update)\b.*\bterms\b/,
    "terms-changes",
  ],
  [
    /\bsupport\b.*\b(?:respon|reply|replies|fast|quick|time|times|target|targets|sla|how long)|\b(?:respon\w*|reply|get back)\b.*\b(?:support|tickets?|issues?|problems?|bugs?)\b|\btickets?\b|\bcritical\b|\burgent\b|\bbreaks\b|\bbroke\b|\bbroken\b|how (?:quickly|fast|soon) (?:do|will|would) you (?:respond|reply|answer|fix)|\bescalat|\b(?:high|critical|normal|low)[- ]priority\b|\bpriority (?:issues?|tickets?|bugs?)\b|\b(?:sla|response times?) for\b/,
    "support-targets",
  ],
  [
    /\buptime|downtime|reliab|availability|\bsla\b|outage|\b(?:ever|go|goes|went|be|is it) down\b|how fast is|response speed|\bload(?:ing)? time|\b(?:chat ?bots?|bots?|assistants?)\b.*\b(?:respond|reply|answer)\w*\b.*\bhow (?:fast|quick\w*|soon)\b|\bhow (?:fast|quick\w*|soon)\b.*\b(?:chat ?bots?|bots?|assistants?)\b.*\b(?:respond|reply|answer)\w*|\b(?:chat ?bots?|bots?)\b.*\bresponse (?:time|speed)s?\b|\bhow (?:fast|quick\w*|soon) (?:do |does |will |would )?(?:respond|reply|answer)\w*\b.*\b(?:chat ?bots?|bots?)\b/,
    "uptime",
  ],
  [
    /\bwhatsapp|messenger|facebook|\bslack\b|channels?\b|(?:which|what) platforms|\b(?:set ?up|install|launch|go live|get live|deploy)\b.*\bchat ?bots?\b|\bchat ?bots?\b.*\b(?:set ?up|go live|be live|up and running|live in)\b|\b(?:add|install|embed|put) (?:the |a |your |our |an ai )?(?:chat ?)?(?:bot|widget)\b/,
    "channel-setup",
  ],
  [
    /\bdevelop\w* (?:begin|start|starts|begins|kick)|\bstart (?:building|development|coding|developing)|\bphases?\b|\btimeline\b|how long (?:does|will|would) (?:it|development|the development|a website|an app|the build) (?:take )?(?:to )?(?:build|develop|finish|make|code|be built|take to build)|how long (?:does|will|would) (?:development|the development|the build) take/,
    "development-process",
  ],
  [
    /\bset ?up|onboard|go live|goes live|be live|up and running|how (?:soon|quickly|fast) (?:can|will|could) (?:i|we|you) (?:start|go|get|be|have|set)|first automation/,
    "setup",
  ],
  [/\bpremium\b|priority (?:service|package)/, "premium"],
  [
    /\b(?:hear back|hear from|get back to (?:me|us)|follow[- ]?up|reach out|contact (?:me|us)|call me back|\bspecialist\b.*\b(?:reply|respond|contact|call|reach|get back|take)|after (?:i|we) (?:pay|paid|purchase|buy|sign up|order)|what happens (?:next|after))\b/,
    "follow-up",
  ],
  [/\btrial\b|try (?:it )?(?:out )?(?:for )?free\b/, "trial"],
  [
    /\bhipaa\b|\bpci\b|\biso ?27001\b|\bccpa\b|\bfedramp\b|\bhitrust\b|\bgdpr compliant/,
    "other-compliance",
  ],
  [/\bsecur|encrypt|\bsafe\b|soc ?2|complian|protected|hack/, "security"],
  [/\bprivacy|personal data|\bgdpr\b/, "privacy"],
  // A chatbot asked to take calls or speak is a channel question, not a request for our number.
  [
    /\b(?:chat ?bots?|bots?|ai|assistant)\b[^.?!]*\b(?:(?:take|answer|handle|make|pick up|receive)s? (?:the )?(?:phone(?: calls?)?|calls?|phones?)|voice(?: calls?)?|phone calls?|receptionist|speak out loud|talk on the phone)\b|\b(?:voice|phone) (?:bots?|assistant|agent|ai)\b/,
    "voice-calls",
  ],
  [
    /\b(?:phone|telephone|call you|phone number|\w+ to call|ring you|text you)\b|\bcall (?:your|the) (?:sales|team|office|people|staff)\b|\b(?:what|which) number\b|\bnumber (?:can|do|should|could) (?:i|we) (?:call|ring|dial)\b/,
    "phone",
  ],
  [
    /\b(?:what e-?mail|which e-?mail|e-?mail (?:address|can i)|email address|e-?mail you|your e-?mail|contact e-?mail|sales e-?mail|support e-?mail|what is (?:the|your) e-?mail)\b/,
    "email",
  ],
  [
    /\bhuman\b|real person|speak (?:to|with)|talk (?:to|with) (?:someone|a person|an agent|sales|your team|the team|somebody|a specialist|a real)|representative|get in touch|contact (?:you|your team|sales|the team)|reach (?:you|your team|the team)/,
    "contact",
  ],
  [
    /\bwhere (?:are|is) (?:you|your|the company|the office|relaywise)|\blocat|headquarter|\bbased\b|(?<!\bip )\baddress\b|\boffices?\b|which (?:city|state|country)/,
    "location",
  ],
  [
    /(?<!\d[+-]? ?)\bhours\b(?!.*\b(?:a|per) week)(?!.*\bsav)|\bopen\b|opening|\bclosed?\b|weekends?|saturday|sunday|time ?zone|when (?:are|is) (?:you|your team|the team|someone) (?:available|around|in)/,
    "hours",
  ],
  [
    /\bdiscount|coupon|promo|\bdeals?\b(?! with\b)|\bsale\b|limited time|\bsavings?\b|\bsave (?:money|on)|special offer|nonprofit|student|(?<!\b(?:cancel|cancell?ing|try|trying|test|testing|trial|stop|quit)(?: it| the trial| it out)?\s)\bfor free\b|free of charge|\d+ ?(?:%|percent)|\bcheaper\b|\bhaggle|negotiat/,
    "discounts",
  ],
  [
    /\b(?:llms?|gpt\S*|claude|language models?|ai models?|tokens?|which models?|what models?)\b/,
    "model-prices",
  ],
  [
    /\b(?:attach|upload)\w*\b.*\b(?:size|limit|big|large|heavy|mb|max\w*|how many|which|what (?:kind|type)s?)\b|\bhow (?:big|large|heavy|huge)\b.*\b(?:attach|upload)\w*|\b(?:biggest|largest|heaviest|max(?:imum)?)\b.*\bfiles?\b.*\b(?:attach|upload|send)\w*|\b(?:biggest|largest|heaviest|max(?:imum)?)\b(?: \w+){0,2} (?:attachments?|uploads?)\b|\b(?:file|attachment|upload) (?:size|limit)s?\b|\bmax(?:imum)? (?:file )?size\b|\bhow (?:big|large) (?:a|can|of)\b.*\bfiles?\b/,
    "consultation-files",
  ],
  [/\bcookies?\b|\blocal storage\b|\bbrowser storage\b|\btracking\b/, "cookies"],
  [/\bfiles?\b|\bdocuments?\b|\bstorage\b|\bupload|\bformats?\b|vector/, "file-storage"],
  [
    /\bintegrat|connect (?:to|with)|zapier|hubspot|salesforce|quickbooks|\bgmail\b|work with (?:my|our)|\bapis?\b|how many apps/,
    "integrations",
  ],
  [
    /\broi\b|\bresults?\b|save (?:me )?time|how much time|time sav|save (?:me|us)\b|hours (?:a|per) week|success rate|worth it|why (?:should|choose)|how much faster|\b3x\b|workflows? faster|faster workflows/,
    "results",
  ],
  [/\bworkflows?\b|\bautomation\b|automate/, "how-workflow-automation-works"],
  [
    /\bwho (?:are|r) you|are you (?:a |an )?(?:bot|robot|human|real|ai|person)|your name/,
    "identity",
  ],
  [
    /\babout (?:you|your company|the company|relaywise|us)\b|who is relaywise|what is relaywise|tell me about (?:yourselves|the company)/,
    "about",
  ],
  [
    /\b(?:chat ?bot |widget )?(?:designs?|layouts?)\b|\bsidebar\b|\bfloating (?:chat|button|widget)\b|\bmodal\b/,
    "chatbot-designs",
  ],
  [
    /\b(?:example|popular|ready-made|template) automations?\b|\bautomation (?:examples?|templates?|ideas)\b|\btemplates?\b|\bwhat (?:can|could) (?:you|i) automate\b/,
    "automation-examples",
  ],
  [/\bchat ?bots?\b/, "chatbots"],
  [/\bai agents?\b|\bagents?\b/, "ai-agents"],
  [/\bnotif|\balerts?\b|\bsms\b|text messages?/, "notifications"],
  [/\bvibe\b|custom (?:software|development|app|website)/, "vibe-coding"],
  [
    /\bpay (?:by|with|via)|payment (?:method|option)s?|credit card|debit card|paypal|how (?:do|can) i pay|billing/,
    "payments",
  ],
  [
    /\bget(?:ting)? started|how (?:do|can) (?:i|we) (?:start|begin|sign up|buy|order|subscribe|purchase)|next steps|sign up/,
    "getting-started",
  ],
  [/\bconsult|\bdemo\b|book a call|free call|schedule a (?:call|meeting)/, "consultation"],
  [
    /\bwhat (?:do|does) (?:you|your company|relaywise) (?:do|offer|sell|provide)|(?<!terms of )\bservices?\b(?! (?:agreement|terms|level))|what can you (?:do|help|build)|what do you build/,
    "services",
  ],
];

export function topicChunks(text: string): string[] {
  const ids: string[] = [];
  for (const [pattern, id] of topicRules) {
    if (pattern.test(text) && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

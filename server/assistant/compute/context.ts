/**
 * What a visitor tells about themselves beside a question: how many people work there, when the
 * business started, the card or invoice a payment went on, what kind of business it is and
 * where, who else quoted them. None of it is a figure or a product of ours, so none of it changes
 * what is asked; left unread, each number or name would be a part of the question nothing
 * answered, and the question would be declined. Numbers that do change the question (a count of
 * workflows, a period, a budget) are read before these, and are never in these shapes.
 */
export const contextPatterns: RegExp[] = [
  // Who is overloaded, told beside the question: "my office manager is drowning lol".
  /\b(?:my|our) (?:office manager|office staff|office|receptionist|assistant|bookkeeper|admin|secretary|front desk|staff|team)(?: (?:is|are)| (?:has|have) been)(?: so| totally| completely| just| kind of| kinda)? (?:drowning|swamped|overwhelmed|buried|slammed|stretched(?: thin)?|burn(?:ed|t) out|busy|overworked|underwater)\b(?: lol| haha)?/g,
  // Others compared with: "30 days like most SaaS", "as other vendors do". No product of ours.
  /\b(?:like|unlike|as (?:with|at|for)|same as) (?:most|many|other|every|all|any|the other|typical|usual|standard) (?:saas|software|subscription|companies|vendors|providers|tools|apps|services|platforms|businesses)(?: (?:companies|vendors|providers|tools|apps|products|services|businesses|do|does|offer|have))?\b/g,
  // A count of people: "a 14 person hvac shop", "team of 6", "équipe of 6", "12 employees".
  // "Seats" and "users" are left out: a price per seat is a question of its own.
  /\b(?:an? )?\d{1,5}[- ](?:person|man|woman)\b(?:(?: [a-z]+){0,2} (?:team|shop|company|business|office|firm|crew|outfit|agency|operation|store|practice|clinic)\b)?|\b\d{1,5}[- ](?:people|employee|staff|member)s? (?:team|shop|company|business|office|firm|crew|outfit|agency|operation|store|practice|clinic)\b/g,
  /(?<![\p{L}])(?:team|staff|crew|équipe|equipe|equipo|squadra|ploeg|mannschaft|headcount|workforce) (?:of|de|di|van|von|is|size of|of about|of around|of like) (?:about |around |like )?\d{1,5}\b/gu,
  // What they drive: "14 staff and 3 delivery vans". Locations and stores are left out: a
  // chatbot for each store is a count the question asks about.
  /\b\d{1,4} (?:(?:delivery|company|work|service) )?(?:vans|trucks|cars|vehicles|bikes)\b/g,
  // Family told beside the question: "she's a paralegal, 2 kids".
  /\b\d{1,2} (?:kids|children|sons|daughters|grandkids|dogs|cats|pets)\b/g,
  /\b(?:we(?: are| have| employ)?|there are|with|got) (?:about |around |like |only |just )?\d{1,5} (?:employees|staff|people|workers|techs|technicians|team members|of us|agents|reps)\b/g,
  /\b\d{1,5} (?:employees|staff members|workers|technicians|team members)\b/g,
  // A year the business began: "been around since 1998", "founded in 2011", "est. 2005".
  /\b(?:(?:been )?(?:around|in business|operating|open|trading|running)(?: since)?|since|founded(?: in)?|established(?: in)?|est\.?|started(?: out)?(?: in)?|opened(?: in)?|family[- ]owned since) (?:19|20)\d{2}\b/g,
  // A card: "card ending 4471", "visa ending in 0042", "last 4 digits 1234".
  /\b(?:(?:credit |debit )?card|visa|mastercard|amex|the one)?,? ?(?:ending|ends|that ends)(?: in| with)? #?\d{4}\b|\blast (?:four|4)(?: digits)?(?: are| is|:)? \d{4}\b/g,
  // An id: "invoice #2210", "order number 55123", "ticket 8812", "#2210".
  /\b(?:invoice|order|ticket|receipt|reference|ref|account|acct|case|po|customer|client|booking|confirmation|transaction)(?: (?:number|no\.?|num|id|nr))?(?: is)?:? ?#? ?[a-z]{0,4}-?\d{2,}\b/g,
  /(?<![\w$])#\d{2,}\b/g,
  // The kind of business and where it is: "hvac shop in durham", "online store", "a bakery in
  // Madrid", "we're based in ohio".
  /\b(?:(?:we(?: are|'re)|i(?: am|'m)) (?:based |located )?(?:in|from|out of)|(?:based|located) (?:in|out of)) (?!(?:today|tomorrow|now|here|there|the|a|an|your|you|my|our|us|time|business|january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)[a-z]+(?: [a-z]+)?(?= *(?:$|[,.;!?)]|fwiw\b|btw\b|if that\b|and\b|so\b|but\b))(?: (?:fwiw|btw|if that (?:matters|helps)))?/g,
  /\b(?:an? |our |my )?(?:small |little |local |family |tiny |growing )?(?:[a-z]+ ){0,2}(?:shop|store|business|company|bakery|restaurant|cafe|café|clinic|agency|firm|practice|studio|salon|office|garage|dealership|brewery|gym|startup|nonprofit) (?:in|out of|based in) [a-z]+(?: [a-z]+)?(?= *(?:$|[,.;!?)]))/g,
  // The business as the one who needs something: "our property management office needs 5
  // workflows". The need stays in the question; only who has it is told. A shop or store may be
  // the build asked about, and is left to be read.
  /\b(?:our|my) (?:[a-z]+ ){0,2}(?:office|bakery|restaurant|cafe|café|clinic|agency|firm|practice|studio|salon|garage|dealership|brewery|gym|company)(?= (?:needs|wants|requires|would need|will need|uses|has|runs|gets)\b)/g,
  // The kind of shop a visitor runs, told before a question about another line: "online store,
  // ~15k chats a month", "we run an online shop, which chatbot plan?", "our site gets 20k chats".
  // A build asked for ("I need an online store") is no telling and stays a product word.
  /(?:^|[.!?]\s+|\b(?:hi|hey|hello)[!,.]?\s+)(?:an? |our |my )?(?:small |little |local |growing )?(?:online|e-?commerce) (?:store|shop|business)(?=\s*[,;:—–])/g,
  /\b(?:our|my) (?:small |little |local |growing )?(?:(?:online|e-?commerce) (?:store|shop|business)|web ?site|site)\b(?= (?:already )?(?:gets|has|sees|does|receives|handles|runs|sells|is getting|averages))|\b(?:we(?:'re| are)|i(?:'m| am)) an? (?:small |little |local |growing )?(?:online|e-?commerce) (?:store|shop|business)\b|\b(?:we|i) (?:run|own|have|operate) an? (?:small |little |local |growing )?(?:online|e-?commerce) (?:store|shop|business)(?= *[,.;!?])/g,
  // Plans of their own told beside the question, settled whatever the answer: "we're closing
  // the office on dec 24 anyway".
  /\b(?:we(?: are|'re)|i(?: am|'m)|the office is|our office is|we will be|we'll be) (?:closing|shutting|moving|closed|away|off|out|leaving)(?: (?:the|our) (?:office|shop|store|doors))?(?: down)? (?:on|from|for|until|by|in) [^.?!,]*?\b(?:anyway|regardless|either way)\b/g,
  // A busy season: "in peak season (nov-apr)", "during the holidays".
  /\b(?:in|during|over) (?:the )?(?:peak|busy|high|holiday) season\b(?: \(?(?:[a-z]{3,9}|\d{1,2})(?: ?- ?| to | through )(?:[a-z]{3,9}|\d{1,2})\)?)?/g,
  // Who is on their books: "about 2,300 customers on our list". A count of customers with no
  // list, database or file said may be a volume a plan is chosen by, and stays in the question.
  /\b(?:about |around |roughly |some |over |nearly |almost )?\d[\d,]* (?:customers|clients|subscribers|contacts|members|patients|patrons)\b (?:on|in) (?:our|my|the) (?:email |mailing |customer |client )?(?:list|database|books|roster|files?|crm)\b/g,
  // The tool they leave, told beside the question: "switching from Intercom", "moving off
  // Zapier". A move between our own plans ("switching from Starter to Pro") is a difference.
  /\b(?:switching|switched|moving|moved|migrating|coming|changing) (?:over )?(?:from|off(?: of)?) (?!(?:business|starter|pro|professional|elite|enterprise|the|our|your|my|monthly|yearly|annual|a|an|commercial|smart|mobile|custom|priority|gpt|claude|llama|gemini|mistral|website|whatsapp|slack|sms|email|facebook|messenger|plan|one|it|that|this|them)\b)[a-z][\w.-]*(?= *(?:$|[,.;!?)]|and\b|to (?:you|relaywise)\b|btw\b))/g,
  // A competitor named beside the question, with what was said of it: "I was told Wix would be
  // cheaper but whatever", "we're comparing you with Zapier", "a competitor (Intercom) quoted me
  // per-token too". Their price is not ours to confirm, and it changes nothing of what is asked;
  // a comparison between our own offers ("I heard Pro is cheaper yearly") is left to be read.
  /\b(?:i was told|i(?:'ve| have)? heard|someone (?:told me|said)|people say|i read) (?:that )?(?!(?:business|starter|pro|professional|elite|enterprise|the|our|your|you|my|monthly|yearly|annual|a|an|commercial|smart|mobile|custom|priority|gpt|claude|llama|gemini|mistral|website|whatsapp|slack|sms|email|facebook|messenger|plan|plans|one|it|that|this|them|relaywise|prices|pricing|chatbot|automation)\b)[a-z][\w.-]*(?: is| are|'s| would be| will be|'d be| might be| could be) (?:a lot |much |way |a bit |probably )?(?:cheaper|less expensive|more affordable)(?: than (?:you|you guys|relaywise|yours))?(?:,? but (?:whatever|anyway|still|who knows))?(?= *(?:$|[,.;!?)]))/g,
  /\b(?:we(?:'re| are)|i(?:'m| am)) (?:comparing|weighing|evaluating|also looking at|considering) (?:you|you guys|relaywise|your (?:plans|pricing|prices)) (?:with|against|to|and|vs\.?|versus) (?!(?:business|starter|pro|professional|elite|enterprise|the|our|your|you|my|monthly|yearly|annual|a|an|commercial|smart|mobile|custom|priority|gpt|claude|llama|gemini|mistral|website|whatsapp|slack|sms|email|facebook|messenger|plan|plans|one|it|that|this|them|relaywise|prices|pricing|chatbot|automation)\b)[a-z][\w.-]*(?= *(?:$|[,.;!?)]))/g,
  /\ban?(?:other)? competitor(?: of yours)?,? \(?(?!(?:business|starter|pro|professional|elite|enterprise|the|our|your|you|my|monthly|yearly|annual|a|an|commercial|smart|mobile|custom|priority|gpt|claude|llama|gemini|mistral|website|whatsapp|slack|sms|email|facebook|messenger|plan|plans|one|it|that|this|them|relaywise|prices|pricing|chatbot|automation)\b)[a-z][\w.-]*\)?,? (?:quoted|offered|charges|charged|priced)(?: (?:me|us))?(?: (?:per[- ]token|by the token|per token))?(?: (?:too|also|as well))?(?= *(?:$|[,.;!?)]))/g,
  // Who quoted them: "the sales guy at zapier", "a rep from hubspot".
  /\b(?:the |a |some |their )?(?:sales ?(?:guy|rep|person|team|woman|man)|rep|salesman|saleswoman|consultant|agency|vendor|guy|someone|somebody) (?:at|from|over at) (?!(?:your|you|the|our|my|us|me|them|it|this|that|work|home|night|least)\b)[a-z][a-z0-9.-]+\b/g,
];

/**
 * A figure stated as somebody's guess or quote ("said it'd be like 7 grand", "someone told me
 * about 8k", "i assume gpt-4 is like $600"): the figure is to be confirmed or corrected, never a
 * budget or a price of ours. The first group is the amount as digits (words and "k" are written
 * as digits before the parser reads them).
 */
export const guessedFigure =
  /\b(?:said|says|told (?:me|us)|quoted(?: (?:me|us))?|heard|hear|assumed?|assuming|think|thought|guess(?:ed)?|figured?|reckon|expect(?:ed)?|estimated?|i was told|supposedly)\b(?:[^.?!]|\.(?=\d)){0,60}?\b(?:about|around|roughly|like|maybe|approximately|approx|something like|close to|somewhere around|at|is|be)\s*(\$?\d[\d,]*(?:\.\d+)?)(?![\d,])/g;

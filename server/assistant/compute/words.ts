/**
 * What a word the query language did not use is: a filler that carries no fact (question words,
 * hedges, chat shorthand, words about the visitor), a thing the catalog does not list (a payment
 * method, a platform, a place), or a name the visitor capitalised. The parser asks these of every
 * word left over, so a leftover thing makes the question partial and a filler never does.
 */
import { oneEdit } from "../vocabulary";
import { offers } from "./catalog";

/**
 * Words that carry no fact of their own: question words, pronouns, auxiliaries, fillers, generic
 * verbs and nouns. A word outside this list that no recognizer used makes the question partial.
 */
const fillers = new Set(
  `a an the and or but if so then than that this these those it its is are was were be been being am
  do does did done doing have has had having will would shall should can could may might must
  i me my mine myself we us our ours you your yours he she her hers his him they them their theirs there here
  what which who whom whose when where why how whats hows
  about above after again against all also any anyone anything around as at because before below
  between both by each either else ever every for from further in into just of off on once only
  other others out over own per same some something such than through till to too toward towards
  under until up upon very via with within without yet
  please pls plz thanks thank thx hi hello hey yo ok okay hmm um uh so well oh ah
  guys folks buddy mate friend team
  exactly roughly approximately approx about around basically actually really quite just even
  currently today now right quick question anyway altogether generally usually typically
  know knowing looking look interested considering consider thinking think wondering wonder curious
  planning want wants wanted wanting need needs needed needing require requires required like
  would love prefer preferably ideally maybe perhaps possibly probably definitely also
  go going gone went get gets getting got gotten give gives given take takes took taking
  choose chose choosing chosen pick picks picked picking opt opting decide deciding decided
  buy buys bought buying purchase purchasing order ordering subscribe subscribing sign signing
  end ending ended up come comes coming cover covers fit fits fitting suit suits work works
  tell say said let lets help show give find check see mean means meant
  one ones thing things stuff something option options offer offers offering product products
  plan plans service services deal deals choice choices package packages tier tiers level levels
  price prices pricing cost costs pay pays paying paid
  company business firm startup agency shop us customers clients people students patients
  guests members tenants diners parents person
  best good great nice cool fine ok sure yes no not
  much many more most less least lot lots bit little few
    exact final actual real whole full entire
  same different new current
  start starts started starting begin begins began beginning ask asks asked asking still keep
  kick kicks kicked kicking set hook hooks hooked hooking lock locks locked locking
  burn burning blow blowing
  stay use used using run ran runs running try trying tried become make made time times way ways moment
  happen happens happened possible able allowed mind okay idea sense while whilst
  build builds built building develop developing make create send sent sending give gave write
  written live sell sells selling list listed available provide provides
  soon sooner long longer fast quick quickly finish finished done complete ready later early often
  again ever already anymore yet first add added adding put putting install embed
    happy unhappy satisfied dissatisfied glad handle handles cope recommend recommendation
  recommended suggest suggestion advise advice instead data info information
  expect expects expected expecting anticipate anticipated anticipating`.split(/\s+/),
);

/**
 * Casual words, hedges, interjections, chat shorthand and words about the visitor themselves:
 * how people type in a chat box. None of them names a product, a feature or a condition.
 */
const casualWords = new Set(
  `lil little tiny small smaller big bigger huge dumb silly stupid simple basic quick quickly q qq
  lol lmao haha hehe heh tbh imo imho btw fyi asap idk ngl omg fr rn np ty tysm gimme lemme gotta prob probs
  ppl peeps middle
  gonna wanna kinda sorta thingy thingie thingamajig whatever whatnot honestly seriously literally
  totally truly simply frankly genuinely realistically theoretically hypothetically practically
  sorry apologies apologize excuse pardon dude bro man sir madam maam pal yeah yep yup yes nope nah
  cool awesome perfect alright alrighty okey mmm hmm hmmm ugh wow hiya howdy greetings cheers
  boss wife husband partner colleague coworker cofounder founder owner myself ourselves
  rough roughly approx approximately ish estimate estimated estimation guess guesstimate figure
  ballpark tops bucks buck dollar dollars wise pricewise costwise heads real talk rush hurry
  curious wondering asking question questions quickie worst case scenario cases bottom line
  number numbers answer answers idea sense clue
  reckon suppose supposing assume assuming imagine say saying said hypothetical example instance
  anyway anyways though tho meantime meanwhile besides btw otherwise basically essentially
  super pretty fairly kind sort bunch tons ton loads load couple
  hit hits hitting signed sign signs signing mind minds change changing changed decide
  folks everyone everybody somebody someone y'all yall ya ye
  dear kindly appreciate appreciated grateful hoping hope hopefully
  hate hates hated hating dislike dislikes disliked regret regrets sucks suck awful terrible
  everything anything absolute absolutely side insists insist allow allows allowed
  winter summer spring autumn season seasonal holiday holidays vacation
  son sons daughter daughters kid kids teen teens teenage teenager teenagers nephew niece
  brother sister dad mom mother father family helps helping`.split(/\s+/),
);

const swappedPair = (a: string, b: string) =>
  a.length === b.length &&
  a !== b &&
  [...a].sort().join("") === [...b].sort().join("") &&
  [...a].filter((c, i) => c !== b[i]).length === 2;

const stem = (w: string) =>
  w.length > 4 && w.endsWith("ies")
    ? `${w.slice(0, -3)}y`
    : w.length > 3 && w.endsWith("s") && !w.endsWith("ss")
      ? w.slice(0, -1)
      : w;

const longFillers = [...fillers, ...casualWords].filter((f) => f.length >= 4);
const shortFillers = [...fillers, ...casualWords].filter((f) => f.length === 3);

/** "signed", "asking", "wondered": the base word of a verb form. */
const baseForms = (w: string): string[] => {
  const out = [w, stem(w)];
  const m = /^(\w{2,}?)(ing|ed|es|s)$/.exec(w);
  if (m) {
    const root = m[1]!;
    out.push(root, `${root}e`);
    // "quitting", "stopped": a doubled last consonant.
    if (/(\w)\1$/.test(root)) out.push(root.slice(0, -1));
  }
  return out;
};

/** A filler as written (no typo allowed). */
export function exactFiller(word: string): boolean {
  const w = word.toLowerCase().replace(/[’']s$/, "");
  return (
    /^[?!.,:;)(\-–—"'`]+$/.test(w) || baseForms(w).some((x) => fillers.has(x) || casualWords.has(x))
  );
}

export function isFiller(word: string): boolean {
  const w = word.toLowerCase().replace(/[’']s$/, "");
  if (exactFiller(w)) return true;
  // A typo of a filler ("pln", "pleae") is a filler too.
  // "teh": three letters only by two letters swapped.
  if (w.length === 3 && shortFillers.some((f) => swappedPair(w, f))) return true;
  // Four letters only by a swap too: one letter off, "late" would be "later".
  if (w.length === 4) return longFillers.some((f) => f.length === 4 && swappedPair(w, f));
  return (
    w.length >= 5 && longFillers.some((f) => Math.abs(f.length - w.length) <= 1 && oneEdit(w, f))
  );
}

/**
 * Things a visitor may ask about that the catalog does not sell or list: payment methods,
 * platforms and apps to integrate, compliance regimes, audiences of a discount, units a price
 * could be counted in, places, devices. A question that names one is not answered with a
 * nearby figure.
 */
const thingWords = new Set(
  `bitcoin btc crypto cryptocurrency cryptocurrencies ethereum eth nft nfts blockchain web3 paypal
  venmo zelle stripe klarna afterpay affirm cheque cash wire ach financing installment installments
  shopify wordpress wix squarespace woocommerce magento webflow bigcommerce salesforce hubspot zoho
  pipedrive quickbooks xero zapier mailchimp gmail outlook google microsoft zoom calendly notion
  airtable trello asana jira twilio excel dropbox sharepoint instagram tiktok linkedin twitter
  youtube amazon ebay etsy windows mac macos linux desktop tablet ipad alexa siri telegram discord
  hipaa gdpr ccpa pci iso fedramp ferpa sox compliant compliance certified certification audit
  audited nonprofit nonprofits non-profit non-profits charity charities ngo ngos student students
  teacher teachers education educational university universities government veteran veterans
  military senior seniors reseller resellers affiliate affiliates referral referrals wholesale
  bulk white-label whitelabel franchise franchises
  seat seats license licenses licence licences page pages minute minutes gb tb
  bandwidth credit credits overage overages tax taxes vat gst hst tariff shipping domain domains
  onboarding installation translation translations language languages spanish french german
  voice phone calls office offices headquarters hq canada europe european uk britain england
  london australia germany france india mexico asia eu lifetime ads advertising
  contract contracts warranty insurance message messages texts emails resell resells reselling
  resale prepay prepaying prepaid prepayment employee employees staff multilingual`.split(/\s+/),
);

/** A thing the catalog does not list (a payment method, a platform, a place...), said anywhere. */
export const isThingWord = (word: string) =>
  thingWords.has(word.toLowerCase()) || thingWords.has(stem(word.toLowerCase()));

export const isThing = (word: string, names: ReadonlySet<string>) => {
  const w = word.toLowerCase();
  return names.has(w) || thingWords.has(w) || thingWords.has(stem(w));
};

/** Words that say how good, big or plain a thing is, never which thing it is. */
const plainAdjectives =
  /^(?:proper|simple|basic|nice|decent|good|great|modern|clean|fancy|small|little|new|quick|real|solid|cheap|affordable|done-for-you|done-for-me|full|complete|whole|entire|standard|legit|beautiful|pretty|slick|fast|secure|responsive|professional-looking|nice-looking|simple-ish|basic-ish|straightforward|plain|custom-built|custom-made|bespoke|tailor-made|fully)$/;

/** Nouns whose modifier names a thing: "the Shopify connector", "a late fee", "student discount". */
const headNouns =
  /^(?:ones?|models?|llms?|fees?|discounts?|plans?|tiers?|packages?|pricing|prices?|rates?|integrations?|connectors?|plugins?|plug-ins?|add-?ons?|modules?|extensions?|api|apis|features?|programs?|programmes?|licen[cs]es?|subscriptions?|memberships?|editions?|versions?|compliance|certifications?|support|upgrades?|credits?|charges?|deposits?|contracts?|deals?|options?|accounts?|services?|costs?|web ?sites?|sites?|apps?|applications?|stores?|shops?|bots?|chat ?bots?|workflows?|automations?|versions?)$/;

/**
 * Does a word nothing used name something (rather than colour the question)? A name the visitor
 * capitalised mid-sentence, a thing the catalog does not list, the modifier of a product noun
 * ("blockchain add-on"), or the object of "with", "via", "in" ("pay with PayPal", "in London").
 */
export function namesSomething(
  word: string,
  index: number,
  text: string,
  names: ReadonlySet<string>,
): boolean {
  if (isThing(word, names)) return true;
  const after = text
    .slice(index + word.length)
    .trim()
    .split(/[\s,?!.:;]+/)
    .slice(0, 2);
  // "A proper business website", "the done-for-you automation": how the visitor sees it, not a
  // kind of it.
  if (plainAdjectives.test(word)) return false;
  if (after[0] && headNouns.test(after[0])) return true;
  // "the late payment fee": a noun between the modifier and its head.
  if (after[1] && headNouns.test(after[1]) && !isFiller(after[0] ?? "")) return true;
  const before = text.slice(0, index).trimEnd();
  // "7 users": what a number counts.
  if (/\d$/.test(before)) return true;
  // "How many SMS messages": what is counted (the last noun: "how many user seats").
  if (
    /\b(?:how many|number of|amount of)(?: \S+)?$/.test(before) &&
    (!after[0] || isFiller(after[0]))
  )
    return true;
  // The object of a preposition: "pay with PayPal", "in London", "per employee", "for a
  // nonprofit" (the visitor's own business, "for my bakery", is read before this).
  if (
    /\b(?:with|via|using|through|into|in|on|from|at|onto|for|per|each|every)(?: (?:my|our|your|the|a|an|their))?$/.test(
      before,
    )
  )
    return true;
  // What the visitor needs: "it needs offline mode", "we want white-label".
  if (
    /\b(?:need|needs|needed|want|wants|require|requires|required|must have|has to have|have to have|looking for)(?: (?:a|an|the|some|it to have|to have))?$/.test(
      before,
    )
  )
    return true;
  // A condition: "cheaper if I prepay", "unless we resell it".
  if (
    /\b(?:if|unless|provided|assuming|when) (?:i|we|you|they)(?: (?:only|just|also|still))?$/.test(
      before,
    )
  )
    return true;
  return false;
}

/**
 * Words the visitor capitalised where a sentence does not start ("do you take Bitcoin",
 * "in London"): names, to be read as such even once the text is lower-cased.
 */
export function capitalisedNames(raw: string): Set<string> {
  const names = new Set<string>();
  for (const m of raw.matchAll(/[\p{L}][\p{L}\p{N}'’-]*/gu)) {
    const word = m[0];
    if (!/^\p{Lu}/u.test(word) || word === "I" || /^I['’]/.test(word)) continue;
    const before = raw.slice(0, m.index).trimEnd();
    // Sentence starts: the message's start, after . ! ? : ; a line break or a bullet.
    if (!before || /[.!?:;\n•*-]$/.test(before) || /(?:^|\n)\s*$/.test(raw.slice(0, m.index)))
      continue;
    names.add(word.toLowerCase().replace(/['’]s$/, ""));
  }
  return names;
}

/**
 * Words the query language reads as written ("which plan", "5 different processes"): a typo of
 * one ("wich", "proceses") is read as the word, where the site's own vocabulary has no word for it.
 */
const queryWords =
  `which different separate processes tasks things workflows automations automate automated
  cheapest priciest expensive difference between together combined total monthly yearly annual
  annually conversations chatbot chatbots months weeks years quarter quarters million thousand refund
  cancel cancellation notice trial payment pause paused hours saving savings price cost plan plans
  much many year month week regular limited save business starter elite professional enterprise
  prices costs cheaper unlimited billing billed connect every channel channels setup time`.split(
    /\s+/,
  );

/** The query language's word a typo stands for (one letter off, none other as close), if any. */
export function queryWordFor(word: string): string | undefined {
  const w = word.toLowerCase();
  if (w.length < 4 || queryWords.includes(w)) return undefined;
  const near = queryWords.filter((q) => Math.abs(q.length - w.length) <= 1 && oneEdit(w, q));
  // Four letters: only a letter dropped or added ("wich") or two neighbours swapped ("yaer"),
  // never one changed ("with" is no "which", "same" no "save").
  const kept = (q: string) => q.length !== w.length || swappedOnce(w, q);
  const fit = w.length === 4 ? near.filter(kept) : near;
  if (fit.length === 1) return fit[0];
  // "monts" is one letter short of "months" and one changed from "month": a letter left out is
  // the likelier slip.
  const likelier = fit.filter(kept);
  return likelier.length === 1 ? likelier[0] : undefined;
}

/** Every number word under twenty, for reading a number said whole ("one point two million"). */
export const spokenUnits: Record<string, number> = {
  zero: 0,
  oh: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
/** The tens a number said in words is built on ("forty-five"). */
export const spokenTens: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
/**
 * Counts said in words, as the visitor writes them ("two years", "those three"): not "one",
 * far more often a pronoun ("which one"), nor zero, and a few compounds said together.
 */
export const numberWords: Record<string, number> = {
  ...pick(spokenUnits, ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]),
  ...pick(spokenUnits, ["eleven", "twelve", "fifteen", "eighteen"]),
  twenty: spokenTens.twenty!,
  "twenty-four": 24,
  "twenty four": 24,
  thirty: spokenTens.thirty!,
  "thirty-six": 36,
  fifty: spokenTens.fifty!,
  hundred: 100,
};

function pick(table: Record<string, number>, words: string[]): Record<string, number> {
  return Object.fromEntries(words.map((w) => [w, table[w]!]));
}

/** The words of the catalog's offer names ("lead", "follow", "processing", "triage"). */
const nameWords = [
  ...new Set(offers.flatMap((o) => o.name.toLowerCase().match(/\p{L}{5,}/gu) ?? [])),
];

/**
 * The word of an offer's name a typo stands for ("folow" for "follow", "procesing" for
 * "processing"): a letter dropped, or two swapped, and no other name word as close. A word one
 * letter longer than a name word ("leads") is another word, never its typo.
 */
export function nameWordFor(word: string): string | undefined {
  const w = word.toLowerCase();
  // Four letters are too few: "lack" is not "slack".
  if (w.length < 5 || nameWords.includes(w)) return undefined;
  const near = nameWords.filter(
    (n) =>
      (n.length === w.length + 1 && oneEdit(w, n)) ||
      (n.length === w.length && w.length >= 6 && swappedOnce(w, n)),
  );
  return near.length === 1 ? near[0] : undefined;
}

function swappedOnce(a: string, b: string): boolean {
  const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
  return (
    diff.length === 2 &&
    diff[1] === diff[0]! + 1 &&
    a[diff[0]!] === b[diff[1]!] &&
    a[diff[1]!] === b[diff[0]!]
  );
}

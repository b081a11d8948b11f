/**
 * The three price lists as one shape, so "cheapest", "difference" and "per year" are computed
 * the same way over automation plans, AI Vibe Coding plans and chatbot tiers. Read from the typed
 * catalog (content/plans.ts); nothing here is typed twice.
 */
import { chatbotTiers, pricingPlans, vibeCodingPlans } from "../../../content/plans";
import { chatbotSource, planSource, type Source, vibeSource } from "../sources";

export type Family = "automation" | "vibe" | "chatbot";

export type Offer = {
  family: Family;
  id: string;
  name: string;
  /** Per-month price; null for custom pricing or a one-time price. */
  monthly: number | null;
  /** Per-month price on yearly billing (AI Vibe Coding only). */
  yearlyPerMonth: number | null;
  /** One-time price (the Custom Development chatbot build). */
  oneTime: number | null;
  features: string[];
  source: Source;
};

export const familyLabel: Record<Family, string> = {
  automation: "automation plan",
  vibe: "AI Vibe Coding plan",
  chatbot: "chatbot plan",
};

export const offers: Offer[] = [
  ...pricingPlans.map(
    (p): Offer => ({
      family: "automation",
      id: p.id,
      name: p.name,
      monthly: p.price,
      yearlyPerMonth: null,
      oneTime: null,
      features: p.features,
      source: planSource(p.id),
    }),
  ),
  ...vibeCodingPlans.map(
    (p): Offer => ({
      family: "vibe",
      id: p.id,
      name: p.name,
      monthly: p.monthlyPrice,
      yearlyPerMonth: p.yearlyPrice,
      oneTime: null,
      features: p.features,
      source: vibeSource(p.id),
    }),
  ),
  ...chatbotTiers.map(
    (t): Offer => ({
      family: "chatbot",
      id: t.id,
      name: t.name,
      monthly: t.period === "month" ? t.price : null,
      yearlyPerMonth: null,
      oneTime: t.period === "one-time" ? t.price : null,
      features: t.features,
      source: chatbotSource(t.id),
    }),
  ),
];

export const inFamily = (family: Family) => offers.filter((o) => o.family === family);

/** Name patterns per offer, on normalized text. */
const names: Record<Family, Record<string, RegExp>> = {
  automation: {
    starter: /\bstarter\b|\bbasic\b/,
    professional: /\bpro\b|\bprofessional\b/,
    enterprise: /\belite\b|\benterprise\b/,
  },
  vibe: {
    commercial_website: /\bcommercial\b|\bweb ?sites?\b/,
    smart_web_app: /\bsmart web\b|\bweb ?app(?:lication)?s?\b/,
    mobile_app: /\bmobile\b|\bios\b|\bandroid\b/,
  },
  chatbot: {
    starter: /\bstarter\b|\bbasic\b/,
    professional: /\bpro\b|\bprofessional\b/,
    enterprise: /\benterprise\b/,
    custom: /\bcustom\b|\bone-?time\b/,
  },
};

/** Every offer name a text mentions, in the order they appear. */
export function mentionedOffers(text: string, family: Family): Offer[] {
  const found: Array<[number, Offer]> = [];
  for (const offer of inFamily(family)) {
    const m = names[family][offer.id]?.exec(text);
    if (m) found.push([m.index, offer]);
  }
  return found.sort((a, b) => a[0] - b[0]).map(([, o]) => o);
}

/** Any plan name of any family: removed from an earlier question a follow-up replaces. */
export const anyOfferName =
  /\b(?:business )?(?:starter|basic|pro|professional|elite|enterprise)\b|\bcommercial website\b|\bsmart web app(?:lication)?\b|\bweb ?app(?:lication)?\b|\bmobile app(?: development)?\b|\bcustom development\b/g;

const chatbotWords = /\bchat ?bots?\b|\bbots?\b|\bconversations?\b|\btiers?\b/;
const vibeWords =
  /\bvibe\b|\bcoding\b|\bdevelopment plans?\b|\bcommercial website\b|\bsmart web\b|\bweb ?app(?:lication)?s?\b|\bmobile app|\bwebsite plan\b|\bios\b|\bandroid\b/;
const automationWords =
  /\bautomation\b|\bautomate\b|\bworkflows?\b|\bbusiness (?:plans?|starter|pro|elite)\b|\belite\b/;

export function detectFamily(text: string): Family | undefined {
  if (chatbotWords.test(text)) return "chatbot";
  if (vibeWords.test(text)) return "vibe";
  if (automationWords.test(text)) return "automation";
  if (/\b(?:starter|pro|professional|enterprise)\b/.test(text)) return "automation";
  return undefined;
}

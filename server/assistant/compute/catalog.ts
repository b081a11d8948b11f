/**
 * The typed catalog as one shape the query engine reads: automation plans, AI Vibe Coding plans,
 * chatbot tiers, premium packages, language models, the example automations, the chatbot
 * channels (with their setup times) and the chatbot designs, each an `Offer` with the attributes a question can ask for. Read from content/; nothing
 * here is typed twice: a figure that is not in content is null, never a guess.
 */
import { chatbotDesigns } from "../../../content/chatbots-page";
import {
  aiModelCards,
  chatbotTiers,
  platformIntegrations,
  premiumPackages,
  pricingPlans,
  vibeCodingPlans,
  vibeCodingTrialDays,
} from "../../../content/plans";
import { automationExamples } from "../../../content/workflows-page";
import { chatbotSource, planSource, type Source, vibeSource } from "../sources";

export type Family =
  | "automation"
  | "vibe"
  | "chatbot"
  | "premium"
  | "model"
  | "example"
  | "design"
  | "channel";

export type Offer = {
  family: Family;
  id: string;
  name: string;
  /** Per-month price on monthly billing; null for custom, one-time or no price. */
  monthly: number | null;
  /** Per-month price on the 12-month plan (AI Vibe Coding only). */
  yearlyPerMonth: number | null;
  /** The regular per-month price the limited-time price replaces. */
  regular: number | null;
  /** A price paid once. */
  oneTime: number | null;
  /** Price on request ("custom pricing"). */
  custom: boolean;
  /** Language models: dollars per 1,000 tokens. */
  per1kTokens: number | null;
  /** Counts; Infinity is "unlimited", null is "not stated". */
  workflows: number | null;
  conversations: number | null;
  chatbots: number | null;
  /** Free-trial days; 0 when a trial is offered without a stated length. */
  trialDays: number | null;
  /** Example automations: hours saved a week. */
  hoursPerWeek: number | null;
  /** Chatbot designs: where the chat sits on the page. */
  placement: string | null;
  /** Chatbot channels: minutes to set the chatbot up on it. */
  setupMinutes: number | null;
  /** Marked "Most Popular" on its card. */
  popular: boolean;
  features: string[];
  source: Source;
};

export const familyLabel: Record<Family, string> = {
  automation: "automation plan",
  vibe: "AI Vibe Coding plan",
  chatbot: "chatbot plan",
  premium: "premium package",
  model: "AI model",
  example: "example automation",
  design: "chatbot design",
  channel: "chatbot channel",
};

/** "3 workflows" → 3, "Up to 1,000 conversations" → 1000, "Unlimited …" → Infinity. */
export function countIn(text: string | undefined): number | null {
  if (!text) return null;
  if (/\bunlimited\b/i.test(text)) return Number.POSITIVE_INFINITY;
  const m = /(\d[\d,]*)/.exec(text);
  return m ? Number(m[1]!.replace(/,/g, "")) : null;
}

const blank = {
  monthly: null,
  yearlyPerMonth: null,
  regular: null,
  oneTime: null,
  custom: false,
  per1kTokens: null,
  workflows: null,
  conversations: null,
  chatbots: null,
  trialDays: null,
  hoursPerWeek: null,
  placement: null,
  setupMinutes: null,
  popular: false,
} satisfies Partial<Offer>;

const checkoutSource: Source = { page: "checkout" };
const modelSource: Source = { page: "chatbots", section: "AI models", anchor: "ai-models-title" };
const examplesSource: Source = {
  page: "workflows",
  section: "Popular automations",
  anchor: "examples-title",
};
const channelsSource: Source = {
  page: "chatbots",
  section: "Integrations",
  anchor: "integrations-title",
};
const designsSource: Source = {
  page: "chatbots",
  section: "Designs",
  anchor: "chatbot-designs-title",
};

export const offers: Offer[] = [
  ...pricingPlans.map(
    (p): Offer => ({
      ...blank,
      family: "automation",
      id: p.id,
      name: p.name,
      monthly: p.price,
      regular: p.originalPrice,
      custom: p.price === null,
      workflows: countIn(p.workflows),
      popular: p.popular,
      features: p.features,
      source: planSource(p.id),
    }),
  ),
  ...vibeCodingPlans.map(
    (p): Offer => ({
      ...blank,
      family: "vibe",
      id: p.id,
      name: p.name,
      monthly: p.monthlyPrice,
      yearlyPerMonth: p.yearlyPrice,
      trialDays: vibeCodingTrialDays,
      popular: p.popular,
      features: p.features,
      source: vibeSource(p.id),
    }),
  ),
  ...chatbotTiers.map(
    (t): Offer => ({
      ...blank,
      family: "chatbot",
      id: t.id,
      name: t.name,
      monthly: t.period === "month" ? t.price : null,
      oneTime: t.period === "one-time" ? t.price : null,
      conversations: countIn(t.conversations),
      chatbots: countIn(t.features.find((f) => /\bchatbots?\b/i.test(f))),
      // The card offers a free trial but states no length.
      trialDays: t.cta === "Start Free Trial" ? 0 : null,
      popular: t.popular,
      features: t.features,
      source: chatbotSource(t.id),
    }),
  ),
  ...premiumPackages.map(
    (p): Offer => ({
      ...blank,
      family: "premium",
      id: p.id,
      name: p.name,
      oneTime: p.price,
      features: p.features,
      source: checkoutSource,
    }),
  ),
  ...aiModelCards.map(
    (m): Offer => ({
      ...blank,
      family: "model",
      id: m.id,
      name: m.name,
      per1kTokens: m.pricePer1kTokens,
      custom: m.pricePer1kTokens === null,
      features: m.strengths,
      source: modelSource,
    }),
  ),
  ...automationExamples.map(
    (e): Offer => ({
      ...blank,
      family: "example",
      id: e.id,
      name: e.name,
      hoursPerWeek: countIn(e.timeSaved),
      features: e.steps,
      source: examplesSource,
    }),
  ),
  ...platformIntegrations.map(
    (c): Offer => ({
      ...blank,
      family: "channel",
      id: c.id,
      name: c.name,
      setupMinutes: countIn(c.setupTime),
      features: [c.description],
      source: channelsSource,
    }),
  ),
  ...chatbotDesigns.map(
    (d): Offer => ({
      ...blank,
      family: "design",
      id: d.name.toLowerCase().replace(/\W+/g, "-"),
      name: d.name,
      placement: d.placement,
      features: [d.description],
      source: designsSource,
    }),
  ),
];

export const inFamily = (family: Family) => offers.filter((o) => o.family === family);

export const offerKey = (o: Offer) => `${o.family}:${o.id}`;

/** Families whose offers have a price a visitor pays. */
export const pricedFamilies: Family[] = ["automation", "vibe", "chatbot", "premium"];

/**
 * Where a fact lives on the site: page and section, rendered as the markdown link the chat shows
 * under an answer ("Source: [Pricing → Business Pro](/pricing#plan-professional)"). Anchors are
 * the ids the pages already give their sections and plan-card headings.
 */
import { defaultBusinessProfile } from "../../content/business";
import { type LegalPageKey, legalDocuments } from "../../content/legal";
import { type PageKey, pages } from "../../content/pages";
import { chatbotTiers, pricingPlans, vibeCodingPlans } from "../../content/plans";

export type Source = { page: PageKey; section?: string; anchor?: string };

export function sourceHref(source: Source): string {
  return `${pages[source.page].path}${source.anchor ? `#${source.anchor}` : ""}`;
}

export function sourceLabel(source: Source): string {
  const page = pages[source.page].name;
  return source.section ? `${page} → ${source.section}` : page;
}

export function sourceLink(source: Source): string {
  return `[${sourceLabel(source)}](${sourceHref(source)})`;
}

/** "Source: [..](..)" or "Sources: [..](..), [..](..)"; duplicates dropped. */
export function citeLine(sources: Source[]): string {
  const links = [...new Set(sources.map(sourceLink))];
  if (!links.length) return "";
  return `${links.length === 1 ? "Source" : "Sources"}: ${links.join(", ")}`;
}

export function withCitation(text: string, sources: Source[]): string {
  const line = citeLine(sources);
  return line ? `${text}\n\n${line}` : text;
}

export const planSource = (id: string): Source => {
  const plan = pricingPlans.find((p) => p.id === id);
  return { page: "pricing", section: plan?.name ?? "Plans", anchor: `plan-${id}` };
};
export const vibeSource = (id: string): Source => {
  const plan = vibeCodingPlans.find((p) => p.id === id);
  return { page: "aiVibeCoding", section: plan?.name ?? "Plans", anchor: `plan-${id}` };
};
export const chatbotSource = (id: string): Source => {
  const tier = chatbotTiers.find((t) => t.id === id);
  // The one-time Custom Development tier has its own card below the monthly tiers.
  return tier?.period === "month"
    ? { page: "chatbots", section: tier.name, anchor: `plan-chatbot-${id}` }
    : { page: "chatbots", section: "Pricing", anchor: "chatbot-pricing-title" };
};

const pricingPlansSource: Source = { page: "pricing", section: "Plans", anchor: "plans-title" };
const vibePlansSource: Source = {
  page: "aiVibeCoding",
  section: "Plans",
  anchor: "vibe-plans-title",
};
const chatbotPricing: Source = {
  page: "chatbots",
  section: "Pricing",
  anchor: "chatbot-pricing-title",
};
const contact: Source = { page: "contact" };
const chatbotPricingRef = chatbotPricing;
const vibePlansRef = vibePlansSource;

/**
 * The source of each knowledge chunk that states a fact. Chunks without one (who the assistant
 * is) answer without a citation.
 */
/** "Governing law" for the terms' governing-law section: the label the source link shows. */
function legalSectionTitle(page: string, section: string): string {
  const doc = legalDocuments[page as LegalPageKey]?.(defaultBusinessProfile);
  const found = doc?.sections.find((s) => s.id === section);
  return found ? found.title.replace(/^\d+\.\s*/, "") : section;
}

const chunkSources: Record<string, Source | Source[]> = {
  "pricing-overview": [pricingPlansSource, chatbotPricingRef, vibePlansRef],
  "plan-compare": pricingPlansSource,
  discounts: [pricingPlansSource, vibePlansSource],
  "vibe-pricing": vibePlansSource,
  "chatbot-pricing": chatbotPricing,
  "model-prices": { page: "chatbots", section: "AI models", anchor: "ai-models-title" },
  "channel-setup": { page: "chatbots", section: "Integrations", anchor: "integrations-title" },
  refund: { page: "refundPolicy", section: "Guarantee", anchor: "guarantee" },
  cancellation: { page: "refundPolicy", section: "Cancel or pause", anchor: "cancel-or-pause" },
  pause: { page: "refundPolicy", section: "Cancel or pause", anchor: "cancel-or-pause" },
  "data-deletion": { page: "terms", section: "Termination", anchor: "termination" },
  "terms-changes": { page: "terms", section: "Changes", anchor: "changes" },
  uptime: { page: "terms", section: "Availability", anchor: "availability" },
  "support-targets": { page: "developmentPolicy", section: "Support", anchor: "support" },
  setup: pricingPlansSource,
  "follow-up": [
    contact,
    { page: "aiVibeCoding", section: "Request", anchor: "request" },
    { page: "checkout" },
  ],
  premium: { page: "checkout" },
  "chatbot-designs": { page: "chatbots", section: "Designs", anchor: "chatbot-designs-title" },
  "automation-examples": {
    page: "workflows",
    section: "Popular automations",
    anchor: "examples-title",
  },
  "consultation-files": { page: "contact" },
  cookies: { page: "cookies" },
  trial: vibePlansSource,
  security: { page: "privacy", section: "Security", anchor: "security" },
  "other-compliance": { page: "privacy", section: "Security", anchor: "security" },
  privacy: { page: "privacy" },
  hours: contact,
  "voice-calls": { page: "chatbots", section: "Integrations", anchor: "integrations-title" },
  phone: contact,
  email: [contact, { page: "terms", section: "Contact", anchor: "contact" }],
  location: contact,
  contact,
  about: { page: "home" },
  services: { page: "home" },
  "how-workflow-automation-works": [{ page: "workflows" }, { page: "home" }],
  "file-storage": [{ page: "features" }, { page: "home" }],
  integrations: { page: "features" },
  chatbots: { page: "chatbots" },
  "ai-agents": { page: "features" },
  notifications: { page: "features" },
  "vibe-coding": { page: "aiVibeCoding" },
  "development-process": { page: "developmentPolicy", section: "Phases", anchor: "phases" },
  results: { page: "home" },
  payments: { page: "checkout" },
  "getting-started": pricingPlansSource,
  consultation: contact,
};

export function chunkSource(id: string): Source[] {
  if (id.startsWith("legal:")) {
    const [, page, section] = id.split(":");
    return [
      { page: page as PageKey, section: legalSectionTitle(page!, section!), anchor: section },
    ];
  }
  if (id.startsWith("cookie-item:")) return [{ page: "cookies" }];
  if (id.startsWith("plan-") && id !== "plan-compare") return [planSource(id.slice(5))];
  if (id.startsWith("vibe-") && id !== "vibe-pricing") return [vibeSource(id.slice(5))];
  if (id.startsWith("chatbot-") && id !== "chatbot-pricing") return [chatbotSource(id.slice(8))];
  const s = chunkSources[id];
  return s === undefined ? [] : Array.isArray(s) ? s : [s];
}

/** Texts of the Chatbots page (/chatbots). Prices, models and setup times live in plans.ts. */
import { capitalize } from "../lib/format";
import { platformIntegrations } from "./plans";
import { claims } from "./promises";

export type ChatbotsIcon =
  | "headset"
  | "cart"
  | "calendar"
  | "book"
  | "globe"
  | "message"
  | "messages"
  | "hash"
  | "phone"
  | "mail";

/** "15-30 minutes", from the fastest and slowest integration in plans.ts. */
export function setupTimeRange(): string {
  const minutes = platformIntegrations.map((p) => Number.parseInt(p.setupTime, 10));
  return `${Math.min(...minutes)}-${Math.max(...minutes)} minutes`;
}

export const chatbotsHero = {
  eyebrow: "AI Chatbots",
  title: "Custom AI chatbots that talk like your best employee",
  lead: `We design, train and connect a chatbot for your business, live on your channels in ${setupTimeRange()}. It answers ${claims.support}, captures leads and hands over to your team when it matters.`,
  cta: { label: "Contact Us Today", to: "/contact" },
  points: [
    `Setup in ${setupTimeRange()}`,
    `${capitalize(claims.support)} answers`,
    `${claims.integrations} integrations`,
  ],
} as const;

export const chatbotUseCasesSection = {
  eyebrow: "Use cases",
  title: "One chatbot, many jobs",
  lead: "Pick the conversations you want handled first; add more whenever you are ready.",
} as const;

export const chatbotUseCases: { title: string; description: string; icon: ChatbotsIcon }[] = [
  {
    title: "Customer service",
    description: "Resolves common questions instantly and routes the rest to the right person.",
    icon: "headset",
  },
  {
    title: "Sales and e-commerce",
    description: "Recommends products, answers pricing questions and recovers abandoned carts.",
    icon: "cart",
  },
  {
    title: "Bookings and appointments",
    description: "Checks availability, books the slot and sends reminders automatically.",
    icon: "calendar",
  },
  {
    title: "Knowledge and onboarding",
    description: "Gives customers and new staff answers from your manuals and policies.",
    icon: "book",
  },
];

export type ChatbotPlacement = "floating" | "sidebar" | "embedded" | "modal";

export const chatbotDesignsSection = {
  eyebrow: "Designs",
  title: "A chatbot that fits your site",
  lead: "Four proven layouts, styled in your brand colors and voice.",
} as const;

export const chatbotDesigns: {
  name: string;
  placement: ChatbotPlacement;
  placementLabel: string;
  description: string;
  /** Text alternative of the small placement picture. */
  previewAlt: string;
}[] = [
  {
    name: "Minimalist Pro",
    placement: "floating",
    placementLabel: "Floating",
    description: "A small chat button in the corner that opens a compact window on any page.",
    previewAlt: "A compact chat window floating above the bottom-right corner of a web page",
  },
  {
    name: "Corporate Elite",
    placement: "sidebar",
    placementLabel: "Sidebar",
    description: "A full-height panel beside your content for long, detailed conversations.",
    previewAlt: "A full-height chat panel along the right side of a web page",
  },
  {
    name: "E-commerce Helper",
    placement: "embedded",
    placementLabel: "Embedded",
    description: "Built into product and help pages, right where shoppers ask questions.",
    previewAlt: "A chat box placed inside the content of a web page",
  },
  {
    name: "Support Hero",
    placement: "modal",
    placementLabel: "Modal",
    description: "A focused window over the page for support flows that need full attention.",
    previewAlt: "A chat window centered over a dimmed web page",
  },
];

export const aiModelsSection = {
  eyebrow: "AI models",
  title: "The right model for every conversation",
  lead: "We pick the model that balances quality, speed and cost for your use case. Usage is billed at the provider's price per 1,000 tokens.",
  customPriceLabel: "Custom pricing",
  priceUnit: "per 1K tokens",
} as const;

export const integrationsSection = {
  eyebrow: "Integrations",
  title: "Live where your customers are",
  lead: `Connect your chatbot to the platforms you already use. Each one is set up in ${setupTimeRange()}.`,
  setupLabel: "Setup time",
} as const;

export const chatbotIntegrationIcons: Record<string, ChatbotsIcon> = {
  website: "globe",
  whatsapp: "message",
  facebook: "messages",
  slack: "hash",
  sms: "phone",
  email: "mail",
};

export const chatbotPricingSection = {
  eyebrow: "Pricing",
  title: "Simple plans that grow with you",
  lead: "Start small, upgrade when conversations grow, or have us build something entirely your own.",
  popularLabel: "Most Popular",
  /** Where "Get Quote for Custom Development" leads: the consultation form. */
  customQuoteTo: "/contact",
  periodLabels: { month: "/month", "one-time": "one-time" },
} as const;

export const chatbotsCta = {
  title: "Let's build your chatbot",
  lead: "Tell us about your customers and your channels. We'll recommend a design, a model and a plan.",
  cta: { label: "Talk to a Chatbot Expert", to: "/contact" },
} as const;

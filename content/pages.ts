/**
 * One entry per route: the head tags and the sitemap both read from here.
 * Titles are unique per page; `indexable` decides robots and sitemap membership.
 * Prices are computed from the catalog in plans.ts, never typed here.
 */
import { formatUsd, perMonth } from "../lib/format";
import { setupTimeRange } from "./chatbots-page";
import {
  chatbotTiers,
  priceRanges,
  pricingPlans,
  promotions,
  vibeCodingPlans,
  vibeCodingTrialDays,
} from "./plans";
import { promises } from "./promises";

/** "a, b, or c" */
function orList(items: string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")}, or ${items.at(-1)}`;
}

const automationFrom = perMonth(priceRanges.automation.low);
const automationPlanList = orList(
  pricingPlans.map((p) =>
    p.price === null ? `custom ${p.name}` : `${p.name} ${perMonth(p.price)}`,
  ),
);
const chatbotsFrom = perMonth(
  Math.min(...chatbotTiers.filter((t) => t.period === "month").map((t) => t.price)),
);
const customChatbot = chatbotTiers.find((t) => t.period === "one-time");
const chatbotPrices = [
  `Plans from ${chatbotsFrom}`,
  ...(customChatbot ? [`custom development ${formatUsd(customChatbot.price)}`] : []),
].join(", ");
const developmentFrom = perMonth(priceRanges.development.low);
const developmentYearlyFrom = perMonth(Math.min(...vibeCodingPlans.map((p) => p.yearlyPrice)));
export type PageKey =
  | "home"
  | "features"
  | "pricing"
  | "checkout"
  | "contact"
  | "chat"
  | "chatbots"
  | "workflows"
  | "terms"
  | "refundPolicy"
  | "developmentPolicy"
  | "privacy"
  | "cookies"
  | "aiVibeCoding"
  | "notFound";

export type PageEntry = {
  path: string;
  title: string;
  /** Short name used in breadcrumbs and the social image. */
  name: string;
  description: string;
  keywords: string[];
  indexable: boolean;
  /** JSON-LD types beyond Organization, WebSite and BreadcrumbList. */
  schema?: "Service" | "Product";
  changefreq?: "weekly" | "monthly" | "yearly";
  priority?: number;
  /** Social preview image under /og/. */
  ogImage: string;
};

export const pages: Record<PageKey, PageEntry> = {
  home: {
    path: "/",
    name: "Home",
    title: "Relaywise | Done-for-You AI Automation for Small Businesses",
    description: `Custom AI workflows, chatbots and integrations built and run for you. Save 15+ hours a week with automation from ${automationFrom}, live within 24 hours.`,
    keywords: [
      "AI automation",
      "business automation",
      "AI chatbot",
      "workflow automation",
      "small business",
    ],
    indexable: true,
    changefreq: "weekly",
    priority: 1,
    ogImage: "/og/home.png",
  },
  features: {
    path: "/features",
    name: "Features",
    title: "Features: AI Chatbots, File Management, Workflows | Relaywise",
    description:
      "AI-powered chatbots, intelligent file management with vector search, workflow automation and real-time notifications, with 100+ app integrations.",
    keywords: [
      "AI chatbot features",
      "vector search",
      "workflow automation",
      "real-time notifications",
      "integrations",
    ],
    indexable: true,
    changefreq: "monthly",
    priority: 0.8,
    ogImage: "/og/features.png",
  },
  pricing: {
    path: "/pricing",
    name: "Pricing",
    title: `Pricing: AI Automation Plans from ${automationFrom} | Relaywise`,
    description: `${automationPlanList}. Limited time: save up to ${perMonth(promotions.automationSaveUpToPerMonth)}. Setup within ${promises.setupWithin}.`,
    keywords: [
      "AI automation pricing",
      "automation plans",
      "business automation cost",
      "chatbot pricing",
    ],
    indexable: true,
    schema: "Product",
    changefreq: "weekly",
    priority: 0.9,
    ogImage: "/og/pricing.png",
  },
  checkout: {
    path: "/checkout",
    name: "Checkout",
    title: "Checkout: Premium Priority Service | Relaywise",
    description:
      "Choose a premium priority-service package and pay securely by card, or continue with the free service.",
    keywords: ["checkout", "premium service"],
    indexable: false,
    ogImage: "/og/home.png",
  },
  contact: {
    path: "/contact",
    name: "Contact",
    title: "Contact Us: Free Workflow Consultation | Relaywise",
    description:
      "Tell us which task or workflow you want automated. A specialist replies within 24 hours, Mon-Fri 9AM-6PM EST, from Raleigh, NC.",
    keywords: [
      "contact",
      "automation consultation",
      "workflow consultation",
      "AI automation experts",
    ],
    indexable: true,
    changefreq: "monthly",
    priority: 0.8,
    ogImage: "/og/contact.png",
  },
  chat: {
    path: "/chat",
    name: "Live Chat Demo",
    title: "Live AI Chat Demo: Try Our Assistant | Relaywise",
    description:
      "Chat with our AI assistant live. See how an AI chatbot answers your customers 24/7 and hands interested visitors to your team.",
    keywords: ["AI chat demo", "live chatbot", "AI assistant", "customer service automation"],
    indexable: true,
    changefreq: "monthly",
    priority: 0.7,
    ogImage: "/og/chat.png",
  },
  chatbots: {
    path: "/chatbots",
    name: "AI Chatbots",
    title: "Custom AI Chatbots for Your Business | Relaywise",
    description: `Custom AI chatbots for websites, WhatsApp, Slack and more, set up in ${setupTimeRange()}. ${chatbotPrices}.`,
    keywords: ["custom AI chatbot", "website chatbot", "WhatsApp chatbot", "chatbot pricing"],
    indexable: true,
    schema: "Service",
    changefreq: "monthly",
    priority: 0.8,
    ogImage: "/og/chatbots.png",
  },
  workflows: {
    path: "/workflows",
    name: "Workflows",
    title: "Workflow Automation Examples and Editor | Relaywise",
    description:
      "Popular automations we set up for you, plus a visual editor to sketch your own workflow from AI agent templates.",
    keywords: ["workflow automation", "automation examples", "workflow editor", "AI agents"],
    indexable: true,
    changefreq: "monthly",
    priority: 0.7,
    ogImage: "/og/workflows.png",
  },
  terms: {
    path: "/terms",
    name: "Terms of Service",
    title: "Terms of Service | Relaywise",
    description:
      "The terms that govern Relaywise automation and development services, billing, cancellation and support.",
    keywords: ["terms of service", "terms and conditions"],
    indexable: true,
    changefreq: "yearly",
    priority: 0.3,
    ogImage: "/og/legal.png",
  },
  refundPolicy: {
    path: "/refund-policy",
    name: "Refund Policy",
    title: "Refund Policy: 7-Day Risk-Free Guarantee | Relaywise",
    description:
      "7-day risk-free full refund, processed in 3-5 business days. How to request a refund and what to expect.",
    keywords: ["refund policy", "money-back guarantee"],
    indexable: true,
    changefreq: "yearly",
    priority: 0.3,
    ogImage: "/og/legal.png",
  },
  developmentPolicy: {
    path: "/development-policy",
    name: "Development Policy",
    title: "Development Policy: Timelines and Support | Relaywise",
    description:
      "How we build: development begins 24-48 hours after payment, phases from discovery to launch, support response targets and uptime.",
    keywords: ["development policy", "service level", "support targets"],
    indexable: true,
    changefreq: "yearly",
    priority: 0.3,
    ogImage: "/og/legal.png",
  },
  privacy: {
    path: "/privacy",
    name: "Privacy Policy",
    title: "Privacy Policy | Relaywise",
    description:
      "What personal data Relaywise collects through chat, forms, payments and uploads, why, for how long, and your rights.",
    keywords: ["privacy policy", "personal data", "GDPR", "CCPA"],
    indexable: true,
    changefreq: "yearly",
    priority: 0.3,
    ogImage: "/og/legal.png",
  },
  cookies: {
    path: "/cookies",
    name: "Cookie Policy",
    title: "Cookie Policy | Relaywise",
    description:
      "The cookies and browser storage the Relaywise site uses, what each is for and how long it lasts.",
    keywords: ["cookie policy", "cookies"],
    indexable: true,
    changefreq: "yearly",
    priority: 0.3,
    ogImage: "/og/legal.png",
  },
  aiVibeCoding: {
    path: "/ai-vibe-coding",
    name: "AI Vibe Coding",
    title: `AI Vibe Coding: Websites and Apps from ${developmentYearlyFrom} | Relaywise`,
    description: `Custom websites, web apps and mobile apps built with AI, from ${developmentFrom}, or ${developmentYearlyFrom} on a yearly plan. ${vibeCodingTrialDays}-day free trial.`,
    keywords: ["AI development", "custom website", "web app development", "mobile app development"],
    indexable: true,
    schema: "Service",
    changefreq: "monthly",
    priority: 0.8,
    ogImage: "/og/ai-vibe-coding.png",
  },
  notFound: {
    path: "/404",
    name: "Page Not Found",
    title: "Page Not Found",
    description: "The page you are looking for does not exist.",
    keywords: [],
    indexable: false,
    ogImage: "/og/home.png",
  },
};

export const indexablePages = Object.values(pages).filter((p) => p.indexable);

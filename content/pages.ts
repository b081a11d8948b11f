/**
 * One entry per route: the head tags and the sitemap both read from here.
 * Titles are unique per page; `indexable` decides robots and sitemap membership.
 */
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
    description:
      "Custom AI workflows, chatbots and integrations built and run for you. Save 15+ hours a week with automation from $197/month, live within 24 hours.",
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
    title: "Pricing: AI Automation Plans from $197/month | Relaywise",
    description:
      "Business Starter $197/month, Business Pro $397/month, or custom Business Elite. Limited time: save up to $400/month. Setup within 24 hours.",
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
    description:
      "Custom AI chatbots for websites, WhatsApp, Slack and more, set up in 15-30 minutes. Plans from $49/month, custom development $2,999.",
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
    title: "AI Vibe Coding: Websites and Apps from $179/month | Relaywise",
    description:
      "Custom websites, web apps and mobile apps built with AI, from $199/month, or $179/month on a yearly plan. 14-day free trial.",
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

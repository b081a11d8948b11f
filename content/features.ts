/** Texts of the Features page (/features). Figures come from promises.ts, never typed here. */
import { capitalize } from "../lib/format";
import { claims, promises } from "./promises";

/** Icon keys the page maps to lucide icons; content stays free of React. */
export type FeatureIcon =
  | "bot"
  | "files"
  | "workflow"
  | "bell"
  | "zap"
  | "shield"
  | "globe"
  | "chart"
  | "channels"
  | "database"
  | "users"
  | "plug";

export type FeatureVisual = "chat" | "files" | "workflow" | "notifications";

export type FeatureBlock = {
  id: string;
  title: string;
  description: string;
  bullets: string[];
  learnMoreTo: string;
  icon: FeatureIcon;
  visual: FeatureVisual;
};

export type Capability = { id: string; title: string; description: string; icon: FeatureIcon };

export const featuresHero = {
  eyebrow: "Features",
  title: "Everything your business needs to run on autopilot",
  lead: "Chatbots that answer customers, files that find themselves, workflows that run without you and alerts the moment something matters. We build, connect and run it all for you.",
  cta: { label: "Free Consultation", to: "/contact" },
  stats: [
    { value: claims.hoursSavedWeekly, label: "hours saved each week" },
    { value: claims.fasterWorkflows, label: "faster workflows" },
    { value: claims.uptime, label: "uptime" },
    { value: claims.integrations, label: "app integrations" },
  ],
} as const;

export const learnMoreLabel = "Learn More";

export const featureBlocks: FeatureBlock[] = [
  {
    id: "chatbots",
    title: "AI-Powered Chatbots",
    description:
      "A chatbot trained on your business answers customers on your website and messaging apps, day and night, and hands warm leads to your team.",
    bullets: [
      `Answers trained on your services, prices and policies, with ${claims.languageModels}`,
      `${capitalize(claims.support)} availability on your website, WhatsApp, SMS and more`,
      "Detects buying interest and captures contact details for you",
      "Hands the conversation to a human whenever it should",
    ],
    learnMoreTo: "/chatbots",
    icon: "bot",
    visual: "chat",
  },
  {
    id: "file-management",
    title: "Intelligent File Management",
    description:
      "Contracts, invoices and client documents stored in one place and searchable by meaning, not just by file name.",
    bullets: [
      `${claims.fileFormats} file formats, from PDFs and spreadsheets to images`,
      "Vector search that finds the right passage in seconds",
      "Automatic sorting and tagging as files arrive",
      `${claims.encryption} encryption for every file you store`,
    ],
    learnMoreTo: "/contact",
    icon: "files",
    visual: "files",
  },
  {
    id: "workflow-automation",
    title: "Workflow Automation",
    description:
      "Repetitive steps between your tools become workflows that run on their own, checked and monitored by our team.",
    bullets: [
      `Workflows that run ${claims.fasterWorkflows} faster than doing them by hand`,
      "AI agents that read, decide and act between your apps",
      `${claims.automationSuccess} automation success rate, with monitoring and retries`,
      `Your first automation live within ${promises.firstAutomationLiveWithin}`,
    ],
    learnMoreTo: "/workflows",
    icon: "workflow",
    visual: "workflow",
  },
  {
    id: "notifications",
    title: "Real-time Notifications",
    description:
      "The right person hears about a new lead, an overdue invoice or a failed payment the moment it happens.",
    bullets: [
      "Instant alerts by SMS, email or team chat",
      "Rules that decide who is told, and when",
      "Daily and weekly summaries instead of inbox noise",
      "Escalation when nobody responds in time",
    ],
    learnMoreTo: "/contact",
    icon: "bell",
    visual: "notifications",
  },
];

export const capabilitiesSection = {
  eyebrow: "Built for business",
  title: "Capabilities behind every solution",
  lead: "The same dependable foundation runs under every chatbot, workflow and integration we build for you.",
} as const;

export const capabilities: Capability[] = [
  {
    id: "speed",
    title: "Lightning-fast responses",
    description: `${capitalize(claims.responseSpeed)} responses, so customers never wait for an answer.`,
    icon: "zap",
  },
  {
    id: "security",
    title: "Enterprise-grade security",
    description: `${claims.encryption} encryption and ${claims.compliance} compliant infrastructure protect your data.`,
    icon: "shield",
  },
  {
    id: "global-scale",
    title: "Global scale",
    description: `${claims.uptime} uptime on infrastructure that grows with your traffic.`,
    icon: "globe",
  },
  {
    id: "analytics",
    title: "Analytics and insights",
    description: "See conversations, leads and time saved on one clear dashboard.",
    icon: "chart",
  },
  {
    id: "omnichannel",
    title: "Omnichannel",
    description: "One assistant across your website, WhatsApp, SMS, email and Slack.",
    icon: "channels",
  },
  {
    id: "knowledge-base",
    title: "Vector knowledge base",
    description: `Answers grounded in your own documents, across ${claims.fileFormats} file formats.`,
    icon: "database",
  },
  {
    id: "collaboration",
    title: "Team collaboration",
    description: "Shared inboxes, hand-offs and notes keep everyone on the same page.",
    icon: "users",
  },
  {
    id: "integrations",
    title: "Custom integrations",
    description: `${claims.integrations} integrations with the CRM, calendar and accounting tools you already use.`,
    icon: "plug",
  },
];

export const featuresCta = {
  title: "Ready to see what automation can do for you?",
  lead: `Book a free consultation. We map your processes and show you where ${claims.hoursSavedWeekly} hours a week are hiding.`,
  primary: { label: "Free Consultation", to: "/contact" },
  secondary: { label: "Schedule Demo", to: "/contact#book-a-call" },
} as const;

/** Sample data drawn inside the feature pictures (illustrations, not claims). */
export const featureVisuals = {
  chat: {
    title: "Website assistant",
    status: "Online",
    messages: [
      { from: "visitor", text: "Can I change my booking to Friday?" },
      {
        from: "assistant",
        text: "Of course! Friday has openings in the morning. Shall I move it?",
      },
      { from: "visitor", text: "Yes please." },
    ],
  },
  files: {
    query: "termination clause",
    results: [
      { name: "Client agreement - Harbor Dental.pdf", kind: "PDF", match: 96 },
      { name: "Service terms 2024.docx", kind: "DOCX", match: 88 },
      { name: "Vendor contracts.xlsx", kind: "XLSX", match: 71 },
    ],
  },
  workflow: {
    steps: ["AI Intake", "Smart Condition", "File Processor", "SMS Alert", "CRM Update"],
  },
  notifications: {
    items: [
      { channel: "SMS", title: "New lead from the website chat", time: "now" },
      { channel: "Email", title: "Invoice overdue: follow-up sent", time: "2 min" },
      { channel: "Slack", title: "Daily summary is ready", time: "1 h" },
    ],
  },
} as const;

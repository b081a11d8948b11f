/**
 * Short FAQ-style facts about the services and how they work, for the chat assistant (and the
 * LLM's system prompt). Prose only: every figure is interpolated from the other content modules,
 * so a price or promise changed there changes here too. Contact details are not here; the
 * assistant takes them from the server-resolved business profile.
 */
import { integrations } from "./lead";
import { platformIntegrations, vibeCodingPlans, vibeCodingTrialDays } from "./plans";
import { developmentPhases, servicePolicy } from "./policies";
import { claims, promises } from "./promises";

export type KnowledgeEntry = {
  id: string;
  title: string;
  /** Words a visitor might use for this topic, beyond the title (helps retrieval). */
  keywords: string[];
  /** The answer as shown in chat: 1-4 sentences or a short markdown list. */
  answer: string;
};

const integrationLabels = integrations.map((i) => i.label).join(", ");
const channelNames = platformIntegrations.map((p) => p.name).join(", ");
const vibeNames = vibeCodingPlans.map((p) => p.name).join(", ");
const workflowDemoSteps = [
  "AI Intake",
  "Smart Condition",
  "File Processor",
  "SMS Alert",
  "CRM Update",
];

export const knowledgeEntries: KnowledgeEntry[] = [
  {
    id: "services",
    title: "What services do you offer",
    keywords: ["services", "offer", "do", "provide", "what", "company", "about", "help", "sell"],
    answer: [
      "We build and run done-for-you AI automation for small and mid-size businesses:",
      "- Custom automated workflows and AI agents",
      "- AI chatbots for your website and messaging channels",
      `- File management with vector search (${claims.fileFormats} file formats)`,
      "- Real-time notifications (email and SMS)",
      `- Integrations with ${claims.integrations} apps`,
      `- Custom software development (AI Vibe Coding): ${vibeNames}`,
    ].join("\n"),
  },
  {
    id: "how-workflow-automation-works",
    title: "How does workflow automation work",
    keywords: [
      "workflow",
      "automation",
      "automate",
      "how",
      "works",
      "process",
      "steps",
      "trigger",
      "agents",
    ],
    answer: [
      "We analyze your needs, build a custom solution, then deploy and support it.",
      `A workflow chains steps, for example ${workflowDemoSteps.join(" → ")}: an AI reads what comes in, a condition decides the route, and actions process files, send alerts and update your CRM.`,
      `Your first automation is live within ${promises.firstAutomationLiveWithin}, and clients save ${claims.hoursSavedWeekly} hours a week with ${claims.automationSuccess} automation success.`,
    ].join(" "),
  },
  {
    id: "file-storage",
    title: "File storage and management with vector search",
    keywords: [
      "file",
      "files",
      "storage",
      "store",
      "documents",
      "upload",
      "formats",
      "vector",
      "search",
      "knowledge base",
    ],
    answer: `Intelligent file management stores ${claims.fileFormats} file formats with vector search, so you and your AI chatbot find documents by meaning, not just by file name. Files are protected with ${claims.encryption} encryption.`,
  },
  {
    id: "integrations",
    title: "Integrations with your apps",
    keywords: ["integrations", "integrate", "connect", "apps", "tools", "crm", "sync", "api"],
    answer: `We connect your automations to ${claims.integrations} apps, including ${integrationLabels}. Chatbots also run on ${channelNames}. Ask about a specific app and a specialist will confirm it.`,
  },
  {
    id: "chatbots",
    title: "AI chatbots",
    keywords: [
      "chatbot",
      "bot",
      "chat",
      "assistant",
      "customer service",
      "support bot",
      "channels",
    ],
    answer: `Our AI chatbots are trained on your business and answer customers ${claims.support} with ${claims.responseSpeed} responses, on ${channelNames}.`,
  },
  {
    id: "ai-agents",
    title: "AI agents",
    keywords: ["agent", "agents", "ai agent", "autonomous", "tasks", "templates"],
    answer: `An AI agent takes over a repetitive task end to end, such as reading incoming documents, answering messages, sending SMS alerts or updating your CRM, using ${claims.languageModels}. Agents are combined into workflows that we set up and monitor for you.`,
  },
  {
    id: "notifications",
    title: "Real-time notifications",
    keywords: ["notifications", "alerts", "sms", "text", "email alerts", "notify", "real-time"],
    answer:
      "Real-time notifications alert you or your customers by email and SMS the moment something happens, for example a new lead, a processed document or a booked appointment.",
  },
  {
    id: "vibe-coding",
    title: "What is AI Vibe Coding (custom software development)",
    keywords: [
      "vibe coding",
      "development",
      "developer",
      "software",
      "custom",
      "build",
      "website",
      "app",
    ],
    answer: `AI Vibe Coding is our custom software development service: ${vibeNames}, built and maintained for you. Development begins ${servicePolicy.developmentBegins}, and every plan starts with a ${vibeCodingTrialDays}-day free trial.`,
  },
  {
    id: "development-process",
    title: "Development process and timeline",
    keywords: ["timeline", "phases", "process", "how long", "schedule", "launch", "delivery"],
    answer: [
      `Development begins ${servicePolicy.developmentBegins}:`,
      ...developmentPhases.map((p) => `- ${p.days}: ${p.name}`),
    ].join("\n"),
  },
  {
    id: "results",
    title: "Results clients get",
    keywords: ["results", "benefits", "roi", "save time", "faster", "success", "why"],
    answer: `Clients save ${claims.hoursSavedWeekly} hours a week, run workflows ${claims.fasterWorkflows} faster and see ${claims.automationSuccess} automation success, backed by ${claims.support} support and ${claims.uptime} uptime.`,
  },
  {
    id: "payments",
    title: "How payment works",
    keywords: ["pay", "payment", "card", "credit card", "billing", "invoice", "checkout", "charge"],
    answer:
      "You pay by card through our secure card payment provider; prices are in USD. Pick a plan on the pricing page, fill in the order form and complete checkout.",
  },
  {
    id: "getting-started",
    title: "How to get started",
    keywords: ["start", "get started", "begin", "sign up", "onboarding", "next steps"],
    answer: `Tell me what you need here in the chat, request a free consultation on the contact page, or pick a plan on the pricing page. A specialist follows up within ${promises.leadFollowUp}, and setup is done within ${promises.setupWithin}.`,
  },
  {
    id: "consultation",
    title: "Free workflow consultation",
    keywords: ["consultation", "free consultation", "demo", "call", "meeting", "talk", "advice"],
    answer: `Describe the task you want automated in the consultation form on our contact page; a specialist replies within ${promises.workflowConsultationFollowUp}. There is no cost for the consultation.`,
  },
];

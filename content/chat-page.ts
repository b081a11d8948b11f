/** Texts of the live chat demo page (/chat). Figures come from promises.ts and plans.ts. */
import { capitalize, formatUsd } from "../lib/format";
import { pricingPlans } from "./plans";
import { claims, promises } from "./promises";

export type ChatPageIcon =
  | "clock"
  | "zap"
  | "book"
  | "target"
  | "handoff"
  | "channels"
  | "languages"
  | "shield"
  | "headset"
  | "cart"
  | "calendar"
  | "building";

const starter = pricingPlans.find((p) => p.id === "starter")!;

export const chatHero = {
  eyebrow: "Live Chat Demo",
  title: "Talk to our AI assistant, live",
  lead: "Ask anything about automating your business. The same assistant can answer your customers around the clock and pass interested visitors straight to your team.",
  startLabel: "Start Chatting Now",
  points: [
    `${capitalize(claims.support)} answers, no waiting for office hours`,
    `${capitalize(claims.responseSpeed)} replies`,
    `A specialist follows up within ${promises.leadFollowUp}`,
  ],
} as const;

export type SampleMessage = { from: "visitor" | "assistant"; text: string; time: string };

export const liveDemo = {
  eyebrow: "See it in action",
  title: "A real conversation, start to finish",
  lead: "This is how a typical visitor chat goes: a question, a straight answer with real prices, and a warm hand-off to a person.",
  steps: [
    "Answers questions about your services and prices",
    "Recognizes buying interest as it happens",
    "Collects contact details and alerts your team",
  ],
  tryLabel: "Try It Yourself",
  continueLabel: "Continue This Conversation",
  visitorName: "Visitor",
  conversation: [
    {
      from: "visitor",
      text: "Hi! Can a chatbot answer my customers' questions after hours?",
      time: "9:41 PM",
    },
    {
      from: "assistant",
      text: `Absolutely. I answer ${claims.support} on your website and messaging apps, trained on your own services, prices and policies. Replies are ${claims.responseSpeed}, so nobody waits.`,
      time: "9:41 PM",
    },
    { from: "visitor", text: "What does it cost to get started?", time: "9:42 PM" },
    {
      from: "assistant",
      text: `${starter.name} is ${formatUsd(starter.price!)}/month and includes an AI chatbot for your website plus ${starter.workflows}. Setup is done within ${promises.setupWithin}.`,
      time: "9:42 PM",
    },
    { from: "visitor", text: "Great. Can someone walk me through it?", time: "9:43 PM" },
    {
      from: "assistant",
      text: `Of course! Share your name and email and a specialist will reach out within ${promises.leadFollowUp}.`,
      time: "9:43 PM",
    },
  ] satisfies SampleMessage[],
} as const;

export const chatFeaturesSection = {
  eyebrow: "What it can do",
  title: "An assistant that works like your best team member",
  lead: "Every capability below is part of the assistant you just saw, configured for your business.",
} as const;

export const chatFeatures: { title: string; description: string; icon: ChatPageIcon }[] = [
  {
    title: "Always available",
    description: `${capitalize(claims.support)} answers, including nights, weekends and holidays.`,
    icon: "clock",
  },
  {
    title: "Instant replies",
    description: `${capitalize(claims.responseSpeed)} responses keep visitors engaged instead of bouncing.`,
    icon: "zap",
  },
  {
    title: "Knows your business",
    description: `Trained on your documents in ${claims.fileFormats} formats with a vector knowledge base.`,
    icon: "book",
  },
  {
    title: "Captures leads",
    description: "Spots buying interest and collects the details your sales team needs.",
    icon: "target",
  },
  {
    title: "Human hand-off",
    description: "Notifies a specialist by email or SMS the moment a visitor is ready to talk.",
    icon: "handoff",
  },
  {
    title: "Every channel",
    description: "The same assistant on your website, WhatsApp, SMS, email and Slack.",
    icon: "channels",
  },
  {
    title: "Natural language",
    description: `Understands everyday questions with ${claims.languageModels}.`,
    icon: "languages",
  },
  {
    title: "Secure by design",
    description: `${claims.encryption} encryption and ${claims.compliance} compliant infrastructure.`,
    icon: "shield",
  },
];

export const useCasesSection = {
  eyebrow: "Use cases",
  title: "Where businesses put it to work",
  lead: "Start with the conversations that take most of your team's time.",
} as const;

export const chatUseCases: {
  title: string;
  description: string;
  example: string;
  icon: ChatPageIcon;
}[] = [
  {
    title: "Customer support",
    description: "Answers order, billing and how-to questions and opens a ticket when needed.",
    example: "Where is my order?",
    icon: "headset",
  },
  {
    title: "Sales and lead qualification",
    description: "Asks the right questions, qualifies the lead and books a call with your team.",
    example: "Do you offer a plan for a team of ten?",
    icon: "cart",
  },
  {
    title: "Appointments and scheduling",
    description: "Finds a free slot, books it in your calendar and sends reminders.",
    example: "Can I come in on Thursday afternoon?",
    icon: "calendar",
  },
  {
    title: "Internal help desk",
    description: "Gives your staff instant answers from handbooks, policies and procedures.",
    example: "How many vacation days do I have left?",
    icon: "building",
  },
];

export const chatCta = {
  title: "Give your customers answers in seconds",
  lead: "Try the assistant yourself, then choose the plan that fits your business.",
  tryLabel: "Try Live Demo",
  startLabel: "Get Started Free",
  startTo: "/pricing",
} as const;

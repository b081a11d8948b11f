/** Texts and example automations of /workflows. */
import { claims, promises } from "./promises";

export type AutomationExampleIcon = "users" | "receipt" | "calendar" | "headset" | "file" | "star";

export type AutomationExample = {
  id: string;
  name: string;
  description: string;
  icon: AutomationExampleIcon;
  steps: string[];
  timeSaved: string;
};

export const automationExamples: AutomationExample[] = [
  {
    id: "lead-follow-up",
    name: "Lead Follow-Up",
    description:
      "Every new web or chat lead gets a personal reply in minutes and lands in your CRM.",
    icon: "users",
    steps: ["New lead arrives", "AI drafts a reply", "Email and SMS sent", "CRM updated"],
    timeSaved: "6 hours a week",
  },
  {
    id: "invoice-processing",
    name: "Invoice Processing",
    description: "Invoices from your inbox are read, checked and entered into your books.",
    icon: "receipt",
    steps: [
      "Invoice email received",
      "AI extracts the totals",
      "Matched to the order",
      "Posted to accounting",
    ],
    timeSaved: "5 hours a week",
  },
  {
    id: "appointment-reminders",
    name: "Appointment Reminders",
    description:
      "Clients get reminders and confirm or reschedule by text, so fewer slots go empty.",
    icon: "calendar",
    steps: [
      "Booking created",
      "Reminder the day before",
      "Client replies by SMS",
      "Calendar updated",
    ],
    timeSaved: "4 hours a week",
  },
  {
    id: "support-ticket-triage",
    name: "Support Ticket Triage",
    description:
      "Incoming requests are sorted by topic and urgency and routed to the right person.",
    icon: "headset",
    steps: [
      "Ticket received",
      "AI sets topic and urgency",
      "Routed to the right person",
      "Urgent ones alert by SMS",
    ],
    timeSaved: "7 hours a week",
  },
  {
    id: "document-intake",
    name: "Document Intake",
    description:
      "Client uploads are read, named, filed and searchable without anyone sorting them.",
    icon: "file",
    steps: [
      "Client uploads a file",
      "AI reads and tags it",
      "Filed to the client folder",
      "Team notified",
    ],
    timeSaved: "5 hours a week",
  },
  {
    id: "review-requests",
    name: "Review Requests",
    description: "Happy customers are asked for a review at the right moment, every time.",
    icon: "star",
    steps: ["Job marked complete", "Short wait", "Review request sent", "Replies flagged for you"],
    timeSaved: "3 hours a week",
  },
];

export const workflowsPage = {
  hero: {
    eyebrow: "Workflow automation",
    title: "Automations that run your busywork",
    lead: `Tell us the flow, we build and run it. Teams save ${claims.hoursSavedWeekly} hours a week and finish workflows ${claims.fasterWorkflows} faster.`,
    ctaLabel: "Set Up My First Automation",
    /** The hero's picture shows the first example running. */
    visualStatus: "Active",
  },
  examples: {
    eyebrow: "Popular automations",
    title: "Start with one of these",
    lead: "Real flows we set up for small businesses every week. Pick one and we adapt it to your tools.",
    timeSavedLabel: "Saves about",
    stepsLabel: "Steps",
    ctaLabel: "Set This Up For Me",
  },
  dialog: {
    title: "Tell Us What Flow You Need",
    description: "Our team designs, builds and runs it for you. Choose how you want to start.",
    chosenExample: (name: string) => `You picked: ${name}`,
    describeLabel: "Describe My Workflow",
    describeHint: "A short form: what to automate and the tools you use.",
    callLabel: "Schedule a Call",
    callHint: "Talk it through with a specialist.",
    laterLabel: "I'll decide later",
    nextStepsTitle: "What happens next",
    nextSteps: [
      "You tell us what the flow should do and which tools it touches.",
      `A specialist contacts you within ${promises.workflowConsultationFollowUp}.`,
      `We build and test it with you; your first automation can be live within ${promises.firstAutomationLiveWithin} of your go-ahead.`,
    ],
  },
  yourAutomations: {
    eyebrow: "Your workspace",
    title: "Your Automations",
    lead: "Workflows you save in the visual editor will be listed here, ready to edit, run or switch off.",
    emptyTitle: "Nothing saved yet",
    emptyText:
      "The visual editor is on its way. Until then, our team sets up any automation for you.",
    emptyCtaLabel: "Tell Us What You Need",
  },
} as const;

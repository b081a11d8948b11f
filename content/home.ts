/**
 * Every text and timing on the home page (/). Button labels are fixed wording
 * (docs/product-rules.md); figures come from promises.ts so they are never typed twice.
 */
import { claims, promises } from "./promises";

/** The components read these; nothing else in the code knows the numbers. */
export const timings = {
  /** The testimonial carousel moves on by one every 4 s while playing. */
  carouselAdvanceMs: 4000,
  /**
   * Workflow demo: 'Start Demo' makes step 1 active at once; every stepMs the active step
   * turns completed and the next becomes active. After the last step completes the diagram
   * shows "all completed" for resetMs, then returns to idle.
   * Timeline: 0 s step 1, 1 s step 2, ... 4 s step 5, 5 s all completed, 6.5 s idle.
   */
  demoStepMs: 1000,
  demoResetMs: 1500,
} as const;

export const hero = {
  badge: `Done-for-you AI automation, live within ${promises.firstAutomationLiveWithin}`,
  title: "Hand off the busywork. Keep the business growing.",
  lead: "We design, build and run custom AI workflows, chatbots and integrations for small and mid-size businesses, so your team spends its time on customers instead of copy-paste.",
  primaryCta: "Get Your Custom Solution",
  secondaryCta: "Speak with Our Team",
  claims: [
    `${claims.hoursSavedWeekly} hours saved weekly`,
    `${claims.fasterWorkflows} faster workflows`,
    `${claims.automationSuccess} automation success`,
  ],
  visual: {
    label:
      "Example: a customer asks to book a consultation, and an automation runs AI Intake, Smart Condition, File Processor, SMS Alert and CRM Update in under a second.",
    windowTitle: "New lead workflow",
    customer: "Hi! Can I book a consultation for Tuesday morning?",
    assistant: "You're booked for Tuesday at 10:00. A confirmation is on its way by SMS.",
    runStatus: "Completed in 0.8 s",
  },
} as const;

export const howItWorks = {
  eyebrow: "How it works",
  title: "From first call to running automation in three steps",
  lead: "You tell us what slows your team down. We build it, ship it and keep it running.",
  steps: [
    {
      title: "Analyze your needs",
      text: "A short call maps the repetitive tasks, tools and hand-offs that cost your team the most hours each week.",
    },
    {
      title: "Build your custom solution",
      text: "We design the workflows, chatbot and integrations around the tools you already use. No new software to learn.",
    },
    {
      title: "Deploy and support",
      text: `Your first automation goes live within ${promises.firstAutomationLiveWithin}. We monitor it, tune it and answer questions ${claims.support}.`,
    },
  ],
  primaryCta: "Start Automating Now",
  demoCta: "See How It Works",
} as const;

export type ServiceIcon = "documents" | "support" | "notifications" | "calendar" | "data" | "email";

export const services = {
  eyebrow: "What we automate",
  title: "Services that take work off your plate",
  lead: "Each one is set up for your business and connected to the tools you already use.",
  items: [
    {
      icon: "documents",
      title: "Document management",
      text: `Store, sort and search contracts, invoices and client files in ${claims.fileFormats} formats, with AI that finds the right page in seconds.`,
    },
    {
      icon: "support",
      title: "Customer service automation",
      text: "An AI assistant answers common questions around the clock and hands real sales leads to your team.",
    },
    {
      icon: "notifications",
      title: "Real-time notifications",
      text: "Email, SMS and team alerts the moment a lead arrives, a payment lands or a task needs a person.",
    },
    {
      icon: "calendar",
      title: "Appointment and scheduling",
      text: "Customers book, reschedule and get reminders on their own, and your calendar stays in sync.",
    },
    {
      icon: "data",
      title: "Data processing and integration",
      text: `Move data between your CRM, spreadsheets and ${claims.integrations} apps without retyping a single field.`,
    },
    {
      icon: "email",
      title: "Email marketing automation",
      text: "Follow-ups, newsletters and win-back campaigns that send themselves to the right customer at the right time.",
    },
  ] satisfies { icon: ServiceIcon; title: string; text: string }[],
} as const;

export type Testimonial = {
  name: string;
  role: string;
  company: string;
  content: string;
  rating: number;
  postedDate: string;
};

export const testimonialsSection = {
  eyebrow: "Customer stories",
  title: "Trusted by teams who had better things to do",
  lead: "Owners and managers on what changed after their first automations went live.",
  carouselLabel: "Customer testimonials",
  ratingText: (rating: number) => `Rated ${rating} out of 5`,
  slideLabel: (n: number, total: number) => `${n} of ${total}`,
  dotLabel: (n: number, total: number) => `Show testimonial ${n} of ${total}`,
  previous: "Previous testimonial",
  next: "Next testimonial",
  pause: "Pause testimonials",
  play: "Play testimonials",
  dotsLabel: "Choose a testimonial",
} as const;

export const testimonials: Testimonial[] = [
  {
    name: "Sarah Mitchell",
    role: "Owner",
    company: "Bloom Dental Studio",
    content:
      "Appointment reminders and rescheduling now run on their own. No-shows dropped by a third, and my front desk finally has time to greet patients properly.",
    rating: 5,
    postedDate: "2 weeks ago",
  },
  {
    name: "James Carter",
    role: "Operations Manager",
    company: "Carter & Sons Logistics",
    content:
      "Delivery paperwork used to take two people all of Monday. The document workflow files and checks everything overnight, and we have not lost an invoice since.",
    rating: 5,
    postedDate: "1 month ago",
  },
  {
    name: "Priya Raman",
    role: "Founder",
    company: "Raman Wellness",
    content:
      "The chat assistant answers our class questions at midnight and passes real inquiries to me with all the details. It feels like we hired a patient, tireless receptionist.",
    rating: 5,
    postedDate: "3 weeks ago",
  },
  {
    name: "Daniel Brooks",
    role: "Managing Partner",
    company: "Brooks Legal Group",
    content:
      "Intake forms, conflict checks and client updates are connected now. We save well over fifteen hours a week, and clients hear back the same day.",
    rating: 5,
    postedDate: "1 week ago",
  },
  {
    name: "Elena Torres",
    role: "Marketing Lead",
    company: "Casa Verde Home Goods",
    content:
      "Our follow-up emails go out at the right moment without anyone remembering to send them. Repeat orders are up, and setup took them less than a day.",
    rating: 5,
    postedDate: "2 months ago",
  },
  {
    name: "Marcus Lee",
    role: "General Manager",
    company: "Summit Auto Care",
    content:
      "When a car is ready, the customer gets a text and the invoice is already in our books. Fewer phone calls, happier customers, and nothing slips through.",
    rating: 5,
    postedDate: "5 days ago",
  },
  {
    name: "Olivia Grant",
    role: "Director",
    company: "Grant Property Services",
    content:
      "Maintenance requests used to live in three inboxes. Now they are sorted, assigned and tracked automatically, and the team answers tenants in minutes.",
    rating: 5,
    postedDate: "6 weeks ago",
  },
];

export const closing = {
  title: "Ready to give your team its week back?",
  lead: "Tell us what slows you down. We'll design the automation, build it and run it for you.",
  primaryCta: hero.primaryCta,
  secondaryCta: hero.secondaryCta,
  trust: ["Enterprise-grade security", `${claims.support} support`, "Setup and deployment handled"],
} as const;

export type DemoStepIcon = "intake" | "condition" | "file" | "sms" | "crm";

export const workflowDemo = {
  title: "Watch an automation run",
  description:
    "A new customer request flows through five steps. AI Intake passes it to Smart Condition, which routes it to File Processor and SMS Alert; both then update the CRM.",
  closeLabel: "Close demo",
  start: "Start Demo",
  reset: "Reset",
  startBuilding: "Start Building Now",
  learnMore: "Learn More",
  /** Full page load: the workflow editor is a heavy page and starts fresh. */
  startBuildingHref: "/workflows",
  diagramLabel: "Workflow steps",
  status: {
    idle: "Press Start Demo to run the workflow.",
    running: (n: number, total: number, name: string) => `Step ${n} of ${total}: ${name}`,
    done: "All steps completed.",
  },
  stepState: { active: "Running", completed: "Completed" },
  steps: [
    { id: "intake", icon: "intake", name: "AI Intake", detail: "Reads the request" },
    { id: "condition", icon: "condition", name: "Smart Condition", detail: "Decides the route" },
    { id: "file", icon: "file", name: "File Processor", detail: "Files the documents" },
    { id: "sms", icon: "sms", name: "SMS Alert", detail: "Texts your team" },
    { id: "crm", icon: "crm", name: "CRM Update", detail: "Records the lead" },
  ] satisfies { id: string; icon: DemoStepIcon; name: string; detail: string }[],
  /** Source → target, by step id: intake→condition; condition→file and sms; both→crm. */
  links: [
    ["intake", "condition"],
    ["condition", "file"],
    ["condition", "sms"],
    ["file", "crm"],
    ["sms", "crm"],
  ] as const,
} as const;

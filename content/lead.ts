/**
 * What the lead-capture dialog offers, with its labels. Shared by the UI, the zod schemas in
 * lib/, the API and the assistant.
 */
export const leadServices = [
  { value: "website", label: "I need a website" },
  { value: "web-app", label: "I need a web application" },
  { value: "ai-agent", label: "I want an AI agent to automate something" },
  { value: "file-management", label: "I want to store and manage client files" },
  { value: "crm-dashboard", label: "I need a CRM/dashboard system" },
  { value: "other", label: "Other" },
] as const;

export type LeadService = (typeof leadServices)[number]["value"];

/** Short names of the services, as the team reads them in a notification's subject line. */
export const leadServiceShortNames: Record<LeadService, string> = {
  website: "Website",
  "web-app": "Web application",
  "ai-agent": "AI agent",
  "file-management": "File management",
  "crm-dashboard": "CRM/dashboard",
  other: "Other",
};
export const leadServiceValues = leadServices.map((s) => s.value) as [
  LeadService,
  ...LeadService[],
];

export const websiteTypes = [
  { value: "business", label: "Business/Corporate Website" },
  { value: "ecommerce", label: "E-commerce Store" },
  { value: "portfolio", label: "Portfolio/Personal" },
  { value: "blog", label: "Blog/Content Site" },
  { value: "landing", label: "Landing Page" },
  { value: "other", label: "Other" },
] as const;

export const platforms = [
  { value: "web", label: "Web Application" },
  { value: "mobile", label: "Mobile App" },
  { value: "desktop", label: "Desktop Application" },
  { value: "all", label: "All Platforms" },
] as const;

export const integrations = [
  { value: "crm", label: "CRM System" },
  { value: "email", label: "Email Marketing" },
  { value: "calendar", label: "Calendar Integration" },
  { value: "payment", label: "Payment Processing" },
  { value: "analytics", label: "Analytics & Reporting" },
  { value: "social", label: "Social Media" },
] as const;

/**
 * The visitor's confirmation email after the lead dialog (the dialog promises one). Anyone can
 * type any address into the form, so it says only our own words and facts we chose (the service
 * from our list, the reference): never the name, company or text the form carried.
 */
export const leadConfirmation = {
  subject: (brand: string) => `We received your request - ${brand}`,
  greeting: "Hello,",
  intro: "Thank you for your interest. We've received your request and will be in touch shortly.",
  nextTitle: "What happens next",
  next: (followUp: string) => [
    `A specialist will reach out within ${followUp} to discuss your project.`,
    "We look at what you told us and prepare the questions that matter for your project.",
  ],
  reachTitle: "How to reach us",
  copyTitle: "Your request",
  reference: (id: number) => `Reference: request #${id}`,
  service: (label: string) => `Service: ${label}`,
  notRepeated:
    "For your privacy this email does not repeat what you wrote. To add something, reply to this email and mention the reference.",
  closing: (brand: string) => `The ${brand} team`,
} as const;

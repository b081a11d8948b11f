/** Texts of /contact. Phone, email, hours and address come from the business profile at runtime. */
import { promises } from "./promises";

export { contactFormAnchor, contactSubmittedAnchor } from "./navigation";
/** Where "Schedule a Call" links land: the call is booked in the chat. */
export const bookCallAnchor = "book-a-call";

export const contactPage = {
  bookCall: {
    title: "Rather talk it through?",
    lead: "Book a 30-minute call with a specialist. The assistant asks what you need (a minute), then shows the free times in your time zone.",
    button: "Book a call",
  },
  hero: {
    eyebrow: "Contact",
    title: "Tell us which workflow eats your week",
    lead: "Get a free consultation with an automation specialist. We look at how you work today and show you what can run on its own.",
    ctaLabel: "Request Free Consultation",
  },
  details: {
    eyebrow: "Reach us",
    title: "Talk to a person",
    lead: "Prefer to call or write? Our team is here during business hours.",
    phoneLabel: "Phone",
    emailLabel: "Sales email",
    hoursLabel: "Hours",
    headquartersLabel: "Headquarters",
  },
  consultation: {
    eyebrow: "Free workflow consultation",
    title: "Request a Workflow Consultation",
    lead: "Describe the task or workflow you want automated and we come back with a plan.",
    followUp: `A specialist replies within ${promises.workflowConsultationFollowUp}.`,
    includeTitle: "What to tell us",
    include: [
      "The task or workflow you want automated",
      "The tools you use for it today",
      "What the ideal result looks like",
      "How you prefer to be contacted: email, phone call or text message",
    ],
  },
} as const;

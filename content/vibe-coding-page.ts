/** Texts of /ai-vibe-coding. Plans and prices come from plans.ts; timings from promises/policies. */
import { vibeCodingTrialDays } from "./plans";
import { promises } from "./promises";

const trialNote = `${vibeCodingTrialDays}-day free trial, then your card is charged monthly.`;

export const vibeCodingPage = {
  hero: {
    eyebrow: "AI Vibe Coding",
    title: "Your website or app, built with AI and run for you",
    lead: `Custom websites, web applications and mobile apps for one monthly price: design, development, hosting and updates included. Start with a ${vibeCodingTrialDays}-day free trial.`,
    plansLabel: "See Plans",
    chatLabel: "Chat With Our Team",
    visual: { address: "yourbusiness.com", status: "Deployed · mobile-first · SEO-ready" },
  },
  howItWorks: {
    eyebrow: "How it works",
    title: "From idea to launch in days",
    lead: `Development begins ${promises.developmentStartsAfterPayment} after payment, and you see progress at every phase.`,
    steps: [
      {
        title: "Choose your plan",
        text: "A website, a web application or a mobile app, billed monthly or yearly.",
      },
      {
        title: "Tell us about your project",
        text: "What you need, who it is for and when you would like to launch.",
      },
      { title: "Start your free trial", text: trialNote },
      {
        title: "We build, you review",
        text: `Development begins ${promises.developmentStartsAfterPayment} after payment.`,
      },
    ],
    phasesTitle: "Development phases",
  },
  pricing: {
    eyebrow: "Plans",
    title: "Pick the build that fits",
    lead: "Hosting, maintenance and updates are included in every plan.",
    billingLabel: "Billing period",
    monthlyLabel: "Monthly",
    yearlyLabel: "Yearly",
    perMonth: "/month",
    billedMonthly: "billed monthly",
    billedYearly: "with a 12-month plan",
    yearlySaving: (amount: string) => `Save ${amount}/year`,
    /** Under a monthly price: the yearly option, so both prices are on the page. */
    orYearly: (price: string, saving: string) =>
      `or ${price}/month with a 12-month plan (save ${saving}/year)`,
    popularLabel: "Most Popular",
    chooseLabel: "Choose Plan",
    selectedLabel: "Selected",
    trialNote,
  },
  /** Shown where the request form goes once a plan is chosen. */
  request: {
    eyebrow: "Your request",
    title: (planName: string) => `Request your ${planName}`,
    lead: `Tell us about your project and a specialist follows up within ${promises.aiVibeCodingFollowUp}.`,
    selectedAnnouncement: (planName: string) =>
      `${planName} selected. Your request details are below.`,
  },
  closing: {
    title: "Not sure which build you need?",
    lead: `Book a free consultation and a specialist follows up within ${promises.aiVibeCodingFollowUp} to scope your project.`,
    ctaLabel: "Schedule Consultation",
  },
} as const;

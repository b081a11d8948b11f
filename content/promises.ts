/**
 * Response-time promises and marketing claims. The promises differ by page on purpose (lead
 * dialog, consultation, AI Vibe Coding, premium packages); each page picks its own from here.
 */
export const promises = {
  setupWithin: "24 hours",
  firstAutomationLiveWithin: "24 hours",
  proSupportResponse: "4 hours",
  premiumTeamContactAfterPayment: "2 hours",
  leadFollowUp: "24 hours",
  workflowConsultationFollowUp: "24 hours",
  aiVibeCodingFollowUp: "1 hour",
  consultationSubmittedContact: "1 hour",
  developmentStartsAfterPayment: "24-48 hours",
} as const;

export const claims = {
  hoursSavedWeekly: "15+",
  fasterWorkflows: "3x",
  automationSuccess: "99%",
  support: "24/7",
  uptime: "99.9%",
  responseSpeed: "sub-second",
  fileFormats: "50+",
  encryption: "256-bit",
  integrations: "100+",
  compliance: "SOC 2",
  languageModels: "advanced language-model processing",
} as const;

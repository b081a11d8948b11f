/** Every policy figure, typed once. Legal pages and the assistant quote these. */
export const policyLastUpdated = "December 19, 2024";

export const refundPolicy = {
  riskFreeDays: 7,
  refundProcessing: "3-5 business days",
  requestAcknowledged: "24 hours",
  review: "1-2 business days",
  bankProcessing: "5-10 days",
} as const;

export const cancellationPolicy = {
  monthlyNoticeDays: 30,
  annualEarlyCancel: "remaining months of the annual term are due",
  pauseUpToMonths: 6,
  dataDeletedWithinDays: 30,
  termChangeNoticeDays: 30,
} as const;

/** What a paused plan means, as the terms state it. */
export const pauseEffect = "While paused, your automations are switched off and your data is kept.";

export const servicePolicy = {
  firstAutomationLive: "24 hours",
  developmentBegins: "24-48 hours after payment",
  responseTime: "under 3 seconds for 95% of requests",
  uptime: "99.9%",
} as const;

/** Response targets by priority, and what each priority means (the development policy's table). */
export const supportTargets = [
  {
    priority: "Critical",
    firstResponse: "2 hours",
    resolution: "4 hours",
    meaning: "A live automation, chatbot or site is down or losing data.",
  },
  {
    priority: "High",
    firstResponse: "4 hours",
    resolution: "same day",
    meaning: "An important feature is broken and there is no workaround.",
  },
  {
    priority: "Normal",
    firstResponse: "24 hours",
    resolution: "48 hours",
    meaning: "A question, a minor bug, or a problem with a workaround.",
  },
  {
    priority: "Enhancement",
    firstResponse: "48 hours",
    resolution: "planned into a release",
    meaning: "A request for a new feature or a change in behavior.",
  },
] as const;

export const developmentPhases = [
  {
    days: "Days 1-2",
    name: "Discovery and planning",
    detail: "Requirements, scope and a written plan.",
  },
  { days: "Days 2-7", name: "Build", detail: "Development with progress updates you can see." },
  { days: "Days 7-10", name: "Review and launch", detail: "Your review, revisions and go-live." },
  {
    days: "Ongoing",
    name: "Support and improvement",
    detail: "Maintenance, monitoring and new features.",
  },
] as const;

/** Machine-readable form of policyLastUpdated, for <time dateTime>. */
export const policyLastUpdatedIso = "2024-12-19";

export const governingLaw = {
  state: "North Carolina",
  venue: "the state and federal courts located in Wake County, North Carolina",
} as const;

export const liabilityPolicy = {
  /** Liability is capped at the fees paid over this many months before the claim. */
  capMonthsOfFees: 12,
} as const;

/** How long personal data is kept (privacy policy); the assistant quotes the same figures. */
export const dataRetention = {
  leadsMonths: 24,
  chatTranscriptsMonths: 24,
  consultationFilesMonths: 24,
  technicalLogsDays: 30,
  paymentRecordsYears: 7,
  afterTerminationDays: cancellationPolicy.dataDeletedWithinDays,
} as const;

export const privacyRequests = {
  /** We answer access, correction and deletion requests within this many days. */
  responseDays: 30,
  /** Visitors must be at least this old to use the site. */
  minimumAge: 16,
} as const;

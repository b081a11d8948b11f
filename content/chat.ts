/**
 * Texts, limits and timings of the chat assistant and the lead-capture dialog (much of it fixed
 * wording: docs/product-rules.md). The API, the dialogs and the tests all read them from here.
 */

/** The fixed greeting stored as the first assistant message of every session. */
export const chatGreeting = "Hello! I'm your AI assistant. How can I help you today?";

export const chatSuggestions = [
  "I need a website",
  "I need a web application",
  "How does workflow automation work?",
  "I want to automate my business processes",
  "Tell me about file storage",
  "I need help with integrations",
] as const;

/**
 * The chips once the conversation's request is sent, and once its call is booked: the first set
 * would reopen the request form for what the team already has.
 */
/** What the visitor says to ask for a call: a chip, and what "Book a call" buttons send. */
export const bookCallRequest = "Book a call";

export const chatSuggestionsByStage = {
  none: chatSuggestions,
  sent: [
    bookCallRequest,
    "What happens next?",
    "How does workflow automation work?",
    "Tell me about file storage",
  ],
  booked: [
    "What happens next?",
    "How does workflow automation work?",
    "Tell me about file storage",
  ],
} as const;

export const chatLimits = {
  /** Longest visitor message, in characters after trimming. */
  messageMaxLength: 2000,
  /** Earlier turns handed to the assistant with each message. */
  historyTurns: 20,
  /** Transcript kept with a lead (the most recent part when longer). */
  transcriptMaxLength: 50_000,
} as const;

export const chatTimings = {
  /** The chat input is focused again this long after each send. */
  inputRefocusMs: 100,
  /** The lead dialog closes itself this long after 'Thank You!'. */
  leadDialogAutoCloseMs: 3000,
  /** Success toasts stay this long. */
  successToastMs: 5000,
} as const;

/** The browser keeps the visitor's chat session here so it survives reloads and navigation. */
export const chatSessionStorageKey = "relaywise.chat.sessionId";

const chatCookieDays = 30;

/**
 * The cookie that ties a chat session to the browser that opened it: the session id alone reads
 * and writes nothing. The cookie page (content/legal/cookies.ts, from content/storage.ts) states this name and lifetime, and the
 * chat API (server/chat/session-cookie.ts) sets the cookie with them.
 */
export const chatCookiePolicy = {
  name: "rw_chat",
  lifetimeDays: chatCookieDays,
  lifetime: `${chatCookieDays} days`,
} as const;

export const chatText = {
  connected: "Connected",
  connecting: "Connecting...",
  closeLabel: "Close chat",
  inputLabel: "Type your message",
  inputPlaceholder: "Type your message...",
  sendLabel: "Send message",
  suggestionsLabel: "Suggested questions",
  logLabel: "Conversation",
  typing: (assistantName: string) => `${assistantName} is typing`,
  you: "You",
  inputHint: "Enter sends, Shift+Enter adds a new line.",
} as const;

/** Server error messages of the chat and inquiry API. */
export const chatErrors = {
  blankMessage: "Please type a message.",
  messageTooLong: `Message must be ${chatLimits.messageMaxLength.toLocaleString("en-US")} characters or fewer`,
  sessionRequired: "A chat session id is required.",
  sessionNotFound: "This chat session does not exist. Please start a new chat.",
  chatRateLimited: (wait: string) => `Too many messages. Please try again in ${wait}.`,
  sessionRateLimited: (wait: string) =>
    `Too many new chats from your network. Please try again in ${wait}.`,
  inquiryRateLimited: (wait: string) =>
    `Too many requests from your network. Please try again in ${wait}.`,
  assistantUnavailable: "Our assistant could not answer just now. Please try again.",
  submissionRejected: "Submission rejected",
  cardNotFound: "This card is no longer in the conversation.",
  /** What the card id in a dismiss URL names, and a URL with a good one, for the 400 of a bad one. */
  cardId: { name: "message", example: "/api/chat/<session id>/cards/12/dismiss" },
} as const;

/**
 * "Email me this conversation". Nothing the visitor wrote goes to an address until its owner
 * confirms it: the chat says a link is on its way, the first email carries only the fixed text
 * and the link, the link's page sends the transcript.
 */
export const transcriptTexts = {
  /** The chat's answer once the address is taken. */
  checkInbox: (email: string) =>
    `Almost done: we've sent a confirmation link to ${email}. Please check your inbox and open the link to receive this conversation.`,
  /** Past the hourly limit of confirmation emails for this chat or network: nothing is sent. */
  limitReached:
    "I can't send more conversation emails from this chat right now. Please try again in an hour, or use the contact form to reach our team.",
  confirmSubject: (brand: string) => `Confirm your email to receive your ${brand} conversation`,
  confirmBody: (brand: string, link: string, hours: number) =>
    [
      "Hello,",
      "Confirm that you want the conversation sent to this address:",
      link,
      `The link works once and for ${hours} hours. If you did not ask for this, ignore this email and nothing will be sent.`,
      `-- ${brand}`,
    ].join("\n\n"),
  deliverySubject: (brand: string) => `Your conversation with ${brand}`,
  deliveryIntro: (brand: string) =>
    `Hello,\n\nHere is your conversation with the ${brand} assistant, as you asked.`,
  deliveryOutro: (phone: string, hours: string) =>
    `To talk to a person, reply to this email or call ${phone} (${hours}).`,
  /** The confirmation page behind the link. */
  page: {
    title: "Send your conversation",
    metaTitle: "Send your conversation",
    lead: "Confirm that you want the conversation sent to this address:",
    button: "Send the conversation",
    sending: "Sending…",
    sentTitle: "It's on its way",
    sent: "Your conversation is on its way to your inbox.",
    alreadySent: "This conversation has already been sent to your inbox.",
    invalidTitle: "This link does not work",
    invalid: "This link is not valid. Please ask the assistant to email the conversation again.",
    expired: "This link has expired. Please ask the assistant to email the conversation again.",
    home: "Back to home",
  },
} as const;

/** The chat's and the lead dialog's toasts (fixed wording). */
export const chatToasts = {
  connectionError: {
    title: "Connection Error",
    description: "Failed to connect to chat. Please refresh and try again.",
  },
  connecting: {
    title: "Connecting...",
    description: "Setting up chat session, please wait a moment.",
  },
  sendFailed: {
    title: "Error",
    prefix: "Failed to send message: ",
    fallback: "Please try again.",
  },
  rateLimited: { title: "Please wait" },
  serviceInterest: {
    title: "Service Interest Detected",
    description: "We've notified a human specialist – you'll get a response shortly.",
  },
  leadMissing: {
    title: "Missing Information",
    description: "Please fill in all required fields.",
  },
  leadFailed: { title: "Error", description: "Something went wrong. Please try again." },
  leadSubmitted: {
    title: "Thank You!",
    description: "We've received your information and will contact you shortly.",
  },
} as const;

/** The lead-capture dialog's texts. */
export const leadDialogText = {
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  step1Title: "What Do You Need Help With?",
  step1Description: "Choose the option that fits best. You can change it later.",
  suggested: "Suggested",
  step2Titles: {
    website: "Tell us about your website",
    "web-app": "Tell us about your web application",
    "ai-agent": "What should your AI agent do?",
    "file-management": "Tell us about your requirements",
    "crm-dashboard": "Tell us about your requirements",
    other: "Tell us about your requirements",
  },
  step2Description: "A few details help our specialist prepare. Everything here is optional.",
  websiteTypeLabel: "What type of website do you need?",
  websiteTypePlaceholder: "Select a website type",
  websiteFeaturesLabel: "Which features do you need?",
  websiteFeatures: { cms: "CMS", contactForms: "Contact Forms", seo: "SEO Optimization" },
  platformLabel: "Which platform should it run on?",
  platformPlaceholder: "Select a platform",
  webAppFeaturesLabel: "Which features do you need?",
  webAppFeatures: {
    authentication: "User login/authentication",
    payment: "Payment integration",
    database: "Database Integration",
  },
  automationTaskLabel: "What task would you like to automate?",
  automationTaskPlaceholder: "e.g. answer customer emails and book appointments in our calendar",
  integrationsLabel: "Which systems should it connect to?",
  requirementsLabel: "Describe your requirements",
  requirementsPlaceholder: "What should it do, who will use it, and which tools do you use today?",
  step3Title: "Let's get your contact information",
  step3Description: "Fields marked * are required.",
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email Address",
  company: "Company (Optional)",
  honeypot: "Leave this field empty",
  back: "Back",
  continue: "Continue",
  submit: "Submit Request",
  submitting: "Submitting...",
  required: "This field is required",
  invalidEmail: "Please enter a valid email address",
  step4Title: "Thank You!",
  step4Lead: "We've received your request and will be in touch shortly.",
  step4Follow: (within: string) =>
    `A specialist will reach out within ${within} to discuss your project.`,
  close: "Close",
} as const;

/**
 * Texts of the staff inbox at /admin: ours to change (none of them is fixed wording).
 */
import { promises } from "./promises";

export const adminTexts = {
  title: "Inbox",
  signInTitle: "Staff sign-in",
  signInLead: "Sign in to read and work the leads, requests and payments visitors sent.",
  loginLabel: "Username or email",
  passwordLabel: "Password",
  signIn: "Sign in",
  signingIn: "Signing in...",
  signOut: "Sign out",
  wrongPassword: "That username or password is not right.",
  loginRateLimited: (wait: string) =>
    `Too many sign-in attempts for this account or network. Please try again in ${wait}.`,
  sessionEnded: "Your session has ended. Please sign in again.",
  /** What an id in an /api/admin URL names, and a URL with a good one, for the 400 of a bad one. */
  ids: {
    person: { name: "person", example: "/api/admin/people/12" },
    item: { name: "item", example: "/api/admin/items/inquiry/12" },
    delivery: { name: "notification", example: "/api/admin/items/inquiry/12/deliveries/3/retry" },
  },
  csrfMissing: "This form is out of date. Reload the page and try again.",
  unauthorized: "Sign in to use the staff inbox.",
  setupTitle: "No staff account yet",
  setupLead:
    "The inbox opens once a staff account exists. On the server, in the project folder, run:",
  setupCommand: "npm run staff:add -- <username> <email>",
  setupAfter:
    "It asks for the password (at least 12 characters). Or set ADMIN_EMAIL and ADMIN_PASSWORD_HASH before the first start.",
  inboxEmpty: "Nothing matches. Visitors' leads, requests and payments appear here.",
  searchLabel: "Search name, email, company or phone",
  kindLabel: "Kind",
  statusLabel: "Status",
  allKinds: "All kinds",
  allStatuses: "All statuses",
  exportCsv: "Export CSV",
  dashboard: "Dashboard",
  /** The dashboard's funnel line: each step a subset of the one before. */
  funnel: (f: { chats: number; leads: number; paid: number }) =>
    `${f.chats} ${f.chats === 1 ? "conversation" : "conversations"} · ${f.leads} ${f.leads === 1 ? "person" : "people"} left contact details → ${f.paid} of them paid`,
  newItems: "new",
  notes: "Internal notes",
  noteLabel: "Add a note (only the team sees it)",
  addNote: "Add note",
  history: "History",
  deliveries: "Notifications",
  retryNow: "Retry now",
  noDeliveries: "No notification was sent for this item.",
  statusChanged: "Status changed",
  noteAdded: "Note added",
  latestNotes: "Latest notes",
  retryQueued: "Sent again: the notification is queued.",
  /** The reply-time promise the dashboard and the digest measure against. */
  replyPromise: promises.leadFollowUp,
  replyPromiseHours: 24,
  people: "People",
  calls: "Calls",
  runs: "Failed runs",
  filter: "Filter",
  viewLabel: "Show",
  peopleEmpty: "Nobody matches. People who chat, send a form, book a call or pay appear here.",
  previousPage: "Previous",
  nextPage: "Next",
  pageOf: (page: number) => `Page ${page}`,
  exportBy: "One row per",
  exportByPerson: "person",
  exportByItem: "item",
  noName: "(no name yet)",
  anonymousName: (id: number) => `Visitor #${id} (no contact details)`,
  openItems: (count: number) => `${count} new`,
  latest: "Latest",
  nextCall: "Call",
  contact: "Contact",
  email: "Email",
  phone: "Phone",
  company: "Company",
  firstSeen: "First seen",
  statusNow: "Status",
  markStatus: (label: string) => `Mark ${label.toLowerCase()}`,
  timeline: "Timeline",
  timelineEmpty: "Nothing here yet.",
  conversation: "Chat conversation",
  visitorSaid: "Visitor",
  assistantSaid: "Assistant",
  download: (name: string, size: string) => `Download ${name} (${size})`,
  removedAccount: "(removed account)",
  statusChange: (from: string, to: string) => `Status: ${from} → ${to}`,
  retried: (what: string) => `Notification sent again: ${what}`,
  onItem: "on",
  attempts: (n: number) => `${n} attempt${n === 1 ? "" : "s"}`,
  backToPeople: "All people",
  callsTitle: "Booked calls",
  callsLead: "Calls from today on, soonest first.",
  callsEmpty: "No call is booked from today on.",
  yourTime: "Your time",
  yourZone: (zone: string) => `Times are in your time zone (${zone.replace(/_/g, " ")}).`,
  visitorTime: "Visitor's time",
  callMinutes: (n: number) => `${n} min`,
  runsTitle: "Failed workflow runs",
  runsLead:
    "Visitors' automations that stopped with an error. They are not people and not counted as new.",
  runsEmpty: "No workflow run has failed.",
  runLog: "What the run did",
  transcriptTitle: "Conversation transcript",
  itemNotFound: "Not found",
  digestSubject: (count: number) =>
    `${count} ${count === 1 ? "person" : "people"} still new after ${promises.leadFollowUp}`,
} as const;

/** Every record a person can have, as the team reads it (inbox item kinds). */
export const itemKindLabels: Record<string, string> = {
  chat_lead: "Chat",
  lead: "Chat",
  inquiry: "Lead form",
  booking: "Booked call",
  consultation: "Consultation request",
  payment: "Payment",
  transcript_request: "Conversation emailed",
  workflow_failure: "Failed workflow run",
};

/** Consultation kinds as the team reads them (automation_requests.automation_type). */
export const automationTypeLabels: Record<string, string> = {
  workflow_consultation: "Workflow consultation",
};

/** The people list's views. */
export const peopleViewLabels = {
  people: "People",
  anonymous: "Conversations without contact details",
} as const;

/** Status names as the team reads them. */
export const statusLabels: Record<string, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  requires_payment_method: "Awaiting card",
  requires_action: "Awaiting 3-D Secure",
  processing: "Processing",
  succeeded: "Paid",
  canceled: "Canceled",
  failed: "Failed",
  trialing: "Trial",
  active: "Active",
  requested: "Requested",
  incomplete: "Incomplete",
  past_due: "Past due",
  unpaid: "Unpaid",
  collecting: "New",
  booked: "Booked",
  declined: "Card refused",
  unconfirmed: "Waiting for the visitor to confirm the address",
  sent: "Sent",
};

/** A person's statuses in pipeline order, as the list's filter offers them. */
export const personStatusOrder = ["new", "contacted", "qualified", "won", "lost"] as const;

/** Team notifications: where they go and how far they got. */
/** Whom a notification was for, when it has no name of its own below. */
export const audienceLabels = { team: "To the team", visitor: "To the visitor" } as const;

/** Each notification as the team reads it on a person's page: "Lead form alert, Email: Sent". */
export const notificationLabels: Record<string, string> = {
  chat_lead: "Chat interest alert to the team",
  business_inquiry: "Lead form alert to the team",
  business_inquiry_confirmation: "Confirmation to the visitor",
  call_booking: "Booked call alert to the team",
  call_booking_confirmation: "Call confirmation to the visitor",
  consultation: "Consultation alert to the team",
  consultation_confirmation: "Confirmation to the visitor",
  transcript_request: "Conversation email alert to the team",
  transcript_confirmation: "Address check sent to the visitor",
  transcript_delivery: "Conversation sent to the visitor",
  payment_subscription_request: "Subscription request alert to the team",
  payment_payment_request: "Payment request alert to the team",
  payment_payment_successful: "Payment successful alert to the team",
  payment_payment_failed: "Payment failed alert to the team",
  payment_receipt: "Receipt to the buyer",
  vibe_coding_confirmation: "Confirmation to the visitor",
};

export const channelLabels: Record<string, string> = {
  outbox: "Outbox file",
  email: "Email",
  sms: "Text message",
  webhook: "Webhook",
};

export const deliveryStatusLabels: Record<string, string> = {
  pending: "Waiting to send",
  sent: "Sent",
  failed: "Failed",
  skipped: "Not sent",
};

/** A label for a slug the content has no word for yet: "past_due" reads "Past due". */
export function humanize(slug: string): string {
  const words = slug.replace(/[_-]+/g, " ").trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : "";
}

export const labelOf = (labels: Record<string, string>, slug: string | null | undefined) =>
  slug ? (labels[slug] ?? humanize(slug)) : "";

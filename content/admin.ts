/**
 * Texts of the staff inbox at /admin. The team's side is not in the spec; these are ours.
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
  loginRateLimited:
    "Too many sign-in attempts for this account or network. Wait a minute, then try again.",
  sessionEnded: "Your session has ended. Please sign in again.",
  csrfMissing: "This form is out of date. Reload the page and try again.",
  unauthorized: "Sign in to use the staff inbox.",
  setupTitle: "No staff account yet",
  setupLead:
    "The inbox opens once a staff account exists. On the server, in the project folder, run:",
  setupCommand: "npm run staff:add -- <username> <email>",
  setupAfter:
    "It asks for the password (at least 12 characters). Or set ADMIN_EMAIL and ADMIN_PASSWORD_HASH before the first start.",
  inboxEmpty: "Nothing matches. Visitors' leads, requests and payments appear here.",
  searchLabel: "Search name, email or company",
  kindLabel: "Kind",
  statusLabel: "Status",
  allKinds: "All kinds",
  allStatuses: "All statuses",
  exportCsv: "Export CSV",
  dashboard: "Dashboard",
  newItems: "new",
  notes: "Internal notes",
  noteLabel: "Add a note (only the team sees it)",
  addNote: "Add note",
  history: "History",
  deliveries: "Notifications to the team",
  retryNow: "Retry now",
  noDeliveries: "No notification was sent for this item.",
  statusChanged: "Status changed",
  noteAdded: "Note added",
  retryQueued: "Sent again: the notification is queued.",
  /** The reply-time promise the dashboard and the digest measure against. */
  replyPromise: promises.leadFollowUp,
  replyPromiseHours: 24,
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
  unconfirmed: "Waiting for the visitor to confirm the address",
  sent: "Sent",
};

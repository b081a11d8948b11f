import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  password: text("password").notNull(),
  email: text("email"),
  phone: text("phone"),
  createdAt: createdAt(),
});

export const chatSessions = pgTable("chat_sessions", {
  id: serial("id").primaryKey(),
  sessionId: text("session_id").notNull().unique(),
  userId: integer("user_id").references(() => users.id),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
});

/** Lead status: collecting → new → contacted → qualified → won | lost (PRODUCT-DECISIONS). */
export const leadStatuses = ["collecting", "new", "contacted", "qualified", "won", "lost"] as const;

export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    sessionId: text("session_id"),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    company: text("company"),
    preferredContact: text("preferred_contact"),
    interest: text("interest").notNull(),
    projectDetails: text("project_details"),
    timeline: text("timeline"),
    budget: text("budget"),
    additionalInfo: jsonb("additional_info"),
    conversationTranscript: text("conversation_transcript").notNull(),
    status: text("status", { enum: leadStatuses }).notNull().default("collecting"),
    emailSent: boolean("email_sent").notNull().default(false),
    nextQuestionType: text("next_question_type"),
    inquiryId: integer("inquiry_id").references(() => businessInquiries.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("leads_session_idx").on(t.sessionId)],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => chatSessions.sessionId, { onDelete: "cascade" }),
    message: text("message").notNull(),
    isUser: boolean("is_user").notNull(),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
    metadata: jsonb("metadata"),
  },
  (t) => [index("chat_messages_session_idx").on(t.sessionId, t.id)],
);

export const inquiryStatuses = ["new", "contacted", "qualified", "won", "lost"] as const;

export const businessInquiries = pgTable("business_inquiries", {
  id: serial("id").primaryKey(),
  sessionId: text("session_id"),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  company: text("company"),
  service: text("service").notNull(),
  message: text("message").notNull(),
  /** Every lead-dialog answer under its own name (PRODUCT-DECISIONS: no field reuse). */
  answers: jsonb("answers"),
  status: text("status", { enum: inquiryStatuses }).notNull().default("new"),
  smsNotified: boolean("sms_notified").notNull().default(false),
  emailSent: boolean("email_sent").notNull().default(false),
  createdAt: createdAt(),
});

export const automationRequests = pgTable("automation_requests", {
  id: serial("id").primaryKey(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name"),
  email: text("email").notNull(),
  phone: text("phone"),
  company: text("company"),
  automationType: text("automation_type"),
  triggerType: text("trigger_type"),
  actions: jsonb("actions").notNull(),
  customInstructions: text("custom_instructions"),
  automationName: text("automation_name"),
  preferredContact: text("preferred_contact"),
  fileId: integer("file_id").references(() => fileMetadata.id),
  status: text("status").notNull().default("requested"),
  emailSent: boolean("email_sent").notNull().default(false),
  smsNotified: boolean("sms_notified").notNull().default(false),
  createdAt: createdAt(),
});

export const fileMetadata = pgTable("file_metadata", {
  id: serial("id").primaryKey(),
  filename: text("filename").notNull(),
  originalName: text("original_name").notNull(),
  mimeType: text("mime_type").notNull(),
  size: integer("size").notNull(),
  uploadedBy: text("uploaded_by"),
  filePath: text("file_path").notNull(),
  sha256: text("sha256"),
  createdAt: createdAt(),
});

export const workflows = pgTable(
  "workflows",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description"),
    /** Anonymous visitor id from the signed cookie; numeric users.id is not used by visitors. */
    userId: text("user_id").notNull(),
    nodes: jsonb("nodes").notNull().default(sql`'[]'::jsonb`),
    connections: jsonb("connections").notNull().default(sql`'[]'::jsonb`),
    isActive: boolean("is_active").notNull().default(true),
    templateId: text("template_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("workflows_user_idx").on(t.userId)],
);

export const workflowExecutions = pgTable(
  "workflow_executions",
  {
    id: serial("id").primaryKey(),
    workflowId: integer("workflow_id")
      .notNull()
      .references(() => workflows.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    triggerData: jsonb("trigger_data"),
    executionLog: jsonb("execution_log"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    errorMessage: text("error_message"),
  },
  (t) => [index("workflow_executions_workflow_idx").on(t.workflowId)],
);

export const agentTemplates = pgTable("agent_templates", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  category: text("category").notNull(),
  description: text("description").notNull(),
  icon: text("icon").notNull(),
  config: jsonb("config").notNull().default(sql`'{}'::jsonb`),
  isBuiltIn: boolean("is_built_in").notNull().default(true),
  createdAt: createdAt(),
});

/** One row per payment attempt; the provider's state is the truth, mirrored here. */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    providerPaymentId: text("provider_payment_id").notNull(),
    kind: text("kind", { enum: ["plan", "package", "vibe_coding"] }).notNull(),
    itemId: text("item_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status").notNull(),
    customerName: text("customer_name"),
    customerEmail: text("customer_email"),
    customerInfo: jsonb("customer_info"),
    metadata: jsonb("metadata"),
    sessionId: text("session_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("payments_provider_id_idx").on(t.provider, t.providerPaymentId)],
);

/** Fixed-window counters shared by every instance (rate limits). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

export type ChatMessage = typeof chatMessages.$inferSelect;
export type NewChatMessage = typeof chatMessages.$inferInsert;
export type BusinessInquiry = typeof businessInquiries.$inferSelect;
export type NewBusinessInquiry = typeof businessInquiries.$inferInsert;
export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type Workflow = typeof workflows.$inferSelect;
export type NewWorkflow = typeof workflows.$inferInsert;
export type AutomationRequest = typeof automationRequests.$inferSelect;
export type Payment = typeof payments.$inferSelect;

/** Channels a team notification goes out on; the outbox (local files) is always one of them. */
export const notificationChannels = ["outbox", "email", "sms", "webhook"] as const;
/** pending: not delivered yet (retried); sent; failed: given up for good (e.g. a refused URL);
 * skipped: not to be sent (the channel was switched off, or the record predates notifications). */
export const deliveryStatuses = ["pending", "sent", "failed", "skipped"] as const;

/**
 * One row per record, channel and recipient of a team notification, so a retry re-sends only
 * what has not gone out yet. The set of rows is planned once, on the first attempt.
 */
export const notificationDeliveries = pgTable(
  "notification_deliveries",
  {
    id: serial("id").primaryKey(),
    /** What was notified, e.g. 'business_inquiry', and that record's id. */
    kind: text("kind").notNull(),
    recordId: integer("record_id").notNull(),
    channel: text("channel", { enum: notificationChannels }).notNull(),
    /** The recipient when a channel has several (SMS numbers); '' otherwise. */
    target: text("target").notNull().default(""),
    status: text("status", { enum: deliveryStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** What the channel gave back: outbox file, SMTP message id, Twilio SID, HTTP status. */
    reference: text("reference"),
    /** A worker is sending this one until then; another worker leaves it alone. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("notification_deliveries_key_idx").on(t.kind, t.recordId, t.channel, t.target),
  ],
);

export type NotificationDelivery = typeof notificationDeliveries.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Staff inbox (server/admin/): sessions, the activity of each inbox item, page views, digests.
// Staff accounts are rows of `users` above (password: an argon2id PHC string).
// ---------------------------------------------------------------------------------------------

/** A signed-in staff member. The cookie holds a random token; only its SHA-256 is stored here. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Sent back with every state change (header X-CSRF-Token); random per session. */
    csrfToken: text("csrf_token").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_sessions_user_idx").on(t.userId)],
);

/** Who did what to an inbox item, and when: status changes, notes, notification retries. */
export const inboxActivity = pgTable(
  "inbox_activity",
  {
    id: serial("id").primaryKey(),
    /** The inbox kind (server/admin/kinds), e.g. 'lead', 'inquiry', and that record's id. */
    kind: text("kind").notNull(),
    recordId: integer("record_id").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    type: text("type", { enum: ["status", "note", "retry"] }).notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    body: text("body"),
    createdAt: createdAt(),
  },
  (t) => [index("inbox_activity_record_idx").on(t.kind, t.recordId, t.id)],
);

/** Page views per day and path: a counter, no cookie and nothing about the visitor. */
export const pageViews = pgTable(
  "page_views",
  {
    day: text("day").notNull(),
    path: text("path").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [uniqueIndex("page_views_day_path_idx").on(t.day, t.path)],
);

/** One daily digest of inbox items still 'new' after 24 hours; sent as a team notification. */
export const inboxDigests = pgTable("inbox_digests", {
  id: serial("id").primaryKey(),
  /** YYYY-MM-DD (UTC): at most one digest a day, whichever instance runs the job. */
  day: text("day").notNull().unique(),
  items: jsonb("items").notNull(),
  createdAt: createdAt(),
});

export type StaffSession = typeof staffSessions.$inferSelect;
export type InboxActivity = typeof inboxActivity.$inferSelect;

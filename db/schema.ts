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

// ---------------------------------------------------------------------------------------------
// People: the staff inbox's unit of work.
// Every record a visitor leaves (chat lead, lead form, call booking, consultation, payment,
// conversation email) belongs to one person, matched by email (normalised: trimmed, lower case),
// with the chat session as the link before an email exists. The team's status of a lead lives
// here, once (docs/decisions/0038-people-first-inbox.md). server/people/ attaches records.
// ---------------------------------------------------------------------------------------------

/** The team's pipeline for a person: new → contacted → qualified → won | lost. */
export const personStatuses = ["new", "contacted", "qualified", "won", "lost"] as const;
export type PersonStatus = (typeof personStatuses)[number];

export const people = pgTable(
  "people",
  {
    id: serial("id").primaryKey(),
    /** The normalised email; null for a conversation that has left no contact details yet. */
    emailKey: text("email_key").unique(),
    email: text("email"),
    name: text("name"),
    phone: text("phone"),
    company: text("company"),
    status: text("status", { enum: personStatuses }).notNull().default("new"),
    /** Records that arrived since the team last acted on the person (a status change or a note). */
    openItems: integer("open_items").notNull().default(0),
    /** The newest record's time and its inbox item kind, for the list. */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    lastActivity: text("last_activity"),
    /** What the inbox search matches: name, email, company and phone, lower case. */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, '') || ' ' || coalesce(phone, ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // NULLS FIRST is what a plain `order by … desc` means: an index built NULLS LAST cannot
    // serve the list's `order by last_activity_at desc, id desc`, which then sorts every person.
    index("people_activity_idx").on(t.lastActivityAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Conversations without contact details are a few among many people: their own index.
    index("people_anonymous_activity_idx")
      .on(t.lastActivityAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.emailKey} is null`),
    index("people_status_activity_idx").on(
      t.status,
      t.lastActivityAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("people_search_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);

export type Person = typeof people.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Chat (server/chat/): conversations, their messages, and "email me this conversation".
// ---------------------------------------------------------------------------------------------

export const chatSessions = pgTable(
  "chat_sessions",
  {
    id: serial("id").primaryKey(),
    personId: integer("person_id").references(() => people.id),
    sessionId: text("session_id").notNull().unique(),
    userId: integer("user_id").references(() => users.id),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("chat_sessions_person_idx").on(t.personId)],
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

export type ChatMessage = typeof chatMessages.$inferSelect;
export type NewChatMessage = typeof chatMessages.$inferInsert;

/** "Email me this conversation": stored with the transcript; the team is notified in its transaction. */
export const transcriptRequests = pgTable(
  "transcript_requests",
  {
    id: serial("id").primaryKey(),
    personId: integer("person_id").references(() => people.id),
    sessionId: text("session_id").notNull(),
    email: text("email").notNull(),
    transcript: text("transcript").notNull(),
    /** Set once, when the visitor used the link mailed to `email`: only then is the transcript sent. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("transcript_requests_person_idx").on(t.personId)],
);

// ---------------------------------------------------------------------------------------------
// Leads (server/leads/): the chat lead, the lead form, and the call booked after it.
// ---------------------------------------------------------------------------------------------

/**
 * A chat lead is 'collecting' (the chat saw interest, no contact details yet) until the lead form
 * completes it ('new'). The team's pipeline after that is the person's (`people.status`).
 */
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
    personId: integer("person_id").references(() => people.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("leads_session_idx").on(t.sessionId), index("leads_person_idx").on(t.personId)],
);

export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;

export const inquiryStatuses = ["new", "contacted", "qualified", "won", "lost"] as const;

export const businessInquiries = pgTable(
  "business_inquiries",
  {
    id: serial("id").primaryKey(),
    personId: integer("person_id").references(() => people.id),
    sessionId: text("session_id"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    service: text("service").notNull(),
    message: text("message").notNull(),
    /** Every lead-dialog answer under its own name: no column holds another question's answer. */
    answers: jsonb("answers"),
    /** From the lead dialog: a request retried after its answer was lost stores one inquiry. */
    idempotencyKey: text("idempotency_key").unique(),
    status: text("status", { enum: inquiryStatuses }).notNull().default("new"),
    smsNotified: boolean("sms_notified").notNull().default(false),
    emailSent: boolean("email_sent").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("business_inquiries_person_idx").on(t.personId)],
);

export type BusinessInquiry = typeof businessInquiries.$inferSelect;
export type NewBusinessInquiry = typeof businessInquiries.$inferInsert;

/**
 * A call the visitor booked after sending the lead dialog. `slot_start` is unique: two visitors
 * can never hold the same slot, whatever the race (the database decides, not the app).
 */
export const callBookings = pgTable(
  "call_bookings",
  {
    id: serial("id").primaryKey(),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => businessInquiries.id),
    slotStart: timestamp("slot_start", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    /** The visitor's IANA time zone, for their confirmation. */
    timeZone: text("time_zone").notNull(),
    emailSent: boolean("email_sent").notNull().default(false),
    /** Keyed hashes of the visitor's normalised email and IP: caps upcoming calls per visitor. */
    emailKey: text("email_key"),
    clientKey: text("client_key"),
    personId: integer("person_id").references(() => people.id),
    /** The number the visitor asked to be called on. */
    phone: text("phone"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("call_bookings_slot_idx").on(t.slotStart),
    uniqueIndex("call_bookings_inquiry_idx").on(t.inquiryId),
    index("call_bookings_email_key_idx").on(t.emailKey, t.slotStart),
    index("call_bookings_client_key_idx").on(t.clientKey, t.slotStart),
    // A person's next call (min slot_start after now) is read for every row of the people list.
    index("call_bookings_person_idx").on(t.personId, t.slotStart),
  ],
);

export type CallBooking = typeof callBookings.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Consultations (server/consultations/): the request and its supporting file.
// file_metadata describes a stored upload (server/platform/storage/); only consultations upload today.
// ---------------------------------------------------------------------------------------------

export const automationRequests = pgTable(
  "automation_requests",
  {
    id: serial("id").primaryKey(),
    personId: integer("person_id").references(() => people.id),
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
    // The consultation form's own fields, and its idempotency key.
    taskDescription: text("task_description"),
    currentTools: text("current_tools"),
    idealSolution: text("ideal_solution"),
    /** From the form: a double click or a retried request stores one request. */
    idempotencyKey: text("idempotency_key").unique(),
    status: text("status").notNull().default("requested"),
    emailSent: boolean("email_sent").notNull().default(false),
    smsNotified: boolean("sms_notified").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("automation_requests_person_idx").on(t.personId)],
);

export type AutomationRequest = typeof automationRequests.$inferSelect;

export const fileMetadata = pgTable("file_metadata", {
  id: serial("id").primaryKey(),
  filename: text("filename").notNull(),
  originalName: text("original_name").notNull(),
  mimeType: text("mime_type").notNull(),
  size: integer("size").notNull(),
  uploadedBy: text("uploaded_by"),
  filePath: text("file_path").notNull(),
  sha256: text("sha256"),
  /** Which storage holds it ('disk' or 's3'); file_path is the key there. */
  storage: text("storage").notNull().default("disk"),
  createdAt: createdAt(),
});

export type FileMetadata = typeof fileMetadata.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Payments (server/payments/): orders, card payments and AI Vibe Coding requests.
// ---------------------------------------------------------------------------------------------

/** What a payment is for: a pricing plan order, a premium package, an AI Vibe Coding plan. */
export const paymentPurposes = ["plan", "package", "vibe_coding"] as const;

/** One entry of a payment's status history: the provider's state (or ours) and when. */
export type PaymentStatusChange = { status: string; at: string; note?: string };

/**
 * One row per payment attempt or AI Vibe Coding request; the provider's state is the truth,
 * mirrored here. `kind` is the purpose. A request without payment has no provider ids.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    /** The PaymentIntent (one-off) or SetupIntent (subscription card) the browser confirms. */
    providerPaymentId: text("provider_payment_id"),
    kind: text("kind", { enum: paymentPurposes }).notNull(),
    itemId: text("item_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status").notNull(),
    statusHistory: jsonb("status_history")
      .$type<PaymentStatusChange[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    customerName: text("customer_name"),
    customerEmail: text("customer_email"),
    customerPhone: text("customer_phone"),
    customerCompany: text("customer_company"),
    /** The order form or the request, as submitted (validated). */
    customerInfo: jsonb("customer_info"),
    metadata: jsonb("metadata"),
    sessionId: text("session_id"),
    idempotencyKey: text("idempotency_key"),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id"),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    /** The provider's last failure message (declined card...). */
    failureMessage: text("failure_message"),
    personId: integer("person_id").references(() => people.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payments_provider_id_idx").on(t.provider, t.providerPaymentId),
    index("payments_idempotency_idx").on(t.idempotencyKey),
    // A request without payment is stored once per form (its token): the same form sent again,
    // with or without scripts, finds the first.
    uniqueIndex("payments_request_key_idx")
      .on(t.idempotencyKey)
      .where(sql`${t.providerPaymentId} is null`),
    index("payments_person_idx").on(t.personId),
  ],
);

export type Payment = typeof payments.$inferSelect;

/** Provider webhook events already processed: a replayed event id changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  paymentId: integer("payment_id").references(() => payments.id),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Workflows (server/workflows/): saved workflows, their runs, the step templates, and what
// the CRM and message steps write.
// ---------------------------------------------------------------------------------------------

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
    /**
     * 1 when created, one more with every change: a change sent with the version it was made
     * from is refused (409) when another change came first, instead of overwriting it.
     */
    version: integer("version").notNull().default(1),
    templateId: text("template_id"),
    /**
     * The Idempotency-Key of the POST that created it, and the SHA-256 of that request's
     * workflow: a retried POST answers with this workflow instead of creating another.
     */
    idempotencyKey: text("idempotency_key"),
    idempotencyHash: text("idempotency_hash"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("workflows_user_idx").on(t.userId),
    uniqueIndex("workflows_user_idempotency_idx").on(t.userId, t.idempotencyKey),
  ],
);

export type Workflow = typeof workflows.$inferSelect;
export type NewWorkflow = typeof workflows.$inferInsert;

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
    /** The visitor who started the run (the workflow's owner at the time). */
    visitorId: text("visitor_id"),
    /** Last time the engine wrote progress; a 'running' row that stops moving is recovered. */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    /** Times the run was picked up; a run resumed after a crash counts 2. */
    attempts: integer("attempts").notNull().default(0),
  },
  (t) => [index("workflow_executions_workflow_idx").on(t.workflowId)],
);

export type WorkflowExecution = typeof workflowExecutions.$inferSelect;

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

/**
 * Contacts written by the CRM Update step of a workflow run, one per visitor and address: the
 * first run that names an address creates it, every later one updates it. The team reads them here.
 */
export const crmContacts = pgTable(
  "crm_contacts",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** The address a contact is found by: case and surrounding spaces make no other contact. */
    emailKey: text("email_key").generatedAlwaysAs(sql`lower(btrim(email))`),
    company: text("company"),
    /**
     * Where it came from: the workflow run and step that created it (a resumed run knows by them
     * that the contact is its own).
     */
    workflowId: integer("workflow_id"),
    executionId: integer("execution_id"),
    nodeId: text("node_id"),
    visitorId: text("visitor_id"),
    createdAt: createdAt(),
    /** When a run last wrote it. */
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("crm_contacts_visitor_email_idx").on(t.visitorId, t.emailKey)],
);

export type CrmContact = typeof crmContacts.$inferSelect;

/** SMS and email messages written by workflow steps: kept, never sent; one 'workflow_run' note lists a run's. */
export const workflowMessages = pgTable(
  "workflow_messages",
  {
    id: serial("id").primaryKey(),
    channel: text("channel", { enum: ["sms", "email"] }).notNull(),
    /** The recipient typed in the step (recorded only: nothing is sent to it). */
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    workflowId: integer("workflow_id").notNull(),
    workflowName: text("workflow_name").notNull(),
    executionId: integer("execution_id").notNull(),
    nodeId: text("node_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("workflow_messages_step_idx").on(t.executionId, t.nodeId)],
);

export type WorkflowMessage = typeof workflowMessages.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Staff inbox (server/admin/): staff accounts and sessions, the activity of each inbox item,
// page views and daily digests. Every row of `users` is a staff account (password: an argon2id
// PHC string); visitors never sign in.
// ---------------------------------------------------------------------------------------------

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  password: text("password").notNull(),
  email: text("email"),
  phone: text("phone"),
  createdAt: createdAt(),
});

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

export type StaffSession = typeof staffSessions.$inferSelect;

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
    /** The person the entry belongs to: their page shows it on the timeline. */
    personId: integer("person_id").references(() => people.id),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    body: text("body"),
    createdAt: createdAt(),
  },
  (t) => [
    index("inbox_activity_record_idx").on(t.kind, t.recordId, t.id),
    index("inbox_activity_person_idx").on(t.personId, t.id),
  ],
);

export type InboxActivity = typeof inboxActivity.$inferSelect;

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

// ---------------------------------------------------------------------------------------------
// Shared by every capability: notification deliveries (server/platform/notify/) and rate limits.
// ---------------------------------------------------------------------------------------------

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

/** Fixed-window counters shared by every instance (rate limits). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/**
 * Schemas and shapes shared by the staff inbox's pages and its API (/api/admin/*).
 */
import { z } from "zod";

export const CSRF_HEADER = "x-csrf-token";

export const staffAccountSchema = z.object({
  username: z
    .string()
    .trim()
    .min(2, "Use at least 2 characters")
    .max(60, "Use at most 60 characters")
    .regex(/^[A-Za-z0-9._-]+$/, "Use letters, digits, dots, dashes or underscores"),
  email: z.string().trim().toLowerCase().pipe(z.email("Enter a valid email address")),
  password: z.string().min(12, "Use at least 12 characters").max(200, "Use at most 200 characters"),
});

export const loginSchema = z.object({
  login: z.string().trim().min(1, "Enter your username or email").max(200),
  password: z.string().min(1, "Enter your password").max(200),
  csrf: z.string().min(1).max(200).optional(),
});

export const inboxQuerySchema = z.object({
  kind: z.string().trim().max(40).optional(),
  status: z.string().trim().max(40).optional(),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const statusChangeSchema = z.object({
  status: z.string().trim().min(1, "Choose a status").max(40),
});

export const noteSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, "Write the note first")
    .max(4000, "Please keep a note under 4,000 characters"),
});

/** One line of the inbox, whatever its kind. */
export type InboxRow = {
  kind: string;
  id: number;
  createdAt: string;
  status: string;
  name: string | null;
  email: string | null;
  company: string | null;
  summary: string | null;
};

export type InboxKindInfo = {
  kind: string;
  label: string;
  statuses: string[];
};

export type InboxPage = {
  rows: InboxRow[];
  total: number;
  page: number;
  pageSize: number;
};

/**
 * One line of an item's details. `type` says how the staff page shows the value: a mailto or
 * tel link, a time (relative, the exact time on hover; `value` is ISO 8601), or plain text.
 */
export type DetailField = {
  label: string;
  value: string;
  type?: "text" | "email" | "phone" | "time";
};

export type ActivityEntry = {
  id: number;
  type: "status" | "note" | "retry";
  fromStatus: string | null;
  toStatus: string | null;
  body: string | null;
  author: string | null;
  createdAt: string;
};

export type DeliveryEntry = {
  id: number;
  /** The team's alert about the record, or the visitor's own confirmation. */
  audience: "team" | "visitor";
  /** Which notification it is, as the team reads it. */
  label: string;
  channel: string;
  target: string;
  status: string;
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
};

export type InboxDetail = {
  kind: string;
  kindLabel: string;
  id: number;
  title: string;
  status: string;
  createdAt: string;
  /** Statuses the item may move to from its current one. */
  nextStatuses: string[];
  fields: DetailField[];
  transcript: string | null;
  /** A file to download (consultations). */
  file: { name: string; size: number; url: string } | null;
  activity: ActivityEntry[];
  deliveries: DeliveryEntry[];
};

// ---- People: the inbox's unit of work -------------------------------------------------------

/** Which people the list shows: those who left contact details, or conversations without any. */
export const peopleViews = ["people", "anonymous"] as const;

export const peopleQuerySchema = z.object({
  status: z.string().trim().max(40).optional(),
  q: z.string().trim().max(200).optional(),
  view: z.enum(peopleViews).catch("people").default("people"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type PeopleQuery = z.infer<typeof peopleQuerySchema>;

/** One person in the inbox list. */
export type PersonRow = {
  id: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  /** The team's status of this person (new, contacted, qualified, won, lost). */
  status: string;
  /** Records that arrived since the team last acted on the person. */
  openItems: number;
  lastActivityAt: string;
  /** The inbox item kind of the newest record (its label is in content/admin.ts). */
  lastActivity: string | null;
  /** The next booked call still to come, ISO 8601, or null. */
  nextCallAt: string | null;
};

/** A page of people, newest activity first. No total: counting every row would cost per row. */
export type PeoplePage = { rows: PersonRow[]; page: number; pageSize: number; hasMore: boolean };

export type ConversationMessage = { isUser: boolean; text: string; at: string };

/** One entry of a person's timeline, oldest first. */
export type TimelineEntry =
  | {
      type: "conversation";
      /** The chat session id. */
      id: string;
      at: string;
      messages: ConversationMessage[];
    }
  | {
      type: "item";
      /** Inbox item kind (inquiry, chat_lead, consultation, payment, booking, transcript_request). */
      kind: string;
      kindLabel: string;
      id: number;
      at: string;
      title: string;
      /** The item's own state as the team reads it (a payment's "Paid"), or null. */
      state: string | null;
      fields: DetailField[];
      file: { name: string; size: number; url: string } | null;
      deliveries: DeliveryEntry[];
    }
  | {
      type: "activity";
      entry: ActivityEntry;
      /** The item the entry was made on, for entries from before the people-first inbox. */
      item: { kind: string; id: number; label: string } | null;
    };

export type PersonDetail = {
  person: PersonRow & { createdAt: string };
  /** Statuses the person may move to from the current one. */
  nextStatuses: string[];
  timeline: TimelineEntry[];
};

/** A booked call, for the person's page and the calls view. */
export type CallRow = {
  bookingId: number;
  personId: number | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** ISO 8601 instant; `timeZone` is the visitor's own zone. */
  start: string;
  minutes: number;
  timeZone: string;
  /** The service the lead form named, as its label. */
  service: string | null;
};

/** CSV export: one row per person, or one per item (every record on its own line). */
export const exportQuerySchema = z.object({
  by: z.enum(["person", "item"]).catch("person").default("person"),
  status: z.string().trim().max(40).optional(),
  q: z.string().trim().max(200).optional(),
  view: z.enum(peopleViews).catch("people").default("people"),
});

export type WeekStat = {
  week: string;
  pageViews: number;
  chats: number;
  leads: number;
  consultations: number;
  /** Captured payments only. */
  paidOrders: number;
  revenueCents: number;
  /** AI Vibe Coding free trials on a saved card: no money yet. */
  trials: number;
  /** AI Vibe Coding requests without a saved card. */
  pendingRequests: number;
};

export type DashboardStats = {
  weeks: WeekStat[];
  funnel: { chats: number; leads: number; paid: number };
  /** Median hours from an item's arrival to its first 'contacted', null with none yet. */
  medianHoursToContact: number | null;
  contactedWithinPromise: number;
  contactedTotal: number;
  promiseHours: number;
};

/** Neutralises a spreadsheet formula: a cell starting with = + - @ (or tab/CR) gets a quote. */
export function safeCsvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = value instanceof Date ? value.toISOString() : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

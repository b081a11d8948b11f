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
export type LoginRequest = z.infer<typeof loginSchema>;

export const inboxQuerySchema = z.object({
  kind: z.string().trim().max(40).optional(),
  status: z.string().trim().max(40).optional(),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

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

export type DetailField = { label: string; value: string };

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

export type WeekStat = {
  week: string;
  pageViews: number;
  chats: number;
  leads: number;
  consultations: number;
  paidOrders: number;
  revenueCents: number;
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

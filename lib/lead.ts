/**
 * The lead request sent by the lead-capture dialog, and what POST /api/inquiries answers. One
 * schema for the dialog and the API. Every answer is stored under its own name: no answer is
 * kept in a field meant for another.
 */
import { z } from "zod";
import { requestErrors } from "../content/request-errors";
import { chatLimits } from "../content/chat";
import {
  integrations,
  type LeadService,
  leadServiceShortNames,
  leadServices,
  leadServiceValues,
  platforms,
  websiteTypes,
} from "../content/lead";

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];

const freeText = z.string().trim().max(4000, requestErrors.tooLong(4000));

export const leadAnswersSchema = z.object({
  // website
  websiteType: z.enum(values(websiteTypes)).optional(),
  cms: z.boolean().optional(),
  contactForms: z.boolean().optional(),
  seo: z.boolean().optional(),
  // web-app
  platform: z.enum(values(platforms)).optional(),
  authentication: z.boolean().optional(),
  payment: z.boolean().optional(),
  database: z.boolean().optional(),
  // ai-agent
  automationTask: freeText.optional(),
  integrations: z
    .array(z.enum(values(integrations)))
    .max(integrations.length)
    .optional(),
  // file-management, crm-dashboard, other
  requirements: freeText.optional(),
});
export type LeadAnswers = z.infer<typeof leadAnswersSchema>;

/** Which answers belong to which service; the others are dropped before storing. */
export const answersByService: Record<LeadService, (keyof LeadAnswers)[]> = {
  website: ["websiteType", "cms", "contactForms", "seo"],
  "web-app": ["platform", "authentication", "payment", "database"],
  "ai-agent": ["automationTask", "integrations"],
  "file-management": ["requirements"],
  "crm-dashboard": ["requirements"],
  other: ["requirements"],
};

export function answersFor(service: LeadService, answers: LeadAnswers): LeadAnswers {
  const picked: Record<string, unknown> = {};
  for (const key of answersByService[service]) {
    const value = answers[key];
    if (value !== undefined && value !== "") picked[key] = value;
  }
  return picked as LeadAnswers;
}

const required = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);

const optionalText = (max: number, label = "This field") =>
  z
    .string()
    .trim()
    .max(max, `${label}: ${requestErrors.tooLong(max).toLowerCase()}`)
    .nullish()
    .transform((v) => (v ? v : undefined));

/** The honeypot input's name: people never see it, form-filling bots do. */
export const honeypotField = "website_url";

export const leadRequestSchema = z.object({
  firstName: required("First name").max(100, requestErrors.tooLong(100)),
  lastName: required("Last name").max(100, requestErrors.tooLong(100)),
  email: required("Email")
    .max(254, "Email is too long")
    .pipe(z.email("Please enter a valid email address")),
  company: optionalText(200, "Company"),
  service: z.enum(leadServiceValues, { error: "Please choose what you need help with" }),
  /** An optional note from the visitor; the stored message is composed by the server. */
  message: optionalText(4000, "Message"),
  sessionId: optionalText(100),
  answers: leadAnswersSchema.default({}),
  // A long conversation must never cost a lead: keep its most recent part.
  transcript: z
    .string()
    .nullish()
    .transform((v) => (v ?? "").slice(-chatLimits.transcriptMaxLength).trim()),
  /** Made by the dialog once per attempt: a retry after a lost answer stores one inquiry. */
  idempotencyKey: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{16,100}$/,
      "The idempotency key must be 16 to 100 letters, digits, - or _",
    )
    .optional(),
  [honeypotField]: z.string().optional(),
});
export type LeadRequest = z.input<typeof leadRequestSchema>;
export type ParsedLeadRequest = z.output<typeof leadRequestSchema>;

export type LeadResponse = {
  id: number;
  /** The conversation holding the request's acknowledgement and call-booking card. */
  sessionId: string;
  /** Lets the page that sent the request book a call for it, for a while (lib/booking.ts). */
  bookingToken: string;
};

export function serviceLabel(service: LeadService): string {
  return leadServices.find((s) => s.value === service)?.label ?? service;
}

export function serviceShortName(service: string): string {
  return leadServiceShortNames[service as LeadService] ?? service;
}

/**
 * The text stored in business_inquiries.message: the service, the visitor's note and the collected
 * answers as JSON. The conversation is stored once, on the lead (leads.conversation_transcript),
 * and the team's notification prints it from there.
 */
export function composeInquiryMessage(input: {
  service: LeadService;
  answers: LeadAnswers;
  note?: string;
}): string {
  const parts = [`Service: ${serviceLabel(input.service)} (${input.service})`];
  if (input.note) parts.push(`Message from the visitor:\n${input.note}`);
  parts.push(`Answers:\n${JSON.stringify(input.answers, null, 2)}`);
  return parts.join("\n\n");
}

/**
 * The visitor's own words in a stored message: what `composeInquiryMessage` put under "Message
 * from the visitor", or null when they wrote none. A message stored in another shape is theirs
 * as it is. The service and answers are shown from their own fields, never as this JSON.
 */
export function visitorNote(message: string): string | null {
  const composed =
    /^Service: [^\n]*\n\n(?:Message from the visitor:\n([\s\S]*?)\n\n)?Answers:\n[\s\S]*$/.exec(
      message,
    );
  if (!composed) return message.trim() || null;
  return composed[1]?.trim() || null;
}

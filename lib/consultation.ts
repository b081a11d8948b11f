/**
 * The workflow consultation request. One schema for the form on /contact and POST
 * /api/workflow-consultation; the file travels beside these fields in the same multipart request
 * and is checked by the server from its bytes.
 */
import { z } from "zod";
import {
  acceptedFileTypes,
  consultationForm,
  preferredContactOptions,
} from "../content/consultation";
import { requestErrors } from "../content/request-errors";

const { messages } = consultationForm;

export const preferredContactValues = preferredContactOptions.map((o) => o.value) as [
  (typeof preferredContactOptions)[number]["value"],
  ...(typeof preferredContactOptions)[number]["value"][],
];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, requestErrors.tooLong(max))
    .optional()
    .transform((v) => (v ? v : undefined));

/** The honeypot input's name: people never see it, form-filling bots do. */
export const consultationHoneypotField = "company_website";

/** The contact methods that go to a phone number, so the number is required with them. */
export const phoneContactMethods: ReadonlySet<string> = new Set(["Phone Call", "Text Message"]);

export const consultationSchema = z
  .object({
    fullName: z.string().trim().min(1, messages.fullName).max(200, requestErrors.tooLong(200)),
    email: z.string().trim().pipe(z.email(messages.email).max(254, messages.email)),
    phone: optionalText(40),
    preferredContact: z.enum(preferredContactValues, { error: messages.preferredContact }),
    taskDescription: z
      .string()
      .trim()
      .min(10, messages.taskDescription)
      .max(4000, requestErrors.tooLong(4000)),
    currentTools: optionalText(4000),
    idealSolution: optionalText(4000),
    /** Made by the form once per request: a double click or a retry stores one request. */
    idempotencyKey: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,100}$/)
      .optional(),
    /** Milliseconds from showing the form to sending it, by the browser's clock: bots are quick. */
    fillMs: z.coerce.number().int().nonnegative().optional(),
    [consultationHoneypotField]: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (phoneContactMethods.has(value.preferredContact) && !value.phone) {
      ctx.addIssue({
        code: "custom",
        path: ["phone"],
        message: messages.phoneRequired(value.preferredContact),
      });
    }
  });

export type ConsultationInput = z.input<typeof consultationSchema>;
export type ConsultationRequest = z.output<typeof consultationSchema>;

export type ConsultationResponse = { message: string; id: number };

/** The `accept` attribute of the file input: extensions and types the server allows. */
export const acceptAttribute = acceptedFileTypes
  .flatMap((t) => [...t.extensions, ...t.mime.filter((m) => !m.startsWith("application/x-"))])
  .join(",");

/** "PDF, images (PNG, JPEG, GIF, WebP), ... or ZIP" for the hint and the 415 message. */
export const acceptedTypesText = (() => {
  const labels = acceptedFileTypes.map((t) => t.label);
  return `${labels.slice(0, -1).join(", ")} or ${labels.at(-1)}`;
})();

export const allowedMimeTypes: ReadonlySet<string> = new Set(
  acceptedFileTypes.flatMap((t) => t.mime),
);

import { honeypotField, type LeadAnswers, type leadRequestSchema } from "@lib/lead";
import type { LeadService } from "@content/lead";
import type { DefaultValues } from "react-hook-form";
import type { z } from "zod";

/** The lead dialog's form: the API's request, edited in place (every answer keeps its name). */
type LeadFormValues = z.input<typeof leadRequestSchema>;
export type LeadFormOutput = z.output<typeof leadRequestSchema>;

/** Every question unanswered: selects empty, boxes unticked, texts blank. */
export const emptyAnswers: LeadAnswers = {
  websiteType: undefined,
  cms: false,
  contactForms: false,
  seo: false,
  platform: undefined,
  authentication: false,
  payment: false,
  database: false,
  automationTask: "",
  integrations: [],
  requirements: "",
};

export function leadFormDefaults(service: LeadService | undefined): DefaultValues<LeadFormValues> {
  return {
    service,
    answers: emptyAnswers,
    firstName: "",
    lastName: "",
    email: "",
    company: "",
    [honeypotField]: "",
  };
}

/** The contact fields of step 3, the only ones a server error can point the visitor to. */
export const contactFields = ["firstName", "lastName", "email", "company"] as const;

/** `answers.<name>`: a typed path to one answer of the form. */
export const answer = <K extends keyof LeadAnswers>(key: K) => `answers.${key}` as const;

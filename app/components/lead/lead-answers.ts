import { answersFor, type LeadAnswers } from "@lib/inquiry";
import type { LeadService } from "@content/lead";

/** The lead dialog's answers as the form edits them; every answer keeps its own name. */
export type AnswerState = {
  websiteType: string;
  cms: boolean;
  contactForms: boolean;
  seo: boolean;
  platform: string;
  authentication: boolean;
  payment: boolean;
  database: boolean;
  automationTask: string;
  integrations: string[];
  requirements: string;
};

export const emptyAnswers: AnswerState = {
  websiteType: "",
  cms: false,
  contactForms: false,
  seo: false,
  platform: "",
  authentication: false,
  payment: false,
  database: false,
  automationTask: "",
  integrations: [],
  requirements: "",
};

/** The answers that belong to the chosen service, in the API's shape. */
export function toLeadAnswers(service: LeadService, a: AnswerState): LeadAnswers {
  return answersFor(service, {
    websiteType: (a.websiteType || undefined) as LeadAnswers["websiteType"],
    cms: a.cms,
    contactForms: a.contactForms,
    seo: a.seo,
    platform: (a.platform || undefined) as LeadAnswers["platform"],
    authentication: a.authentication,
    payment: a.payment,
    database: a.database,
    automationTask: a.automationTask.trim() || undefined,
    integrations: a.integrations as LeadAnswers["integrations"],
    requirements: a.requirements.trim() || undefined,
  });
}

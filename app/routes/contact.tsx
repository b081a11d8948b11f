import { data, redirect } from "react-router";
import { contactFormAnchor, contactPage, contactSubmittedAnchor } from "@content/contact-page";
import { BookCallSection } from "~/components/contact/book-call-section";
import { ConsultationSection } from "~/components/contact/consultation-section";
import { ContactDetails } from "~/components/contact/contact-details";
import { ScrollToFormLink } from "~/components/contact/scroll-to-form-link";
import { SectionHero } from "~/components/ui/section-hero";
import {
  issueFormToken,
  perVisitorPage,
  postedFormToken,
  afterTokenReused,
  refusalOf,
  typedValues,
} from "~/lib/form-action.server";
import { pageHead } from "~/lib/seo.server";
import type { Route } from "./+types/contact";

/**
 * The upload limit the server enforces (UPLOAD_MAX_BYTES), stated beside the file field; the
 * consultation form's token; and, at the address a form sent without scripts lands on, whether
 * it names a stored request.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const confirmation = new URL(request.url).searchParams.get("submitted");
  const submitted = confirmation
    ? (await context.services.consultations.confirmed(confirmation)) !== null
    : false;
  return data(
    {
      head: pageHead("contact", context),
      uploadMaxBytes: context.services.env.UPLOAD_MAX_BYTES,
      formToken: issueFormToken(context),
      submitted,
    },
    { headers: perVisitorPage },
  );
}

/**
 * The consultation form sent without scripts (ADR 0048): the same use case as
 * POST /api/workflow-consultation. Taken: to the confirmation's address (a reload or Back never
 * sends it again); refused: the page again, with the messages and what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await context.services.consultations.receive(
    request,
    { ip: context.clientIp, requestId: context.requestId },
    { page: true },
  );
  if (outcome.ok) {
    const query = new URLSearchParams({ submitted: outcome.confirmation });
    throw redirect(`/contact?${query}#${contactSubmittedAnchor}`, 303);
  }
  const { refusal, formToken } = afterTokenReused(
    context,
    refusalOf(outcome.error, typedValues(outcome.values)),
    postedFormToken(context, outcome.values),
  );
  return data(
    { refusal, droppedFileName: outcome.fileName, formToken },
    { status: refusal.status, headers: { ...perVisitorPage, ...outcome.error.headers } },
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { hero } = contactPage;
  return (
    <>
      <SectionHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={<ScrollToFormLink targetId={contactFormAnchor} label={hero.ctaLabel} />}
      />
      <ContactDetails />
      <BookCallSection />
      <ConsultationSection
        uploadMaxBytes={loaderData.uploadMaxBytes}
        formToken={actionData?.formToken ?? loaderData.formToken}
        submitted={loaderData.submitted}
        refusal={actionData?.refusal}
        droppedFileName={actionData?.droppedFileName}
      />
    </>
  );
}

import { contactFormAnchor, contactPage } from "@content/contact-page";
import { BookCallSection } from "~/components/contact/book-call-section";
import { ConsultationSection } from "~/components/contact/consultation-section";
import { ContactDetails } from "~/components/contact/contact-details";
import { ScrollToFormLink } from "~/components/contact/scroll-to-form-link";
import { SectionHero } from "~/components/ui/section-hero";
import { pageHead } from "~/lib/seo.server";
import type { Route } from "./+types/contact";

/** The upload limit the server enforces (UPLOAD_MAX_BYTES), stated beside the file field. */
export function loader({ context }: Route.LoaderArgs) {
  return {
    head: pageHead("contact", context),
    uploadMaxBytes: context.services.env.UPLOAD_MAX_BYTES,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function Contact({ loaderData }: Route.ComponentProps) {
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
      <ConsultationSection uploadMaxBytes={loaderData.uploadMaxBytes} />
    </>
  );
}

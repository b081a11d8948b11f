import type { ComponentProps } from "react";
import { Check, Clock } from "lucide-react";
import { contactFormAnchor, contactPage } from "@content/contact-page";
import { ConsultationForm } from "~/components/consultation/consultation-form";
import { Section, SectionHeader } from "~/components/ui/section";

const texts = contactPage.consultation;

/**
 * The #contact-form section: what to tell us on the left, the workflow consultation form on the
 * right.
 */
export function ConsultationSection(props: ComponentProps<typeof ConsultationForm>) {
  return (
    <Section
      id={contactFormAnchor}
      tone="alt"
      labelledBy="consultation-title"
      className="focus:outline-none"
    >
      <SectionHeader
        id="consultation-title"
        eyebrow={texts.eyebrow}
        title={texts.title}
        lead={texts.lead}
      />
      <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-[1fr_1.2fr]">
        <div>
          <h3 className="text-xl font-semibold">{texts.includeTitle}</h3>
          <ul className="mt-4 space-y-3">
            {texts.include.map((line) => (
              <li key={line} className="flex gap-3">
                <Check className="mt-1 size-4 shrink-0 text-success" aria-hidden="true" />
                <span>{line}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 flex items-center gap-2 font-semibold text-success">
            <Clock className="size-5 shrink-0" aria-hidden="true" />
            {texts.followUp}
          </p>
        </div>
        <div className="rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-sm md:p-8">
          <ConsultationForm {...props} />
        </div>
      </div>
    </Section>
  );
}

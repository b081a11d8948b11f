import { Check, Clock, Mail, MessageCircle, Phone } from "lucide-react";
import { phoneHref } from "@content/business";
import { contactFormAnchor, contactPage } from "@content/contact-page";
import { useChat } from "~/components/chat/chat-context";
import { Button, buttonClass } from "~/components/ui/button";
import { Section, SectionHeader } from "~/components/ui/section";
import { useRootData } from "~/lib/root-data";

const texts = contactPage.consultation;

/**
 * The #contact-form section. The workflow consultation form goes in the panel on the right; until
 * it does, the panel offers the real direct channels, with the same questions the form will ask.
 */
export function ConsultationSection() {
  const { business } = useRootData();
  const { openChat } = useChat();
  const mailto = `mailto:${business.salesEmail}?subject=${encodeURIComponent(texts.emailSubject)}&body=${encodeURIComponent(texts.emailBody)}`;
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
        {/* The consultation form replaces this panel. */}
        <div className="rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-sm md:p-8">
          <h3 className="text-xl font-semibold">{texts.channelsTitle}</h3>
          <div className="mt-6 flex flex-col gap-3">
            <a href={mailto} className={buttonClass("primary", "lg", "w-full")}>
              <Mail className="size-5" aria-hidden="true" />
              {texts.emailLabel}
            </a>
            <a
              href={phoneHref(business.phone)}
              className={buttonClass("secondary", "lg", "w-full")}
            >
              <Phone className="size-5" aria-hidden="true" />
              {texts.phoneLabel}
              <span className="hidden font-normal sm:inline">{business.phone}</span>
            </a>
            <Button variant="secondary" size="lg" className="w-full" onClick={openChat}>
              <MessageCircle className="size-5" aria-hidden="true" />
              {texts.chatLabel}
            </Button>
          </div>
          <p className="mt-6 text-sm text-ink-muted">
            {business.phone} · {business.hours} · {business.headquarters.display}
          </p>
        </div>
      </div>
    </Section>
  );
}

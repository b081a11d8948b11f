import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { phoneHref } from "@content/business";
import { contactPage } from "@content/contact-page";
import { IconTile } from "~/components/ui/card";
import { Section, SectionHeader } from "~/components/ui/section";
import { useRootData } from "~/lib/root-data";

const texts = contactPage.details;
const linkClass = "rounded-sm font-semibold text-primary underline-offset-4 hover:underline";

export function ContactDetails() {
  const { business } = useRootData();
  const items: { icon: LucideIcon; label: string; value: ReactNode }[] = [
    {
      icon: Phone,
      label: texts.phoneLabel,
      value: (
        <a href={phoneHref(business.phone)} className={`${linkClass} whitespace-nowrap`}>
          {business.phone}
        </a>
      ),
    },
    {
      icon: Mail,
      label: texts.emailLabel,
      value: (
        <a
          href={`mailto:${business.salesEmail}`}
          className={`${linkClass} [overflow-wrap:anywhere]`}
        >
          {business.salesEmail}
        </a>
      ),
    },
    { icon: Clock, label: texts.hoursLabel, value: business.hours },
    { icon: MapPin, label: texts.headquartersLabel, value: business.headquarters.display },
  ];
  return (
    <Section labelledBy="contact-details-title">
      <SectionHeader
        id="contact-details-title"
        eyebrow={texts.eyebrow}
        title={texts.title}
        lead={texts.lead}
      />
      <ul className="mx-auto grid max-w-4xl gap-6 sm:grid-cols-2">
        {items.map((item) => (
          <li
            key={item.label}
            className="flex gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-6"
          >
            <IconTile icon={item.icon} />
            <div className="min-w-0">
              <p className="text-sm text-ink-muted">{item.label}</p>
              <p className="mt-1 font-semibold">{item.value}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

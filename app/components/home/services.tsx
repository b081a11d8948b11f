import {
  BellRing,
  CalendarCheck,
  DatabaseZap,
  FileText,
  Headset,
  type LucideIcon,
  Mail,
} from "lucide-react";
import { type ServiceIcon, services } from "@content/home";
import { Card, IconTile } from "~/components/ui/card";
import { Section, SectionHeader } from "~/components/ui/section";

const icons: Record<ServiceIcon, LucideIcon> = {
  documents: FileText,
  support: Headset,
  notifications: BellRing,
  calendar: CalendarCheck,
  data: DatabaseZap,
  email: Mail,
};

export function Services() {
  return (
    <Section labelledBy="home-services-title">
      <SectionHeader
        id="home-services-title"
        eyebrow={services.eyebrow}
        title={services.title}
        lead={services.lead}
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.items.map((item) => (
          <li key={item.title} className="flex">
            <Card className="flex-1">
              <IconTile icon={icons[item.icon]} />
              <h3 className="mt-5 text-xl font-semibold">{item.title}</h3>
              <p className="mt-2 text-ink-muted">{item.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

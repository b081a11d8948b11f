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
import { CardGrid, IconCard } from "~/components/ui/card-grid";
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
      <CardGrid columns={3}>
        {services.items.map((item) => (
          <IconCard
            key={item.title}
            size="lg"
            icon={icons[item.icon]}
            title={item.title}
            description={item.text}
          />
        ))}
      </CardGrid>
    </Section>
  );
}

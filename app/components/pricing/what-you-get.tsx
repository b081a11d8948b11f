import { Headset, ShieldCheck, Zap, type LucideIcon } from "lucide-react";
import { type PricingBenefitIcon, pricingPage } from "@content/pricing-page";
import { IconTile } from "~/components/ui/card";
import { Section, SectionHeader } from "~/components/ui/section";

const icons: Record<PricingBenefitIcon, LucideIcon> = {
  zap: Zap,
  headset: Headset,
  shield: ShieldCheck,
};

const texts = pricingPage.whatYouGet;

export function WhatYouGet() {
  return (
    <Section tone="alt" labelledBy="what-you-get-title">
      <SectionHeader
        id="what-you-get-title"
        eyebrow={texts.eyebrow}
        title={texts.title}
        lead={texts.lead}
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {texts.items.map((item) => (
          <li
            key={item.title}
            className="rounded-[var(--radius-card)] border border-line bg-surface p-6"
          >
            <IconTile icon={icons[item.icon]} />
            <h3 className="mt-4 text-xl font-semibold">{item.title}</h3>
            <p className="mt-2 text-ink-muted">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

import { ArrowRight, CalendarDays } from "lucide-react";
import {
  capabilities,
  capabilitiesSection,
  featureBlocks,
  featuresCta,
  featuresHero,
} from "@content/features";
import { CtaBand } from "~/components/ui/cta-band";
import { FeatureBlock } from "~/components/features/feature-block";
import { featureIcons } from "~/components/features/icons";
import { SectionHero } from "~/components/ui/section-hero";
import { ButtonLink } from "~/components/ui/button";
import { CardGrid, IconCard } from "~/components/ui/card-grid";
import { Section, SectionHeader } from "~/components/ui/section";
import { pageHead } from "~/lib/seo.server";
import type { Route } from "./+types/features";

export function loader({ context }: Route.LoaderArgs) {
  return { head: pageHead("features", context) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function Page() {
  return (
    <>
      <SectionHero
        eyebrow={featuresHero.eyebrow}
        title={featuresHero.title}
        lead={featuresHero.lead}
        actions={
          <ButtonLink to={featuresHero.cta.to} size="lg">
            {featuresHero.cta.label}
            <ArrowRight className="size-5" aria-hidden="true" />
          </ButtonLink>
        }
      >
        <dl className="mx-auto mt-12 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
          {featuresHero.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col rounded-[var(--radius-card)] border border-line bg-surface p-4"
            >
              <dt className="order-2 text-sm text-ink-muted">{stat.label}</dt>
              <dd className="order-1 text-2xl font-bold text-primary md:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </SectionHero>

      <Section>
        <div className="space-y-20 md:space-y-28">
          {featureBlocks.map((block, i) => (
            <FeatureBlock key={block.id} block={block} flip={i % 2 === 1} />
          ))}
        </div>
      </Section>

      <Section tone="alt" labelledBy="capabilities-title">
        <SectionHeader
          id="capabilities-title"
          eyebrow={capabilitiesSection.eyebrow}
          title={capabilitiesSection.title}
          lead={capabilitiesSection.lead}
        />
        <CardGrid>
          {capabilities.map((capability) => (
            <IconCard
              key={capability.id}
              icon={featureIcons[capability.icon]}
              title={capability.title}
              description={capability.description}
            />
          ))}
        </CardGrid>
      </Section>

      <CtaBand id="features-cta-title" title={featuresCta.title} lead={featuresCta.lead}>
        <ButtonLink to={featuresCta.primary.to} variant="inverse" size="lg">
          {featuresCta.primary.label}
          <ArrowRight className="size-5" aria-hidden="true" />
        </ButtonLink>
        <ButtonLink to={featuresCta.secondary.to} variant="inverse-outline" size="lg">
          <CalendarDays className="size-5" aria-hidden="true" />
          {featuresCta.secondary.label}
        </ButtonLink>
      </CtaBand>
    </>
  );
}

import { ArrowRight } from "lucide-react";
import { type FeatureBlock as FeatureBlockData, learnMoreLabel } from "@content/features";
import { ButtonLink } from "~/components/ui/button";
import { IconTile } from "~/components/ui/card";
import { CheckList } from "./check-list";
import { FeatureVisualPicture } from "./feature-visuals";
import { featureIcons } from "./icons";

/** One of the four feature blocks: text and bullets beside a product picture, alternating sides. */
export function FeatureBlock({ block, flip }: { block: FeatureBlockData; flip: boolean }) {
  const titleId = `feature-${block.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="grid grid-cols-1 items-center gap-10 lg:grid-cols-2 lg:gap-16"
    >
      <div className={flip ? "lg:order-2" : ""}>
        <IconTile icon={featureIcons[block.icon]} />
        <h2 id={titleId} className="mt-4 text-3xl font-bold">
          {block.title}
        </h2>
        <p className="mt-4 text-lg text-ink-muted">{block.description}</p>
        <CheckList items={block.bullets} className="mt-6" />
        <ButtonLink to={block.learnMoreTo} variant="secondary" className="mt-8">
          {learnMoreLabel}
          <span className="sr-only"> about {block.title}</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      </div>
      <div className={flip ? "lg:order-1" : ""}>
        <FeatureVisualPicture visual={block.visual} />
      </div>
    </article>
  );
}

import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { vibeCodingPage } from "@content/vibe-coding-page";
import { buttonClass } from "~/components/ui/button";
import { Section } from "~/components/ui/section";

const texts = vibeCodingPage.closing;

export function ClosingCta() {
  return (
    <Section tone="night" labelledBy="closing-title">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="closing-title" className="text-3xl font-bold md:text-4xl">
          {texts.title}
        </h2>
        <p className="mt-4 text-lg text-night-muted">{texts.lead}</p>
        <Link to="/contact" className={buttonClass("inverse", "lg", "mt-8")}>
          {texts.ctaLabel}
          <ArrowRight className="size-5" aria-hidden="true" />
        </Link>
      </div>
    </Section>
  );
}

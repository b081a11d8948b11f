import { Check } from "lucide-react";
import { hero } from "@content/home";
import { useChat } from "~/components/chat/chat-context";
import { opensChatWithoutScripts } from "~/components/chat/chat-context";
import { Button, ButtonLink } from "~/components/ui/button";
import { HeroVisual } from "./hero-visual";

export function Hero() {
  const { openChat } = useChat();
  return (
    <section aria-labelledby="home-hero-title" className="overflow-hidden bg-surface">
      <div className="container-page grid items-center gap-12 py-14 md:py-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface-alt px-3 py-1 text-sm font-medium text-ink-muted">
            <span className="size-2 rounded-full bg-success" aria-hidden="true" />
            {hero.badge}
          </p>
          <h1
            id="home-hero-title"
            className="mt-5 text-4xl font-bold sm:text-5xl sm:leading-[1.08]"
          >
            {hero.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-muted">{hero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/contact" size="lg">
              {hero.primaryCta}
            </ButtonLink>
            <Button variant="secondary" size="lg" onClick={openChat} {...opensChatWithoutScripts}>
              {hero.secondaryCta}
            </Button>
          </div>
          <ul className="mt-8 flex flex-col gap-x-6 gap-y-2 text-ink sm:flex-row sm:flex-wrap">
            {hero.claims.map((claim) => (
              <li key={claim} className="flex items-center gap-2 font-medium">
                <Check className="size-5 shrink-0 text-success" aria-hidden="true" />
                {claim}
              </li>
            ))}
          </ul>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}

import { CircleCheck } from "lucide-react";
import { closing } from "@content/home";
import { useChat } from "~/components/chat/chat-context";
import { Button, ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";

export function ClosingCta() {
  const { openChat } = useChat();
  return (
    <Section tone="night" labelledBy="home-closing-title" className="border-b border-white/10">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="home-closing-title" className="text-3xl font-bold md:text-4xl">
          {closing.title}
        </h2>
        <p className="mt-4 text-lg text-night-muted">{closing.lead}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/contact" variant="inverse" size="lg">
            {closing.primaryCta}
          </ButtonLink>
          <Button variant="inverse-outline" size="lg" onClick={openChat}>
            {closing.secondaryCta}
          </Button>
        </div>
        <ul className="mt-10 flex flex-col items-center justify-center gap-x-8 gap-y-3 text-night-muted sm:flex-row sm:flex-wrap">
          {closing.trust.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <CircleCheck className="size-5 shrink-0 text-white" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

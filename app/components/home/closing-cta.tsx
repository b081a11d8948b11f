import { CircleCheck } from "lucide-react";
import { closing } from "@content/home";
import { useChat } from "~/components/chat/chat-context";
import { opensChatWithoutScripts } from "~/components/chat/chat-context";
import { Button, ButtonLink } from "~/components/ui/button";
import { CtaBand } from "~/components/ui/cta-band";

export function ClosingCta() {
  const { openChat } = useChat();
  return (
    <CtaBand
      id="home-closing-title"
      title={closing.title}
      lead={closing.lead}
      wide
      className="border-b border-white/10"
      after={
        <ul className="mt-10 flex flex-col items-center justify-center gap-x-8 gap-y-3 text-night-muted sm:flex-row sm:flex-wrap">
          {closing.trust.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <CircleCheck className="size-5 shrink-0 text-white" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      }
    >
      <ButtonLink to="/contact" variant="inverse" size="lg">
        {closing.primaryCta}
      </ButtonLink>
      <Button variant="inverse-outline" size="lg" onClick={openChat} {...opensChatWithoutScripts}>
        {closing.secondaryCta}
      </Button>
    </CtaBand>
  );
}

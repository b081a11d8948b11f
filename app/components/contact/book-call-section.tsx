import { bookCallRequest } from "@content/chat";
import { bookCallAnchor, contactPage } from "@content/contact-page";
import { CalendarClock } from "lucide-react";
import { useChat } from "~/components/chat/chat-context";
import { opensChatWithoutScripts } from "~/components/chat/chat-context";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";

const texts = contactPage.bookCall;

/**
 * Where "Schedule a Call" lands: the call is booked in the chat, which asks for the details a
 * call needs first, or shows the free times to a visitor who has already sent them.
 */
export function BookCallSection() {
  const { askInChat } = useChat();
  return (
    <Section id={bookCallAnchor} labelledBy="book-call-title" className="focus:outline-none">
      <div className="mx-auto flex max-w-3xl flex-col items-start gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-6 sm:flex-row sm:items-center">
        <CalendarClock className="size-10 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="book-call-title" className="text-xl font-semibold">
            {texts.title}
          </h2>
          <p className="mt-1 text-ink-muted">{texts.lead}</p>
        </div>
        <Button onClick={() => askInChat(bookCallRequest)} {...opensChatWithoutScripts}>
          {texts.button}
        </Button>
      </div>
    </Section>
  );
}

import { Bot, MessageCircle } from "lucide-react";
import { liveDemo } from "@content/chat-page";
import { useChat } from "~/components/chat/chat-context";
import { opensChatWithoutScripts } from "~/components/chat/chat-context";
import { Button } from "~/components/ui/button";
import { useRootData } from "~/lib/root-data";

/** A fixed example chat drawn as static bubbles, ending in a button that opens the real one. */
export function SampleConversation() {
  const { business } = useRootData();
  const { openChat } = useChat();
  return (
    <figure className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface shadow-xl shadow-ink/5">
      <figcaption className="flex items-center gap-3 border-b border-line bg-surface-alt px-5 py-4">
        <span
          className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-white"
          aria-hidden="true"
        >
          <Bot className="size-5" />
        </span>
        <span className="leading-tight">
          <span className="block font-semibold">{business.assistantName}</span>
          <span className="flex items-center gap-1.5 text-sm text-success">
            <span className="size-2 rounded-full bg-success" aria-hidden="true" />
            Sample conversation
          </span>
        </span>
      </figcaption>
      <ol className="space-y-4 px-4 py-6 sm:px-6">
        {liveDemo.conversation.map((message, i) => {
          const fromVisitor = message.from === "visitor";
          return (
            <li key={i} className={`flex flex-col ${fromVisitor ? "items-end" : "items-start"}`}>
              <p
                className={`max-w-[85%] rounded-2xl px-4 py-2.5 ${
                  fromVisitor
                    ? "rounded-br-sm bg-primary text-white"
                    : "rounded-bl-sm border border-line bg-surface-alt text-ink"
                }`}
              >
                <span className="sr-only">
                  {fromVisitor ? liveDemo.visitorName : business.assistantName}:{" "}
                </span>
                {message.text}
              </p>
              <span className="mt-1 px-1 text-sm text-ink-muted">{message.time}</span>
            </li>
          );
        })}
      </ol>
      <div className="border-t border-line p-4 sm:px-6">
        <Button
          onClick={openChat}
          {...opensChatWithoutScripts}
          className="w-full py-2 whitespace-normal!"
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          {liveDemo.continueLabel}
        </Button>
      </div>
    </figure>
  );
}

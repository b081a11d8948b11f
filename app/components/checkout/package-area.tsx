import { MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { checkoutPage } from "@content/checkout-page";
import { useChat } from "~/components/chat/chat-context";
import { Button, buttonClass } from "~/components/ui/button";

const texts = checkoutPage.packages;

/** Where the package picker, the card form and the success view go. */
export function PackageArea() {
  const { openChat } = useChat();
  return (
    <section
      aria-labelledby="packages-title"
      className="rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-sm md:p-10"
    >
      <h2 id="packages-title" className="text-2xl font-bold">
        {texts.title}
      </h2>
      <p className="mt-3 text-ink-muted">{texts.lead}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={openChat}>
          <MessageCircle className="size-5" aria-hidden="true" />
          {texts.chatLabel}
        </Button>
        <Link to="/contact" className={buttonClass("secondary", "lg")}>
          {texts.contactLabel}
        </Link>
      </div>
    </section>
  );
}

import { ChatOrContactActions } from "~/components/chat/chat-or-contact-actions";
import { checkoutPage } from "@content/checkout-page";

const texts = checkoutPage.packages;

/** Where the package picker, the card form and the success view go. */
export function PackageArea() {
  return (
    <section
      aria-labelledby="packages-title"
      className="rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-sm md:p-10"
    >
      <h2 id="packages-title" className="text-2xl font-bold">
        {texts.title}
      </h2>
      <p className="mt-3 text-ink-muted">{texts.lead}</p>
      <ChatOrContactActions chatLabel={texts.chatLabel} contactLabel={texts.contactLabel} />
    </section>
  );
}

import { MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { useChat } from "./chat-context";

/** The two ways to reach the team from a panel: start a chat, or go to the contact page. */
export function ChatOrContactActions({
  chatLabel,
  contactLabel,
}: {
  chatLabel: string;
  contactLabel: string;
}) {
  const { openChat } = useChat();
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row">
      <Button size="lg" onClick={openChat}>
        <MessageCircle className="size-5" aria-hidden="true" />
        {chatLabel}
      </Button>
      <Link to="/contact" className={buttonClass("secondary", "lg")}>
        {contactLabel}
      </Link>
    </div>
  );
}

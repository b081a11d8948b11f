import { MessageCircle, X } from "lucide-react";
import { NavLink } from "react-router";
import { chatButtonLabel, mainNav, menuLabels } from "@content/navigation";
import { Button } from "~/components/ui/button";
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogRoot,
  DialogTitle,
} from "~/components/ui/dialog";
import type { LazyDialogProps } from "~/components/ui/lazy-dialog";
import { navLinkClass } from "./nav-link-class";

/** The phone navigation drawer; loaded by the header on first intent. */
export default function MenuDrawer({
  open,
  onOpenChange,
  onChat,
  onCloseAutoFocus,
}: LazyDialogProps & { onChat: () => void }) {
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent frame="drawer" onCloseAutoFocus={onCloseAutoFocus}>
        <div className="flex items-center justify-between">
          <DialogTitle size="md">{menuLabels.title}</DialogTitle>
          <DialogClose asChild>
            <Button variant="ghost" aria-label={menuLabels.close}>
              <X className="size-6" aria-hidden="true" />
            </Button>
          </DialogClose>
        </div>
        <DialogDescription className="sr-only">{menuLabels.navigation}</DialogDescription>
        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={(s) => `block ${navLinkClass(s)}`}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Button
          onClick={() => {
            onOpenChange(false);
            onChat();
          }}
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          {chatButtonLabel}
        </Button>
      </DialogContent>
    </DialogRoot>
  );
}

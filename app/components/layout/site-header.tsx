import { Menu, MessageCircle, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { chatButtonLabel, mainNav } from "@content/navigation";
import { useChat } from "~/components/chat/chat-context";
import { Button } from "~/components/ui/button";
import { useRootData } from "~/lib/root-data";
import { LogoMark } from "./logo";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-[var(--radius-control)] px-3 py-2 text-base font-medium transition-colors duration-200 ${
    isActive ? "bg-primary-tint text-primary" : "text-ink-muted hover:text-ink"
  }`;

export function SiteHeader() {
  const { business } = useRootData();
  const { openChat } = useChat();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();

  // A followed link closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-[var(--radius-control)] text-lg font-bold text-ink"
        >
          <LogoMark />
          <span>{business.brand}</span>
          <span className="sr-only">home</span>
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Button onClick={openChat} className="max-md:hidden">
            <MessageCircle className="size-4" aria-hidden="true" />
            {chatButtonLabel}
          </Button>
          <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <Dialog.Trigger asChild>
              <Button variant="ghost" className="md:hidden" aria-label="Open menu">
                <Menu className="size-6" aria-hidden="true" />
              </Button>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-night/60 data-[state=open]:animate-fade-in" />
              <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-6 bg-surface p-6 shadow-xl data-[state=open]:animate-fade-in">
                <div className="flex items-center justify-between">
                  <Dialog.Title className="text-lg font-bold">Menu</Dialog.Title>
                  <Dialog.Close asChild>
                    <Button variant="ghost" aria-label="Close menu">
                      <X className="size-6" aria-hidden="true" />
                    </Button>
                  </Dialog.Close>
                </div>
                <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
                <nav aria-label="Mobile">
                  <ul className="flex flex-col gap-1">
                    {mainNav.map((item) => (
                      <li key={item.to}>
                        <NavLink to={item.to} className={(s) => `block ${linkClass(s)}`}>
                          {item.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </nav>
                <Button
                  onClick={() => {
                    setDrawerOpen(false);
                    openChat();
                  }}
                >
                  <MessageCircle className="size-4" aria-hidden="true" />
                  {chatButtonLabel}
                </Button>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </div>
      </div>
    </header>
  );
}

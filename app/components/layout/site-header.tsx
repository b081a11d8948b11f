import { Menu, MessageCircle, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { chatButtonLabel, mainNav } from "@content/navigation";
import { useChat } from "~/components/chat/chat-context";
import { Button } from "~/components/ui/button";
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogRoot,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
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
          <DialogRoot open={drawerOpen} onOpenChange={setDrawerOpen}>
            <DialogTrigger asChild>
              <Button variant="ghost" className="md:hidden" aria-label="Open menu">
                <Menu className="size-6" aria-hidden="true" />
              </Button>
            </DialogTrigger>
            <DialogContent frame="drawer">
              <div className="flex items-center justify-between">
                <DialogTitle size="md">Menu</DialogTitle>
                <DialogClose asChild>
                  <Button variant="ghost" aria-label="Close menu">
                    <X className="size-6" aria-hidden="true" />
                  </Button>
                </DialogClose>
              </div>
              <DialogDescription className="sr-only">Site navigation</DialogDescription>
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
            </DialogContent>
          </DialogRoot>
        </div>
      </div>
    </header>
  );
}

import { Menu, MessageCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { chatButtonLabel, mainNav, menuLabels } from "@content/navigation";
import { opensChatWithoutScripts, useChat } from "~/components/chat/chat-context";
import { Button } from "~/components/ui/button";
import { LazyDialog, lazyDialog } from "~/components/ui/lazy-dialog";
import { useRootData } from "~/lib/root-data";
import { LogoMark } from "./logo";
import { navLinkClass } from "./nav-link-class";
import { MenuWithoutScripts, opensMenuWithoutScripts } from "./without-scripts";

const menuDrawer = lazyDialog(() => import("./menu-drawer"));

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
                <NavLink to={item.to} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Button onClick={openChat} className="max-md:hidden" {...opensChatWithoutScripts}>
            <MessageCircle className="size-4" aria-hidden="true" />
            {chatButtonLabel}
          </Button>
          <LazyDialog
            dialog={menuDrawer}
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            props={{ onChat: openChat }}
            trigger={
              <Button
                variant="ghost"
                className="md:hidden"
                aria-label={menuLabels.open}
                {...opensMenuWithoutScripts}
              >
                <Menu className="size-6" aria-hidden="true" />
              </Button>
            }
          />
          <MenuWithoutScripts />
        </div>
      </div>
    </header>
  );
}

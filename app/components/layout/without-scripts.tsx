import { X } from "lucide-react";
import { phoneHref } from "@content/business";
import {
  chatNeedsScripts as chatTexts,
  contactFormAnchor,
  mainNav,
  menuLabels,
  scriptsFailed,
} from "@content/navigation";
import { useLocation } from "react-router";
import { chatWithoutScriptsId as chatId } from "~/components/chat/chat-context";
import { useRootData } from "~/lib/root-data";
import { navLinkClass } from "./nav-link-class";

/*
 * The buttons only scripts make work, without scripts (ADR 0054): each names a native popover
 * (the HTML `popover` attribute) that is in the page only when scripts are off, inside
 * <noscript>. Without scripts the button opens it: the menu's links, or the ways to reach us
 * without the chat. With scripts the popover is not there, the button's `popovertarget` names
 * nothing and does nothing, and the button works as before, a press before hydration included
 * (held and pressed again, ADR 0045).
 */

const menuId = "menu-without-scripts";

/**
 * On a link that the scripts turn into a button (its click handler opens a dialog and prevents
 * the navigation): without scripts it is a link to the page that does the same, and a press
 * before hydration is held and pressed again (ADR 0045) rather than navigating away.
 */
export const linkUntilScripts = { "data-replay": "" } as const;

/** On the phone menu's button: without scripts it opens the menu's links. */
export const opensMenuWithoutScripts = { popoverTarget: menuId } as const;

const closeClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-[var(--radius-control)] text-ink hover:bg-surface-alt";

function Close({ target, label }: { target: string; label: string }) {
  return (
    <button
      type="button"
      popoverTarget={target}
      popoverTargetAction="hide"
      aria-label={label}
      className={closeClass}
    >
      <X className="size-6" aria-hidden="true" />
    </button>
  );
}

/** The phone menu without scripts: the drawer's links, in a panel at the right edge. */
export function MenuWithoutScripts() {
  return (
    <noscript>
      <nav
        id={menuId}
        popover="auto"
        aria-label={menuLabels.navigation}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,85vw)] flex-col gap-6 bg-surface p-6 text-ink shadow-xl backdrop:bg-night/60 open:flex"
      >
        <div className="flex items-center justify-between">
          <p className="text-xl font-semibold">{menuLabels.title}</p>
          <Close target={menuId} label={menuLabels.close} />
        </div>
        <ul className="flex flex-col gap-1">
          {mainNav.map((item) => (
            <li key={item.to}>
              <a href={item.to} className={`block ${navLinkClass({ isActive: false })}`}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </noscript>
  );
}

/** What a chat button opens without scripts: the chat is a script; these ways need none. */
export function ChatWithoutScripts() {
  const { business } = useRootData();
  const link = "font-semibold text-primary underline [overflow-wrap:anywhere]";
  return (
    <noscript>
      <div
        id={chatId}
        popover="auto"
        role="dialog"
        aria-labelledby={`${chatId}-title`}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-[var(--radius-card)] border border-line bg-surface p-6 text-ink shadow-xl backdrop:bg-night/30"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${chatId}-title`} className="pt-2 text-xl font-semibold">
            {chatTexts.title}
          </h2>
          <Close target={chatId} label={chatTexts.close} />
        </div>
        <p className="mt-2 text-ink-muted">{chatTexts.lead(business.assistantName)}</p>
        <ul className="mt-4 grid gap-2">
          <li>
            {chatTexts.callLabel}:{" "}
            <a className={link} href={phoneHref(business.phone)}>
              {business.phone}
            </a>
          </li>
          <li>
            {chatTexts.emailLabel}:{" "}
            <a className={link} href={`mailto:${business.salesEmail}`}>
              {business.salesEmail}
            </a>
          </li>
          <li>
            <a className={link} href={`/contact#${contactFormAnchor}`}>
              {chatTexts.formLabel}
            </a>
          </li>
        </ul>
      </div>
    </noscript>
  );
}

/**
 * Shown only when the page stopped waiting for its scripts (they failed to load, or a press
 * waited too long for them): says so plainly, with a way to try again. Without scripts at all
 * nothing needs saying: the controls' own notices do.
 */
export function ScriptsFailedNotice() {
  const { pathname, search } = useLocation();
  return (
    <div
      role="alert"
      className="fixed inset-x-0 top-16 z-40 hidden border-b border-warning bg-warning-bg px-4 py-3 text-sm text-ink scripts-failed:block"
    >
      <p className="container-page">
        {scriptsFailed.text}{" "}
        <a className="font-semibold text-primary underline" href={`${pathname}${search}`}>
          {scriptsFailed.reload}
        </a>
      </p>
    </div>
  );
}

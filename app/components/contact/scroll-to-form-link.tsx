import { ArrowDown } from "lucide-react";
import type { MouseEvent } from "react";
import { buttonClass } from "~/components/ui/button";

/**
 * A plain in-page link, so it works before hydration and without JavaScript. With JavaScript it
 * scrolls smoothly (unless reduced motion is asked for) and moves focus to the section.
 */
export function ScrollToFormLink({ targetId, label }: { targetId: string; label: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  };
  return (
    <a href={`#${targetId}`} onClick={onClick} className={buttonClass("primary", "lg")}>
      {label}
      <ArrowDown className="size-5" aria-hidden="true" />
    </a>
  );
}

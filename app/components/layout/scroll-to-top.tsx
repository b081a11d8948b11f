import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Every route change scrolls to the top: smoothly, or at once under reduced motion. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the route changed
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? "instant" : "smooth" });
  }, [pathname, hash]);
  return null;
}

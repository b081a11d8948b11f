import type { NavigateFunction } from "react-router";

/**
 * Back to the page the buyer came from: one step back when that page is ours (React Router
 * numbers its history entries), else `fallback`, so an outside link never leaves the site.
 */
export function leaveCheckout(navigate: NavigateFunction, fallback: string) {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0) navigate(-1);
  else navigate(fallback);
}

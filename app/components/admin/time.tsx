import { useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";

const subscribeNothing = () => () => {};

/**
 * False on the server and during hydration, true once the browser has taken over. Anything that
 * depends on the browser's clock or time zone renders only then: the server's clock and zone are
 * not the staff member's, and a different first render would be a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * The zone the server writes times in: a fixed one, so the page the server sends reads the same
 * as the browser's first render. The staff layout may name the business's zone instead.
 */
function useServerZone(): string {
  const layout = useRouteLoaderData("routes/admin") as { timeZone?: string } | undefined;
  return layout?.timeZone ?? "UTC";
}

/** The zone times show in: the server's fixed one at first, the staff member's in the browser. */
export function useStaffZone(): string {
  const hydrated = useHydrated();
  const server = useServerZone();
  return hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone || server : server;
}

export function exactTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(new Date(iso));
}

/** A moment in the coming days, short: "Thu, Nov 26, 10:35 AM EST". */
export function shortTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(new Date(iso));
}

export function dayOf(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone,
  }).format(new Date(iso));
}

export function clockTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(new Date(iso));
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "3 hours ago", "in 2 days", "just now". */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = (new Date(iso).getTime() - now) / 1000;
  const format = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return seconds > 0 ? "in a moment" : "just now";
}

/**
 * A moment as staff read it: relative ("3 hours ago") with the exact local time on hover. The
 * server (and the first browser render) writes the exact time in a fixed zone instead, which
 * reads the same wherever it is rendered; "3 hours ago" depends on the clock that renders it.
 * A moment still to come (a booked call) reads as its day and hour: "tomorrow" alone would not
 * say when to call.
 */
export function Time({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  const zone = useStaffZone();
  const full = exactTime(iso, zone);
  if (!hydrated) return <time dateTime={iso}>{full}</time>;
  const future = new Date(iso).getTime() > Date.now();
  return (
    <time dateTime={iso} title={future ? relativeTime(iso) : full}>
      {future ? shortTime(iso, zone) : relativeTime(iso)}
    </time>
  );
}

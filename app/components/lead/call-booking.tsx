import { bookingTexts as t } from "@content/booking";
import type { BookingResponse, SlotsResponse } from "@lib/booking";
import { useEffect, useId, useMemo, useState } from "react";
import { Button } from "~/components/ui/button";
import { ApiError, api } from "~/lib/api";

/** The browser's own zone: slots are instants, shown as the visitor's wall clock. */
function visitorZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

const dayFormat = (zone: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: zone,
  });
const timeFormat = (zone: string) =>
  new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: zone });
const fullFormat = (zone: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: zone,
    timeZoneName: "short",
  });

type Props = {
  inquiryId: number;
  email: string;
  /** From the inquiry's response: proves this page sent the request. */
  bookingToken: string;
  /** The visitor started using the picker: the dialog stops its auto-close. */
  onInteract: () => void;
};

/**
 * After the lead dialog's 'Thank You!': the visitor picks a call slot (next business days,
 * inside business hours), shown in their own time zone, and books it.
 */
export function CallBooking({ inquiryId, email, bookingToken, onInteract }: Props) {
  const [zone] = useState(visitorZone);
  const [slots, setSlots] = useState<SlotsResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [day, setDay] = useState<string>("");
  const [picked, setPicked] = useState<string>("");
  const [error, setError] = useState<string>("");
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<BookingResponse | null>(null);
  const daySelectId = useId();
  const errorId = useId();

  const load = () =>
    api
      .get<SlotsResponse>("/api/bookings/slots")
      .then(setSlots)
      .catch(() => setFailed(true));
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once
  useEffect(() => {
    void load();
  }, []);

  const days = useMemo(() => {
    const byDay = new Map<string, string[]>();
    const format = dayFormat(zone);
    for (const s of slots?.slots ?? []) {
      const label = format.format(new Date(s));
      byDay.set(label, [...(byDay.get(label) ?? []), s]);
    }
    return byDay;
  }, [slots, zone]);
  const currentDay = day || days.keys().next().value || "";

  if (booked) {
    return (
      <div
        role="status"
        className="w-full rounded-[var(--radius-card)] bg-primary-tint/40 p-4 text-left"
      >
        <p className="font-semibold">{t.booked(fullFormat(zone).format(new Date(booked.start)))}</p>
        <p className="mt-1 text-ink-muted">{t.bookedNote}</p>
      </div>
    );
  }

  const book = async () => {
    if (!picked) {
      setError(t.pickFirst);
      return;
    }
    setBusy(true);
    setError("");
    try {
      setBooked(
        await api.post<BookingResponse>("/api/bookings", {
          inquiryId,
          email,
          start: picked,
          timeZone: zone,
          token: bookingToken,
        }),
      );
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t.loadFailed);
      setPicked("");
      void load();
    } finally {
      setBusy(false);
    }
  };

  const when = slots ? fullFormat(zone).format(new Date(slots.nextOpening)) : "";
  return (
    <section
      aria-labelledby={`${daySelectId}-title`}
      className="w-full border-t border-line pt-4 text-left"
      onFocusCapture={onInteract}
      onPointerDown={onInteract}
    >
      <h3 id={`${daySelectId}-title`} className="text-lg font-semibold">
        {t.title}
      </h3>
      {slots && (
        <p className="mt-1 text-ink-muted">{slots.openNow ? t.openNow : t.closedNow(when)}</p>
      )}
      {failed && <p className="mt-2 text-ink-muted">{t.loadFailed}</p>}
      {!slots && !failed && <p className="mt-2 text-ink-muted">{t.loading}</p>}
      {slots && days.size === 0 && <p className="mt-2 text-ink-muted">{t.noSlots}</p>}
      {slots && days.size > 0 && (
        <>
          <p className="mt-1 text-sm text-ink-muted">{t.lead(slots.minutes, zone)}</p>
          <label htmlFor={daySelectId} className="mt-3 block font-medium">
            Day
          </label>
          <select
            id={daySelectId}
            value={currentDay}
            onChange={(e) => {
              setDay(e.target.value);
              setPicked("");
            }}
            className="mt-1 w-full rounded-[var(--radius-control)] border border-line bg-surface px-3 py-2"
          >
            {[...days.keys()].map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
          <fieldset className="mt-3" aria-describedby={error ? errorId : undefined}>
            <legend className="font-medium">Time</legend>
            <div className="mt-1 grid max-h-48 grid-cols-3 gap-2 overflow-y-auto p-1 sm:grid-cols-4">
              {(days.get(currentDay) ?? []).map((s) => (
                <label
                  key={s}
                  className={`cursor-pointer rounded-[var(--radius-control)] border px-2 py-1.5 text-center text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary ${
                    picked === s ? "border-primary bg-primary text-white" : "border-line"
                  }`}
                >
                  <input
                    type="radio"
                    name="call-slot"
                    value={s}
                    checked={picked === s}
                    onChange={() => setPicked(s)}
                    className="sr-only"
                  />
                  {timeFormat(zone).format(new Date(s))}
                </label>
              ))}
            </div>
          </fieldset>
          {error && (
            <p id={errorId} role="alert" className="mt-2 text-sm text-danger">
              {error}
            </p>
          )}
          <Button type="button" className="mt-3" onClick={book} disabled={busy}>
            {busy ? t.booking : t.book}
          </Button>
        </>
      )}
    </section>
  );
}

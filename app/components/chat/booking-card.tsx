import { bookingTexts as t } from "@content/booking";
import { type BookingResponse, phoneSchema, type SlotsResponse } from "@lib/booking";
import type { BookedCall } from "@lib/chat";
import { CalendarCheck, Phone } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { Button } from "~/components/ui/button";
import { FieldError, FieldLabel, inputClass } from "~/components/ui/form";
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
  sessionId: string;
  messageId: number;
  inquiryId: number;
  booking?: BookedCall;
  dismissed?: boolean;
  onBooked: (booking: BookedCall) => void;
  onDismissed: () => void;
  /** The card changed height (slots loaded, confirmation shown): keep it in view. */
  onResize: () => void;
};

/**
 * The call offer under the chat's acknowledgement of a lead request: the visitor picks a slot
 * (next business days, in their own time zone) and the number to call. The conversation is the
 * authority (its cookie), so the card works as long as it is in the thread; it shows the booked
 * call once there is one, and stays closed once dismissed.
 */
export function BookingCard(props: Props) {
  const { booking, dismissed, onResize } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the card's state changes its height
  useEffect(() => {
    onResize();
  }, [booking, dismissed]);
  if (booking) return <BookedCallNote booking={booking} />;
  if (dismissed) return <p className="px-1 text-sm text-ink-muted">{t.dismissed}</p>;
  return <SlotPicker {...props} />;
}

function BookedCallNote({ booking }: { booking: BookedCall }) {
  const [zone] = useState(visitorZone);
  return (
    <div
      role="status"
      data-testid="booking-confirmation"
      className="w-full rounded-[var(--radius-card)] border border-line bg-primary-tint/40 p-4"
    >
      <p className="flex items-start gap-2 font-semibold">
        <CalendarCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        {t.booked(fullFormat(zone).format(new Date(booking.start)))}
      </p>
      {booking.phone && (
        <p className="mt-1 flex items-start gap-2">
          <Phone className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          {t.bookedPhone(booking.phone)}
        </p>
      )}
      <p className="mt-1 text-ink-muted">{t.bookedNote}</p>
    </div>
  );
}

function SlotPicker({ sessionId, messageId, inquiryId, onBooked, onDismissed, onResize }: Props) {
  const [zone] = useState(visitorZone);
  const [slots, setSlots] = useState<SlotsResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [day, setDay] = useState<string>("");
  const [picked, setPicked] = useState<string>("");
  const [phone, setPhone] = useState("");
  const [phoneError, setPhoneError] = useState("");
  const [error, setError] = useState<string>("");
  const [busy, setBusy] = useState(false);
  const baseId = useId();
  const daySelectId = `${baseId}-day`;
  const phoneId = `${baseId}-phone`;
  const phoneErrorId = `${baseId}-phone-error`;
  const errorId = `${baseId}-error`;

  const load = () =>
    api
      .get<SlotsResponse>("/api/bookings/slots")
      .then(setSlots)
      .catch(() => setFailed(true));
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once
  useEffect(() => {
    void load();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the loaded slots make the card taller
  useEffect(() => {
    onResize();
  }, [slots, failed]);

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

  const book = async () => {
    const number = phoneSchema.safeParse(phone);
    setPhoneError(number.success ? "" : (number.error.issues[0]?.message ?? t.phoneRequired));
    if (!picked) {
      setError(t.pickFirst);
      return;
    }
    if (!number.success) {
      setError("");
      return;
    }
    setBusy(true);
    setError("");
    try {
      const booked = await api.post<BookingResponse>("/api/bookings", {
        inquiryId,
        start: picked,
        timeZone: zone,
        phone: number.data,
      });
      onBooked(booked);
    } catch (err) {
      if (err instanceof ApiError && err.fields?.phone) {
        setPhoneError(err.fields.phone);
      } else {
        setError(err instanceof ApiError ? err.message : t.loadFailed);
        setPicked("");
        void load();
      }
    } finally {
      setBusy(false);
    }
  };

  const dismiss = () => {
    onDismissed();
    // The card closes at once; the server remembers it for the next visit.
    void api
      .post(`/api/chat/${encodeURIComponent(sessionId)}/cards/${messageId}/dismiss`, {})
      .catch(() => {});
  };

  const when = slots ? fullFormat(zone).format(new Date(slots.nextOpening)) : "";
  return (
    <section
      aria-labelledby={`${baseId}-title`}
      data-testid="booking-card"
      className="w-full min-w-0 rounded-[var(--radius-card)] border border-line bg-surface p-4"
    >
      <h3 id={`${baseId}-title`} className="text-lg font-semibold">
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
          <label htmlFor={daySelectId} className="mt-3 mb-1.5 block text-sm font-semibold">
            {t.dayLabel}
          </label>
          <select
            id={daySelectId}
            value={currentDay}
            onChange={(e) => {
              setDay(e.target.value);
              setPicked("");
            }}
            className={inputClass}
          >
            {[...days.keys()].map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
          <fieldset className="mt-3 min-w-0">
            <legend className="text-sm font-semibold">{t.timeLabel}</legend>
            <div className="mt-1 grid max-h-40 grid-cols-3 gap-2 overflow-y-auto p-1">
              {(days.get(currentDay) ?? []).map((s) => (
                <label
                  key={s}
                  className={`flex min-h-11 cursor-pointer items-center justify-center rounded-[var(--radius-control)] border px-1 text-center text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary ${
                    picked === s ? "border-primary bg-primary text-white" : "border-line"
                  }`}
                >
                  <input
                    type="radio"
                    name={`${baseId}-slot`}
                    value={s}
                    checked={picked === s}
                    onChange={() => {
                      setPicked(s);
                      setError("");
                    }}
                    className="sr-only"
                  />
                  {timeFormat(zone).format(new Date(s))}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mt-3">
            <FieldLabel htmlFor={phoneId} required>
              {t.phoneLabel}
            </FieldLabel>
            <input
              id={phoneId}
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              required
              value={phone}
              onChange={(e) => {
                setPhone(e.target.value);
                setPhoneError("");
              }}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={phoneError ? phoneErrorId : `${phoneId}-hint`}
              className={inputClass}
            />
            {phoneError ? (
              <FieldError id={phoneErrorId} message={phoneError} />
            ) : (
              <p id={`${phoneId}-hint`} className="mt-1 text-sm text-ink-muted">
                {t.phoneHint}
              </p>
            )}
          </div>
          {error && (
            <p id={errorId} role="alert" className="mt-2 text-sm text-danger">
              {error}
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="button" onClick={book} disabled={busy}>
              {busy ? t.booking : t.book}
            </Button>
            <Button type="button" variant="secondary" onClick={dismiss} disabled={busy}>
              {t.dismiss}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

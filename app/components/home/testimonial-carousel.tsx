import { ChevronLeft, ChevronRight, Pause, Play, Star } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  type Testimonial,
  testimonials,
  testimonialsSection as copy,
  timings,
} from "@content/home";

const total = testimonials.length;

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Which slots show depends only on CSS (1 below 768 px, 2 up to 1024 px, 3 above), so the
 * server HTML and the first client render agree at every width. Hidden slots keep their box,
 * so the row is always as tall as the tallest testimonial and nothing below it moves.
 */
const slotClass = (position: number) =>
  position === 0
    ? ""
    : position === 1
      ? "max-md:invisible max-md:opacity-0"
      : position === 2
        ? "max-lg:invisible max-lg:opacity-0"
        : "invisible opacity-0";

const initials = (name: string) =>
  name
    .split(" ")
    .map((part) => part[0])
    .join("")
    .slice(0, 2);

function TestimonialCard({ t }: { t: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-surface p-6">
      <div className="flex items-center justify-between gap-3">
        <p className="flex gap-0.5 text-warning">
          {Array.from({ length: t.rating }, (_, i) => (
            <Star key={i} className="size-4" fill="currentColor" aria-hidden="true" />
          ))}
          <span className="sr-only">{copy.ratingText(t.rating)}</span>
        </p>
        <p className="text-sm text-ink-muted">{t.postedDate}</p>
      </div>
      <blockquote className="mt-4 flex-1 text-ink">
        <p>“{t.content}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-5">
        <span
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-tint text-sm font-semibold text-primary"
          aria-hidden="true"
        >
          {initials(t.name)}
        </span>
        <span className="min-w-0">
          <span className="block font-semibold">{t.name}</span>
          <span className="block text-sm text-ink-muted">
            {t.role}, {t.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

const roundButton =
  "inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-ink transition-colors duration-200 ease-out hover:border-primary hover:text-primary";

export function TestimonialCarousel() {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const direction = useRef<-1 | 0 | 1>(0);

  // Motion-sensitive visitors start paused; they can still press play.
  useEffect(() => {
    if (reducedMotion()) setPlaying(false);
  }, []);

  const rotating = playing && !hovered && !focused;

  // biome-ignore lint/correctness/useExhaustiveDependencies: every slide, however reached, gets a full interval
  useEffect(() => {
    if (!rotating) return;
    const id = window.setTimeout(() => {
      direction.current = 1;
      setIndex((i) => (i + 1) % total);
    }, timings.carouselAdvanceMs);
    return () => window.clearTimeout(id);
  }, [rotating, index]);

  // Slide the row by one card in the direction of travel; dots jump without sliding.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the slide changes
  useLayoutEffect(() => {
    const dir = direction.current;
    direction.current = 0;
    const track = trackRef.current;
    const first = track?.firstElementChild as HTMLElement | null;
    if (!dir || !track || !first || reducedMotion() || !track.animate) return;
    track.animate(
      [{ transform: `translateX(${dir * first.offsetWidth}px)` }, { transform: "none" }],
      { duration: 250, easing: "ease-out" },
    );
  }, [index]);

  const move = (dir: -1 | 1) => {
    direction.current = dir;
    setIndex((i) => (i + dir + total) % total);
  };

  const ordered = Array.from({ length: total }, (_, k) => (index + k) % total);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={copy.carouselLabel}
      onFocus={(e) => setFocused((e.target as Element) !== toggleRef.current)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* `relative` keeps the off-screen slides' sr-only (absolute) texts inside the clip.
          Without scripts every slide shows, in a row the visitor scrolls; the buttons are hidden. */}
      <div
        className="relative overflow-x-clip scriptless:snap-x scriptless:snap-mandatory scriptless:overflow-x-auto"
        onPointerEnter={(e) => {
          if (e.pointerType === "mouse") setHovered(true);
        }}
        onPointerLeave={() => setHovered(false)}
      >
        <div ref={trackRef} className="-mx-3 flex" aria-live={rotating ? "off" : "polite"}>
          {ordered.map((i, position) => (
            // biome-ignore lint/a11y/useSemanticElements: APG carousel pattern; a slide is not a form fieldset
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={copy.slideLabel(i + 1, total)}
              className={`w-full shrink-0 snap-start px-3 transition-[opacity,visibility] duration-200 ease-out md:w-1/2 lg:w-1/3 ${slotClass(position)} scriptless:visible scriptless:opacity-100`}
            >
              <TestimonialCard t={testimonials[i]} />
            </div>
          ))}
        </div>
      </div>

      <div className="mt-8 flex flex-col items-center gap-4 sm:flex-row sm:justify-between scriptless:hidden">
        {/* biome-ignore lint/a11y/useSemanticElements: a set of buttons, not form fields */}
        <div role="group" aria-label={copy.dotsLabel} className="flex">
          {testimonials.map((t, i) => (
            <button
              key={t.name}
              type="button"
              aria-label={copy.dotLabel(i + 1, total)}
              aria-current={i === index ? "true" : undefined}
              onClick={() => setIndex(i)}
              className="group inline-flex size-11 items-center justify-center rounded-full"
            >
              <span
                className={`block h-2 rounded-full transition-all duration-200 ease-out ${
                  i === index ? "w-6 bg-primary" : "w-2 bg-ink-muted/70 group-hover:bg-ink"
                }`}
              />
            </button>
          ))}
        </div>
        <div className="flex gap-2">
          <button
            ref={toggleRef}
            type="button"
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? copy.pause : copy.play}
            className={roundButton}
          >
            {playing ? (
              <Pause className="size-5" aria-hidden="true" />
            ) : (
              <Play className="size-5" aria-hidden="true" />
            )}
          </button>
          <button
            type="button"
            onClick={() => move(-1)}
            aria-label={copy.previous}
            className={roundButton}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => move(1)}
            aria-label={copy.next}
            className={roundButton}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
    </section>
  );
}

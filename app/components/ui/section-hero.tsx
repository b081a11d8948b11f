import type { ReactNode } from "react";

type SectionHeroProps = {
  eyebrow: string;
  title: string;
  lead: string;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  /** Shown above the eyebrow, e.g. the limited-time banner. */
  notice?: ReactNode;
  /** A product picture beside the text on wide screens; the hero centres itself without one. */
  visual?: ReactNode;
  /** Short claims under the actions, each after a green dot. */
  points?: readonly string[];
  /** Extra content under the actions, e.g. a welcome line. */
  children?: ReactNode;
};

/** The top band of a page: one h1, a lead sentence, the page's main actions and claims. */
export function SectionHero({
  eyebrow,
  title,
  lead,
  actions,
  notice,
  visual,
  points,
  children,
}: SectionHeroProps) {
  const centred = !visual;
  return (
    <section
      aria-labelledby="page-title"
      className="border-b border-line bg-surface-alt py-14 md:py-20"
    >
      <div
        className={`container-page ${visual ? "grid grid-cols-1 items-center gap-12 lg:grid-cols-[1.1fr_1fr]" : ""}`}
      >
        <div className={centred ? "mx-auto max-w-3xl text-center" : "max-w-2xl"}>
          {notice}
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>
          <h1 id="page-title" className="mt-3 text-4xl font-bold md:text-5xl">
            {title}
          </h1>
          <p className="mt-5 text-lg text-ink-muted md:text-xl">{lead}</p>
          {actions && (
            <div
              className={`mt-8 flex flex-col gap-3 sm:flex-row ${centred ? "sm:justify-center" : ""}`}
            >
              {actions}
            </div>
          )}
          {points && (
            <ul className="mt-8 flex flex-col items-center gap-x-6 gap-y-2 text-ink-muted sm:flex-row sm:flex-wrap sm:justify-center">
              {points.map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <span className="size-1.5 rounded-full bg-success" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
          )}
          {children}
        </div>
        {visual}
      </div>
    </section>
  );
}

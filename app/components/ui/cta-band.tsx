import type { ReactNode } from "react";
import { Section } from "./section";

/** The closing call to action of a page: a night band with a title, a lead and the actions. */
export function CtaBand({
  id,
  title,
  lead,
  wide = false,
  className,
  after,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  /** A wider text column, for a band with a row of claims under the actions. */
  wide?: boolean;
  className?: string;
  /** Shown under the actions, e.g. trust claims. */
  after?: ReactNode;
  /** The action buttons or links. */
  children: ReactNode;
}) {
  return (
    <Section tone="night" labelledBy={id} className={className}>
      <div className={`mx-auto text-center ${wide ? "max-w-3xl" : "max-w-2xl"}`}>
        <h2 id={id} className="text-3xl font-bold md:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg text-night-muted">{lead}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
        {after}
      </div>
    </Section>
  );
}

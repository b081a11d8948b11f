import type { ReactNode } from "react";
import { Section } from "~/components/ui/section";

/** The closing call to action of the Features, Chat and Chatbots pages: a night band. */
export function CtaBand({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <Section tone="night" labelledBy={id}>
      <div className="mx-auto max-w-2xl text-center">
        <h2 id={id} className="text-3xl font-bold md:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg text-night-muted">{lead}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
      </div>
    </Section>
  );
}

import { ChevronDown } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { LegalDocument, LegalSection } from "@content/legal";
import { footer } from "@content/navigation";
import { policyLastUpdated, policyLastUpdatedIso } from "@content/policies";
import { RichText } from "./rich-text";
import { LegalBlockView } from "./legal-blocks";

const tocLinkClass =
  "block rounded-md px-2 py-1.5 text-ink-muted hover:bg-surface-alt hover:text-ink";

function TocList({ sections }: { sections: LegalSection[] }) {
  return (
    <ol className="space-y-0.5 text-sm">
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`} className={tocLinkClass}>
            {section.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

function OtherPolicies() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Other policies" className="mt-8 border-t border-line pt-6">
      <p className="px-2 text-sm font-semibold">Other policies</p>
      <ul className="mt-2 space-y-0.5 text-sm">
        {footer.legal
          .filter((l) => l.to !== pathname)
          .map((l) => (
            <li key={l.to}>
              <Link to={l.to} className={tocLinkClass}>
                {l.label}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/**
 * The one layout of every legal page: title, last-updated date, key figures, a table of contents
 * (sticky beside the text on wide screens, folded above it on phones) and numbered sections.
 */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <article aria-labelledby="legal-title">
      <header className="border-b border-line bg-surface-alt py-12 md:py-16">
        <div className="container-page">
          <div className="max-w-3xl">
            <p className="text-sm font-semibold uppercase tracking-wider text-primary">Legal</p>
            <h1 id="legal-title" className="mt-3 text-4xl font-bold md:text-5xl">
              {document.title}
            </h1>
            <p className="mt-4 text-ink-muted">
              Last updated <time dateTime={policyLastUpdatedIso}>{policyLastUpdated}</time>
            </p>
            <p className="mt-6 text-lg">
              <RichText value={document.intro} />
            </p>
          </div>
          {document.highlights && (
            <section aria-label="At a glance" className="mt-10">
              <dl
                className={`grid gap-4 ${document.highlights.length === 3 ? "sm:grid-cols-3" : "grid-cols-2 lg:grid-cols-4"}`}
              >
                {document.highlights.map((h) => (
                  <div
                    key={h.label}
                    className="flex flex-col rounded-[var(--radius-card)] border border-line bg-surface p-4"
                  >
                    <dt className="order-2 mt-1 text-sm text-ink-muted">{h.label}</dt>
                    <dd className="order-1 text-xl font-bold text-primary sm:text-2xl">
                      {h.value}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </div>
      </header>

      <div className="container-page py-12 md:py-16 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
        <aside className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto">
          <details className="group mb-10 rounded-[var(--radius-card)] border border-line lg:hidden">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-4 font-semibold [&::-webkit-details-marker]:hidden">
              On this page
              <ChevronDown
                className="size-5 transition-transform duration-200 group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <nav aria-label="On this page" className="border-t border-line px-2 py-3">
              <TocList sections={document.sections} />
            </nav>
          </details>
          <nav aria-label="On this page" className="hidden lg:block">
            <p className="px-2 text-sm font-semibold">On this page</p>
            <div className="mt-2">
              <TocList sections={document.sections} />
            </div>
          </nav>
          <div className="hidden lg:block">
            <OtherPolicies />
          </div>
        </aside>

        <div className="max-w-3xl space-y-12">
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} className="text-2xl font-bold">
                {section.title}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed">
                {section.blocks.map((block, i) => (
                  <LegalBlockView key={i} block={block} />
                ))}
              </div>
            </section>
          ))}
          <div className="lg:hidden">
            <OtherPolicies />
          </div>
        </div>
      </div>
    </article>
  );
}

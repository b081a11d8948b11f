import type { LegalBlock } from "@content/legal";
import { RichText } from "./rich-text";

function Table({ block }: { block: Extract<LegalBlock, { kind: "table" }> }) {
  // Wide tables scroll sideways on phones instead of squeezing; the region is focusable so
  // keyboard users can scroll it too.
  const wide = block.columns.length > 2;
  return (
    <section
      aria-label={block.caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-[var(--radius-control)] border border-line"
    >
      <table className={`w-full border-collapse text-left ${wide ? "min-w-[36rem]" : ""}`}>
        <caption className="border-b border-line bg-surface-alt px-4 py-3 text-left font-semibold">
          {block.caption}
        </caption>
        <thead>
          <tr className="border-b border-line">
            {block.columns.map((column) => (
              <th
                key={column}
                scope="col"
                className="px-4 py-3 text-sm font-semibold text-ink-muted"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map(([head, ...cells]) => (
            <tr key={head} className="border-b border-line last:border-b-0 align-top">
              <th scope="row" className="px-4 py-3 font-semibold">
                {head}
              </th>
              {cells.map((cell, i) => (
                <td key={i} className="px-4 py-3">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function LegalBlockView({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "p":
      return (
        <p>
          <RichText value={block.text} />
        </p>
      );
    case "h3":
      return <h3 className="pt-2 text-xl font-semibold">{block.text}</h3>;
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List
          className={`space-y-2 pl-6 marker:text-ink-muted ${block.ordered ? "list-decimal" : "list-disc"}`}
        >
          {block.items.map((item, i) => (
            <li key={i} className="pl-1">
              <RichText value={item} />
            </li>
          ))}
        </List>
      );
    }
    case "terms":
      return (
        <dl className="divide-y divide-line rounded-[var(--radius-control)] border border-line">
          {block.items.map((item) => (
            <div key={item.term} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr] sm:gap-6">
              <dt className="font-semibold">{item.term}</dt>
              <dd className="text-ink-muted">
                <RichText value={item.detail} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case "steps":
      return (
        <ol className="space-y-4">
          {block.items.map((step) => (
            <li key={step.label} className="flex flex-col gap-2 sm:flex-row sm:gap-5">
              <span className="inline-flex h-8 w-28 shrink-0 items-center justify-center rounded-full bg-primary-tint text-sm font-semibold text-primary">
                {step.label}
              </span>
              <span>
                <span className="block font-semibold">{step.title}</span>
                <span className="block text-ink-muted">{step.detail}</span>
              </span>
            </li>
          ))}
        </ol>
      );
    case "table":
      return <Table block={block} />;
    case "records":
      return (
        <ul aria-label={block.label} className="space-y-4">
          {block.items.map((item) => (
            <li
              key={item.name}
              className="rounded-[var(--radius-card)] border border-line p-4 sm:p-5"
            >
              <p className="font-mono text-base font-semibold break-all">{item.name}</p>
              <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[7rem_1fr]">
                {item.fields.map((field) => (
                  <div key={field.term} className="contents">
                    <dt className="text-sm font-semibold text-ink-muted sm:pt-0.5">{field.term}</dt>
                    <dd className="mb-2 sm:mb-0">{field.detail}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      );
  }
}

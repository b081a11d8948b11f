import type { ChatbotPlacement } from "@content/chatbots-page";

/** Grey bars standing in for a page's text. */
function PageLines({ count = 4 }: { count?: number }) {
  const widths = ["w-3/4", "w-full", "w-5/6", "w-2/3", "w-11/12", "w-1/2"];
  return (
    <div className="space-y-1.5">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`h-1.5 rounded-full bg-line ${widths[i % widths.length]}`} />
      ))}
    </div>
  );
}

/** A chat window in miniature: a header strip and two bubbles. */
function MiniChat({ className = "" }: { className?: string }) {
  return (
    <div
      className={`flex flex-col overflow-hidden rounded-md border border-line bg-surface shadow-md ${className}`}
    >
      <div className="h-2.5 bg-primary" />
      <div className="flex flex-1 flex-col gap-1 p-1.5">
        <div className="h-2 w-3/4 rounded-full bg-surface-alt ring-1 ring-line" />
        <div className="ml-auto h-2 w-1/2 rounded-full bg-primary/70" />
        <div className="h-2 w-2/3 rounded-full bg-surface-alt ring-1 ring-line" />
      </div>
    </div>
  );
}

/** A tiny browser window showing where the chatbot sits on the page. */
export function PlacementPreview({
  placement,
  label,
}: {
  placement: ChatbotPlacement;
  label: string;
}) {
  return (
    <div
      role="img"
      aria-label={label}
      className="relative aspect-[16/10] overflow-hidden rounded-[var(--radius-control)] border border-line bg-surface"
    >
      <div className="flex h-4 items-center gap-1 border-b border-line bg-surface-alt px-2">
        <span className="size-1.5 rounded-full bg-line" />
        <span className="size-1.5 rounded-full bg-line" />
        <span className="size-1.5 rounded-full bg-line" />
      </div>
      <div className="relative h-[calc(100%-1rem)] p-3">
        {placement === "embedded" ? (
          <div className="space-y-2">
            <PageLines count={2} />
            <MiniChat className="h-14 w-full" />
            <PageLines count={4} />
          </div>
        ) : (
          <div className={placement === "sidebar" ? "w-3/5" : ""}>
            <div className="mb-2 h-2.5 w-1/2 rounded-full bg-ink/20" />
            <PageLines count={5} />
          </div>
        )}
        {placement === "floating" && (
          <>
            <MiniChat className="absolute right-3 bottom-9 h-1/2 w-2/5" />
            <span className="absolute right-3 bottom-2 size-5 rounded-full bg-primary shadow" />
          </>
        )}
        {placement === "sidebar" && (
          <MiniChat className="absolute inset-y-0 right-0 w-1/3 rounded-none border-y-0 border-r-0" />
        )}
        {placement === "modal" && (
          <div className="absolute inset-0 flex items-center justify-center bg-night/40">
            <MiniChat className="h-3/4 w-1/2" />
          </div>
        )}
      </div>
    </div>
  );
}

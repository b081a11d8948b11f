import type { AgentTemplate } from "@lib/workflows";
import { workflowsPage } from "@content/workflows-page";
import { agentIcon } from "./agent-icons";

const texts = workflowsPage.editor;
export const dragType = "application/x-relaywise-agent";

/** The agent templates to drag onto the canvas; Enter or a click adds one too (keyboard). */
export function Palette({
  templates,
  onAdd,
  touch = false,
  empty = false,
}: {
  templates: AgentTemplate[];
  onAdd: (t: AgentTemplate) => void;
  /** A phone: the agents are tapped, in two columns that all fit on the screen. */
  touch?: boolean;
  /** No step yet: nothing to add after. */
  empty?: boolean;
}) {
  return (
    <nav aria-labelledby="palette-title" className="flex flex-col gap-2">
      <h3 id="palette-title" className="text-sm font-bold tracking-wide text-ink uppercase">
        {touch ? texts.paletteTitleTouch : texts.paletteTitle}
      </h3>
      <p className="text-xs text-ink-muted">
        {touch ? (empty ? texts.paletteHintTouchFirst : texts.paletteHintTouch) : texts.paletteHint}
      </p>
      <ul className={touch ? "grid grid-cols-2 gap-2" : "flex flex-col gap-2"}>
        {templates.map((t) => {
          const Icon = agentIcon(t.icon);
          return (
            <li key={t.id} className="min-w-0">
              <button
                type="button"
                draggable
                onDragStart={(e) => {
                  e.dataTransfer.setData(dragType, t.id);
                  e.dataTransfer.effectAllowed = "move";
                }}
                onClick={() => onAdd(t)}
                aria-label={`Add ${t.name}`}
                title={t.description}
                className="flex min-h-11 w-full min-w-0 cursor-grab items-center gap-2 rounded-[var(--radius-control)] border border-line bg-surface px-3 py-2 text-left text-sm hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary active:cursor-grabbing"
              >
                <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                {/* Two to a row on a 360 px phone: a long name wraps, never cut. */}
                <span className="min-w-0 font-medium break-words">{t.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

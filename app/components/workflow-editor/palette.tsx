import type { AgentTemplate } from "@lib/workflows";
import { workflowsPage } from "@content/workflows-page";
import { agentIcon } from "./agent-icons";

const texts = workflowsPage.editor;
export const dragType = "application/x-relaywise-agent";

/** The agent templates to drag onto the canvas; Enter or a click adds one too (keyboard). */
export function Palette({
  templates,
  onAdd,
}: {
  templates: AgentTemplate[];
  onAdd: (t: AgentTemplate) => void;
}) {
  return (
    <nav aria-labelledby="palette-title" className="flex flex-col gap-2">
      <h3 id="palette-title" className="text-sm font-bold tracking-wide text-ink uppercase">
        {texts.paletteTitle}
      </h3>
      <p className="text-xs text-ink-muted">{texts.paletteHint}</p>
      <ul className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
        {templates.map((t) => {
          const Icon = agentIcon(t.icon);
          return (
            <li key={t.id} className="shrink-0">
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
                className="flex w-full min-w-40 cursor-grab items-center gap-2 rounded-[var(--radius-control)] border border-line bg-surface px-3 py-2 text-left text-sm hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary active:cursor-grabbing"
              >
                <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="font-medium">{t.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

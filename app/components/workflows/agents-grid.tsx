import type { AgentTemplate } from "@lib/workflows";
import { workflowsPage } from "@content/workflows-page";
import { SectionHeader } from "~/components/ui/section";
import { agentIcon } from "~/components/workflow-editor/agent-icons";

const texts = workflowsPage.agents;

/** 'Available AI Agents': the first templates of GET /api/agent-templates (at most 8). */
export function AgentsGrid({ templates }: { templates: AgentTemplate[] }) {
  return (
    <div className="mt-16">
      <SectionHeader
        id="agents-title"
        eyebrow={texts.eyebrow}
        title={texts.title}
        lead={texts.lead}
        align="left"
      />
      <ul aria-labelledby="agents-title" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {templates.slice(0, texts.maxShown).map((t) => {
          const Icon = agentIcon(t.icon);
          return (
            <li
              key={t.id}
              className="rounded-[var(--radius-card)] border border-line bg-surface p-5"
            >
              <span className="inline-flex size-10 items-center justify-center rounded-[var(--radius-control)] bg-primary-tint text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-3 font-semibold">{t.name}</h3>
              <p className="text-sm font-medium text-primary">{t.category}</p>
              <p className="mt-1 text-sm text-ink-muted">{t.description}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import { workflowsPage } from "@content/workflows-page";
import { hasProblems } from "@lib/workflows";
import { useId } from "react";
import { useShallow } from "zustand/react/shallow";
import { inputClass } from "~/components/ui/input-class";
import { ActiveSwitch } from "./active-switch";
import { useEditor } from "./editor-context";

const texts = workflowsPage.editor;

/** The workflow's name, description and Active switch, and why it would be saved inactive. */
export function DetailsForm() {
  const ids = { name: useId(), description: useId() };
  const s = useEditor(
    useShallow((s) => ({
      name: s.name,
      description: s.description,
      isActive: s.isActive,
      nameError: s.nameError,
      blocked: hasProblems(s.analysis.problems),
      empty: s.nodes.length === 0,
      setName: s.setName,
      setDescription: s.setDescription,
      setActive: s.setActive,
    })),
  );
  return (
    <>
      <div className="grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-end">
        <div>
          <label htmlFor={ids.name} className="mb-1.5 block text-sm font-semibold">
            {texts.nameLabel}
            <span aria-hidden="true" className="text-danger">
              {" "}
              *
            </span>
          </label>
          <input
            id={ids.name}
            value={s.name}
            required
            maxLength={100}
            placeholder={texts.namePlaceholder}
            aria-invalid={s.nameError ? true : undefined}
            aria-describedby={s.nameError ? `${ids.name}-error` : undefined}
            onChange={(e) => s.setName(e.target.value)}
            className={inputClass}
            data-editor-name
          />
          {s.nameError && (
            <p id={`${ids.name}-error`} className="mt-1 text-sm text-danger">
              {s.nameError}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={ids.description} className="mb-1.5 block text-sm font-semibold">
            {texts.descriptionLabel}
          </label>
          <input
            id={ids.description}
            value={s.description}
            maxLength={500}
            onChange={(e) => s.setDescription(e.target.value)}
            className={inputClass}
          />
        </div>
        <div className="flex min-h-11 items-center gap-2">
          <ActiveSwitch checked={s.isActive} label={texts.activeLabel} onChange={s.setActive} />
          <span className="text-sm font-semibold" aria-hidden="true">
            {texts.activeLabel}
          </span>
        </div>
      </div>
      {s.blocked && !s.empty && (
        <p className="text-sm text-warning" data-testid="editor-blocked">
          {s.isActive ? texts.savedInactive : texts.cannotActivate}
        </p>
      )}
    </>
  );
}

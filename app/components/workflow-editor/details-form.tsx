import { workflowsPage } from "@content/workflows-page";
import { defaultWorkflowLimits } from "@lib/workflow-schemas";
import { useId } from "react";
import { useShallow } from "zustand/react/shallow";
import { inputClass } from "~/components/ui/input-class";
import { ActiveSwitch } from "./active-switch";
import { useEditor } from "./editor-context";
import { inListWords } from "./list-words";
import { activatesOnSave } from "./store";
import { visitorText } from "./visitor-text";

const texts = workflowsPage.editor;
const limits = defaultWorkflowLimits;

/** The ids a field's input is described by: its error, else its at-the-limit note. */
function describedBy(id: string, error: string | null | undefined, atLimit: boolean) {
  if (error) return `${id}-error`;
  return atLimit ? `${id}-limit` : undefined;
}

/** Said while a field holds as many characters as it takes, where the browser cut a paste. */
function LimitNote({ id, max }: { id: string; max: number }) {
  return (
    <p id={`${id}-limit`} className="mt-1 text-sm text-ink-muted">
      {texts.atLimit(max)}
    </p>
  );
}

/**
 * What Save will do with problems on the steps, and why: refuse it (the server's own check says
 * so), store nothing yet (no name: Save stops at the name), store it inactive (Active is on), or
 * nothing to activate yet. Said before saving, never as if it had happened: the toast after a
 * save says what was stored.
 */
function note(s: {
  name: string;
  isActive: boolean;
  refused: string | null;
  blocked: string | null;
  activates: boolean;
}): string | null {
  if (s.refused) return texts.notSaveable(s.refused);
  if (!s.blocked) return s.activates ? texts.willActivate : null;
  if (!s.name.trim()) return texts.nameFirst(s.blocked);
  return s.isActive ? texts.willSaveInactive(s.blocked) : texts.toActivate(s.blocked);
}

/** The workflow's name, description and Active switch, and what Save will do with problems. */
export function DetailsForm({ inList = false }: { inList?: boolean }) {
  const ids = { name: useId(), description: useId(), active: useId() };
  const s = useEditor(
    useShallow((s) => ({
      name: s.name,
      description: s.description,
      isActive: s.isActive,
      nameError: s.nameError,
      descriptionError: s.descriptionError,
      refused: s.analysis.summary.refused,
      blocked: s.analysis.summary.blocked,
      activates: activatesOnSave(s),
      setName: s.setName,
      setDescription: s.setDescription,
      setActive: s.setActive,
    })),
  );
  const said = note(s);
  const nameAtLimit = s.name.length >= limits.nameMax;
  const descriptionAtLimit = s.description.length >= limits.descriptionMax;
  // The steps shown as a list: the Not connected hint in the list's words, as under each step.
  const shown = said && inList ? inListWords(said) : said;
  return (
    <>
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
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
            maxLength={limits.nameMax}
            placeholder={texts.namePlaceholder}
            aria-invalid={s.nameError ? true : undefined}
            aria-describedby={describedBy(ids.name, s.nameError, nameAtLimit)}
            onChange={(e) => s.setName(e.target.value)}
            className={inputClass}
            data-editor-name
          />
          {s.nameError ? (
            <p id={`${ids.name}-error`} className={`mt-1 text-sm text-danger ${visitorText}`}>
              {s.nameError}
            </p>
          ) : (
            nameAtLimit && <LimitNote id={ids.name} max={limits.nameMax} />
          )}
        </div>
        <div>
          <label htmlFor={ids.description} className="mb-1.5 block text-sm font-semibold">
            {texts.descriptionLabel}
          </label>
          <input
            id={ids.description}
            value={s.description}
            maxLength={limits.descriptionMax}
            aria-invalid={s.descriptionError ? true : undefined}
            aria-describedby={describedBy(ids.description, s.descriptionError, descriptionAtLimit)}
            onChange={(e) => s.setDescription(e.target.value)}
            className={inputClass}
            data-editor-description
          />
          {s.descriptionError ? (
            <p
              id={`${ids.description}-error`}
              className={`mt-1 text-sm text-danger ${visitorText}`}
            >
              {s.descriptionError}
            </p>
          ) : (
            descriptionAtLimit && <LimitNote id={ids.description} max={limits.descriptionMax} />
          )}
        </div>
        {/* The word is part of the switch's target: a finger on either flips it. */}
        <label
          htmlFor={ids.active}
          className="flex min-h-11 cursor-pointer items-center gap-2 self-start md:self-auto"
        >
          <ActiveSwitch
            id={ids.active}
            checked={s.isActive}
            label={texts.activeLabel}
            onChange={s.setActive}
          />
          <span className="text-sm font-semibold" aria-hidden="true">
            {texts.activeLabel}
          </span>
        </label>
      </div>
      {shown && (
        <p
          className={`text-sm ${said === texts.willActivate ? "text-ink" : "text-warning"} ${visitorText}`}
          data-testid="editor-blocked"
        >
          {shown}
        </p>
      )}
    </>
  );
}

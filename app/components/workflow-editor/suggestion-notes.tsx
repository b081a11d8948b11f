import { workflowsPage } from "@content/workflows-page";
import { AlertTriangle } from "lucide-react";
import { visitorText } from "./visitor-text";

const texts = workflowsPage.suggestions;

/**
 * What the suggestion this draft came from said it cannot do ("There is no Slack step here…"),
 * kept in sight while the visitor edits it: said only in the dialog, it was gone the moment the
 * suggestion was used, while the draft was still to be checked and changed.
 */
export function SuggestionNotes({ notes }: { notes: readonly string[] }) {
  if (!notes.length) return null;
  return (
    <section
      aria-labelledby="suggestion-notes-title"
      data-testid="editor-suggestion-notes"
      className="rounded-[var(--radius-card)] border border-warning/40 bg-surface p-3 text-sm"
    >
      <h3 id="suggestion-notes-title" className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-4 shrink-0 text-warning" aria-hidden="true" />
        {texts.unsupportedTitle}
      </h3>
      <ul className={`mt-1 list-disc space-y-0.5 pl-5 ${visitorText}`}>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}

import { adminTexts } from "@content/admin";
import type { FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/form";

/** The staff's note box on a person or an item: `useStaffActions` gives what it needs. */
export function NoteForm({
  addNote,
  busy,
  noteError,
}: {
  addNote: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  noteError: string | null;
}) {
  return (
    <form method="post" onSubmit={addNote} className="mt-2 space-y-2" noValidate>
      <label htmlFor="note-body" className="block text-sm font-medium">
        {adminTexts.noteLabel}
      </label>
      <textarea
        id="note-body"
        name="body"
        rows={3}
        className={inputClass}
        aria-invalid={noteError ? true : undefined}
        aria-describedby={noteError ? "note-error" : undefined}
      />
      {noteError ? (
        <p id="note-error" className="text-sm text-danger">
          {noteError}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={busy}>
        {adminTexts.addNote}
      </Button>
    </form>
  );
}

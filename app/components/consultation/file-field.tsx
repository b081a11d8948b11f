import { Paperclip, X } from "lucide-react";
import { useId, useRef } from "react";
import { consultationForm } from "@content/consultation";
import { acceptAttribute, acceptedTypesText } from "@lib/consultation";
import { formatBytes } from "@lib/format";
import { buttonClass } from "~/components/ui/button";
import { FieldError, FieldLabel } from "~/components/ui/form";

const t = consultationForm;

/**
 * A file name as typed, without the characters that reorder text (U+202E would show
 * "invoice\u202Efdp.exe" as "invoiceexe.pdf"); the server keeps the name the same way.
 */
const displayName = (name: string) => name.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "");

/**
 * The optional supporting file: states what is accepted and how big it may be, shows the chosen
 * file's name and size, lets the visitor remove it, and shows the upload's progress.
 */
export function FileField({
  file,
  onChange,
  maxBytes,
  error,
  note,
  progress,
}: {
  file: File | null;
  onChange: (file: File | null, error?: string) => void;
  maxBytes: number;
  error?: string;
  /** Said beside the field, not an error: a file the server did not keep is chosen again. */
  note?: string;
  /** 0..1 while uploading, else null. */
  progress: number | null;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, note && !file ? noteId : "", error ? errorId : ""]
    .filter(Boolean)
    .join(" ");
  const max = formatBytes(maxBytes);
  return (
    // min-w-0: a grid item otherwise grows to the chosen file's name and widens the page.
    <div className="min-w-0">
      <FieldLabel htmlFor={id}>
        {t.labels.supportingFile} <span className="font-normal text-ink-muted">{t.optional}</span>
      </FieldLabel>
      <p id={hintId} className="mb-2 text-sm text-ink-muted">
        {t.file.hint(acceptedTypesText, max)}
      </p>
      <input
        ref={input}
        id={id}
        name="supportingFile"
        type="file"
        accept={acceptAttribute}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className="block w-full min-w-0 max-w-full overflow-hidden text-ellipsis text-base text-ink file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-[var(--radius-control)] file:border file:border-line file:bg-surface file:px-4 file:py-2 file:font-semibold file:text-ink hover:file:border-primary"
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          if (chosen && chosen.size > maxBytes) {
            e.target.value = "";
            onChange(null, t.file.tooLarge(max));
          } else onChange(chosen);
        }}
      />
      {note && !file ? (
        <p id={noteId} className="mt-2 text-sm text-warning [overflow-wrap:anywhere]">
          {note}
        </p>
      ) : null}
      {file && (
        <div className="mt-2 flex items-center gap-3 rounded-[var(--radius-control)] border border-line bg-surface px-3 py-2">
          <Paperclip className="size-4 shrink-0 text-ink-muted" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate" data-testid="chosen-file">
            <bdi>{displayName(file.name)}</bdi>{" "}
            <span className="text-ink-muted">({formatBytes(file.size)})</span>
          </span>
          <button
            type="button"
            className={buttonClass("ghost", "sm")}
            disabled={progress !== null}
            onClick={() => {
              if (input.current) input.current.value = "";
              onChange(null);
              input.current?.focus();
            }}
          >
            <X className="size-4" aria-hidden="true" />
            {t.file.remove}
            <span className="sr-only">: {file.name}</span>
          </button>
        </div>
      )}
      {progress !== null && file && (
        <div className="mt-2">
          <progress
            className="h-2 w-full accent-primary"
            value={Math.round(progress * 100)}
            max={100}
            aria-label={t.file.uploading(Math.round(progress * 100))}
          />
          <p className="text-sm text-ink-muted" aria-live="polite">
            {t.file.uploading(Math.round(progress * 100))}
          </p>
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

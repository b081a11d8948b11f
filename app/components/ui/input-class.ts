/** The text field look, apart from form.tsx so a page can style an input without loading forms. */
export const inputClass =
  "block min-h-11 w-full rounded-[var(--radius-control)] border border-line bg-surface px-3 py-2 text-base text-ink placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary aria-[invalid=true]:border-danger";

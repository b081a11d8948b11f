import { adminTexts } from "@content/admin";
import { noteSchema } from "@lib/admin";
import { type FormEvent, useState } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import { ApiError } from "~/lib/api";
import { adminPost } from "./admin-api";

/**
 * What a staff page does to the record under `base` (a person, or an item with none): post a
 * status change or a note with the session's CSRF token, say how it went, read the page again.
 */
export function useStaffActions(base: string) {
  const layout = useRouteLoaderData("routes/admin") as { csrfToken: string } | undefined;
  const csrf = layout?.csrfToken ?? "";
  const { revalidate } = useRevalidator();
  const [message, setMessage] = useState<string | null>(null);
  const [noteError, setNoteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function act(url: string, body: unknown, done: string) {
    setBusy(true);
    setMessage(null);
    try {
      await adminPost(url, csrf, body);
      setMessage(done);
      await revalidate();
      return true;
    } catch (err) {
      setMessage(err instanceof ApiError ? err.message : String(err));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function addNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = noteSchema.safeParse({ body: new FormData(form).get("body") });
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setNoteError(null);
    if (await act(`${base}/notes`, parsed.data, adminTexts.noteAdded)) form.reset();
  }

  return { act, addNote, busy, message, noteError };
}

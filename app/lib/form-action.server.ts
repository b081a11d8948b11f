import { requestErrors } from "@content/request-errors";
import { type AppLoadContext, data } from "react-router";
import type { FormRefusal } from "./form-refusal";

/*
 * The server half of a form that works before (and without) its scripts
 * (docs/decisions/0048-forms-work-without-scripts.md): the page's loader gives the form a token,
 * the page's action hands what was posted to the same service use case as the JSON API, and
 * answers a refusal with the page, the messages and what the visitor typed.
 */

/**
 * A page that renders a form carries a token made for this rendering (the request's idempotency
 * key, and when the page was shown): such a page is never shared, by the page cache or by any
 * other cache between the server and the visitor. `private, no-cache` still lets the browser
 * show its copy on Back, with the same token, so a form sent again is the same request.
 */
export const perVisitorPage = { "Cache-Control": "private, no-cache" } as const;

export function issueFormToken(context: AppLoadContext): string {
  return context.services.formTokens.issue();
}

/**
 * The token a refused form was sent with, to render the form again with: nothing was stored
 * under it, and its fill time keeps counting from when the visitor first saw the form.
 */
export function postedFormToken(
  context: AppLoadContext,
  posted: FormData | Record<string, string>,
): string | undefined {
  const token = posted instanceof FormData ? posted.get("formToken") : posted.formToken;
  return typeof token === "string" && context.services.formTokens.read(token) ? token : undefined;
}

/**
 * The form a page's action was sent. A body that is not a form (JSON, plain text, none) comes
 * from a program, not the page: it is answered 415 with what to send, never read as an empty
 * form and never a 500.
 */
export async function postedForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ error: requestErrors.sendForm }, { status: 415 });
  }
}

/** The text fields of a posted form, as typed (files and the form's own token aside). */
export function typedValues(form: FormData | Record<string, string>): Record<string, string> {
  const entries = form instanceof FormData ? [...form.entries()] : Object.entries(form);
  const values: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (typeof value === "string" && name !== "formToken" && !(name in values)) {
      values[name] = value;
    }
  }
  return values;
}

/**
 * A refusal a service threw (its AppError: a status, a message safe to show, the fields at
 * fault), as the page shows it; anything else is not ours to explain and is thrown again.
 * Recognised by shape: the app may not import the server's classes.
 */
export function refusalOf(
  err: unknown,
  values: Record<string, string>,
  renameField: (name: string) => string = (name) => name,
): FormRefusal {
  const e = err as { name?: string; status?: unknown; message?: unknown; fields?: unknown };
  if (!(err instanceof Error) || e.name !== "AppError" || typeof e.status !== "number") throw err;
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries((e.fields ?? {}) as Record<string, string>)) {
    fields[renameField(name)] = message;
  }
  return { status: e.status, message: String(e.message), fields, values };
}

/**
 * A form sent without scripts, then Back, an answer changed and sent again: its token was taken
 * by the first request, so the service refuses the second (409, a different request under the
 * same key). Without scripts that must not be a dead end: the page again with what was typed,
 * saying the first request arrived, and a new token, so pressing the button again sends the
 * changed answers as a request of their own. The new token keeps the first one's issue time: the
 * fill time still counts from when the visitor first saw the form. Any other refusal, and a
 * token that is not ours, are returned as they came.
 */
export function afterTokenReused(
  context: AppLoadContext,
  refusal: FormRefusal,
  formToken: string | undefined,
): { refusal: FormRefusal; formToken: string | undefined } {
  const issued = formToken ? context.services.formTokens.read(formToken) : null;
  if (refusal.status !== 409 || !refusal.fields.idempotencyKey || !issued) {
    return { refusal, formToken };
  }
  return {
    refusal: {
      ...refusal,
      title: requestErrors.sentEarlier.title,
      message: requestErrors.sentEarlier.description,
      fields: {},
    },
    formToken: context.services.formTokens.issue(issued.issuedAt),
  };
}

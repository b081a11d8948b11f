/**
 * What a page's action answers when the server refused a form sent without scripts: the status
 * and message the JSON API would have answered, each field's message, and what was typed, so
 * the page shows the form again as the visitor left it with the same words the scripts show.
 */
export type FormRefusal = {
  status: number;
  /** The alert's own title, when the form's usual "could not send" is not what happened. */
  title?: string;
  message: string;
  fields: Record<string, string>;
  values: Record<string, string>;
};

/**
 * Where a form posts when its scripts have not run: its page's address (the page's action takes
 * it) plus `form=<name>`. Not the page's own address: a browser drops its stored copy of an
 * address a POST answered, and Back must show the same page again, with the same token, for the
 * same form sent again to be the same request. No fragment either: the browser would carry it
 * on to the address the action redirects to (/checkout's).
 */
export function formAction(path: string, query: Record<string, string>, name: string): string {
  return `${path}?${new URLSearchParams({ ...query, form: name })}`;
}

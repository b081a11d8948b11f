import { useId, useLayoutEffect, useState } from "react";
import { type FieldPath, type FieldValues, get, type UseFormReturn } from "react-hook-form";

// useLayoutEffect warns when rendered on the server; there it has nothing to do anyway.
const useBrowserLayoutEffect = typeof document === "undefined" ? () => {} : useLayoutEffect;

/**
 * What a visitor typed into the server-rendered form before its scripts arrived: the text values
 * of the form in the document at hydration, read before react-hook-form registers its fields (it
 * sets each to its default). Empty when the form is rendered in the browser.
 */
function typedBeforeHydration(formKey: string): [string, string][] {
  if (typeof document === "undefined") return [];
  const element = document.querySelector(`form[data-form="${CSS.escape(formKey)}"]`);
  if (!(element instanceof HTMLFormElement)) return [];
  // The form's token is the server's, not typed; react-hook-form does not hold it.
  return [...new FormData(element)].filter(
    (entry): entry is [string, string] =>
      typeof entry[1] === "string" && entry[1] !== "" && entry[0] !== "formToken",
  );
}

/**
 * Keeps what was typed into a server-rendered form before hydration. Returns the key the form
 * element carries as `data-form`, by which the typed values are found.
 */
export function useKeepTypedValues<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
): string {
  const formKey = useId();
  const [typed] = useState(() => typedBeforeHydration(formKey));
  // After the fields have registered (their refs attach before this runs): put the typed values
  // back, so nothing entered while the page was loading is lost.
  useBrowserLayoutEffect(() => {
    const defaults = form.formState.defaultValues ?? {};
    for (const [name, value] of typed) {
      if (get(defaults, name) === value || typeof get(defaults, name) === "boolean") continue;
      form.setValue(name as FieldPath<TValues>, value as never, { shouldDirty: true });
    }
  }, []);
  return formKey;
}

import {
  type RefObject,
  useId,
  useInsertionEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { type FieldPath, type FieldValues, get, type UseFormReturn } from "react-hook-form";

// Both warn when rendered on the server; there they have nothing to do anyway.
const useBrowserLayoutEffect = typeof document === "undefined" ? () => {} : useLayoutEffect;
const useBrowserInsertionEffect = typeof document === "undefined" ? () => {} : useInsertionEffect;

/** The server-rendered form element this hook keeps, while it is in the document. */
function serverForm(formKey: string): HTMLFormElement | undefined {
  if (typeof document === "undefined") return undefined;
  const element = document.querySelector(`form[data-form="${CSS.escape(formKey)}"]`);
  return element instanceof HTMLFormElement ? element : undefined;
}

/**
 * What a visitor typed into the server-rendered form before React took it over: its text values
 * in the document, read before react-hook-form registers its fields (it sets each to its default).
 */
function typedValues(element: HTMLFormElement): [string, string][] {
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
  // Only a form that came with the page was typed into before React: one rendered in the browser
  // starts empty.
  const [hydrating] = useState(() => serverForm(formKey) !== undefined);
  const typed = useRef<[string, string][]>([]);
  // Read as late as can be: hydration renders in slices, the visitor types between them, and a
  // key typed after the render began is in the document only. Insertion effects run in the commit
  // before any ref is attached, so before react-hook-form resets the fields.
  useBrowserInsertionEffect(() => {
    const element = hydrating ? serverForm(formKey) : undefined;
    if (element) typed.current = typedValues(element);
  }, []);
  // After the fields have registered (their refs attach before this runs): put the typed values
  // back, so nothing entered while the page was loading is lost.
  useBrowserLayoutEffect(() => {
    const defaults = form.formState.defaultValues ?? {};
    for (const [name, value] of typed.current) {
      if (get(defaults, name) === value || typeof get(defaults, name) === "boolean") continue;
      form.setValue(name as FieldPath<TValues>, value as never, { shouldDirty: true });
    }
  }, []);
  return formKey;
}

/**
 * Keeps the option a visitor chose in a server-rendered group of native radios before the
 * scripts ran, where React holds the choice in state (no form library): read from the document
 * when React takes the group over and handed to `onChange`, so the page shows and uses it.
 */
export function useKeepChoiceBeforeHydration<T extends string>(
  group: RefObject<HTMLElement | null>,
  value: T,
  onChange: (value: T) => void,
): void {
  // Runs once, at hydration's commit: the document still holds what the visitor pressed.
  useBrowserLayoutEffect(() => {
    const chosen = group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (chosen && chosen.value !== value) onChange(chosen.value as T);
  }, []);
}

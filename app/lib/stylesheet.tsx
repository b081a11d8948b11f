import { createContext, useContext, useState } from "react";

/** On the server: a build stylesheet's text, so the page can carry it inline (ADR 0028). */
export const StylesheetTextContext = createContext<(href: string) => string | undefined>(
  () => undefined,
);

/**
 * The site's stylesheet, inside the page where the server could read it (nothing to fetch before
 * the first paint), else linked. In the browser it keeps whatever the server sent: the text is
 * read back from the document, so hydration finds the same element and no copy of the CSS ships
 * in the scripts.
 */
export function Stylesheet({ href }: { href: string }) {
  const read = useContext(StylesheetTextContext);
  const [text] = useState(() =>
    typeof document === "undefined"
      ? read(href)
      : (document.querySelector(`style[data-href="${CSS.escape(href)}"]`)?.textContent ??
        undefined),
  );
  if (text === undefined) return <link rel="stylesheet" href={href} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own CSS, checked for "</style" on the server
  return <style data-href={href} dangerouslySetInnerHTML={{ __html: text }} />;
}

/**
 * An attachment's Content-Disposition (RFC 6266): an ASCII fallback for old clients, plus the
 * name in UTF-8 (RFC 8187), so "résumé-日本.pdf" is saved under its own name. encodeURIComponent
 * leaves ' ( ) * ! unescaped; the first three are not allowed in the extended value.
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const extended = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${extended}`;
}

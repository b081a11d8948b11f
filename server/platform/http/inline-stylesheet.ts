import fs from "node:fs";
import path from "node:path";

/**
 * Reads the build's stylesheets so pages can carry them inline (docs/decisions/0028): a page
 * then needs no second request before its first paint. Only hashed build assets qualify; their
 * content never changes within a build, so each is read once.
 */
export function createStylesheetReader(clientDir: string): (href: string) => string | undefined {
  const texts = new Map<string, string | undefined>();
  const assetsDir = path.resolve(clientDir, "assets");
  return (href) => {
    if (texts.has(href)) return texts.get(href);
    let text: string | undefined;
    const match = /^\/assets\/([\w.-]+\.css)$/.exec(href);
    if (match) {
      try {
        text = fs.readFileSync(path.join(assetsDir, match[1]), "utf8");
      } catch {
        text = undefined; // not in this build: the page links it instead
      }
    }
    // A closing tag inside the text would end the <style> element early.
    if (text !== undefined && /<\/style/i.test(text)) text = undefined;
    texts.set(href, text);
    return text;
  };
}

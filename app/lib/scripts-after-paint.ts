/**
 * Hydration scripts start loading after the first paint (docs/decisions/0031).
 *
 * The server's HTML is the whole page and its stylesheet is inline, so the first paint needs no
 * script. React Router's `<Scripts>` preloads every module from the head at High priority: on a
 * slow connection they share it with the document, and on a fast one they arrive, and may run,
 * before the first frame, where Lighthouse counts every one of them as blocking the paint.
 * This rewrites the rendered stream: the head's `<link rel="modulepreload">`
 * tags and the module script become one small inline script that, once the page's first paint has
 * been shown, adds the same preloads and the same module script.
 * The inline script keeps its CSP nonce and hands it on. Anything unexpected (no module script,
 * another shape) leaves the page exactly as rendered.
 */

const preloadTag = /<link rel="modulepreload"[^>]*?\bhref="([^"]+)"[^>]*>/g;
const moduleScript = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;
const scriptEnd = "</script>";

/**
 * Calls go() once the first contentful paint has been shown: the paint timing entry is reported
 * after the frame is presented, which can be well after it was made on a busy machine. Without
 * paint timing, two frames later; in a hidden tab (which does not paint), at once; and after
 * 3 s whatever happened, so a page is never left without its scripts.
 */
const fallbackMs = 3000;
const whenPainted = [
  `if(document.visibilityState==="hidden")return go();`,
  `setTimeout(go,${fallbackMs});`,
  `var P=window.PerformanceObserver;`,
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){`,
  `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true})`,
  `}else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})`,
].join("");

/** The rewritten HTML, or null when it does not have the shape React Router renders. */
export function deferScripts(html: string): string | null {
  const script = moduleScript.exec(html);
  if (!script) return null;
  const headEnd = html.indexOf("</head>");
  if (headEnd === -1 || headEnd > script.index) return null;
  const preloads: string[] = [];
  const head = html.slice(0, headEnd).replace(preloadTag, (_tag, href: string) => {
    preloads.push(decodeAttribute(href));
    return "";
  });
  const start = `(function(){var n=document.currentScript.nonce,p=${json(preloads)},c=${json(script[2])},d=false;function go(){if(d)return;d=true;p.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});var s=document.createElement("script");s.type="module";s.nonce=n;s.textContent=c;document.body.appendChild(s)}${whenPainted}})();`;
  return (
    head +
    html.slice(headEnd, script.index) +
    `<script nonce="${script[1]}">${start}</script>` +
    html.slice(script.index + script[0].length)
  );
}

/**
 * The stream form: holds the document until its module script has been rendered (the end of the
 * shell), rewrites that part and passes the rest through untouched. Bytes are searched, not text,
 * so a character split across chunks is never cut; each search resumes where the last one ended.
 */
export function scriptsAfterPaint(): TransformStream<Uint8Array, Uint8Array> {
  let held = Buffer.alloc(0);
  let opening = -1;
  let done = false;
  return new TransformStream({
    transform(chunk, controller) {
      if (done) {
        controller.enqueue(chunk);
        return;
      }
      // A tag split across chunks still matches: the search starts a tag's length back.
      const resumeAt = (needle: Buffer) => Math.max(0, held.length - needle.length + 1);
      const openingFrom = resumeAt(moduleScriptOpening);
      const closingFrom = opening === -1 ? 0 : resumeAt(scriptEndBytes);
      held = Buffer.concat([held, chunk]);
      if (opening === -1) opening = held.indexOf(moduleScriptOpening, openingFrom);
      if (opening === -1) return;
      const closing = held.indexOf(scriptEndBytes, Math.max(opening, closingFrom));
      if (closing === -1) return;
      // The split falls right after the ASCII "</script>": the text before it is whole characters.
      const end = closing + scriptEndBytes.length;
      const html = held.toString("utf8", 0, end);
      controller.enqueue(Buffer.from(deferScripts(html) ?? html));
      if (end < held.length) controller.enqueue(held.subarray(end));
      held = Buffer.alloc(0);
      done = true;
    },
    flush(controller) {
      if (held.length) controller.enqueue(held);
    },
  });
}

const moduleScriptOpening = Buffer.from('type="module" async="">');
const scriptEndBytes = Buffer.from(scriptEnd);

/** A JavaScript string literal that is also safe inside an HTML <script> element. */
function json(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

function decodeAttribute(value: string): string {
  return value.replaceAll("&amp;", "&").replaceAll("&quot;", '"');
}

/**
 * Hydration scripts start loading after the first paint (docs/decisions/0028).
 *
 * The server's HTML is the whole page and its stylesheet is inline, so the first paint needs no
 * script. React Router's `<Scripts>` preloads every module from the head and runs them from a
 * module script; on a fast connection they arrive and run before the browser has painted, and the
 * paint waits for them. This rewrites the rendered stream: the head's `<link rel="modulepreload">`
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

/** The stream form: holds the page until its module script has been rendered, then rewrites. */
export function scriptsAfterPaint(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let held = "";
  let done = false;
  return new TransformStream({
    transform(chunk, controller) {
      if (done) {
        controller.enqueue(chunk);
        return;
      }
      held += decoder.decode(chunk, { stream: true });
      const opening = held.search(/<script nonce="[^"]*" type="module" async="">/);
      if (opening === -1 || held.indexOf(scriptEnd, opening) === -1) return;
      controller.enqueue(encoder.encode(deferScripts(held) ?? held));
      held = "";
      done = true;
    },
    flush(controller) {
      held += decoder.decode();
      if (held) controller.enqueue(encoder.encode(held));
    },
  });
}

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

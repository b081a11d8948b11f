import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "./lib/nonce";
import { scriptsAfterPaint } from "./lib/scripts-after-paint";
import { StylesheetTextContext } from "./lib/stylesheet";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  let status = responseStatusCode;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), streamTimeout + 1_000);
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <StylesheetTextContext.Provider value={loadContext.inlineStylesheet ?? (() => undefined)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </StylesheetTextContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        status = 500;
        if (!controller.signal.aborted) {
          loadContext.services.logger.error("render error", {
            requestId: loadContext.requestId,
            err: error,
          });
        }
      },
    },
  );
  // Crawlers and link-preview bots get the whole document at once.
  if (isbot(request.headers.get("user-agent") ?? "")) await body.allReady;
  body.allReady.finally(() => clearTimeout(timer));
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body.pipeThrough(scriptsAfterPaint()), {
    headers: responseHeaders,
    status,
  });
}

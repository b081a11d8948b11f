import type { AppServices } from "../../server/container";

/** What the Hono server hands every loader and action (server/app.ts). */
export type AppLoadContext = {
  nonce: string;
  requestId: string;
  services: AppServices;
  /** The visitor's address (the proxy's, when TRUST_PROXY says it is ours): rate limits. */
  clientIp: string;
  /** A build stylesheet's text, to send it inside the page; undefined: link it. */
  inlineStylesheet: (href: string) => string | undefined;
};

declare module "react-router" {
  interface AppLoadContext {
    nonce: string;
    requestId: string;
    services: AppServices;
    clientIp: string;
    inlineStylesheet: (href: string) => string | undefined;
  }
}

import type { AppServices } from "@server/container";

/** What the Hono server hands every loader and action (server/app.ts). */
export type AppLoadContext = {
  nonce: string;
  requestId: string;
  services: AppServices;
};

declare module "react-router" {
  interface AppLoadContext {
    nonce: string;
    requestId: string;
    services: AppServices;
  }
}

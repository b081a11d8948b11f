/** What every Hono handler sees: set by the first middleware of server/app.ts. */
export type AppEnv = {
  Variables: { nonce: string; requestId: string };
};

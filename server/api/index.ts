import { Hono } from "hono";
import type { AppEnv } from "../app";
import type { AppServices } from "../services";

/**
 * Every /api route. One file per capability under server/api/, each exporting
 * `(services) => Hono` and mounted here.
 */
export function createApiRouter(_services: AppServices): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  return api;
}

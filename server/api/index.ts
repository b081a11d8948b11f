import { Hono } from "hono";
import type { AppEnv } from "../app";
import type { AppServices } from "../services";
import { createChatRouter } from "./chat";
import { createInquiriesRouter } from "./inquiries";

/**
 * Every /api route. One file per capability under server/api/, each exporting
 * `(services) => Hono` and mounted here.
 */
export function createApiRouter(services: AppServices): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.route("/chat", createChatRouter(services));
  api.route("/inquiries", createInquiriesRouter(services));
  return api;
}

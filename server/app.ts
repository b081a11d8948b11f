import crypto from "node:crypto";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import type { ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import { adminPageGuard } from "./admin/guard";
import { createAdminRouter } from "./admin/routes";
import { createChatRouter } from "./chat/routes";
import {
  consultationPath,
  contactPath,
  createConsultationRouter,
  isMultipart,
} from "./consultations/routes";
import { methodNotAllowed } from "./platform/http/methods";
import { createFileRouter } from "./platform/storage/routes";
import { AppError } from "./platform/errors";
import type { AppEnv } from "./platform/http/context";
import {
  apiNotFound,
  apiPathSpelling,
  errorResponse,
  refuseDisallowedUrlText,
} from "./platform/http/request";
import { clientIp } from "./platform/http/client-ip";
import { createBookingsRouter } from "./leads/booking-routes";
import { createInquiriesRouter } from "./leads/inquiry-routes";
import { createPaymentsRouter, createPlanOrderRouter } from "./payments/routes";
import { createAgentTemplatesRouter, createWorkflowsRouter } from "./workflows/routes";
import { refuseCrossSiteWrites, securityHeaders } from "./platform/http/security";
import { requestErrors } from "../content/request-errors";
import { drainUnreadBody } from "./platform/http/unread-body";
import { createPageCache } from "./platform/http/page-cache";
import { createStylesheetReader } from "./platform/http/inline-stylesheet";
import { indexablePages } from "../content/pages";
import { renderSeoFile } from "./platform/http/seo-files";
import type { AppServices } from "./container";

export type AppOptions = {
  /**
   * The React Router server build, or (in the dev loop) a function that loads the current one
   * on each request; absent in API-only tests.
   */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client: hashed assets and files from public/. */
  clientDir?: string;
  mode?: "production" | "development";
  /** Serve the sitemap's pages from the in-memory page cache (default: in production). */
  pageCache?: boolean;
};

export const MAX_BODY_BYTES = 1024 * 1024;

export function createApp(services: AppServices, options: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const log = services.logger;

  // Outermost: whatever answered (a handler, bodyLimit, onError), an unread request body is
  // drained or the connection closed, so keep-alive clients never reuse a dying connection.
  app.use(drainUnreadBody());
  app.use(async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && /^[\w.-]{1,100}$/.test(incoming) ? incoming : crypto.randomUUID();
    c.set("requestId", requestId);
    const started = performance.now();
    await next();
    const url = new URL(c.req.url);
    // Hashed build files are neither logged nor traced: their bytes count in every page's budget.
    if (url.pathname.startsWith("/assets/")) return;
    c.res.headers.set("X-Request-Id", requestId);
    log.info("request", {
      requestId,
      method: c.req.method,
      path: url.pathname,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  app.use(securityHeaders(services));
  // Page views per day and path (server/admin/page-views.ts): no cookie, no personal data.
  app.use(async (c, next) => {
    await next();
    if (c.req.method === "GET" && (c.res.status === 200 || c.res.status === 304)) {
      services.admin.pageViews.record(c.req.path, c.req.header("user-agent"));
    }
  });
  app.use(compress());

  app.onError((err, c) => {
    if (err instanceof AppError) return errorResponse(c, err);
    // The visitor closed the connection while we read the body: nobody is left to answer, and
    // it is not our error (it would otherwise page whoever watches the error log).
    if ((err as NodeJS.ErrnoException).code === "ECONNRESET" && err.message === "aborted") {
      log.info("request aborted by the client", {
        requestId: c.get("requestId"),
        path: c.req.path,
      });
      return c.json({ error: "The request was cut off before it was complete." }, 400);
    }
    log.error("unhandled error", { requestId: c.get("requestId"), path: c.req.path, err });
    if (c.req.path.startsWith("/api/")) {
      return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
    }
    return c.text("Internal Server Error", 500);
  });

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    try {
      await services.database.ping();
      return c.json({ status: "ready", database: services.database.kind });
    } catch (err) {
      log.warn("readiness check failed", { err });
      return c.json({ status: "unavailable", database: services.database.kind }, 503);
    }
  });

  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ error: "The request body is larger than 1 MB." }, 413),
  });
  // The consultation's multipart upload streams to disk under its own limit (UPLOAD_MAX_BYTES),
  // from the API and from the form on /contact sent without scripts (its page's action).
  // Every other body, the other pages' forms too, is held to 1 MB.
  const streamsItsUpload = (path: string) => path === consultationPath || path === contactPath;
  app.use("*", (c, next) =>
    streamsItsUpload(c.req.path) && isMultipart(c.req.header("content-type"))
      ? next()
      : limitBody(c, next),
  );
  // Every path, not only the API: page loaders read query strings too (the inbox's search).
  app.use("*", refuseDisallowedUrlText());
  app.use("*", apiPathSpelling());
  // A method a path does not take is a 405, before any router reads the path another way.
  app.use("/api/*", methodNotAllowed(app));
  // Every API change acts on the caller's cookie: another site's page may not send one.
  app.use("/api/*", refuseCrossSiteWrites(services.env, requestErrors.crossSite));
  // One router per capability, each in its own folder.
  app.route("/api/chat", createChatRouter(services));
  app.route("/api/inquiries", createInquiriesRouter(services));
  app.route("/api/payment", createPaymentsRouter(services));
  app.route("/api/create-payment-intent", createPlanOrderRouter(services));
  app.route(consultationPath, createConsultationRouter(services));
  app.route("/api/files", createFileRouter(services));
  app.route("/api/workflows", createWorkflowsRouter(services));
  app.route("/api/agent-templates", createAgentTemplatesRouter(services));
  app.route("/api/bookings", createBookingsRouter(services));
  app.route("/api/admin", createAdminRouter(services));
  app.all("/api/*", (c) => apiNotFound(c));

  app.get("/sitemap.xml", (c) => renderSeoFile(c, "sitemap.xml", services));
  app.get("/robots.txt", (c) => renderSeoFile(c, "robots.txt", services));
  app.get("/site.webmanifest", (c) => renderSeoFile(c, "site.webmanifest", services));

  // Staff pages: a session or the sign-in page, before the page cache and React Router.
  app.use("*", adminPageGuard(services));

  const handle = options.build
    ? createRequestHandler(options.build, options.mode ?? "production")
    : undefined;
  const inlineStylesheet = options.clientDir
    ? createStylesheetReader(options.clientDir)
    : () => undefined;
  if (handle && (options.pageCache ?? (options.mode ?? "production") === "production")) {
    // Before the static files: a page path is never a file, and this skips a disk lookup.
    const cache = createPageCache({
      paths: indexablePages.map((p) => p.path),
      render: (request, nonce) =>
        handle(request, {
          nonce,
          requestId: "page-cache",
          services,
          clientIp: "page-cache",
          inlineStylesheet,
        }),
      logger: log,
    });
    app.use("*", cache.middleware);
    void cache.warm(services.env.PUBLIC_URL);
  }

  if (options.clientDir) {
    const root = path.relative(process.cwd(), options.clientDir) || ".";
    const assets = serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    });
    app.use("/assets/*", async (c) => {
      // Only built files live here: a name that is not one (an old page's script after a
      // deploy, a probe) is a plain 404, not a page rendered for a script URL.
      const found = await assets(c, async () => {});
      if (!found) return c.text("Not Found", 404);
      // Immutable and named by their hash: a date to revalidate against is never used.
      found.headers.delete("Last-Modified");
      return found;
    });
    app.use(
      "*",
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=3600");
        },
      }),
    );
  }

  if (handle) {
    app.all("*", (c) =>
      handle(c.req.raw, {
        nonce: c.get("nonce"),
        requestId: c.get("requestId"),
        services,
        clientIp: clientIp(c, services.env.TRUST_PROXY),
        inlineStylesheet,
      }),
    );
  }
  return app;
}

/**
 * A local HTTP stand-in for the Stripe endpoints the adapter calls (tests start it on 127.0.0.1):
 * PaymentIntent create/retrieve, Product retrieve/create, Customer create, Subscription create
 * with a trial and an expandable pending SetupIntent, SetupIntent retrieve. Idempotency-Key is
 * honoured like Stripe does (same key → the first response). What the browser would do with
 * Stripe.js (confirm a card) is done by the test through `settle`.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

type Obj = Record<string, unknown>;

export type StandInRequest = { method: string; path: string; params: Obj; idempotencyKey?: string };

/** Stripe's form encoding (`items[0][price_data][currency]=usd`) back into objects. */
export function parseStripeForm(body: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node: Obj = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else {
        if (typeof node[part] !== "object") node[part] = {};
        node = node[part] as Obj;
      }
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_${crypto.randomBytes(10).toString("hex")}`;

export async function startStripeStandIn() {
  const objects = new Map<string, Obj>();
  const idempotent = new Map<string, { status: number; body: Obj }>();
  const requests: StandInRequest[] = [];
  let failNext = 0;

  function intent(kind: "payment_intent" | "setup_intent", fields: Obj): Obj {
    const prefix = kind === "payment_intent" ? "pi" : "seti";
    const intentId = id(prefix);
    const object = {
      id: intentId,
      object: kind,
      client_secret: `${intentId}_secret_${crypto.randomBytes(8).toString("hex")}`,
      status: "requires_payment_method",
      metadata: {},
      ...fields,
    };
    objects.set(intentId, object);
    return object;
  }

  function route(method: string, path: string, params: Obj): { status: number; body: Obj } {
    const notFound = (what: string) => ({
      status: 404,
      body: {
        error: {
          type: "invalid_request_error",
          code: "resource_missing",
          message: `No such ${what}: '${path.split("/").pop()}'`,
        },
      },
    });
    const get = (prefix: string, what: string) => {
      const object = objects.get(path.slice(prefix.length));
      return object ? { status: 200, body: object } : notFound(what);
    };
    if (method === "POST" && path === "/v1/payment_intents") {
      return {
        status: 200,
        body: intent("payment_intent", {
          amount: Number(params.amount),
          currency: params.currency,
          description: params.description ?? null,
          receipt_email: params.receipt_email ?? null,
          metadata: params.metadata ?? {},
          last_payment_error: null,
        }),
      };
    }
    if (method === "GET" && path.startsWith("/v1/payment_intents/"))
      return get("/v1/payment_intents/", "payment_intent");
    if (method === "GET" && path.startsWith("/v1/setup_intents/"))
      return get("/v1/setup_intents/", "setup_intent");
    if (method === "GET" && path.startsWith("/v1/products/"))
      return get("/v1/products/", "product");
    if (method === "POST" && path === "/v1/products") {
      const product = { id: String(params.id ?? id("prod")), object: "product", name: params.name };
      if (objects.has(product.id)) {
        return {
          status: 400,
          body: {
            error: {
              type: "invalid_request_error",
              code: "resource_already_exists",
              message: "Product already exists.",
            },
          },
        };
      }
      objects.set(product.id, product);
      return { status: 200, body: product };
    }
    if (method === "POST" && path === "/v1/customers") {
      const customer = {
        id: id("cus"),
        object: "customer",
        name: params.name,
        email: params.email,
        phone: params.phone,
        metadata: params.metadata ?? {},
      };
      objects.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === "POST" && path === "/v1/subscriptions") {
      const customer = objects.get(String(params.customer));
      if (!customer) return notFound("customer");
      const items = params.items as Record<string, { price_data: Obj }>;
      const product = String(items["0"]?.price_data.product);
      if (!objects.has(product)) return notFound("product");
      const days = Number(params.trial_period_days ?? 0);
      const now = Math.floor(Date.now() / 1000);
      const setup = intent("setup_intent", {
        customer: customer.id,
        usage: "off_session",
        metadata: {},
        last_setup_error: null,
      });
      const subscription: Obj = {
        id: id("sub"),
        object: "subscription",
        customer: customer.id,
        status: days > 0 ? "trialing" : "incomplete",
        trial_start: days > 0 ? now : null,
        trial_end: days > 0 ? now + days * 86_400 : null,
        items: { object: "list", data: [{ price: { ...items["0"]!.price_data } }] },
        metadata: params.metadata ?? {},
        pending_setup_intent: setup.id,
      };
      objects.set(String(subscription.id), subscription);
      const expand = Object.values((params.expand as Obj) ?? {});
      return {
        status: 200,
        body: expand.includes("pending_setup_intent")
          ? { ...subscription, pending_setup_intent: setup }
          : subscription,
      };
    }
    return {
      status: 404,
      body: {
        error: {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${method}: ${path})`,
        },
      },
    };
  }

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const params =
        req.method === "GET" ? parseStripeForm(url.search.slice(1)) : parseStripeForm(body);
      const key = req.headers["idempotency-key"] as string | undefined;
      requests.push({
        method: req.method ?? "GET",
        path: url.pathname,
        params,
        idempotencyKey: key,
      });
      let answer: { status: number; body: Obj };
      if (failNext > 0) {
        failNext -= 1;
        answer = {
          status: 500,
          body: { error: { type: "api_error", message: "Stand-in outage" } },
        };
      } else if (key && req.method === "POST" && idempotent.has(`${url.pathname}:${key}`)) {
        answer = idempotent.get(`${url.pathname}:${key}`)!;
      } else {
        answer = route(req.method ?? "GET", url.pathname, params);
        if (key && req.method === "POST") idempotent.set(`${url.pathname}:${key}`, answer);
      }
      res.writeHead(answer.status, { "content-type": "application/json", "request-id": id("req") });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    objects,
    /** What Stripe.js's confirm would leave behind: succeeded, or declined with a message. */
    settle(intentId: string, outcome: { status: "succeeded" } | { declined: string }) {
      const object = objects.get(intentId);
      if (!object) throw new Error(`stand-in has no ${intentId}`);
      if ("status" in outcome) {
        object.status = "succeeded";
      } else {
        object.status = "requires_payment_method";
        object[object.object === "setup_intent" ? "last_setup_error" : "last_payment_error"] = {
          type: "card_error",
          code: "card_declined",
          message: outcome.declined,
        };
      }
    },
    /** The next n requests answer 500 (the SDK retries; enough of them is an outage). */
    failNextRequests(n: number) {
      failNext = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

import { ArrowLeft } from "lucide-react";
import { data, Link, redirect, useParams, useSearchParams } from "react-router";
import { checkoutOrder, checkoutPage } from "@content/checkout-page";
import type { OrderView } from "@lib/payments";
import { readCheckoutParams, welcomeFrom } from "~/components/checkout/checkout-params";
import { CheckoutFlow } from "~/components/payments/checkout-flow";
import { OrderCheckout, OrderNotFound } from "~/components/payments/order-checkout";
import { pageHead } from "~/lib/seo.server";
import type { Route } from "./+types/checkout";

// An order's page holds the buyer's name, email and payment state: never stored by a cache.
const noStore = { "Cache-Control": "private, no-store" };

/**
 * The packages come with the page, so the picker is in the first paint and nothing shifts. With
 * a client secret (a pricing order, an AI Vibe Coding trial, a package just paid) the stored
 * order comes too: the summary and the outcome are the server's, on every reload.
 */
const orderSecretParams = [
  "client_secret",
  "payment_intent_client_secret",
  "setup_intent_client_secret",
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const head = pageHead("checkout", context);
  const packages = context.services.payments.packages();
  const provider = context.services.paymentProvider;
  const paymentConfig = { provider: provider.name, publishableKey: provider.publishableKey };
  // A link that names an order, even with an empty or unknown secret, is answered about that
  // order (not valid), never with the packages as if none had been named. Stripe's return from
  // a card's authentication names it `payment_intent_client_secret` / `setup_intent_…`.
  const search = new URL(request.url).searchParams;
  const named = orderSecretParams.find((name) => search.has(name));
  const clientSecret = named ? (search.get(named) ?? "").trim().slice(0, 300) : null;
  let order: OrderView | null = null;
  let lookup: "none" | "found" | "missing" | "unavailable" = "none";
  if (clientSecret === "") lookup = "missing";
  if (clientSecret) {
    try {
      order = await context.services.payments.orderView(clientSecret);
      lookup = order ? "found" : "missing";
    } catch {
      lookup = "unavailable";
    }
  }
  return data(
    { head, packages, paymentConfig, order, lookup, clientSecret: order ? clientSecret : null },
    { headers: noStore },
  );
}

/**
 * Nothing is taken here: the card forms send by their scripts (to the provider and our API), and
 * without scripts the page hides them and says so. A card form a browser posted anyway (one that
 * cannot hide it) lands on the same address again, which says the same: never an error page.
 * The body is not read.
 */
export function action({ request }: Route.ActionArgs) {
  const { pathname, search } = new URL(request.url);
  return redirect(`${pathname}${search}`, 303);
}

export const headers: Route.HeadersFunction = () => noStore;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const head = loaderData?.head ?? [];
  const item = loaderData?.order?.itemName;
  if (!item) return head;
  // Keep the brand suffix (" | Relaywise") of the page's own title.
  const retitle = (text: string) => {
    const brandAt = text.lastIndexOf(" | ");
    return checkoutOrder.pageTitle(item) + (brandAt >= 0 ? text.slice(brandAt) : "");
  };
  const titled = new Set(["og:title", "twitter:title"]);
  return head.map((tag) => {
    if ("title" in tag && typeof tag.title === "string") return { title: retitle(tag.title) };
    const key = "property" in tag ? tag.property : "name" in tag ? tag.name : undefined;
    return typeof key === "string" && titled.has(key) && "content" in tag
      ? { ...tag, content: retitle(String(tag.content)) }
      : tag;
  });
};

/** On a phone the floating chat button would sit on the card form and the pay button. */
export const handle = { floatingChat: "desktop-only" };

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const params = useParams();
  const [search] = useSearchParams();
  const checkoutParams = readCheckoutParams(params.sessionId, search);
  const { name, email, sessionId } = checkoutParams;
  const welcome = welcomeFrom(checkoutParams);
  const { order, lookup, clientSecret, paymentConfig } = loaderData;

  if (lookup !== "none") {
    return (
      <div className="bg-surface-alt py-14 md:py-20">
        <div className="container-page max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">
            {checkoutOrder.eyebrow}
          </p>
          {order && (
            <h1 className="mt-3 text-4xl font-bold md:text-5xl">
              {order.outcome === "open" || order.outcome === "failed"
                ? checkoutOrder.title[order.purpose]
                : checkoutOrder.doneTitle}
            </h1>
          )}
          {order && clientSecret ? (
            <div className="mt-10">
              <OrderCheckout
                order={order}
                clientSecret={clientSecret}
                paymentConfig={paymentConfig}
              />
            </div>
          ) : (
            <OrderNotFound unavailable={lookup === "unavailable"} />
          )}
        </div>
      </div>
    );
  }

  return (
    <div className="bg-surface-alt py-14 md:py-20">
      <div className="container-page max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">
          {checkoutPage.eyebrow}
        </p>
        <h1 className="mt-3 text-4xl font-bold md:text-5xl">{checkoutPage.title}</h1>
        {welcome && (
          <p className="mt-5 text-xl font-semibold [overflow-wrap:anywhere]">
            {checkoutPage.welcome(welcome.name, welcome.email)}
          </p>
        )}
        <p className="mt-4 text-lg text-ink-muted">{checkoutPage.lead}</p>
        {sessionId && (
          <p className="mt-3 text-sm text-ink-muted">
            {checkoutPage.referenceLabel}: <span className="font-mono break-all">{sessionId}</span>
          </p>
        )}
        <div className="mt-10">
          <CheckoutFlow
            name={name}
            email={email}
            sessionId={sessionId}
            packages={loaderData.packages}
            paymentConfig={paymentConfig}
          />
        </div>
        <div className="mt-10 flex flex-col items-start gap-2 border-t border-line pt-8">
          <Link
            to="/"
            className="inline-flex min-h-11 items-center gap-2 rounded-[var(--radius-control)] font-semibold text-primary underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
            {checkoutPage.freeServiceLabel}
          </Link>
          <p className="text-sm text-ink-muted">{checkoutPage.freeServiceNote}</p>
        </div>
      </div>
    </div>
  );
}

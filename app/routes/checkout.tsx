import { ArrowLeft } from "lucide-react";
import { Link, useParams, useSearchParams } from "react-router";
import { checkoutPage } from "@content/checkout-page";
import { readCheckoutParams } from "~/components/checkout/checkout-params";
import { CheckoutFlow } from "~/components/payments/checkout-flow";
import { pageHead } from "~/lib/seo.server";
import type { Route } from "./+types/checkout";

/** The packages come with the page, so the picker is in the first paint and nothing shifts. */
export function loader({ context }: Route.LoaderArgs) {
  return { head: pageHead("checkout", context), packages: context.services.payments.packages() };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const params = useParams();
  const [search] = useSearchParams();
  const { name, email, sessionId } = readCheckoutParams(params.sessionId, search);

  return (
    <div className="bg-surface-alt py-14 md:py-20">
      <div className="container-page max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">
          {checkoutPage.eyebrow}
        </p>
        <h1 className="mt-3 text-4xl font-bold md:text-5xl">{checkoutPage.title}</h1>
        {name && <p className="mt-5 text-xl font-semibold">{checkoutPage.welcome(name, email)}</p>}
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
            clientSecret={search.get("client_secret")}
            planId={search.get("plan")}
            packages={loaderData.packages}
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

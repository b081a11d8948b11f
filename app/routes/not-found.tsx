import { data } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { pageHead } from "~/lib/seo.server";
import type { Route } from "./+types/not-found";

export function loader({ context }: Route.LoaderArgs) {
  return data({ head: pageHead("notFound", context) }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function NotFound() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center md:py-32">
      <p className="text-sm font-semibold uppercase tracking-wider text-primary">Error 404</p>
      <h1 className="mt-3 text-4xl font-bold md:text-5xl">404 Page Not Found</h1>
      <p className="mt-4 max-w-md text-lg text-ink-muted">
        The page you are looking for does not exist or has moved.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Back to home</ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          Contact us
        </ButtonLink>
      </div>
    </section>
  );
}

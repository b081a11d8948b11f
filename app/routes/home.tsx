import { ClosingCta } from "~/components/home/closing-cta";
import { Hero } from "~/components/home/hero";
import { HowItWorks } from "~/components/home/how-it-works";
import { Services } from "~/components/home/services";
import { Testimonials } from "~/components/home/testimonials";
import { pageHead } from "~/lib/seo.server";
import type { Route } from "./+types/home";

export function loader({ context }: Route.LoaderArgs) {
  return { head: pageHead("home", context) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function Page() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <Services />
      <Testimonials />
      <ClosingCta />
    </>
  );
}

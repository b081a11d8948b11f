import { ClosingCta } from "~/components/home/closing-cta";
import { Hero } from "~/components/home/hero";
import { HowItWorks } from "~/components/home/how-it-works";
import { Services } from "~/components/home/services";
import { Testimonials } from "~/components/home/testimonials";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("home", matches);

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

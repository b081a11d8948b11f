import { pages } from "@content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("terms", matches);

export default function Page() {
  return (
    <section className="container-page py-24">
      <h1 className="text-4xl font-bold">{pages.terms.name}</h1>
    </section>
  );
}

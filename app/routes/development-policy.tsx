import { pages } from "@content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/development-policy";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("developmentPolicy", matches);

export default function Page() {
  return (
    <section className="container-page py-24">
      <h1 className="text-4xl font-bold">{pages.developmentPolicy.name}</h1>
    </section>
  );
}

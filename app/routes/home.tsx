import { pages } from "@content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("home", matches);

export default function Page() {
  return (
    <section className="container-page py-24">
      <h1 className="text-4xl font-bold">{pages.home.name}</h1>
    </section>
  );
}

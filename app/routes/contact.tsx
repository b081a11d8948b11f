import { pages } from "@content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("contact", matches);

export default function Page() {
  return (
    <section className="container-page py-24">
      <h1 className="text-4xl font-bold">{pages.contact.name}</h1>
    </section>
  );
}

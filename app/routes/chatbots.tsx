import { pages } from "@content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/chatbots";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("chatbots", matches);

export default function Page() {
  return (
    <section className="container-page py-24">
      <h1 className="text-4xl font-bold">{pages.chatbots.name}</h1>
    </section>
  );
}

import { type LegalPageKey, legalDocuments } from "@content/legal";
import { pages } from "@content/pages";
import { LegalDocumentView } from "~/components/legal/legal-document";
import { useRootData } from "~/lib/root-data";
import { pageHead } from "~/lib/seo.server";
import type { Route } from "./+types/legal";

const legalKeys = Object.keys(legalDocuments) as LegalPageKey[];

/** The one legal page module, registered at each document's path (app/routes.ts). */
export function loader({ request, context }: Route.LoaderArgs) {
  // Paths match as React Router matches them: any letter case, a trailing slash allowed.
  const path = new URL(request.url).pathname.replace(/\/+$/, "").toLowerCase();
  const key = legalKeys.find((k) => pages[k].path === path);
  if (!key) throw new Response("Not Found", { status: 404 });
  return { key, head: pageHead(key, context) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function Page({ loaderData }: Route.ComponentProps) {
  const { business } = useRootData();
  return <LegalDocumentView document={legalDocuments[loaderData.key](business)} />;
}

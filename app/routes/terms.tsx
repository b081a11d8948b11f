import { termsDocument } from "@content/legal";
import { LegalDocumentView } from "~/components/legal/legal-document";
import { useRootData } from "~/lib/root-data";
import { pageHead } from "~/lib/seo.server";
import type { Route } from "./+types/terms";

export function loader({ context }: Route.LoaderArgs) {
  return { head: pageHead("terms", context) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function Page() {
  const { business } = useRootData();
  return <LegalDocumentView document={termsDocument(business)} />;
}

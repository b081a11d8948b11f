import { termsDocument } from "@content/legal";
import { LegalDocumentView } from "~/components/legal/legal-document";
import { useRootData } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("terms", matches);

export default function Page() {
  const { business } = useRootData();
  return <LegalDocumentView document={termsDocument(business)} />;
}

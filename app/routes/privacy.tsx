import { privacyDocument } from "@content/legal";
import { LegalDocumentView } from "~/components/legal/legal-document";
import { useRootData } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("privacy", matches);

export default function Page() {
  const { business } = useRootData();
  return <LegalDocumentView document={privacyDocument(business)} />;
}

import type { CspExtension } from "../platform/http/security";
import type { PaymentProvider } from "./provider";

/** The pages that take a card: only these load the card provider's script and frames. */
const cardPagePattern = /^\/(checkout(\/[^/]*)?|ai-vibe-coding)\/?$/;

export function isCardPage(path: string): boolean {
  return cardPagePattern.test(path);
}

/** The card provider's origins, registered with the site's policy for the card pages only. */
export function cardPageCsp(provider: PaymentProvider): CspExtension {
  return { pages: isCardPage, sources: provider.csp };
}

/**
 * The legal pages (/terms, /refund-policy, /development-policy, /privacy, /cookies), one module
 * per document. Every figure is read from policies.ts, promises.ts or plans.ts; contact details
 * come from the server-resolved business profile, so each document is a function of it.
 */
import type { BusinessProfile } from "../business";
import { cookiesDocument } from "./cookies";
import { developmentPolicyDocument } from "./development-policy";
import type { LegalDocument } from "./document";
import { privacyDocument } from "./privacy";
import { refundPolicyDocument } from "./refund-policy";
import { termsDocument } from "./terms";

export type { Inline, LegalBlock, LegalDocument, LegalSection, Rich } from "./document";

export type LegalPageKey = "terms" | "refundPolicy" | "developmentPolicy" | "privacy" | "cookies";

export const legalDocuments: Record<LegalPageKey, (business: BusinessProfile) => LegalDocument> = {
  terms: termsDocument,
  refundPolicy: refundPolicyDocument,
  developmentPolicy: developmentPolicyDocument,
  privacy: privacyDocument,
  cookies: cookiesDocument,
};

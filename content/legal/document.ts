/** The legal pages as data: blocks of text with links, rendered by app/components/legal/. */
import { type BusinessProfile, phoneHref } from "../business";

/** Text with optional links: internal paths start with "/", others are mailto:/tel: links. */
export type Inline = string | { text: string; href: string };
export type Rich = string | Inline[];

export type LegalBlock =
  | { kind: "p"; text: Rich }
  | { kind: "h3"; text: string }
  | { kind: "list"; items: Rich[]; ordered?: boolean }
  | { kind: "terms"; items: { term: string; detail: Rich }[] }
  | { kind: "steps"; items: { label: string; title: string; detail: string }[] }
  /** The first cell of each row is the row's header. */
  | { kind: "table"; caption: string; columns: string[]; rows: string[][] }
  /** Named items with the same fields, e.g. each cookie; readable as cards on any screen. */
  | {
      kind: "records";
      label: string;
      items: { name: string; fields: { term: string; detail: string }[] }[];
    };

export type LegalSection = { id: string; title: string; blocks: LegalBlock[] };

export type LegalDocument = {
  title: string;
  intro: Rich;
  /** Key figures shown at the top, "At a glance". */
  highlights?: { value: string; label: string }[];
  sections: LegalSection[];
};

export const link = (text: string, href: string): Inline => ({ text, href });
export const mail = (address: string): Inline => link(address, `mailto:${address}`);
export const days = (n: number) => `${n} days`;

export function contactSection(
  business: BusinessProfile,
  email: string,
  lead = "Questions about this policy? We are happy to help.",
): LegalSection {
  return {
    id: "contact",
    title: "Contact us",
    blocks: [
      { kind: "p", text: lead },
      {
        kind: "terms",
        items: [
          { term: "Email", detail: [mail(email)] },
          { term: "Phone", detail: [link(business.phone, phoneHref(business.phone))] },
          { term: "Hours", detail: business.hours },
          { term: "Address", detail: `${business.legalName}, ${business.headquarters.display}` },
        ],
      },
    ],
  };
}

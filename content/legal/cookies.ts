import { capitalize } from "../../lib/format";
import type { BusinessProfile } from "../business";
import { chatCookiePolicy, chatSessionStorageKey } from "../chat";
import { type LegalDocument, link, contactSection } from "./document";
import { siteStorage, visitorCookiePolicy } from "../storage";

export function cookiesDocument(business: BusinessProfile): LegalDocument {
  return {
    title: "Cookie Policy",
    intro: `This page lists every cookie and every item of browser storage the ${business.brand} site sets. We only use what the site needs to work: no analytics, advertising or social media cookies.`,
    highlights: [
      { value: String(siteStorage.length), label: "items of storage in total" },
      { value: "0", label: "analytics or advertising cookies" },
      { value: visitorCookiePolicy.lifetime, label: "longest lifetime of our own cookie" },
    ],
    sections: [
      {
        id: "what-we-use",
        title: "What the site sets",
        blocks: [
          {
            kind: "records",
            label: "Cookies and browser storage on this site",
            items: siteStorage.map((item) => ({
              name: item.name,
              fields: [
                { term: "Type", detail: item.kind },
                { term: "Set by", detail: capitalize(item.setBy) },
                { term: "Purpose", detail: item.purpose },
                { term: "Duration", detail: item.duration },
                { term: "When", detail: item.when },
                { term: "Category", detail: item.category },
              ],
            })),
          },
          {
            kind: "p",
            text: "All of these are strictly necessary: the chat, saved workflows and card payments cannot work without them. The law does not require consent for strictly necessary storage, so we do not show a cookie banner.",
          },
        ],
      },
      {
        id: "chat",
        title: "Chat session",
        blocks: [
          {
            kind: "p",
            text: `When you open the chat, your browser's local storage keeps a session id under the key ${chatSessionStorageKey}. It lets the conversation continue when you move between pages. It is not sent anywhere except to our own chat service, and clearing your browser's site data removes it. The ${chatCookiePolicy.name} cookie, signed by our server and marked HttpOnly, ties that session to your browser: without it the session id opens nothing. It lasts ${chatCookiePolicy.lifetime}.`,
          },
        ],
      },
      {
        id: "workflows",
        title: "Saved workflows",
        blocks: [
          {
            kind: "p",
            text: `The ${visitorCookiePolicy.name} cookie holds a random visitor id, signed by our server so it cannot be forged, and marked HttpOnly so scripts on the page cannot read it. It keeps the workflows you save visible only to your browser and lasts ${visitorCookiePolicy.lifetime}. If you block or delete it, you can still use the site, but workflows you saved before are no longer shown to you.`,
          },
        ],
      },
      {
        id: "checkout",
        title: "Card payment provider",
        blocks: [
          {
            kind: "p",
            text: "On checkout pages only, and only when card payments run through Stripe, Stripe sets its own cookies to prevent fraud. They are governed by Stripe's own privacy and cookie policies. No other page loads anything from the payment provider.",
          },
        ],
      },
      {
        id: "no-tracking",
        title: "No analytics or advertising",
        blocks: [
          {
            kind: "p",
            text: "We do not use analytics, advertising, retargeting or social media cookies or pixels, and this site loads no scripts or fonts from other websites.",
          },
        ],
      },
      {
        id: "control",
        title: "How to control cookies",
        blocks: [
          {
            kind: "p",
            text: "Your browser settings let you block or delete cookies and clear local storage for this site. Blocking strictly necessary storage may stop the chat from remembering your conversation, hide your saved workflows or prevent card payments.",
          },
          {
            kind: "p",
            text: [
              "How we handle personal data in general is explained in our ",
              link("Privacy Policy", "/privacy"),
              ".",
            ],
          },
        ],
      },
      contactSection(
        business,
        business.privacyEmail,
        "Questions about cookies or storage on this site?",
      ),
    ],
  };
}

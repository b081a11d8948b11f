/**
 * What this site keeps in a visitor's browser, and for how long. The chat (content/chat.ts) and
 * the visitor cookie (lib/visitor-cookie.ts) read these names and lifetimes, and the cookie
 * policy lists them, so the policy can never drift from what the site really sets.
 */
import { chatCookiePolicy, chatSessionStorageKey } from "./chat";

const visitorCookieYears = 1;

/**
 * Anonymous visitor identity that scopes saved workflows to one browser, as the cookie policy
 * states it. lib/visitor-cookie.ts sets the cookie with this name and lifetime.
 */
export const visitorCookiePolicy = {
  name: "rw_visitor",
  lifetimeYears: visitorCookieYears,
  lifetime: `${visitorCookieYears} year${visitorCookieYears === 1 ? "" : "s"}`,
} as const;

export type StorageItem = {
  name: string;
  kind: string;
  setBy: string;
  purpose: string;
  duration: string;
  when: string;
  category: "Strictly necessary";
};

export const siteStorage: StorageItem[] = [
  {
    name: chatSessionStorageKey,
    kind: "Local storage",
    setBy: "this site",
    purpose:
      "Remembers your chat session so the conversation continues when you change pages or come back.",
    duration: "Until you clear your browser's site data",
    when: "When you open the chat",
    category: "Strictly necessary",
  },
  {
    name: chatCookiePolicy.name,
    kind: "Cookie (signed, HttpOnly)",
    setBy: "this site",
    purpose:
      "Ties your chat session to your browser, so that only your browser can read or continue the conversation. It holds no name or email.",
    duration: chatCookiePolicy.lifetime,
    when: "When you open the chat",
    category: "Strictly necessary",
  },
  {
    name: visitorCookiePolicy.name,
    kind: "Cookie (signed, HttpOnly)",
    setBy: "this site",
    purpose:
      "A random, anonymous visitor id so that only your browser can see and change the workflows you save. It holds no name or email.",
    duration: visitorCookiePolicy.lifetime,
    when: "When you use the workflows screen",
    category: "Strictly necessary",
  },
  {
    name: "__stripe_mid",
    kind: "Cookie",
    setBy: "the card payment provider (Stripe)",
    purpose: "Fraud prevention for card payments.",
    duration: "1 year",
    when: "Only on checkout pages, when card payments run through Stripe",
    category: "Strictly necessary",
  },
  {
    name: "__stripe_sid",
    kind: "Cookie",
    setBy: "the card payment provider (Stripe)",
    purpose: "Fraud prevention for the current checkout session.",
    duration: "30 minutes",
    when: "Only on checkout pages, when card payments run through Stripe",
    category: "Strictly necessary",
  },
];

export type NavLinkItem = { label: string; to: string };

export const mainNav: NavLinkItem[] = [
  { label: "Features", to: "/features" },
  { label: "Pricing", to: "/pricing" },
  { label: "AI Vibe Coding", to: "/ai-vibe-coding" },
  { label: "Contact", to: "/contact" },
];

export const chatButtonLabel = "Chat with AI";

/** Where the consultation form is on /contact: the form works without scripts. */
export const contactFormAnchor = "contact-form";
/**
 * The consultation's success view: where the form sent without scripts lands, so its heading is
 * in view on a phone (the section's first column, "What to tell us", fills the screen there).
 */
export const contactSubmittedAnchor = "request-submitted";

/**
 * What a chat button (the bubble, "Chat with AI", "Book a call") says when JavaScript is off or the
 * page's scripts did not load: the chat is a script, so the button opens this instead, with the
 * ways to reach us that need none. Its words fit both, since the page cannot tell them apart.
 */
export const chatNeedsScripts = {
  title: "The chat needs JavaScript",
  lead: (assistantName: string) =>
    `Reload the page, or turn JavaScript on if it is off, to talk with ${assistantName} or book a call with a specialist. Or reach us directly:`,
  callLabel: "Call",
  emailLabel: "Email",
  formLabel: "Send us the consultation form",
  close: "Close",
} as const;

/** Said when a page's scripts failed to load or did not arrive in time (app/lib/tap-replay.ts). */
export const scriptsFailed = {
  text: "This page's scripts did not load, so some buttons work in a simpler way. Links and forms still work.",
  reload: "Reload the page",
} as const;

/** The phone menu: its button, its drawer (with scripts) and its native popover (without). */
export const menuLabels = {
  open: "Open menu",
  title: "Menu",
  close: "Close menu",
  navigation: "Site navigation",
} as const;

export const footer = {
  blurb:
    "Done-for-you AI automation for small and mid-size businesses: custom workflows, chatbots, AI agents and integrations, built and run by our team.",
  columns: [
    {
      title: "Product",
      links: [
        { label: "AI Chatbot", to: "/features" },
        { label: "File Storage", to: "/features" },
        { label: "Automation", to: "/features" },
        { label: "Integrations", to: "/features" },
      ],
    },
    {
      title: "Support",
      links: [
        { label: "Help Center", to: "/contact" },
        { label: "Documentation", to: "/contact" },
        { label: "API Reference", to: "/contact" },
        { label: "Contact Us", to: "/contact" },
      ],
    },
  ],
  legal: [
    { label: "Terms of Service", to: "/terms" },
    { label: "Refund Policy", to: "/refund-policy" },
    { label: "Development Policy", to: "/development-policy" },
    { label: "Privacy Policy", to: "/privacy" },
    { label: "Cookie Policy", to: "/cookies" },
  ],
} satisfies {
  blurb: string;
  columns: { title: string; links: NavLinkItem[] }[];
  legal: NavLinkItem[];
};

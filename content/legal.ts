/**
 * The legal pages (/terms, /refund-policy, /development-policy, /privacy, /cookies) as data.
 * Every figure is read from policies.ts, promises.ts or plans.ts; contact details come from the
 * server-resolved business profile, so each document is a function of it.
 */
import { capitalize } from "../lib/format";
import { type BusinessProfile, phoneHref } from "./business";
import { chatCookiePolicy, chatSessionStorageKey } from "./chat";
import { currency, vibeCodingTrialDays } from "./plans";
import {
  cancellationPolicy,
  dataRetention,
  developmentPhases,
  governingLaw,
  liabilityPolicy,
  pauseEffect,
  privacyRequests,
  refundPolicy,
  servicePolicy,
  supportTargets,
} from "./policies";
import { claims, promises } from "./promises";

// ---------------------------------------------------------------------------------------------
// Browser storage. The chat (content/chat.ts) and the visitor cookie (lib/visitor-cookie.ts) read
// these names and lifetimes, so the cookie page can never drift from what the site really sets.

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

// ---------------------------------------------------------------------------------------------
// Document model

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

const link = (text: string, href: string): Inline => ({ text, href });
const mail = (address: string): Inline => link(address, `mailto:${address}`);
const days = (n: number) => `${n} days`;

function contactSection(
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

// ---------------------------------------------------------------------------------------------
// Terms of Service

export function termsDocument(business: BusinessProfile): LegalDocument {
  const { brand, legalName } = business;
  return {
    title: "Terms of Service",
    intro: `These terms govern your use of the ${brand} website and of the automation, chatbot and development services provided by ${legalName} ("${brand}", "we", "us"). By using the site or buying a plan you agree to them on behalf of yourself and the business you represent.`,
    highlights: [
      { value: servicePolicy.uptime, label: "uptime target for the services we run" },
      {
        value: days(cancellationPolicy.monthlyNoticeDays),
        label: "notice to cancel a monthly plan",
      },
      {
        value: `${cancellationPolicy.pauseUpToMonths} months`,
        label: "longest pause of a plan",
      },
      {
        value: days(cancellationPolicy.termChangeNoticeDays),
        label: "notice before these terms change",
      },
    ],
    sections: [
      {
        id: "services",
        title: "1. Our services",
        blocks: [
          {
            kind: "p",
            text: `${brand} builds and runs done-for-you automation for businesses: custom workflows, AI chatbots and agents, file management with vector search, notifications, integrations with the tools you use, and custom software development (AI Vibe Coding). The scope of your service is the plan or package you buy and anything we agree with you in writing.`,
          },
          {
            kind: "p",
            text: [
              `We aim to have your first automation live within ${servicePolicy.firstAutomationLive}, and development work begins ${servicePolicy.developmentBegins}. Timelines, quality standards and support targets are set out in our `,
              link("Development Policy", "/development-policy"),
              ".",
            ],
          },
          {
            kind: "p",
            text: "Chatbots and AI agents generate answers with language models. They are usually right but can be wrong; you remain responsible for decisions you make based on their output and for reviewing what they say on your behalf.",
          },
        ],
      },
      {
        id: "your-account",
        title: "2. Your information and authority",
        blocks: [
          {
            kind: "p",
            text: "You agree to give us accurate contact, company and billing information and to keep it up to date. If you order for a business, you confirm that you are authorized to bind it to these terms.",
          },
        ],
      },
      {
        id: "billing",
        title: "3. Plans, billing and cancellation",
        blocks: [
          {
            kind: "list",
            items: [
              `Prices are in ${currency} and are charged by card through our card payment provider. Monthly plans are billed in advance at the start of each monthly period.`,
              `Annual plans are a commitment for the full year. If you cancel an annual plan early, the ${cancellationPolicy.annualEarlyCancel}.`,
              `To cancel a monthly plan, give us at least ${days(cancellationPolicy.monthlyNoticeDays)} notice in writing. Billing stops at the end of the notice period and the service runs until then.`,
              `You may pause a plan for up to ${cancellationPolicy.pauseUpToMonths} months. ${pauseEffect}`,
              `AI Vibe Coding subscriptions start with a ${vibeCodingTrialDays}-day free trial; after the trial your card is charged monthly, at the monthly rate or at the lower yearly-plan rate with a 12-month commitment, as you chose, until you cancel.`,
              `We may change prices with at least ${days(cancellationPolicy.termChangeNoticeDays)} notice; the new price applies from your next billing period after the notice.`,
            ],
          },
          {
            kind: "p",
            text: [
              `New customers can ask for a full refund within ${days(refundPolicy.riskFreeDays)} of their first payment. See our `,
              link("Refund Policy", "/refund-policy"),
              " for how it works.",
            ],
          },
        ],
      },
      {
        id: "availability",
        title: "4. Availability and support",
        blocks: [
          {
            kind: "p",
            text: `We target ${servicePolicy.uptime} monthly uptime for the chatbots and automations we run for you. Scheduled maintenance announced in advance and outages of third-party services outside our control do not count against this target.`,
          },
          {
            kind: "p",
            text: [
              `Support is available ${business.hours}, with critical issues handled ${claims.support}. Response targets by priority are listed in our `,
              link("Development Policy", "/development-policy#support"),
              ".",
            ],
          },
        ],
      },
      {
        id: "acceptable-use",
        title: "5. Acceptable use",
        blocks: [
          {
            kind: "p",
            text: "You agree not to use our services, or ask us to build anything, to:",
          },
          {
            kind: "list",
            items: [
              "break any law, or infringe anyone's intellectual property, privacy or other rights;",
              "send spam or unsolicited messages, or contact people by SMS, phone or email without the consent the law requires;",
              "distribute malware, probe or attack our systems or anyone else's, or overload our infrastructure;",
              "mislead people into believing a chatbot is a human where the law or fairness requires you to say it is automated;",
              "make decisions with legal or similarly significant effects on people without human review;",
              "resell or sublicense the services without our written agreement.",
            ],
          },
          {
            kind: "p",
            text: "If you break these rules we may suspend the affected service after telling you why, or immediately where there is a risk of harm.",
          },
        ],
      },
      {
        id: "data",
        title: "6. Your data and intellectual property",
        blocks: [
          {
            kind: "p",
            text: [
              "You own your data, content and files. We use them only to provide the services, as described in our ",
              link("Privacy Policy", "/privacy"),
              ".",
            ],
          },
          {
            kind: "p",
            text: "Once you have paid for it in full, you own the work we create specifically for you. We keep ownership of our pre-existing tools, templates and know-how and grant you a license to use them as part of your solution for as long as you use it.",
          },
          {
            kind: "p",
            text: `After your service ends you can ask for an export of your data. We delete your data within ${days(cancellationPolicy.dataDeletedWithinDays)} after termination, except records the law requires us to keep.`,
          },
        ],
      },
      {
        id: "third-parties",
        title: "7. Third-party services",
        blocks: [
          {
            kind: "p",
            text: "Integrations connect to services run by others, such as your CRM, messaging platforms, AI model providers and payment processors. Their terms apply to your use of them, and we are not responsible for their outages, price changes or changes to their interfaces, although we will help you adapt.",
          },
        ],
      },
      {
        id: "liability",
        title: "8. Warranties and limitation of liability",
        blocks: [
          {
            kind: "p",
            text: "We provide the services with reasonable skill and care. Beyond what these terms expressly promise, the services are provided as is, without other warranties.",
          },
          {
            kind: "p",
            text: `To the extent the law allows, we are not liable for indirect, incidental or consequential losses, or for lost profits, revenue or data, and our total liability for any claim is limited to the fees you paid us in the ${liabilityPolicy.capMonthsOfFees} months before the claim arose. Nothing in these terms limits liability that cannot be limited by law.`,
          },
        ],
      },
      {
        id: "termination",
        title: "9. Suspension and termination",
        blocks: [
          {
            kind: "p",
            text: `You can end your service as described in section 3. We may suspend or end a service for non-payment or a serious breach of these terms after giving notice and a chance to fix it. When a service ends, access stops at the end of the paid period and your data is deleted within ${days(cancellationPolicy.dataDeletedWithinDays)}.`,
          },
        ],
      },
      {
        id: "changes",
        title: "10. Changes to these terms",
        blocks: [
          {
            kind: "p",
            text: `We will tell you by email at least ${days(cancellationPolicy.termChangeNoticeDays)} before a material change to these terms takes effect. If you do not agree, you may cancel before the change applies; continuing to use the services after that date means you accept the new terms.`,
          },
        ],
      },
      {
        id: "governing-law",
        title: "11. Governing law",
        blocks: [
          {
            kind: "p",
            text: `These terms are governed by the laws of the State of ${governingLaw.state}, without regard to its conflict-of-law rules. Any dispute will be decided by ${governingLaw.venue}.`,
          },
        ],
      },
      contactSection(business, business.supportEmail, "Questions about these terms? Contact us:"),
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Refund Policy

export function refundPolicyDocument(business: BusinessProfile): LegalDocument {
  const riskFree = `${refundPolicy.riskFreeDays}-day`;
  return {
    title: "Refund Policy",
    intro: `We want you to be sure about working with ${business.brand}. Every new plan and package comes with a ${riskFree} risk-free full refund: if it is not right for you, tell us and you get your money back.`,
    highlights: [
      { value: riskFree, label: "risk-free full refund" },
      { value: refundPolicy.requestAcknowledged, label: "to acknowledge your request" },
      { value: refundPolicy.review, label: "to review it" },
      { value: refundPolicy.refundProcessing, label: "to process the refund" },
    ],
    sections: [
      {
        id: "guarantee",
        title: `Our ${riskFree} risk-free guarantee`,
        blocks: [
          {
            kind: "p",
            text: `If you are not satisfied for any reason within ${days(refundPolicy.riskFreeDays)} of your first payment, you can ask for a full refund of that payment. It applies to the first payment of any plan, subscription or premium package bought on this site, and you do not need to justify your request.`,
          },
        ],
      },
      {
        id: "how-to-request",
        title: "How to request a refund",
        blocks: [
          {
            kind: "list",
            ordered: true,
            items: [
              [
                "Email ",
                mail(business.supportEmail),
                " or use our ",
                link("contact page", "/contact"),
                ".",
              ],
              "Include your name, the email address you paid with and, if you have it, the payment reference shown after checkout.",
              "Tell us the reason if you like; it helps us improve, but it is not required.",
            ],
          },
        ],
      },
      {
        id: "timeline",
        title: "What happens next",
        blocks: [
          {
            kind: "table",
            caption: "Refund timeline",
            columns: ["Step", "Time"],
            rows: [
              ["We acknowledge your request", `Within ${refundPolicy.requestAcknowledged}`],
              ["We review it", refundPolicy.review],
              ["We process the refund to your original card", refundPolicy.refundProcessing],
              ["Your bank shows the money in your account", refundPolicy.bankProcessing],
            ],
          },
          {
            kind: "p",
            text: "Refunds always go back to the card you paid with. Once we have processed a refund, the remaining time depends on your bank, which we cannot speed up.",
          },
        ],
      },
      {
        id: "not-refundable",
        title: "What is not refundable",
        blocks: [
          {
            kind: "list",
            items: [
              `Requests made more than ${days(refundPolicy.riskFreeDays)} after the first payment, and renewal payments after the first one. You can cancel or pause instead (see below).`,
              "Third-party costs we paid on your behalf at your request, such as domain names, SMS and telephony fees, AI model usage and app store fees.",
              "Milestones of a one-time custom development project that you have reviewed and approved.",
              "Services ended because of a serious breach of our Terms of Service.",
            ],
          },
        ],
      },
      {
        id: "cancel-or-pause",
        title: "Cancelling or pausing instead",
        blocks: [
          {
            kind: "p",
            text: [
              `Monthly plans can be cancelled with ${days(cancellationPolicy.monthlyNoticeDays)} notice, and any plan can be paused for up to ${cancellationPolicy.pauseUpToMonths} months. If you cancel an annual plan early, the ${cancellationPolicy.annualEarlyCancel}. The details are in our `,
              link("Terms of Service", "/terms#billing"),
              ".",
            ],
          },
        ],
      },
      {
        id: "disputes",
        title: "Card disputes",
        blocks: [
          {
            kind: "p",
            text: "Please contact us before disputing a charge with your bank. We can usually solve the problem faster, and a dispute can delay your refund while the bank investigates.",
          },
        ],
      },
      contactSection(
        business,
        business.supportEmail,
        "Ready to request a refund, or have a question?",
      ),
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Development Policy

const supportTargetMeaning: Record<(typeof supportTargets)[number]["priority"], string> = {
  Critical: "A live automation, chatbot or site is down or losing data.",
  High: "An important feature is broken and there is no workaround.",
  Normal: "A question, a minor bug, or a problem with a workaround.",
  Enhancement: "A request for a new feature or a change in behavior.",
};

export function developmentPolicyDocument(business: BusinessProfile): LegalDocument {
  return {
    title: "Development Policy",
    intro: `How ${business.brand} delivers the automations, chatbots and software you buy: when work starts, how a project runs, the quality we build to and how fast we respond when you need us.`,
    highlights: [
      { value: servicePolicy.firstAutomationLive, label: "until your first automation is live" },
      {
        value: promises.developmentStartsAfterPayment,
        label: "from payment to the start of development",
      },
      { value: servicePolicy.uptime, label: "uptime for what we run for you" },
      { value: claims.support, label: "handling of critical issues" },
    ],
    sections: [
      {
        id: "getting-started",
        title: "Getting started",
        blocks: [
          {
            kind: "p",
            text: `Development begins ${servicePolicy.developmentBegins}. For automation plans we aim to have your first automation live within ${servicePolicy.firstAutomationLive}, and we keep building the rest of your workflows from there.`,
          },
          { kind: "p", text: "To keep to these timelines we need from you:" },
          {
            kind: "list",
            items: [
              "one contact person who can answer questions and approve work;",
              "access to the tools and accounts we are connecting to;",
              "the documents, data or examples your solution should learn from.",
            ],
          },
          {
            kind: "p",
            text: "If we are waiting on something from you, the timeline moves by the same amount and we tell you what is outstanding.",
          },
        ],
      },
      {
        id: "phases",
        title: "Project phases",
        blocks: [
          {
            kind: "p",
            text: "Custom projects follow four phases. You can see progress at every step.",
          },
          {
            kind: "steps",
            items: developmentPhases.map((phase) => ({
              label: phase.days,
              title: phase.name,
              detail: phase.detail,
            })),
          },
        ],
      },
      {
        id: "quality",
        title: "Performance and quality standards",
        blocks: [
          {
            kind: "terms",
            items: [
              {
                term: "Response time",
                detail: `Chatbots and automations we build respond in ${servicePolicy.responseTime}.`,
              },
              {
                term: "Uptime",
                detail: `We target ${servicePolicy.uptime} monthly uptime, monitored around the clock.`,
              },
              {
                term: "Security",
                detail: `${capitalize(claims.encryption)} encryption for data in transit and at rest, on ${claims.compliance} compliant infrastructure, with access limited to the people working on your project.`,
              },
              {
                term: "Testing",
                detail:
                  "Every workflow is tested with realistic data before launch, and every change is reviewed before it reaches your live system.",
              },
            ],
          },
        ],
      },
      {
        id: "support",
        title: "Support response targets",
        blocks: [
          {
            kind: "p",
            text: `Support is available ${business.hours}; critical issues are handled ${claims.support}. We answer and resolve issues within these targets:`,
          },
          {
            kind: "table",
            caption: "Support response targets by priority",
            columns: ["Priority", "What it means", "First response", "Resolution"],
            rows: supportTargets.map((t) => [
              t.priority,
              supportTargetMeaning[t.priority],
              t.firstResponse,
              t.resolution,
            ]),
          },
        ],
      },
      {
        id: "changes",
        title: "Changes and revisions",
        blocks: [
          {
            kind: "p",
            text: "Revisions within the agreed scope are included. For work outside the scope we send you a written quote first and start only once you approve it.",
          },
        ],
      },
      {
        id: "handover",
        title: "Ownership and handover",
        blocks: [
          {
            kind: "p",
            text: [
              "Ownership of the work we build for you is set out in our ",
              link("Terms of Service", "/terms#data"),
              `. When a service ends we hand over your data on request and delete it within ${days(cancellationPolicy.dataDeletedWithinDays)} after termination.`,
            ],
          },
        ],
      },
      contactSection(
        business,
        business.supportEmail,
        "Questions about a project or a support request?",
      ),
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Privacy Policy

export function privacyDocument(business: BusinessProfile): LegalDocument {
  const { brand, legalName, privacyEmail } = business;
  return {
    title: "Privacy Policy",
    intro: `This policy explains what personal data ${legalName} ("${brand}", "we") collects through this website, why, how long we keep it, who processes it for us and the rights you have. We do not sell your personal data.`,
    highlights: [
      { value: `${dataRetention.leadsMonths} months`, label: "longest we keep lead details" },
      { value: days(dataRetention.technicalLogsDays), label: "that technical logs are kept" },
      {
        value: days(dataRetention.afterTerminationDays),
        label: "to delete customer data after termination",
      },
      { value: "0", label: "analytics or advertising cookies" },
    ],
    sections: [
      {
        id: "who-we-are",
        title: "Who we are",
        blocks: [
          {
            kind: "p",
            text: [
              `${legalName}, ${business.headquarters.display}, decides how your personal data is used on this site (the "controller"). You can reach us about privacy at `,
              mail(privacyEmail),
              ".",
            ],
          },
        ],
      },
      {
        id: "what-we-collect",
        title: "What we collect",
        blocks: [
          {
            kind: "terms",
            items: [
              {
                term: "Chat messages",
                detail:
                  "What you type to our AI assistant and its answers, with the time of each message and a chat session id kept in your browser.",
              },
              {
                term: "Lead and contact details",
                detail:
                  "Your first and last name, email address, company, the service you are interested in and your answers in the request form. For plan orders also your phone number and business address.",
              },
              {
                term: "Consultation requests and uploaded files",
                detail:
                  "Your full name, email, phone number if given, preferred contact method, the task you describe, your current tools and ideal solution, and any file you attach.",
              },
              {
                term: "Payment details",
                detail:
                  "You enter your card details into a field supplied by our card payment provider, and they go straight to the provider. We never see or store your full card number; we keep the payment reference, amount, package and status.",
              },
              {
                term: "Saved workflows",
                detail: [
                  "Workflows you save on the workflows screen, linked to an anonymous visitor id in a cookie (see our ",
                  link("Cookie Policy", "/cookies"),
                  ").",
                ],
              },
              {
                term: "Technical logs",
                detail:
                  "Your IP address, browser type, the pages and addresses requested, times and errors, which our servers record to keep the site secure and working.",
              },
            ],
          },
        ],
      },
      {
        id: "why",
        title: "Why we use it",
        blocks: [
          {
            kind: "list",
            items: [
              "To answer your questions and prepare the service you ask for (steps before a contract, at your request).",
              `To have a specialist contact you about your request, usually within ${promises.leadFollowUp} (our legitimate interest in answering enquiries).`,
              "To take payments, provide the services you buy and support you (performance of our contract with you).",
              "To keep the site and our services secure, prevent abuse and fix errors (legitimate interests).",
              "To meet our legal obligations, such as keeping tax and accounting records.",
            ],
          },
          {
            kind: "p",
            text: "We do not sell your personal data, share it for cross-context behavioral advertising, or make decisions about you that have legal or similarly significant effects by automated means alone.",
          },
        ],
      },
      {
        id: "retention",
        title: "How long we keep it",
        blocks: [
          {
            kind: "table",
            caption: "How long we keep personal data",
            columns: ["Data", "Kept for"],
            rows: [
              [
                "Leads, enquiries and contact details",
                `${dataRetention.leadsMonths} months after our last contact, unless you become a customer`,
              ],
              [
                "Chat transcripts",
                `${dataRetention.chatTranscriptsMonths} months after the last message`,
              ],
              [
                "Consultation requests and uploaded files",
                `${dataRetention.consultationFilesMonths} months after the request, unless you become a customer`,
              ],
              [
                "Customer data",
                `For the life of your service, then deleted within ${days(dataRetention.afterTerminationDays)} after termination`,
              ],
              [
                "Payment records",
                `${dataRetention.paymentRecordsYears} years, as tax and accounting law requires`,
              ],
              ["Technical logs", days(dataRetention.technicalLogsDays)],
            ],
          },
        ],
      },
      {
        id: "processors",
        title: "Who processes it",
        blocks: [
          {
            kind: "p",
            text: "We use a small number of service providers who process personal data only on our instructions and under contracts that protect it:",
          },
          {
            kind: "terms",
            items: [
              {
                term: "Card payment provider",
                detail:
                  "Stripe processes card payments and the card details you enter at checkout, for payment and fraud prevention.",
              },
              {
                term: "AI provider, when configured",
                detail:
                  "If we connect our assistant to an external language model provider, your chat messages are sent to it to generate replies. It may not use them to train its models. Otherwise replies are generated on our own servers.",
              },
              {
                term: "Email and SMS providers",
                detail:
                  "They deliver the emails and text messages that notify our team about your request and that we send you.",
              },
              {
                term: "Hosting and storage providers",
                detail: "They run the servers, database and file storage behind this site.",
              },
            ],
          },
          {
            kind: "p",
            text: "Some of these providers may process data in the United States. Where the law requires it, transfers are covered by safeguards such as the European Commission's standard contractual clauses.",
          },
        ],
      },
      {
        id: "rights",
        title: "Your rights",
        blocks: [
          {
            kind: "p",
            text: "Depending on where you live, you have the right to:",
          },
          {
            kind: "list",
            items: [
              "access the personal data we hold about you and get a copy of it;",
              "have inaccurate data corrected;",
              "have your data deleted;",
              "object to, or ask us to restrict, how we use it;",
              "receive your data in a portable format;",
              "withdraw consent where we rely on it.",
            ],
          },
          {
            kind: "p",
            text: "California residents (CCPA/CPRA) have the right to know what personal information we collect, use and disclose, to delete it, to correct it, and to opt out of its sale or sharing; we do not sell or share personal information. We will not treat you differently for using any of these rights.",
          },
          {
            kind: "p",
            text: "If you are in the European Economic Area or the United Kingdom (GDPR), you may also complain to your local data protection authority.",
          },
          {
            kind: "p",
            text: [
              "To use a right, email ",
              mail(privacyEmail),
              `. We reply within ${days(privacyRequests.responseDays)} and may ask you to confirm your identity first.`,
            ],
          },
        ],
      },
      {
        id: "security",
        title: "How we protect it",
        blocks: [
          {
            kind: "p",
            text: `We use ${claims.encryption} encryption for data in transit and at rest, ${claims.compliance} compliant infrastructure, and access limited to the staff who need it.`,
          },
        ],
      },
      {
        id: "children",
        title: "Children",
        blocks: [
          {
            kind: "p",
            text: `This site is for businesses and is not directed at anyone under ${privacyRequests.minimumAge}. We do not knowingly collect their personal data.`,
          },
        ],
      },
      {
        id: "cookies",
        title: "Cookies and browser storage",
        blocks: [
          {
            kind: "p",
            text: [
              "We only use the cookies and browser storage the site needs to work, and no analytics or advertising cookies. The full list is in our ",
              link("Cookie Policy", "/cookies"),
              ".",
            ],
          },
        ],
      },
      {
        id: "changes",
        title: "Changes to this policy",
        blocks: [
          {
            kind: "p",
            text: `We update this page when our practices change and show the date at the top. Customers are told by email at least ${days(cancellationPolicy.termChangeNoticeDays)} before a material change takes effect.`,
          },
        ],
      },
      contactSection(business, privacyEmail, "Questions or requests about your personal data:"),
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Cookie Policy

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

export type LegalPageKey = "terms" | "refundPolicy" | "developmentPolicy" | "privacy" | "cookies";

export const legalDocuments: Record<LegalPageKey, (business: BusinessProfile) => LegalDocument> = {
  terms: termsDocument,
  refundPolicy: refundPolicyDocument,
  developmentPolicy: developmentPolicyDocument,
  privacy: privacyDocument,
  cookies: cookiesDocument,
};

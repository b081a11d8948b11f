import type { BusinessProfile } from "../business";
import { cancellationPolicy, dataRetention, privacyRequests } from "../policies";
import { claims, promises } from "../promises";
import { type LegalDocument, link, mail, days, contactSection } from "./document";

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

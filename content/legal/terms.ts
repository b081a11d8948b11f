import type { BusinessProfile } from "../business";
import { currency, vibeCodingTrialDays } from "../plans";
import {
  cancellationPolicy,
  governingLaw,
  liabilityPolicy,
  pauseEffect,
  refundPolicy,
  servicePolicy,
} from "../policies";
import { claims } from "../promises";
import { type LegalDocument, link, days, contactSection } from "./document";

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

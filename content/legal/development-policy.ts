import { capitalize } from "../../lib/format";
import type { BusinessProfile } from "../business";
import { cancellationPolicy, developmentPhases, servicePolicy, supportTargets } from "../policies";
import { claims, promises } from "../promises";
import { type LegalDocument, link, days, contactSection } from "./document";

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
            rows: supportTargets.map((t) => [t.priority, t.meaning, t.firstResponse, t.resolution]),
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

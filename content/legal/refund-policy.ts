import type { BusinessProfile } from "../business";
import { cancellationPolicy, refundPolicy } from "../policies";
import { type LegalDocument, link, mail, days, contactSection } from "./document";

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

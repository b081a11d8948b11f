/**
 * Fact questions phrased like real visitors (casual, typos), each with the strings that must
 * appear in the answer. Expected figures are read from content/ so the eval follows the
 * business's own numbers; a change there cannot silently make the assistant "wrong".
 */
import { type BusinessProfile, defaultBusinessProfile } from "../../../content/business";
import {
  aiModelCards,
  chatbotTiers,
  platformIntegrations,
  pricingPlans,
  vibeCodingPlans,
  vibeCodingSaveBadge,
  vibeCodingTrialDays,
} from "../../../content/plans";
import {
  cancellationPolicy,
  developmentPhases,
  refundPolicy,
  servicePolicy,
  supportTargets,
} from "../../../content/policies";
import { claims, promises } from "../../../content/promises";
import { formatUsd } from "../../../lib/format";
import { setupTimeRange } from "../facts";

export type FactCase = { question: string; expect: string[] };

const plan = (id: string) => pricingPlans.find((p) => p.id === id)!;
const vibe = (id: string) => vibeCodingPlans.find((p) => p.id === id)!;
const tier = (id: string) => chatbotTiers.find((t) => t.id === id)!;
const model = (id: string) => aiModelCards.find((m) => m.id === id)!;
const usd = formatUsd;
const target = (priority: string) => supportTargets.find((t) => t.priority === priority)!;

export function factCases(business: BusinessProfile = defaultBusinessProfile): FactCase[] {
  return [
    // Business plans
    { question: "how much is the starter plan?", expect: [usd(plan("starter").price!)] },
    { question: "whats the price of business pro", expect: [usd(plan("professional").price!)] },
    {
      question: "what was the pro plan's original price before the discount",
      expect: [usd(plan("professional").originalPrice!), usd(plan("professional").price!)],
    },
    {
      question: "starter used to cost more right? what's the regular price",
      expect: [usd(plan("starter").originalPrice!)],
    },
    {
      question: "pricing?",
      expect: [usd(plan("starter").price!), usd(plan("professional").price!), "custom pricing"],
    },
    { question: "how much does the Elite plan cost", expect: ["custom pricing"] },
    {
      question: "how many workflows do i get with starter",
      expect: ["3 custom automated workflows"],
    },
    {
      question: "difference between starter and pro?",
      expect: [usd(plan("starter").price!), usd(plan("professional").price!), "8 workflows"],
    },
    { question: "any discounts or deals going on?", expect: ["Save up to $400/month"] },

    // AI Vibe Coding
    {
      question: "how much for the commercial website plan",
      expect: [
        usd(vibe("commercial_website").monthlyPrice),
        usd(vibe("commercial_website").yearlyPrice),
      ],
    },
    {
      question: "price of smart web application if i pay yearly?",
      expect: [usd(vibe("smart_web_app").yearlyPrice)],
    },
    {
      question: "what does mobile app development cost per month",
      expect: [usd(vibe("mobile_app").monthlyPrice), usd(vibe("mobile_app").yearlyPrice)],
    },
    {
      question: "vibe coding prices",
      expect: [usd(vibe("commercial_website").monthlyPrice), vibeCodingSaveBadge],
    },
    { question: "is there a free trial", expect: [`${vibeCodingTrialDays}-day free trial`] },

    // Chatbots and models
    {
      question: "how much do your chatbots cost",
      expect: [
        usd(tier("starter").price),
        usd(tier("professional").price),
        usd(tier("enterprise").price),
      ],
    },
    {
      question: "chatbot starter tier price?",
      expect: [usd(tier("starter").price), "1,000 conversations"],
    },
    {
      question: "enterprise chatbot plan pricing",
      expect: [usd(tier("enterprise").price), "nlimited conversations"],
    },
    { question: "how much is custom chatbot development", expect: [usd(tier("custom").price)] },
    {
      question: "what do you charge per 1k tokens for gpt-4?",
      expect: [usd(model("gpt-4").pricePer1kTokens!), usd(model("claude").pricePer1kTokens!)],
    },
    { question: "which AI models do you use", expect: [usd(model("gpt-3.5").pricePer1kTokens!)] },
    {
      question: "how long to set up a chatbot on whatsapp",
      expect: [platformIntegrations.find((p) => p.id === "whatsapp")!.setupTime, setupTimeRange()],
    },

    // Policies
    { question: "whats ur refund policy", expect: [`${refundPolicy.riskFreeDays}-day`] },
    { question: "how long do refunds take to process?", expect: [refundPolicy.refundProcessing] },
    {
      question: "can i get my money back if i dont like it",
      expect: [`${refundPolicy.riskFreeDays}-day`, refundPolicy.refundProcessing],
    },
    {
      question: "how do i cancel my subscription",
      expect: [`${cancellationPolicy.monthlyNoticeDays} days notice`],
    },
    {
      question: "can I pause my plan instead?",
      expect: [`${cancellationPolicy.pauseUpToMonths} months`],
    },
    {
      question: "what happens to my data after i cancel",
      expect: [`${cancellationPolicy.dataDeletedWithinDays} days`],
    },
    { question: "whats your uptime", expect: [servicePolicy.uptime] },
    {
      question: "how fast do you respond to support tickets",
      expect: [target("Critical").firstResponse, target("Normal").firstResponse],
    },
    {
      question: "if something critical breaks how quickly do you respond",
      expect: [target("Critical").firstResponse, target("Critical").resolution],
    },
    {
      question: "how soon can my first automation be live?",
      expect: [servicePolicy.firstAutomationLive],
    },
    { question: "how long does setup take", expect: [promises.setupWithin] },
    {
      question: "when does development start after i pay",
      expect: [servicePolicy.developmentBegins],
    },
    {
      question: "what's the development timeline",
      expect: developmentPhases.slice(0, 3).map((p) => p.days),
    },
    { question: "how fast does pro support reply", expect: [promises.proSupportResponse] },

    // Contact
    { question: "what are your hours", expect: [business.hours] },
    { question: "are you open on weekends?", expect: [business.hours] },
    { question: "where r u located", expect: [business.headquarters.display] },
    { question: "whats your phone number", expect: [business.phone] },
    { question: "what email can i reach you at", expect: [business.salesEmail] },
    { question: "can i talk to a real person", expect: [business.phone, business.salesEmail] },
    { question: "when will a specialist get back to me?", expect: [promises.leadFollowUp] },

    // Claims and how things work
    { question: "is my data secure?", expect: [claims.encryption, claims.compliance] },
    { question: "are u soc2 compliant", expect: [claims.compliance] },
    { question: "what file formats can i upload", expect: [claims.fileFormats, "vector"] },
    { question: "Tell me about file storage", expect: [claims.fileFormats, "vector search"] },
    { question: "how many apps do you integrate with", expect: [claims.integrations] },
    {
      question: "How does workflow automation work?",
      expect: ["AI Intake", promises.firstAutomationLiveWithin],
    },
    { question: "how much time will this save me", expect: [claims.hoursSavedWeekly] },
    { question: "wat services do you offer", expect: ["chatbots", claims.integrations] },
    { question: "how much is the pro pln", expect: [usd(plan("professional").price!)] },
    { question: "refnd policy?", expect: [`${refundPolicy.riskFreeDays}-day`] },

    // More casual phrasings
    { question: "yo how much u charge", expect: [usd(plan("starter").price!)] },
    { question: "what do i get for 397", expect: [plan("professional").name] },
    { question: "pro vs elite", expect: [usd(plan("professional").price!), "custom pricing"] },
    { question: "how much to build an app", expect: [usd(vibe("mobile_app").monthlyPrice)] },
    {
      question: "what's the cost of 10,000 conversations",
      expect: [usd(tier("professional").price)],
    },
    {
      question: "how long does it take to add the bot to my website",
      expect: [platformIntegrations.find((p) => p.id === "website")!.setupTime],
    },
    {
      question: "how many days for the refund to hit my bank",
      expect: [refundPolicy.bankProcessing],
    },
    {
      question: "is there a contract or can I leave anytime",
      expect: [`${cancellationPolicy.monthlyNoticeDays} days`],
    },
    {
      question: "can I take a break from my subscription",
      expect: [`${cancellationPolicy.pauseUpToMonths} months`],
    },
    { question: "is your platform ever down", expect: [servicePolicy.uptime] },
    { question: "how long for a normal priority ticket", expect: [target("Normal").firstResponse] },
    { question: "what time do you close", expect: [business.hours] },
    { question: "can i text you", expect: [business.phone] },
    { question: "whats ur support email", expect: [business.supportEmail] },
    { question: "how long does a specialist take to reply", expect: [promises.leadFollowUp] },
    {
      question: "what happens after I pay for AI Vibe Coding",
      expect: [promises.aiVibeCodingFollowUp],
    },
    { question: "what's the success rate", expect: [claims.automationSuccess] },
    { question: "r u a bot", expect: [business.assistantName] },
  ];
}

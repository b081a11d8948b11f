/**
 * Fact sheets rendered from content/: the full price list and policy figures, used by the
 * local answers and quoted verbatim in the LLM's system prompt, plus the set of every dollar
 * figure the plan catalog produces (to check that no answer invents a price).
 */
import type { BusinessProfile } from "../../content/business";
import {
  aiModelCards,
  catalogDollarAmounts,
  chatbotTiers,
  platformIntegrations,
  priceRanges,
  pricingBanner,
  pricingPlans,
  vibeCodingPlans,
  vibeCodingSaveBadge,
  vibeCodingTrialDays,
} from "../../content/plans";
import {
  cancellationPolicy,
  developmentPhases,
  policyLastUpdated,
  refundPolicy,
  servicePolicy,
  supportTargets,
} from "../../content/policies";
import { claims, promises } from "../../content/promises";
import { formatUsd, lowerFirst, perMonth } from "../../lib/format";

function minutes(setupTime: string): number {
  return Number.parseInt(setupTime, 10);
}

/** "15-30 minutes", computed from the per-channel setup times. */
export function setupTimeRange(): string {
  const values = platformIntegrations.map((p) => minutes(p.setupTime)).filter(Number.isFinite);
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? `${low} minutes` : `${low}-${high} minutes`;
}

export function planLine(plan: (typeof pricingPlans)[number]): string {
  if (plan.price === null) return `**${plan.name}**: custom pricing, ${lowerFirst(plan.workflows)}`;
  const was = plan.originalPrice !== null ? ` (was ${formatUsd(plan.originalPrice)})` : "";
  const popular = plan.popular ? ", Most Popular" : "";
  return `**${plan.name}**: ${perMonth(plan.price)}${was}, ${plan.workflows}${popular}`;
}

export function vibeLine(plan: (typeof vibeCodingPlans)[number]): string {
  return `**${plan.name}**: ${perMonth(plan.monthlyPrice)}, or ${perMonth(plan.yearlyPrice)} billed yearly`;
}

export function chatbotLine(tier: (typeof chatbotTiers)[number]): string {
  const price =
    tier.period === "month" ? perMonth(tier.price) : `${formatUsd(tier.price)} one-time`;
  return `**${tier.name}**: ${price}, ${lowerFirst(tier.conversations)}`;
}

export function modelPriceLine(): string {
  return aiModelCards
    .filter((m) => m.pricePer1kTokens !== null)
    .map((m) => `${m.name} ${formatUsd(m.pricePer1kTokens!)}`)
    .join(", ");
}

/** Every price and plan, as markdown. The LLM may quote only these figures. */
export function priceSheet(): string {
  return [
    "Automation plans (pricing page):",
    ...pricingPlans.map((p) => `- ${planLine(p)}; includes: ${p.features.join("; ")}`),
    `- Banner: ${pricingBanner}. Savings: ${pricingPlans
      .filter((p) => p.savings)
      .map((p) => `${p.name} ${p.savings}`)
      .join("; ")}`,
    "AI Vibe Coding (custom development) plans, per month:",
    ...vibeCodingPlans.map((p) => `- ${vibeLine(p)}; includes: ${p.features.join("; ")}`),
    `- ${vibeCodingSaveBadge} with yearly billing; ${vibeCodingTrialDays}-day free trial, then the card is charged monthly`,
    "Chatbot plans (chatbots page):",
    ...chatbotTiers.map((t) => `- ${chatbotLine(t)}; includes: ${t.features.join("; ")}`),
    `Language-model prices per 1K tokens: ${modelPriceLine()}; Custom Model: tuned on your data, no list price`,
    `Chatbot channel setup times: ${platformIntegrations.map((p) => `${p.name} ${p.setupTime}`).join(", ")} (${setupTimeRange()})`,
    `Price ranges: automation ${formatUsd(priceRanges.automation.low)}-${formatUsd(priceRanges.automation.high)}/month, development ${formatUsd(priceRanges.development.low)}-${formatUsd(priceRanges.development.high)}/month`,
  ].join("\n");
}

/** Policies, promises and claims, as markdown. */
export function policySheet(business: BusinessProfile): string {
  return [
    `Refunds: ${refundPolicy.riskFreeDays}-day risk-free full refund; request acknowledged within ${refundPolicy.requestAcknowledged}; review ${refundPolicy.review}; refund processed in ${refundPolicy.refundProcessing}; the bank may take ${refundPolicy.bankProcessing}`,
    `Cancellation: monthly plans need ${cancellationPolicy.monthlyNoticeDays} days notice; annual plans cancelled early: ${cancellationPolicy.annualEarlyCancel}; pause up to ${cancellationPolicy.pauseUpToMonths} months; data deleted within ${cancellationPolicy.dataDeletedWithinDays} days after termination; ${cancellationPolicy.termChangeNoticeDays} days notice of term changes (terms last updated ${policyLastUpdated})`,
    `Service: setup within ${promises.setupWithin}; first automation live within ${servicePolicy.firstAutomationLive}; development begins ${servicePolicy.developmentBegins}; responses ${servicePolicy.responseTime}; ${servicePolicy.uptime} uptime`,
    `Support response targets: ${supportTargets.map((t) => `${t.priority} first response ${t.firstResponse}, resolution ${t.resolution}`).join("; ")}; Business Pro support response within ${promises.proSupportResponse}; ${claims.support} support`,
    `Follow-up: a specialist reaches out within ${promises.leadFollowUp} of a lead or workflow consultation request; AI Vibe Coding requests within ${promises.aiVibeCodingFollowUp}; premium package buyers are contacted within ${promises.premiumTeamContactAfterPayment} after payment`,
    `Development phases: ${developmentPhases.map((p) => `${p.days} ${p.name}`).join("; ")}`,
    `Claims: saves ${claims.hoursSavedWeekly} hours a week; workflows ${claims.fasterWorkflows} faster; ${claims.automationSuccess} automation success; ${claims.support} support; ${claims.uptime} uptime; ${claims.responseSpeed} responses; ${claims.fileFormats} file formats with vector search; ${claims.encryption} encryption; ${claims.integrations} app integrations; ${claims.compliance} compliance; ${claims.languageModels}`,
    `Contact: phone ${business.phone}; sales email ${business.salesEmail}; support email ${business.supportEmail}; hours ${business.hours}; headquarters ${business.headquarters.display}`,
  ].join("\n");
}

/** Every dollar amount the plan catalog states or derives: the only figures an answer may quote. */
export function knownDollarAmounts(): Set<number> {
  return catalogDollarAmounts();
}

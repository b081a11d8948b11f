/**
 * The local assistant's knowledge: one chunk per answerable topic, each a ready-to-send short
 * answer built from content/ and the business profile resolved at start-up (env overrides
 * included). Retrieval indexes title + keywords + text.
 */
import type { BusinessProfile } from "../../../content/business";
import { knowledgeEntries } from "../../../content/knowledge";
import {
  aiModelCards,
  chatbotTiers,
  platformIntegrations,
  premiumPackages,
  pricingBanner,
  pricingPlans,
  vibeCodingPlans,
  vibeCodingSaveBadge,
  vibeCodingTrialDays,
} from "../../../content/plans";
import {
  cancellationPolicy,
  pauseEffect,
  policyLastUpdated,
  refundPolicy,
  servicePolicy,
  supportTargets,
} from "../../../content/policies";
import { claims, promises } from "../../../content/promises";
import { formatBytes, formatUsd, lowerFirst, perMonth } from "../../../lib/format";
import { chatbotDesigns, chatbotDesignsSection } from "../../../content/chatbots-page";
import { acceptedFileTypes } from "../../../content/consultation";
import { defaultUploadMaxBytes } from "../../platform/env";
import {
  type LegalDocument,
  type LegalPageKey,
  type LegalBlock,
  legalDocuments,
  type Rich,
} from "../../../content/legal";
import { siteStorage } from "../../../content/storage";
import { priceLock } from "../../../content/pricing-page";
import { automationExamples } from "../../../content/workflows-page";
import { chatbotLine, modelPriceLine, planLine, setupTimeRange, vibeLine } from "../facts";

export type Chunk = {
  id: string;
  title: string;
  /** Extra search words (synonyms, names); never shown. */
  keywords: string;
  /** The answer shown to the visitor. */
  text: string;
};

const list = (items: string[]) => items.map((i) => `- ${i}`).join("\n");

export function contactLine(business: BusinessProfile): string {
  return `call ${business.phone} or email ${business.salesEmail} (${business.hours})`;
}

/** Paragraphs of a legal block as plain sentences (links keep their text). */
function blockPassages(block: LegalBlock): string[] {
  const plain = (r: Rich) =>
    typeof r === "string" ? r : r.map((i) => (typeof i === "string" ? i : i.text)).join("");
  switch (block.kind) {
    case "p":
      return [plain(block.text)];
    case "h3":
      return [];
    case "list":
      return block.items.map(plain);
    case "terms":
      return block.items.map((i) => `${i.term}: ${plain(i.detail)}`);
    case "steps":
      return block.items.map((i) => `${i.label}: ${i.title}. ${i.detail}`);
    case "table":
      return block.rows.map((row) =>
        row
          .map((cell, i) => (i === 0 ? cell : `${lowerFirst(block.columns[i] ?? "")} ${cell}`))
          .join(", "),
      );
    case "records":
      return block.items.map(
        (item) =>
          `${item.name}: ${item.fields.map((f) => `${lowerFirst(f.term)} ${f.detail}`).join("; ")}`,
      );
  }
}

/**
 * One chunk per passage of the legal pages (terms, refund, development, privacy and cookie
 * policies), found by retrieval only: "how long do you keep chat transcripts" is answered by the
 * privacy policy's retention row, cited with its section. The id carries page and section.
 */
export function legalChunks(business: BusinessProfile): Chunk[] {
  const chunks: Chunk[] = [];
  for (const [page, build] of Object.entries(legalDocuments) as Array<
    [LegalPageKey, (b: BusinessProfile) => LegalDocument]
  >) {
    const doc = build(business);
    for (const section of doc.sections) {
      const title = section.title.replace(/^\d+\.\s*/, "");
      // A sentence that announces a table or list ("...within these targets:") says nothing alone.
      section.blocks.flatMap(blockPassages).forEach((text, i) => {
        if (/:\s*$/.test(text)) return;
        chunks.push({
          id: `legal:${page}:${section.id}:${i}`,
          title: `${doc.title}: ${title}`,
          keywords: title,
          text,
        });
      });
    }
  }
  return chunks;
}

export function buildChunks(
  business: BusinessProfile,
  options: { uploadMaxBytes?: number } = {},
): Chunk[] {
  const chunks: Chunk[] = [];
  const add = (id: string, title: string, keywords: string, text: string) =>
    chunks.push({ id, title, keywords, text });

  const cheapestChatbot = Math.min(...chatbotTiers.map((t) => t.price));
  const cheapestVibe = Math.min(...vibeCodingPlans.map((p) => p.monthlyPrice));

  add(
    "pricing-overview",
    "Pricing plans and prices",
    "price prices pricing cost costs how much plans packages fee monthly subscription automation business starter pro elite",
    [
      "Our automation plans:",
      list(pricingPlans.map(planLine)),
      "",
      `${pricingBanner}. Chatbot plans start at ${perMonth(cheapestChatbot)} and AI Vibe Coding development at ${perMonth(cheapestVibe)}.`,
    ].join("\n"),
  );

  for (const plan of pricingPlans) {
    const aliases: Record<string, string> = {
      starter: "starter basic entry cheapest smallest",
      professional: "pro professional popular middle",
      enterprise: "elite enterprise unlimited custom biggest largest",
    };
    const includes = `It includes: ${plan.features.map(lowerFirst).join("; ")}.`;
    let text: string;
    if (plan.price === null) {
      text = `**${plan.name}** has custom pricing, with ${lowerFirst(plan.workflows)}. ${includes} For a quote, ${contactLine(business)}.`;
    } else {
      const was =
        plan.originalPrice !== null ? ` (regular price ${formatUsd(plan.originalPrice)})` : "";
      const savings = plan.savings ? ` You save ${plan.savings}. ${priceLock}` : "";
      const popular = plan.popular ? " It is our Most Popular plan." : "";
      text = `**${plan.name}** is ${perMonth(plan.price)}${was}.${savings} ${includes}${popular}`;
    }
    add(
      `plan-${plan.id}`,
      `${plan.name} plan price`,
      `${aliases[plan.id] ?? ""} plan price cost workflows include features ${plan.subtitle}`,
      text,
    );
  }

  add(
    "plan-compare",
    "Compare plans: Starter vs Pro vs Elite",
    "compare comparison difference differences versus vs better which plan choose",
    pricingPlans
      .map(
        (p) =>
          `${planLine(p)}: ${p.features
            .filter((f) => !/workflows?$/i.test(f))
            .map(lowerFirst)
            .join("; ")}`,
      )
      .map((l) => `- ${l}`)
      .join("\n"),
  );

  add(
    "discounts",
    "Discounts, savings and offers",
    "discount discounts deal deals coupon promo promotion sale offer cheaper savings save limited time yearly annual",
    `Prices are fixed as published on our site, and I can't change them in chat. Current offers: ${pricingBanner} (${pricingPlans
      .filter((p) => p.savings)
      .map((p) => `${p.name}: save ${p.savings}`)
      .join(
        ", ",
      )}), and AI Vibe Coding plans ${lowerFirst(vibeCodingSaveBadge)} with yearly billing. ${priceLock} When the limited-time offer ends for new orders is not published.`,
  );

  add(
    "vibe-pricing",
    "AI Vibe Coding development plans and prices",
    "vibe coding development developer website web app application mobile app build price cost monthly yearly annual billing",
    [
      "AI Vibe Coding (custom development) plans:",
      list(vibeCodingPlans.map(vibeLine)),
      "",
      `${vibeCodingSaveBadge} with yearly billing. Every plan starts with a ${vibeCodingTrialDays}-day free trial, then your card is charged monthly.`,
    ].join("\n"),
  );

  for (const plan of vibeCodingPlans) {
    add(
      `vibe-${plan.id}`,
      `${plan.name} plan (AI Vibe Coding)`,
      `${plan.name} vibe coding development price cost ${plan.features.join(" ")}`,
      `**${plan.name}** is ${perMonth(plan.monthlyPrice)}, or ${perMonth(plan.yearlyPrice)} billed yearly: ${lowerFirst(plan.description)} It includes ${plan.features.map(lowerFirst).join("; ")}. It starts with a ${vibeCodingTrialDays}-day free trial.`,
    );
  }

  add(
    "chatbot-pricing",
    "Chatbot plans and prices",
    "chatbot chatbots bot plans tiers price cost conversations starter professional enterprise custom development",
    [
      "Chatbot plans:",
      list(chatbotTiers.map(chatbotLine)),
      "",
      `Setup on each channel takes ${setupTimeRange()}.`,
    ].join("\n"),
  );

  for (const tier of chatbotTiers) {
    const price =
      tier.period === "month" ? perMonth(tier.price) : `${formatUsd(tier.price)} one-time`;
    add(
      `chatbot-${tier.id}`,
      `${tier.name} chatbot plan`,
      `chatbot bot ${tier.name} tier price ${tier.features.join(" ")}`,
      `The **${tier.name}** chatbot plan is ${price}: ${lowerFirst(tier.conversations)}, with ${tier.features.map(lowerFirst).join(", ")}.`,
    );
  }

  add(
    "model-prices",
    "AI model prices per 1K tokens",
    "model models llm gpt gpt-4 claude gpt-3.5 tokens token per 1k usage language openai anthropic",
    `Language-model prices per 1K tokens: ${modelPriceLine()}. We also offer a ${aiModelCards
      .filter((m) => m.pricePer1kTokens === null)
      .map((m) => `${m.name} tuned on your own data`)
      .join(", ")}.`,
  );

  add(
    "channel-setup",
    "Chatbot channels and setup times",
    "setup time times channels platforms whatsapp facebook messenger slack sms email website widget minutes",
    `Chatbot channels and setup times: ${platformIntegrations.map((p) => `${p.name} ${p.setupTime}`).join(", ")}. So each channel is live in ${setupTimeRange()}.`,
  );

  add(
    "refund",
    "Refund policy: money back",
    "refund refunds money back reimburse guarantee risk-free return",
    `We offer a ${refundPolicy.riskFreeDays}-day risk-free full refund: ask within ${refundPolicy.riskFreeDays} days of your first payment. Requests are acknowledged within ${refundPolicy.requestAcknowledged} and reviewed in ${refundPolicy.review}; the refund is processed in ${refundPolicy.refundProcessing}, and your bank may take ${refundPolicy.bankProcessing} to show it.`,
  );

  add(
    "cancellation",
    "Cancellation policy",
    "cancel cancellation cancelling terminate quit stop contract notice annual yearly early",
    `Monthly plans can be cancelled with ${cancellationPolicy.monthlyNoticeDays} days notice. If you cancel an annual plan early, the ${cancellationPolicy.annualEarlyCancel}. You can also pause your plan for up to ${cancellationPolicy.pauseUpToMonths} months instead.`,
  );

  add(
    "pause",
    "Pause your plan",
    "pause hold freeze suspend break months",
    `You can pause your plan for up to ${cancellationPolicy.pauseUpToMonths} months instead of cancelling. ${pauseEffect}`,
  );

  add(
    "data-deletion",
    "Data deletion after termination",
    "data delete deleted deletion retention keep termination after cancel",
    `After termination, your data is deleted within ${cancellationPolicy.dataDeletedWithinDays} days.`,
  );

  add(
    "terms-changes",
    "Changes to the terms",
    "terms conditions change changes update notice legal",
    `We give ${cancellationPolicy.termChangeNoticeDays} days notice of changes to our terms (last updated ${policyLastUpdated}).`,
  );

  add(
    "uptime",
    "Uptime and reliability",
    "uptime downtime reliable reliability availability sla outage performance speed response time fast quick quickly snappy slow seconds second answer answers replies share percent chatbot bot",
    `We guarantee ${servicePolicy.uptime} uptime, with responses ${servicePolicy.responseTime} and ${claims.responseSpeed} chat replies.`,
  );

  add(
    "support-targets",
    "Support response times",
    "support response time respond reply ticket critical high normal enhancement priority sla help desk",
    [
      "Support response targets (first response / resolution):",
      list(supportTargets.map((t) => `${t.priority}: ${t.firstResponse} / ${t.resolution}`)),
      "",
      `Business Pro includes priority support with a response within ${promises.proSupportResponse}, and support is available ${claims.support}.`,
    ].join("\n"),
  );

  add(
    "setup",
    "Setup time: how fast you go live",
    "setup set up onboarding how long fast quickly live launch deploy start ready first automation",
    `Setup is done within ${promises.setupWithin}, and your first automation is live within ${servicePolicy.firstAutomationLive}. For AI Vibe Coding, development begins ${servicePolicy.developmentBegins}.`,
  );

  add(
    "follow-up",
    "When will a specialist contact me",
    "specialist contact reach out follow up hear back respond get back callback request lead",
    `After you send a request, a specialist reaches out within ${promises.leadFollowUp}. AI Vibe Coding requests hear from our team within ${promises.aiVibeCodingFollowUp}, and premium package buyers are contacted within ${promises.premiumTeamContactAfterPayment} after payment.`,
  );

  add(
    "premium",
    "Premium priority service packages",
    "premium priority package packages checkout faster service",
    [
      `Premium packages are an optional paid priority service at checkout, paid once; after payment our team contacts you within ${promises.premiumTeamContactAfterPayment}. You can also continue with the free service.`,
      list(
        premiumPackages.map(
          (p) =>
            `**${p.name}**: ${formatUsd(p.price)} one-time: ${p.features.map(lowerFirst).join("; ")}`,
        ),
      ),
    ].join("\n"),
  );

  add(
    "chatbot-designs",
    "Chatbot designs and layouts",
    "design designs layout layouts style floating sidebar embedded modal widget look",
    [
      `${chatbotDesignsSection.lead} The chatbot designs:`,
      list(
        chatbotDesigns.map(
          (d) => `**${d.name}** (${d.placementLabel}): ${lowerFirst(d.description)}`,
        ),
      ),
    ].join("\n"),
  );

  add(
    "automation-examples",
    "Example automations and the time they save",
    "examples templates popular automations lead follow-up invoice processing appointment reminders ticket triage document intake review requests hours saved",
    [
      "Popular automations we build, with the time each saves:",
      list(
        automationExamples.map(
          (e) => `**${e.name}**: ${lowerFirst(e.description)} Saves about ${e.timeSaved}.`,
        ),
      ),
    ].join("\n"),
  );

  add(
    "cookies",
    "Cookies and browser storage",
    "cookie cookies local storage tracking analytics advertising stripe visitor session",
    [
      `What this site stores in your browser (all strictly necessary; no analytics or advertising cookies):`,
      list(
        siteStorage.map(
          (i) =>
            `**${i.name}** (${lowerFirst(i.kind)}, set by ${i.setBy}): ${lowerFirst(i.purpose)} Kept: ${lowerFirst(i.duration)}.`,
        ),
      ),
    ].join("\n"),
  );

  // One chunk per item too, so "that __stripe_sid thing, how long does it last?" or "the one that
  // remembers my saved workflows" finds the item by its name or what it does.
  for (const i of siteStorage) {
    add(
      `cookie-item:${i.name}`,
      `${i.name} ${/cookie/i.test(i.kind) ? "cookie" : "browser storage"}`,
      `${i.name} ${i.name.split(/[_.]+/).join(" ")} cookie storage how long last kept lifetime expire stay hang around stick ${i.purpose}`,
      `**${i.name}** (${lowerFirst(i.kind)}, set by ${i.setBy}): ${lowerFirst(i.purpose)} Kept: ${lowerFirst(i.duration)}.`,
    );
  }

  const uploadBytes = options.uploadMaxBytes ?? defaultUploadMaxBytes;
  add(
    "consultation-files",
    "Files you can attach to a consultation request",
    "attach attachment upload file size limit max maximum mb megabytes format type consultation form",
    `The consultation form on our contact page takes one supporting file of up to ${formatBytes(uploadBytes)}: ${acceptedFileTypes.map((t) => t.label).join(", ")}.`,
  );

  add(
    "trial",
    "Free trial",
    "trial free try test period weeks",
    `AI Vibe Coding plans start with a ${vibeCodingTrialDays}-day free trial, then your card is charged monthly. The ${chatbotTiers
      .filter((t) => t.cta === "Start Free Trial")
      .map((t) => t.name)
      .join(
        ", ",
      )} chatbot plans can also be started as a free trial; our pages don't say how many days that trial lasts, so a specialist confirms it when you start.`,
  );

  add(
    "security",
    "Security, encryption and compliance",
    "security secure safe encryption encrypted soc soc2 compliance compliant protect protection data safety",
    `Your data is protected with ${claims.encryption} encryption, and we follow ${claims.compliance} compliance; ${pricingPlans.find((p) => p.isContactUs)?.name ?? "our top plan"} runs on ${claims.compliance} compliant infrastructure.`,
  );

  add(
    "hours",
    "Business hours: when are you open",
    "hours open opening closed available availability time schedule weekend office",
    `Our team is available ${business.hours}. Support runs ${claims.support}, and I'm here to answer questions any time.`,
  );

  // "Can the chatbot take phone calls?": no channel the pages list is a voice line, so the answer
  // names the channels and says calls are not among them rather than giving our phone number.
  add(
    "voice-calls",
    "Chatbot phone and voice calls",
    "chatbot voice phone calls receptionist answer the phone speak",
    `Our pages don't list phone or voice calls as a chatbot channel, so I won't promise it: the chatbot runs on ${platformIntegrations.map((i) => i.name).join(", ")}. A specialist can tell you what is possible: ${contactLine(business)}.`,
  );

  add(
    "phone",
    "Phone number",
    "phone number call telephone ring mobile",
    `You can call us at ${business.phone} (${business.hours}) or email ${business.salesEmail}.`,
  );

  add(
    "email",
    "Email address",
    "email mail address contact inbox",
    `Email our sales team at ${business.salesEmail}, or support at ${business.supportEmail}. You can also call ${business.phone}.`,
  );

  add(
    "location",
    "Location and headquarters",
    "location located where based headquarters office address city state",
    `We're headquartered in ${business.headquarters.display}.`,
  );

  add(
    "contact",
    "Talk to a human: contact our team",
    "human person someone talk speak contact reach team sales representative agent real",
    `You can reach our team: ${contactLine(business)}. Or tell me what you need and I can connect you with a specialist.`,
  );

  add(
    "other-compliance",
    "Other compliance standards",
    "hipaa pci iso ccpa fedramp certification certified standard",
    `We can confirm ${claims.compliance} compliance and ${claims.encryption} encryption. For other standards, our team will confirm the details for your case: ${contactLine(business)}.`,
  );

  add(
    "privacy",
    "Privacy and personal data",
    "privacy personal data gdpr information collect",
    `For privacy questions or requests about your personal data, email ${business.privacyEmail}. Our privacy policy explains what we collect and why.`,
  );

  add(
    "about",
    `About ${business.brand}`,
    "about company who you are brand business story team",
    `${business.brand}: ${lowerFirst(business.tagline)}, headquartered in ${business.headquarters.display}. We build, run and support the automation for you.`,
  );

  add(
    "identity",
    `Who am I: ${business.assistantName}`,
    "who are you bot robot human real person assistant name ai",
    `I'm ${business.assistantName}, an AI assistant. I answer questions about our services, plans, prices and policies, and I can connect you with a human specialist any time.`,
  );

  for (const entry of knowledgeEntries) {
    add(entry.id, entry.title, entry.keywords.join(" "), entry.answer);
  }

  return [...chunks, ...legalChunks(business)];
}

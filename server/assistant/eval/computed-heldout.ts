/**
 * HELD-OUT computed-fact questions. Written from the product's published facts alone, before the
 * computation layer existed, and never tuned against: do not edit after the first run (the
 * before/after accuracy in the commit history depends on it). Tuning questions belong in facts.ts /
 * computed-tuning.ts, never here.
 *
 * Expected figures are computed here, independently of server/assistant/compute/, straight from
 * the typed catalog (content/plans.ts) and the business profile, so a price change moves both the
 * answer and the expectation. Each `expect` item must appear in the answer (case-insensitive); an
 * array item means "any one of these". `not` items must not appear. `now` fixes the clock.
 */
import { defaultBusinessProfile } from "../../../content/business";
import {
  chatbotTiers,
  pricingPlans,
  vibeCodingPlans,
  vibeCodingTrialDays,
} from "../../../content/plans";
import { formatUsd } from "../../../lib/format";

export type HeldOutCase = {
  question: string;
  expect: Array<string | string[]>;
  not?: string[];
  /** ISO instant the assistant's clock is fixed at. */
  now?: string;
};

const usd = formatUsd;
const automation = (id: string) => pricingPlans.find((p) => p.id === id)!;
const vibe = (id: string) => vibeCodingPlans.find((p) => p.id === id)!;
const tier = (id: string) => chatbotTiers.find((t) => t.id === id)!;

const priced = pricingPlans.filter((p) => p.price !== null);
const byPrice = <T>(items: T[], price: (t: T) => number) =>
  [...items].sort((a, b) => price(a) - price(b));
const cheapestAutomation = byPrice(priced, (p) => p.price!)[0]!;
const dearestPricedAutomation = byPrice(priced, (p) => p.price!).at(-1)!;
const customAutomation = pricingPlans.find((p) => p.price === null)!;
const cheapestVibe = byPrice(vibeCodingPlans, (p) => p.monthlyPrice)[0]!;
const dearestVibe = byPrice(vibeCodingPlans, (p) => p.monthlyPrice).at(-1)!;
const monthlyTiers = chatbotTiers.filter((t) => t.period === "month");
const cheapestTier = byPrice(chatbotTiers, (t) => t.price)[0]!;
const dearestMonthlyTier = byPrice(monthlyTiers, (t) => t.price).at(-1)!;
const dearestTier = byPrice(chatbotTiers, (t) => t.price).at(-1)!;
const yearlySave = (p: (typeof vibeCodingPlans)[number]) => (p.monthlyPrice - p.yearlyPrice) * 12;
const biggestSaver = [...vibeCodingPlans].sort((a, b) => yearlySave(b) - yearlySave(a))[0]!;
/** Features of `a` that `b` does not list. */
const only = (a: { features: string[] }, b: { features: string[] }) =>
  a.features.filter((f) => !b.features.includes(f));

/** Day `days` after the UTC calendar day of `iso`, in the forms an answer may use. */
function dateForms(iso: string, days: number): string[] {
  const d = new Date(iso);
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + days));
  const long = day.toLocaleDateString("en-US", { month: "long", day: "numeric", timeZone: "UTC" });
  const short = day.toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
  return [long, short, day.toISOString().slice(0, 10)];
}

// The business profile says "Mon-Fri 9AM-6PM EST": parsed here by hand, independently.
const hours = defaultBusinessProfile.hours.match(/(\d+)AM-(\d+)PM/)!;
const opens = [`${hours[1]}:00 AM`, `${hours[1]}AM`, `${hours[1]} AM`, `${hours[1]}am`];
const closed = [
  "closed",
  "outside business hours",
  "outside our business hours",
  "outside our hours",
];
const open = [
  "open now",
  "we're open",
  "we are open",
  "open right now",
  "within business hours",
  "within our business hours",
];

// Fixed clocks (winter, so EST is the Eastern time in force).
const tuesdayAfternoonUtc = "2026-03-10T15:00:00Z";
const lateDecemberUtc = "2026-12-20T16:00:00Z";
const wednesday2pmEst = "2026-11-25T19:00:00Z";
const wednesday559pmEst = "2026-11-25T22:59:00Z";
const saturdayMorningEst = "2026-11-28T15:00:00Z";
const friday630pmEst = "2026-11-27T23:30:00Z";
const tuesday7amEst = "2026-11-24T12:00:00Z";
const sundayEveningEst = "2026-11-29T23:00:00Z";
const monday1030amEst = "2026-11-30T15:30:00Z";

export function computedHeldOut(): HeldOutCase[] {
  const starter = automation("starter");
  const pro = automation("professional");
  const web = vibe("commercial_website");
  const app = vibe("smart_web_app");
  const mobile = vibe("mobile_app");
  const botStarter = tier("starter");
  const botPro = tier("professional");
  const botEnterprise = tier("enterprise");
  return [
    // Automation plans
    {
      question: "what's the cheapest automation plan?",
      expect: [cheapestAutomation.name, usd(cheapestAutomation.price!)],
      not: [usd(dearestPricedAutomation.price!)],
    },
    {
      question: "which business automation plan is the most expensive?",
      expect: [
        customAutomation.name,
        dearestPricedAutomation.name,
        usd(dearestPricedAutomation.price!),
      ],
    },
    {
      question: "how much more is Business Pro than Business Starter per month?",
      expect: [usd(pro.price! - starter.price!)],
    },
    {
      question: "price difference between the starter and pro plans",
      expect: [usd(pro.price! - starter.price!)],
    },
    { question: "how much is business pro per year?", expect: [usd(pro.price! * 12)] },
    {
      question: "what does the starter plan cost for a whole year",
      expect: [usd(starter.price! * 12)],
    },
    {
      question: "what do I get on Pro that I don't get on Starter?",
      expect: only(pro, starter),
      not: only(starter, pro),
    },
    {
      question: "annual cost of business starter vs business pro",
      expect: [usd(starter.price! * 12), usd(pro.price! * 12)],
    },

    // AI Vibe Coding
    {
      question: "cheapest vibe coding plan?",
      expect: [cheapestVibe.name, usd(cheapestVibe.monthlyPrice)],
      not: [usd(dearestVibe.monthlyPrice)],
    },
    {
      question: "what is the most expensive AI vibe coding plan",
      expect: [dearestVibe.name, usd(dearestVibe.monthlyPrice)],
      not: [usd(cheapestVibe.monthlyPrice)],
    },
    {
      question: "how much do I save with yearly billing on vibe coding?",
      expect: [...new Set(vibeCodingPlans.map((p) => usd(yearlySave(p))))],
    },
    {
      question: "how much would I save per year on the mobile app plan if I pay yearly",
      expect: [usd(yearlySave(mobile))],
    },
    {
      question: "yearly saving on the smart web application plan?",
      expect: [usd(yearlySave(app))],
    },
    {
      question: "which vibe coding plan saves the most with annual billing?",
      expect: [biggestSaver.name, usd(yearlySave(biggestSaver))],
    },
    {
      question: "what does the commercial website plan cost per year with yearly billing?",
      expect: [usd(web.yearlyPrice * 12)],
    },
    {
      question: "total cost for a year of the mobile app plan if I pay monthly",
      expect: [usd(mobile.monthlyPrice * 12)],
    },
    {
      question: "price difference between the mobile app and commercial website plans?",
      expect: [usd(mobile.monthlyPrice - web.monthlyPrice)],
    },
    {
      question: "what does the smart web app plan include that the commercial website doesn't?",
      expect: only(app, web),
      not: only(web, app),
    },
    {
      question: "how much more per month is smart web application than commercial website",
      expect: [usd(app.monthlyPrice - web.monthlyPrice)],
    },

    // Chatbot tiers
    {
      question: "cheapest chatbot plan?",
      expect: [cheapestTier.name, usd(cheapestTier.price)],
      not: [usd(dearestTier.price)],
    },
    {
      question: "which is the most expensive monthly chatbot plan",
      expect: [dearestMonthlyTier.name, usd(dearestMonthlyTier.price)],
    },
    {
      question: "difference in price between the professional and enterprise chatbot plans",
      expect: [usd(botEnterprise.price - botPro.price)],
    },
    {
      question: "how much is the professional chatbot plan per year",
      expect: [usd(botPro.price * 12)],
    },
    {
      question: "what does the enterprise chatbot plan include that professional doesn't",
      expect: only(botEnterprise, botPro),
      not: only(botPro, botEnterprise),
    },
    {
      question: "how much more does the chatbot professional tier cost than the chatbot starter?",
      expect: [usd(botPro.price - botStarter.price)],
    },

    // Trial dates (trial starts now; the first charge is when it ends)
    {
      question: `if I start the ${vibeCodingTrialDays}-day trial today when does it end?`,
      now: tuesdayAfternoonUtc,
      expect: [dateForms(tuesdayAfternoonUtc, vibeCodingTrialDays)],
    },
    {
      question: "when will I be charged for the first time if I start a free trial today?",
      now: tuesdayAfternoonUtc,
      expect: [dateForms(tuesdayAfternoonUtc, vibeCodingTrialDays)],
    },
    {
      question: "my free trial starts today, what's the first billing date?",
      now: lateDecemberUtc,
      expect: [dateForms(lateDecemberUtc, vibeCodingTrialDays)],
    },
    {
      question: "when does the free trial end if I sign up today?",
      now: lateDecemberUtc,
      expect: [dateForms(lateDecemberUtc, vibeCodingTrialDays)],
    },

    // Business hours now / next available
    { question: "are you open right now?", now: wednesday2pmEst, expect: [open], not: ["closed"] },
    {
      question: "is your team available now?",
      now: wednesday559pmEst,
      expect: [open],
      not: ["closed"],
    },
    {
      question: "is the team available now?",
      now: saturdayMorningEst,
      expect: [closed, "Monday", opens],
    },
    {
      question: "when can I talk to someone next?",
      now: friday630pmEst,
      expect: ["Monday", opens],
    },
    {
      question: "is anyone there right now?",
      now: tuesday7amEst,
      expect: [closed, ["today", "Tuesday"], opens],
    },
    { question: "when do you open next?", now: sundayEveningEst, expect: ["Monday", opens] },
    {
      question: "can I reach a person right now?",
      now: monday1030amEst,
      expect: [open],
      not: ["closed"],
    },
  ];
}

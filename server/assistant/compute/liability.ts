/**
 * "We've had Business Starter and the Commercial Website for the last 12 months: what's the most
 * you could owe us?": the terms cap the total liability for a claim at the fees paid in the 12
 * months before it arose. With the offers the visitor names, that is their fees over those months;
 * without, the rule alone, never a figure of another question.
 */
import { liabilityPolicy } from "../../../content/policies";
import { formatUsd } from "../../../lib/format";
import type { Result } from "./evaluate";
import type { Source } from "../sources";
import type { Query } from "./parse";

const months = liabilityPolicy.capMonthsOfFees;
const source: Source = { page: "terms", section: "Limitation of liability", anchor: "liability" };
const rule = `our total liability for any claim is limited to the fees you paid us in the ${months} months before the claim arose`;

/** The liability cap for the offers named; null when the cap is not asked. */
export function liabilityCap(q: Query): Result | null {
  if (!q.liability) return null;
  const yearly = q.billing.includes("yearly") && !q.billing.includes("monthly");
  const fees = q.offers.map((o) => ({
    o,
    fee: yearly ? (o.yearlyPerMonth ?? o.monthly) : (o.monthly ?? o.yearlyPerMonth),
  }));
  const priced = fees.filter(
    (f): f is { o: (typeof fees)[number]["o"]; fee: number } => f.fee !== null,
  );
  if (!priced.length || priced.length !== fees.length) {
    return {
      kind: "answer",
      text: `Under our terms, ${rule}. So the cap is what you actually paid us over those ${months} months; a specialist can confirm the figure for your account.`,
      sources: [source],
      amounts: [],
      numbers: [months],
      dates: [],
      offers: [],
    };
  }
  const perMonth = priced.reduce((t, f) => t + f.fee, 0);
  // "We've been on it for eight months": fewer months than the window means only those months'
  // fees were paid.
  const paid = q.months !== undefined && q.months > 0 && q.months < months ? q.months : months;
  const cap = perMonth * paid;
  const parts = priced.map((f) => `${formatUsd(f.fee)} (**${f.o.name}**)`).join(" + ");
  const monthly =
    priced.length > 1
      ? `${parts} = ${formatUsd(perMonth)}/month`
      : `${formatUsd(perMonth)}/month for **${priced[0]!.o.name}**`;
  return {
    kind: "answer",
    // A plan older than the window is said to be: the months the visitor gives are used, and
    // only the last of them count.
    text: `Under our terms, ${rule}. ${paid < months ? `On the plan ${paid} months so far, you have paid ${monthly}` : q.months !== undefined && q.months > months ? `On the plan ${q.months} months, longer than those ${months}, so paying ${monthly} for all ${months} of them` : `Paying ${monthly} for all ${months} months`}: ${formatUsd(perMonth)} × ${paid} = **${formatUsd(cap)}**. The cap is what you actually paid in those months, so a month at another price changes it.`,
    sources: [source, ...new Set(priced.map((f) => f.o.source))],
    amounts: [...priced.map((f) => f.fee), perMonth, cap],
    numbers: [months, paid, ...(q.months !== undefined ? [q.months] : [])],
    dates: [],
    offers: priced.map((f) => f.o),
  };
}

/**
 * "Say I take the Commercial Website on the 12-month plan and want out after 5 months: what do I
 * still owe?": a 12-month plan is a commitment for the full year, and the pages say the remaining
 * months of the term are due when it is cancelled early. Months used × price would answer a
 * nearby question (what was paid), never what is owed.
 */
import { cancellationPolicy } from "../../../content/policies";
import { formatUsd } from "../../../lib/format";
import type { Result } from "./evaluate";
import type { Query } from "./parse";

const term = 12;

/** What is still due on leaving one offer's 12-month plan early; null when not asked. */
export function earlyExit(q: Query): Result | null {
  if (!q.earlyExit || q.months === undefined || !q.billing.includes("yearly")) return null;
  if (q.offers.length !== 1) return null;
  const offer = q.offers[0]!;
  const rate = offer.yearlyPerMonth;
  if (rate === null || q.months < 1 || q.months >= term) return null;
  const left = term - q.months;
  const due = left * rate;
  return {
    kind: "answer",
    text: `**${offer.name}** on the 12-month plan is a commitment for the full year: if you cancel early, the ${cancellationPolicy.annualEarlyCancel}. Leaving after ${q.months} months: ${term} − ${q.months} = ${left} months × ${formatUsd(rate)}/month = **${formatUsd(due)}** still due.`,
    sources: [offer.source],
    amounts: [rate, due],
    numbers: [term, q.months, left],
    dates: [],
    offers: [offer],
  };
}

/**
 * Phrasings of the twelfth blind set's misses: why the visitor asks ("for budgeting") is no thing
 * asked about, "that year" after a 12-month plan is its year, a payment "right now" dates the
 * refund, and a clock time said in words ("2 in the morning") times the outage's answer.
 */
import { describe, expect, it } from "vitest";
import { refundPolicy, supportTargets } from "../../../content/policies";
import { formatUsd } from "../../../lib/format";
import { dayText, plusDays } from "./dates";
import { answer, plan, today, vibe } from "./testing";

const critical = supportTargets.find((t) => t.priority === "Critical")!;

describe("a year's total asked with a purpose or a referent", () => {
  it("for budgeting: the total of the months asked", () => {
    const starter = plan("starter");
    const reply = answer(
      "Bookkeeper here. For budgeting I need the exact total for 12 months of Business Starter at the current price.",
    );
    expect(reply).toContain(formatUsd(starter.price! * 12));
  });

  it("the 12-month plan's total 'for that year'", () => {
    const site = vibe("commercial_website");
    for (const text of [
      "I want the Commercial Website on the 12 month plan. What will I pay in total for that year?",
      "Commercial Website with the 12-month plan: what's my total over that full year?",
    ])
      expect(answer(text)).toContain(formatUsd(site.yearlyPrice * 12));
  });
});

describe("a payment right now dates the refund", () => {
  it("about to pay right now: the refund counts from today", () => {
    expect(
      answer(
        "I'm about to pay for Business Pro right now. What's the last day I can ask for my money back?",
      ),
    ).toContain(dayText(plusDays(today, refundPolicy.riskFreeDays)));
  });
});

describe("a clock time said in words", () => {
  it("2 in the morning: the critical target from that time", () => {
    const reply = answer(
      "the chatbot just died and it's 2 in the morning - how fast does someone get back to me?",
    );
    expect(reply).toContain(`${critical.firstResponse}`);
    expect(reply).toContain("2:00 AM");
    expect(reply).not.toContain("Enhancement");
  });

  it("11 at night is the evening", () => {
    expect(answer("our site went down at 11 at night, when will you respond?")).toContain(
      "11:00 PM",
    );
  });
});

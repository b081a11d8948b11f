/**
 * Everyday phrasings read as what they ask (first seen in a blind set): why the visitor asks
 * ("for budgeting") is no thing asked about, "that year" after a 12-month plan is its year, a
 * payment "right now" dates the refund, a clock time said in words ("2 in the morning") times the
 * outage's answer, and a wrong year total put forward is corrected with the real one.
 */
import { describe, expect, it } from "vitest";
import { refundPolicy, supportTargets } from "../../../content/policies";
import { formatUsd } from "../../../lib/format";
import { dayText, plusDays } from "./dates";
import { answer, plan, say, tier, today, vibe } from "./testing";

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

describe("a wrong total put forward", () => {
  it("is corrected with the real total of the period asked", () => {
    const pro = plan("professional");
    const reply = say(
      `Your Business Pro plan is $${pro.originalPrice} a month, so a year would cost me $${formatUsd(pro.originalPrice! * 12).slice(1)}, right?`,
    );
    expect(reply).toContain(formatUsd(pro.price! * 12));
    expect(reply).toContain("can't change prices");
  });
});

describe("a list of processes beside the count", () => {
  it("names what is counted: the cheapest plan for that many workflows", () => {
    const pro = plan("professional");
    const reply = answer(
      "We run a small clinic with about 5 processes to automate (intake, reminders, invoices, reviews, referrals). What's the cheapest plan that covers at least 5 workflows?",
    );
    expect(reply).toContain("Business Pro");
    expect(reply).toContain(formatUsd(pro.price!));
  });
});

describe("a channel asked in lowercase fragments", () => {
  it("'not just website' is the channel beside the widget, the shop is who asks", () => {
    const reply = answer(
      "hi i have small flower shop customers msg me on whatsapp whats the cheapest chatbot plan that works on whatsapp not just website",
    );
    expect(reply).toContain("Professional");
    expect(reply).toContain(formatUsd(tier("professional").price));
  });
});

/**
 * Policy answers asked in the visitor's own words: a payment "this morning" dates the refund, a
 * story about closing for winter does not turn a pause into "are you open now", and a bot that
 * "goes dead" asks for the critical response target even with no clock time.
 */
import { describe, expect, it } from "vitest";
import {
  cancellationPolicy,
  dataRetention,
  refundPolicy,
  supportTargets,
} from "../../../content/policies";
import { dayText, plusDays } from "./dates";
import { formatUsd } from "../../../lib/format";
import { answer, say, today, vibe } from "./testing";

const critical = supportTargets.find((t) => t.priority === "Critical")!;

describe("a day said in words dates the policy", () => {
  it("paid this morning: the refund counts from today", () => {
    const until = dayText(plusDays(today, refundPolicy.riskFreeDays));
    for (const text of [
      "Paid for Business Starter this morning. Until what date can we get our money back?",
      "We bought Business Pro this afternoon, until what date is a full refund possible?",
    ])
      expect(answer(text)).toContain(until);
  });

  it("paid last night: the refund counts from yesterday", () => {
    expect(
      answer("I paid for Business Pro last night. Until what date can I get a refund?"),
    ).toContain(dayText(plusDays(plusDays(today, -1), refundPolicy.riskFreeDays)));
  });
});

describe("a pause asked after a story about closing", () => {
  it("is the pause's latest date, not the office hours", () => {
    const reply = say(
      "We're seasonal and close over winter. If we pause our plan starting today, what's the latest date we can pause until?",
    );
    expect(reply).toContain(`${cancellationPolicy.pauseUpToMonths} months`);
    expect(reply).not.toMatch(/we're open now/i);
  });
});

describe("an outage with no clock time", () => {
  it("how long till someone gets back: the critical first response and resolution", () => {
    for (const text of [
      "If the bot you built for us goes completely dead in the middle of the night, how long till someone from your side gets back to me?",
      "If our website goes down, how soon do you respond?",
    ]) {
      const reply = answer(text);
      expect(reply).toContain(critical.firstResponse);
      expect(reply).toContain(critical.resolution);
      expect(reply).not.toMatch(/first response \d+ hours, resolution/);
    }
  });
});

describe("what the site keeps and takes, asked in other words", () => {
  it("how long the servers keep an IP address: the technical logs' retention", () => {
    const reply = say(
      "How long do your servers hold on to stuff like my IP address and browser info?",
    );
    expect(reply).toMatch(
      new RegExp(`Technical logs, kept for ${dataRetention.technicalLogsDays} days`),
    );
    expect(reply).not.toMatch(/headquartered/);
    expect(say("what's your address?")).toMatch(/headquartered/);
  });

  it("the biggest attachment the consultation form takes: the upload limit", () => {
    const reply = say(
      "What's the biggest attachment I can send along with the consultation request form?",
    );
    expect(reply).toMatch(/up to \d+ MB/);
    expect(reply).not.toMatch(/I can't answer/);
  });
});

describe("leaving a 12-month plan early", () => {
  it("the remaining months of the term are due, never the months used × price", () => {
    const web = vibe("commercial_website");
    const reply = answer(
      "Say I take the Commercial Website on the 12-month plan and want out after 5 months. What do I still owe?",
    );
    expect(reply).toContain(cancellationPolicy.annualEarlyCancel);
    expect(reply).toContain(`12 − 5 = 7 months × ${formatUsd(web.yearlyPrice)}/month`);
    expect(reply).toContain(`**${formatUsd(7 * web.yearlyPrice)}**`);
    expect(reply).not.toContain(formatUsd(5 * web.yearlyPrice));
  });

  it("without a 12-month plan named, what is owed is declined, never a product of months", () => {
    const reply = say("If I cancel Business Pro after 3 months, what do I owe?");
    expect(reply).toMatch(/specialist/);
    expect(reply).not.toContain(formatUsd(3 * 397));
  });
});

describe("a 12-month plan's total with no period said", () => {
  it("is the total of its term, asked alone or in a follow-up", () => {
    const webApp = vibe("smart_web_app");
    const total = `$${webApp.yearlyPrice}/month × 12 = **${formatUsd(12 * webApp.yearlyPrice)}**`;
    expect(answer("what's the total for Smart Web Application on the 12-month plan?")).toContain(
      total,
    );
    expect(
      say("ok the web application one. if i commit for a year whats the total?", [
        "what do your website and app building plans cost?",
      ]),
    ).toContain(total);
  });
});

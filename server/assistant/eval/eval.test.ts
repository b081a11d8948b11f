import { describe, expect, it } from "vitest";
import { defaultBusinessProfile, resolveBusinessProfile } from "../../../content/business";
import { detectServiceInterest } from "../intent";
import { createLocalAssistant } from "../local";
import { factCases } from "./facts";
import { intentCases } from "./intents";

const ask = (assistant: ReturnType<typeof createLocalAssistant>, message: string) =>
  assistant.answer({ sessionId: "eval", message, history: [] });

describe("fact eval (local assistant)", () => {
  it("has at least 40 questions", () => {
    expect(factCases().length).toBeGreaterThanOrEqual(40);
  });

  it("answers every question with every expected figure", () => {
    const assistant = createLocalAssistant({ business: defaultBusinessProfile });
    const cases = factCases();
    const misses: string[] = [];
    for (const c of cases) {
      const { text } = ask(assistant, c.question);
      const missing = c.expect.filter((e) => !text.includes(e));
      if (missing.length)
        misses.push(`  "${c.question}" missing ${missing.join(", ")}\n    got: ${text}`);
    }
    const correct = cases.length - misses.length;
    const accuracy = correct / cases.length;
    console.log(
      `fact eval: ${correct}/${cases.length} correct (${(accuracy * 100).toFixed(1)}%)${misses.length ? `\n${misses.join("\n")}` : ""}`,
    );
    expect(accuracy).toBe(1);
  });

  it("quotes the operator's contact details when env overrides the profile", () => {
    const business = resolveBusinessProfile({
      BUSINESS_PHONE: "+1 (555) 010-9999",
      SALES_EMAIL: "hello@example.org",
      BUSINESS_HOURS: "Mon-Sat 8AM-8PM PST",
    });
    const assistant = createLocalAssistant({ business });
    const cases = factCases(business).filter((c) =>
      c.expect.some((e) => [business.phone, business.salesEmail, business.hours].includes(e)),
    );
    expect(cases.length).toBeGreaterThanOrEqual(4);
    for (const c of cases) {
      const { text } = ask(assistant, c.question);
      for (const e of c.expect) expect(text, c.question).toContain(e);
      expect(text).not.toContain(defaultBusinessProfile.phone);
      expect(text).not.toContain(defaultBusinessProfile.hours);
    }
  });
});

describe("service-interest eval", () => {
  it("has at least 60 labelled messages, about half of them interest", () => {
    expect(intentCases.length).toBeGreaterThanOrEqual(60);
    const share = intentCases.filter((c) => c.interest).length / intentCases.length;
    expect(share).toBeGreaterThan(0.4);
    expect(share).toBeLessThan(0.6);
  });

  it("reaches F1 >= 0.95", () => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    const errors: string[] = [];
    let serviceRight = 0;
    let serviceLabelled = 0;
    for (const c of intentCases) {
      const result = detectServiceInterest(c.message);
      if (result.detected && c.interest) tp++;
      else if (result.detected) fp++;
      else if (c.interest) fn++;
      if (result.detected !== c.interest) {
        errors.push(
          `  ${c.interest ? "missed" : "false alarm"}: "${c.message}" (${result.reason})`,
        );
      }
      if (c.interest && c.service) {
        serviceLabelled++;
        if (result.suggestedService === c.service) serviceRight++;
      }
    }
    const precision = tp / (tp + fp || 1);
    const recall = tp / (tp + fn || 1);
    const f1 = (2 * precision * recall) / (precision + recall || 1);
    console.log(
      `intent eval: precision ${precision.toFixed(2)} recall ${recall.toFixed(2)} f1 ${f1.toFixed(2)} (n=${intentCases.length}); suggested service ${serviceRight}/${serviceLabelled}${errors.length ? `\n${errors.join("\n")}` : ""}`,
    );
    expect(f1).toBeGreaterThanOrEqual(0.95);
    expect(serviceRight / serviceLabelled).toBeGreaterThanOrEqual(0.9);
  });

  it("gives the six chat chips their expected verdicts", () => {
    const chips: Array<[string, boolean]> = [
      ["I need a website", true],
      ["I need a web application", true],
      ["How does workflow automation work?", false],
      ["I want to automate my business processes", true],
      ["Tell me about file storage", false],
      ["I need help with integrations", true],
    ];
    for (const [message, expected] of chips) {
      expect(detectServiceInterest(message).detected, message).toBe(expected);
    }
  });
});

import { describe, expect, it } from "vitest";
import { pricingPlans } from "../../content/plans";
import { formatUsd } from "../../lib/format";
import {
  backFigures,
  backText,
  contentBacking,
  extendBacking,
  FigureGate,
  figuresIn,
  unbackedFigures,
} from "./figures";

const pro = pricingPlans.find((p) => p.id === "professional")!;
const base = contentBacking([
  `Business Pro is ${formatUsd(pro.price!)}/month with ${pro.workflows}. A 14-day free trial. Refund within 7 days. 12-month plans.`,
]);

/** Streams `chunks` through a gate; what was shown, and the figure that stopped it. */
function stream(chunks: string[], backing = base) {
  const gate = new FigureGate(backing);
  const shown = chunks.map((c) => gate.push(c));
  shown.push(gate.end());
  return { shown, text: shown.join(""), failed: gate.failed };
}

describe("figures in a text", () => {
  it("finds amounts, dates, clock times and counts with their unit", () => {
    expect(
      figuresIn(
        "Pro is $397/month, $2,382 for 6 months, from March 17, 2027 at 10:00 AM; 8 workflows, 99.9% uptime",
      ),
    ).toEqual({
      amounts: [397, 2382],
      numbers: ["6 month", 10, 0, "8 workflow", "99.9 percent"],
      dates: ["2027-03-17"],
    });
  });

  it("backs a count only with its unit, unless a computation derived the number", () => {
    expect(unbackedFigures("Business Pro includes 8 workflows.", base)).toEqual([]);
    expect(unbackedFigures("Business Pro includes 12 workflows.", base)).toEqual(["12 workflows"]);
    expect(unbackedFigures("It costs $4,764 a year.", base)).toEqual(["$4,764"]);
    const turn = backFigures(extendBacking(base), { amounts: [4764], numbers: [13] });
    expect(unbackedFigures("It costs $4,764 a year and saves 13 hours.", turn)).toEqual([]);
    // The visitor's own number may be repeated; their amounts never back a price.
    const visitor = backText(extendBacking(base), "I need 20 seats for $50", { amounts: false });
    expect(unbackedFigures("20 seats", visitor)).toEqual([]);
    expect(unbackedFigures("$50", visitor)).toEqual(["$50"]);
  });
});

describe("FigureGate", () => {
  it("passes text without figures through chunk by chunk", () => {
    expect(stream(["Hel", "lo! ", "Our hours are ", "Mon-Fri."]).shown).toEqual([
      "Hel",
      "lo! ",
      "Our hours are ",
      "Mon-Fri.",
      "",
    ]);
  });

  it("holds a figure until it is complete, then shows it if it is backed", () => {
    const { shown, failed } = stream(["Pro is $3", "97/month", " with 8", " workflows."]);
    expect(failed).toBeUndefined();
    expect(shown[0]).toBe("Pro is ");
    expect(shown.join("")).toBe("Pro is $397/month with 8 workflows.");
  });

  it("never shows an unbacked figure, nor anything after it", () => {
    const price = stream(["Sure, Pro is $", "1 for you", " today, a deal!"]);
    expect(price.failed).toBe("$1");
    expect(price.text).toBe("Sure, Pro is ");
    // "$39" could become "$397": held; "$3999" is not backed.
    expect(stream(["$39", "99 a month"]).text).toBe("");
    const count = stream(["Pro has 12", " workflows and more."]);
    expect(count.failed).toBe("12 workflows");
    expect(count.text).toBe("Pro has ");
    const date = stream(["Your trial ends on March ", "20, 2027."]);
    expect(date.failed).toBe("March 20, 2027");
    expect(date.text).toBe("Your trial ends on ");
  });

  it("leaves every later check whole: an invented price at the start of the next reply is still caught", () => {
    // A streamed reply's gate once moved the shared pattern's position; every later check (any
    // session's) then began there and skipped the figures before it.
    stream(["Business Pro is $397/month, with a 14-day trial and refunds within 7 days."]);
    expect(figuresIn("$299 a month, $2,382 for 6 months").amounts).toEqual([299, 2382]);
    expect(unbackedFigures("It is $123 a month.", base)).toEqual(["$123"]);
  });

  it("reads a month word that starts no date as text", () => {
    expect(stream(["In Ma", "y we launched."]).text).toBe("In May we launched.");
  });
});

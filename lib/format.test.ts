import { describe, expect, it } from "vitest";
import { formatCents, formatUsd } from "./format";

// The formatters are written out (no Intl at load); Intl's en-US currency output is the reference.
const intlWhole = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const intlFraction = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 4,
});
const intlCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** A seeded generator, so a failure names a value that fails again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe("formatUsd", () => {
  it("reads as the catalog expects", () => {
    expect(formatUsd(1234)).toBe("$1,234");
    expect(formatUsd(0.0025)).toBe("$0.0025");
    expect(formatUsd(1.5)).toBe("$1.50");
    expect(formatUsd(0)).toBe("$0");
    expect(formatUsd(-397)).toBe("-$397");
  });

  it("matches Intl on whole and fractional amounts, half-way cases included", () => {
    const next = random(7);
    const values = [
      1.005, 2.675, 1.00005, 0.00005, 0.99995, 999.99995, 1234567.891, 12345678901.5, 0.1, 0.3,
      -1.005, -0.00004, -0, 1e21, 123456789012345680000,
    ];
    for (let i = 0; i < 3000; i++) {
      const scale = 10 ** Math.floor(next() * 8);
      const places = 10 ** Math.floor(next() * 7);
      values.push(Math.round(next() * scale * places) / places);
      values.push(Math.floor(next() * 10_000_000));
    }
    for (const v of values) {
      const expected = (Number.isInteger(v) ? intlWhole : intlFraction).format(v);
      expect([v, formatUsd(v)]).toEqual([v, expected]);
    }
  });
});

describe("formatCents", () => {
  it("matches Intl for every cent amount a provider can send", () => {
    const next = random(11);
    const cents = [0, 1, 5, 10, 99, 100, 19_700, 39_700, 123_456_789, -250];
    for (let i = 0; i < 3000; i++) cents.push(Math.floor(next() * 100_000_000));
    for (const c of cents) expect([c, formatCents(c)]).toEqual([c, intlCents.format(c / 100)]);
  });
});

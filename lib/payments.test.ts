import { describe, expect, it } from "vitest";
import {
  cardProblem,
  formatCardNumber,
  formatExpiry,
  intentIdFromClientSecret,
  luhnValid,
  oneMonthAfter,
  orderFormSchema,
} from "./payments";

const now = new Date("2026-11-23T10:00:00Z");

describe("card checks", () => {
  it("Luhn accepts the test cards and refuses a changed digit", () => {
    for (const n of [
      "4242424242424242",
      "4000000000000002",
      "4000000000009995",
      "4000002500003155",
    ]) {
      expect(luhnValid(n)).toBe(true);
    }
    expect(luhnValid("4242424242424241")).toBe(false);
  });

  it("names the first problem in Stripe's words", () => {
    const ok = { number: "4242 4242 4242 4242", expiry: "11/26", cvc: "123" };
    expect(cardProblem(ok, now)).toBeNull();
    expect(cardProblem({ ...ok, number: "4242" }, now)?.message).toBe(
      "Your card number is incomplete.",
    );
    expect(cardProblem({ ...ok, number: "4242424242424241" }, now)?.field).toBe("number");
    expect(cardProblem({ ...ok, expiry: "10/26" }, now)?.message).toBe(
      "Your card's expiration year is in the past.",
    );
    expect(cardProblem({ ...ok, expiry: "13/30" }, now)?.field).toBe("expiry");
    // Typed where no script formats it (before the scripts arrive): the digits as on the card.
    for (const expiry of ["1126", "11 26", "11-26", "11/2026", " 11/26 "]) {
      expect(cardProblem({ ...ok, expiry }, now), expiry).toBeNull();
    }
    for (const expiry of ["112", "11/2", "1/1/26", "ab/cd", "11262"]) {
      expect(cardProblem({ ...ok, expiry }, now)?.field, expiry).toBe("expiry");
    }
    expect(cardProblem({ ...ok, cvc: "12" }, now)?.field).toBe("cvc");
  });

  it("formats while typing, within the display limits", () => {
    expect(formatCardNumber("42424242424242429999")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242 4242 4242 4242")).toHaveLength(19);
    expect(formatExpiry("1234")).toBe("12/34");
    expect(formatExpiry("1")).toBe("1");
  });

  it("reads the intent id from a client secret", () => {
    expect(intentIdFromClientSecret("pi_123abc_secret_xyz")).toBe("pi_123abc");
    expect(intentIdFromClientSecret("seti_sbx9_secret_q1")).toBe("seti_sbx9");
    expect(intentIdFromClientSecret("nope")).toBeNull();
  });
});

describe("oneMonthAfter", () => {
  const day = (iso: string) => oneMonthAfter(new Date(iso)).toISOString().slice(0, 10);
  it("keeps the day of the month", () => {
    expect(day("2026-11-25T10:00:00Z")).toBe("2026-12-25");
    expect(day("2026-12-15T23:30:00Z")).toBe("2027-01-15");
  });
  it("holds a late day to the next month's last day", () => {
    expect(day("2027-01-31T12:00:00Z")).toBe("2027-02-28");
    expect(day("2028-01-30T12:00:00Z")).toBe("2028-02-29");
    expect(day("2026-08-31T12:00:00Z")).toBe("2026-09-30");
  });
});

describe("order form postcodes", () => {
  const order = {
    name: "Ana Keller",
    company: "Keller AG",
    email: "ana@keller.example",
    phone: "+41 44 123 45 67",
    address: "Bahnhofstrasse 1",
    city: "Zurich",
    state: "ZH",
    plan: "Business Pro",
  };
  const zipError = (zipCode: string, country: string) =>
    orderFormSchema
      .safeParse({ ...order, zipCode, country })
      .error?.issues.find((issue) => issue.path[0] === "zipCode")?.message;

  it("takes a four-digit Swiss and a British postcode, not a two-character one", () => {
    expect(zipError("8001", "Switzerland")).toBeUndefined();
    expect(zipError("SW1A 1AA", "United Kingdom")).toBeUndefined();
    expect(zipError("80", "Switzerland")).toBe("Please enter a valid postal code");
  });

  it("asks a five-digit ZIP code in the United States, however the country is spelled", () => {
    for (const country of ["United States", "USA", "u.s.", "United States of America"]) {
      expect(zipError("8001", country)).toBe("ZIP code is required");
      expect(zipError("94105", country)).toBeUndefined();
    }
  });
});

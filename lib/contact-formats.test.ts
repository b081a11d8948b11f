import { describe, expect, it } from "vitest";
import { isEmailAddress, isPhoneNumber } from "./contact-formats";

describe("an email address in a workflow", () => {
  it.each(["ada@example.com", "ada.lovelace+leads@mail.example.co.uk", "o'brien@example.ie"])(
    "%s is one",
    (text) => {
      expect(isEmailAddress(text)).toBe(true);
    },
  );

  it.each([
    ["a percent-escape in the domain", "a@exa%6dple.com"],
    ["two dots in a row", "a@example..com"],
    ["no top-level domain", "a@example"],
    ["a space", "ada @example.com"],
    ["two at signs", "a@b@example.com"],
    ["a leading dot", ".ada@example.com"],
    ["too long", `${"a".repeat(250)}@example.com`],
  ])("%s is not one", (_why, text) => {
    expect(isEmailAddress(text)).toBe(false);
  });
});

describe("a phone number in a workflow", () => {
  it.each(["+1 555 0100", "(919) 555-0142", "+44 20 7946 0958", "555.0100.12"])(
    "%s is one",
    (text) => {
      expect(isPhoneNumber(text)).toBe(true);
    },
  );

  it.each([
    ["only separators", "(((( ))))"],
    ["six digits", "+1 (55) 5-01"],
    ["letters", "call me"],
    ["too long", "+1 555 0100 0100 0100 01"],
  ])("%s is not one", (_why, text) => {
    expect(isPhoneNumber(text)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { readCheckoutParams } from "./checkout-params";

describe("readCheckoutParams", () => {
  it("reads name and email from the query", () => {
    const p = readCheckoutParams(undefined, new URLSearchParams("name=Ada&email=ada@example.com"));
    expect(p).toEqual({ name: "Ada", email: "ada@example.com", sessionId: null });
  });

  it("prefers the path sessionId over the query", () => {
    expect(readCheckoutParams("abc", new URLSearchParams("sessionId=zzz")).sessionId).toBe("abc");
  });

  it("falls back to the query sessionId", () => {
    expect(readCheckoutParams(undefined, new URLSearchParams("sessionId=zzz")).sessionId).toBe(
      "zzz",
    );
  });

  it("treats blank values as missing and caps long ones", () => {
    const p = readCheckoutParams("  ", new URLSearchParams(`name=%20&email=${"a".repeat(500)}`));
    expect(p.name).toBeNull();
    expect(p.sessionId).toBeNull();
    expect(p.email).toHaveLength(200);
  });
});

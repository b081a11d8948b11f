import { describe, expect, it } from "vitest";
import { readCheckoutParams, welcomeFrom } from "./checkout-params";

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
    expect(welcomeFrom(p)).toBeNull();
  });

  it("removes controls and bidi overrides and folds whitespace", () => {
    const p = readCheckoutParams(
      undefined,
      new URLSearchParams({ name: "Ada\u202e ecilA\u0000\n  Lovelace\u200b" }),
    );
    expect(p.name).toBe("Ada ecilA Lovelace");
  });
});

describe("welcomeFrom", () => {
  const welcome = (name: string, email = "") =>
    welcomeFrom(readCheckoutParams(undefined, new URLSearchParams({ name, email })));

  it("greets a name in any script, with the address when it is one", () => {
    expect(welcome("Ada Lovelace", "ada@example.com")).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
    });
    expect(welcome("José O’Neil-Núñez")?.name).toBe("José O’Neil-Núñez");
    expect(welcome("山田 太郎")?.name).toBe("山田 太郎");
    expect(welcome("Ada", "not an address")).toEqual({ name: "Ada", email: null });
  });

  it("greets nothing that is not a name", () => {
    expect(welcome("Your account is locked! Call +1 555 0100 now")).toBeNull();
    expect(welcome("Visit https://evil.example")).toBeNull();
    expect(welcome("<b>Ada</b>")).toBeNull();
    expect(welcome("A".repeat(61))).toBeNull();
    expect(welcome("🙂")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { createFormTokens } from "./form-token";
import { createVisitorKeys } from "./visitor-keys";

const tokens = createFormTokens(createVisitorKeys("a secret of at least thirty-two characters"));

describe("form tokens", () => {
  it("say when they were made, fit an idempotency key, and differ per rendering", () => {
    const at = new Date("2026-11-26T10:00:00.123Z");
    const token = tokens.issue(at);
    expect(token).toMatch(/^[A-Za-z0-9_-]{46}$/);
    expect(tokens.read(token)?.issuedAt.toISOString()).toBe(at.toISOString());
    expect(tokens.issue(at)).not.toBe(token);
  });

  it("refuse a changed time, a changed character, another secret's token and other values", () => {
    const token = tokens.issue(new Date("2026-11-26T10:00:00Z"));
    // An earlier time (to look slow) with the same signature.
    const earlier = tokens.issue(new Date("2026-11-26T09:00:00Z"));
    expect(tokens.read(token.slice(0, 16) + earlier.slice(16, 24) + token.slice(24))).toBeNull();
    for (let i = 0; i < token.length; i += 5) {
      const changed = token.slice(0, i) + (token[i] === "A" ? "B" : "A") + token.slice(i + 1);
      expect(tokens.read(changed)).toBeNull();
    }
    const other = createFormTokens(
      createVisitorKeys("another secret of at least thirty-two chars"),
    );
    expect(tokens.read(other.issue())).toBeNull();
    for (const value of [
      undefined,
      null,
      42,
      "",
      token.slice(1),
      `${token}A`,
      token.replace(/./, "="),
    ]) {
      expect(tokens.read(value)).toBeNull();
    }
  });
});

import { describe, expect, it } from "vitest";
import { safeUrl } from "./chat-markdown";

// Moved from lib/chat.test.ts: lib/ does not import app/, not even in tests.
describe("chat markdown", () => {
  it("allows only web, mail, phone and same-site links", () => {
    expect(safeUrl("https://example.com")).toBe("https://example.com");
    expect(safeUrl("mailto:sales@relaywise.example")).toBe("mailto:sales@relaywise.example");
    expect(safeUrl("tel:+19195550142")).toBe("tel:+19195550142");
    expect(safeUrl("/pricing")).toBe("/pricing");
    expect(safeUrl("javascript:alert(1)")).toBeUndefined();
    expect(safeUrl("JaVaScRiPt:alert(1)")).toBeUndefined();
    expect(safeUrl("data:text/html,x")).toBeUndefined();
    expect(safeUrl("//evil.example/x")).toBeUndefined();
  });
});

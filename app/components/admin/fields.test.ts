import { describe, expect, it } from "vitest";
import { relativeTime } from "./time";
import { readable } from "./fields";

describe("staff text", () => {
  it("turns JSON into labelled lines and ISO times into readable ones", () => {
    const text = readable('{"websiteType":"ecommerce","cms":true,"at":"2026-11-25T07:00:00.000Z"}');
    expect(text).toBe("Website type: ecommerce\nCms: true\nAt: Wed, Nov 25, 2026, 7:00 AM UTC");
    expect(text).not.toMatch(/[{"]|\d{4}-\d{2}-\d{2}T/);
    expect(readable('{"step":{"name":"Send mail","ok":false}}')).toBe(
      "Step:\n  Name: Send mail\n  Ok: false",
    );
  });

  it("leaves plain text and broken JSON alone", () => {
    expect(readable("Called back")).toBe("Called back");
    expect(readable("{not json")).toBe("{not json");
  });

  it("says how long ago, or how soon", () => {
    const now = Date.parse("2026-11-25T12:00:00Z");
    expect(relativeTime("2026-11-25T09:00:00Z", now)).toBe("3 hours ago");
    expect(relativeTime("2026-11-25T11:59:50Z", now)).toBe("just now");
    expect(relativeTime("2026-11-27T12:00:00Z", now)).toBe("in 2 days");
  });
});

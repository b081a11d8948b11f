import { describe, expect, it } from "vitest";
import { MAX_RECORD_ID, recordId } from "./ids";

describe("recordId", () => {
  const schema = recordId("Unknown item");
  it("accepts ids the database can hold", () => {
    expect(schema.parse("1")).toBe(1);
    expect(schema.parse(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
  });
  it.each(["0", "-1", "1.5", "abc", "", "1e99", String(MAX_RECORD_ID + 1), "99999999999999999999"])(
    "refuses %j with the given message",
    (raw) => {
      const result = schema.safeParse(raw);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Unknown item");
    },
  );
});

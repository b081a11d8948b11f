import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pruneOutbox } from "./outbox";

describe("outbox retention", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "relaywise-prune-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const now = new Date("2026-11-23T12:00:00Z");
  const write = (name: string, daysOld: number) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, "x");
    const time = new Date(now.getTime() - daysOld * 86_400_000);
    fs.utimesSync(file, time, time);
  };

  it("deletes outbox files older than the retention and keeps the rest", async () => {
    write("20261001T000000Z-business_inquiry-1.eml", 40);
    write("20261001T000000Z-business_inquiry-1.json", 40);
    write(".20261001T000000Z-chat_lead-2.eml.1.ab.tmp", 31);
    write("20261120T000000Z-business_inquiry-3.eml", 3);
    write("notes.txt", 400);
    expect(await pruneOutbox(dir, 30, now)).toBe(3);
    expect(fs.readdirSync(dir).sort()).toEqual([
      "20261120T000000Z-business_inquiry-3.eml",
      "notes.txt",
    ]);
  });

  it("keeps everything with a retention of 0 and tolerates a missing folder", async () => {
    write("20200101T000000Z-chat_lead-9.json", 2000);
    expect(await pruneOutbox(dir, 0, now)).toBe(0);
    expect(await pruneOutbox(path.join(dir, "missing"), 30, now)).toBe(0);
  });
});

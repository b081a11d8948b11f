import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../tests/helpers/services";
import { startServices } from "../container";
import { eventually } from "../platform/jobs/testing";
import { displayName } from "./upload";

describe("an uploaded file's name", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext("pglite", { RATE_LIMIT_CONSULTATIONS_PER_HOUR: "100" });
    await startServices(ctx.services);
  });
  afterAll(async () => ctx?.close());

  it("reaches the team's notification as the visitor's system wrote it (UTF-8)", async () => {
    const name = "résumé-日本.txt";
    const boundary = "----relaywise-names";
    // As browsers send it: the name's UTF-8 bytes, not percent- or RFC 2231-encoded.
    const body = Buffer.concat([
      Buffer.from(
        [
          ["fullName", "Ada Lovelace"],
          ["email", "ada@example.com"],
          ["preferredContact", "Email"],
          ["taskDescription", "Invoices arrive by email and get typed in by hand."],
        ]
          .map(
            ([k, v]) =>
              `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
          )
          .join(""),
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="supportingFile"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\nnotes\r\n--${boundary}--\r\n`,
        "utf8",
      ),
    ]);
    const res = await ctx.app.request("/api/workflow-consultation", {
      method: "POST",
      body: new Uint8Array(body),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const dir = ctx.services.env.OUTBOX_DIR;
    const team = await eventually(
      () => {
        const names = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
        return names.find((n) => n.endsWith(`-consultation-${id}.json`)) ?? false;
      },
      { what: "the team's outbox copy" },
    );
    const json = JSON.parse(fs.readFileSync(path.join(dir, team), "utf8")) as {
      text: string;
      file: { originalName: string };
    };
    expect(json.file.originalName).toBe(name);
    expect(json.text).toContain(name);
  });

  it("keeps letters, drops what could disguise it, and is never cut inside a character", () => {
    expect(displayName("C:\\Users\\ada\\résumé.pdf")).toBe("résumé.pdf");
    // Decomposed (as macOS may send it) and composed are one name.
    expect(displayName("re\u0301sume\u0301.pdf")).toBe("résumé.pdf");
    // A right-to-left override would show "invoiceexe.pdf" for an .exe.
    expect(displayName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(displayName("a\u0000b\u009bc.txt")).toBe("abc.txt");
    const long = displayName("😀".repeat(300));
    expect(Array.from(long)).toHaveLength(200);
    expect(long.endsWith("😀")).toBe(true);
  });
});

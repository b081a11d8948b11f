import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../tests/helpers/services";
import { startServices } from "../container";
import { eventually } from "../platform/jobs/testing";

/** Soft line breaks of quoted-printable undone, so the text reads as written. */
const unfold = (eml: string) => eml.replace(/=\r?\n/g, "");

describe("who hears of a consultation", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext("pglite", { RATE_LIMIT_CONSULTATIONS_PER_HOUR: "100" });
    await startServices(ctx.services);
  });
  afterAll(async () => ctx?.close());

  it("the team's outbox mail carries the file; the visitor's confirmation promises 24 hours and repeats nothing they wrote", async () => {
    const body = new FormData();
    body.append("fullName", "Ada Lovelace");
    body.append("email", "ada@example.com");
    body.append("preferredContact", "Phone Call");
    body.append("phone", "+1 919 555 0100");
    body.append("taskDescription", "Invoices arrive by email and get typed in by hand.");
    body.append(
      "supportingFile",
      new File(["date,total\n2026-11-01,120.50\n"], "invoices.csv", { type: "text/csv" }),
    );
    const res = await ctx.app.request("/api/workflow-consultation", { method: "POST", body });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const dir = ctx.services.env.OUTBOX_DIR;
    const [team, visitor] = await eventually(
      () => {
        const names = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
        const t = names.find((n) => n.endsWith(`-consultation-${id}.eml`));
        const v = names.find((n) => n.endsWith(`-consultation_confirmation-${id}.eml`));
        return t && v ? [t, v] : false;
      },
      { what: "both outbox mails" },
    );
    const teamMail = unfold(fs.readFileSync(path.join(dir, team), "utf8"));
    expect(teamMail).toMatch(/^To: sales@relaywise\.example$/m);
    expect(teamMail).toMatch(/^Reply-To: Ada Lovelace <ada@example\.com>$/m);
    expect(teamMail).toMatch(/Content-Disposition: attachment; filename=invoices\.csv/);
    expect(teamMail).toContain("Preferred contact: Phone Call");
    expect(teamMail).toContain("How to reach them: Call +1 919 555 0100");
    expect(teamMail).toMatch(/http:\/\/localhost:3000\/api\/files\/\d+\.\d+\.[\w-]{43}/);

    const confirmation = unfold(fs.readFileSync(path.join(dir, visitor), "utf8"));
    expect(confirmation).toMatch(/^To: ada@example\.com$/m);
    expect(confirmation).toMatch(/^Reply-To: sales@relaywise\.example$/m);
    expect(confirmation).toContain("We reach out within 24 hours");
    expect(confirmation).toContain("Phone: +1 (919) 555-0142");
    expect(confirmation).toContain(`Reference: consultation request #${id}`);
    // Anyone can type any address: the visitor's words stay with the team.
    expect(confirmation).not.toContain("Ada Lovelace");
    expect(confirmation).not.toContain("Invoices arrive by email and get typed in by hand.");
    expect(confirmation).not.toContain("invoices.csv");
    expect(confirmation).not.toContain("+1 919 555 0100");
    expect(teamMail).toContain("Invoices arrive by email and get typed in by hand.");
  });
});

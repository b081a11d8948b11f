/**
 * Whatever a visitor types, the suggestion is one Save takes and Run runs: requests made of many
 * clauses of the kinds the composer reads, in English, French and Spanish, with emoji, control
 * characters, very long words and text of any kind mixed in. Each reading offered passes the
 * schema a save is checked with, the editor's own check of a draft, and runs green on the real
 * executors from its trigger's sample event.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleLead } from "../../content/agent-templates";
import { fieldWarnings } from "../../lib/workflow-fields";
import {
  checkDraft,
  defaultWorkflowLimits,
  hasProblems,
  type WorkflowSuggestion,
  workflowInputSchema,
} from "../../lib/workflows";
import { createTestDatabase, type TestDatabase } from "../../tests/helpers/db";
import { runWorkflow } from "./engine";
import { createExecutors } from "./executors";
import { draftWriter } from "./step-writer";
import { composeLocally } from "./suggest";
import { draftOf } from "./testing";
import { clip, typeable } from "./wording";

/** Clauses of the kinds the composer reads, and some it cannot build. */
const clauses = [
  "when a lead comes in",
  "when someone books a table",
  "when an invoice is uploaded, add up the total",
  "if they mention urgent, text the owner",
  "if the message mentions 'refund' text me at +1 555 123 4567",
  "otherwise add them to the CRM",
  "else email billing@acme.example",
  "sort each request into sales question, technical problem or billing",
  "send technical problems to support@acme.example",
  "billing questions go to billing@acme.example",
  "tech problems: text me",
  "decide if the review is good or bad, and if it's bad text me",
  "if the amount is over 5000 email the CFO at cfo@acme.example",
  "between 1000 and 5000, email sales",
  "if the status is spam do nothing",
  "unless they didn't leave a phone number, text them a thank-you",
  "email the customer a confirmation with the date and time",
  "text me with their name and phone",
  "email the lead a thank-you and send me a copy",
  "ask them for a review by email",
  "send a follow-up email to new leads",
  "let the AI write a reply and email it to them",
  "email new leads with our price list",
  "post it in our Slack channel",
  "every Friday at 5pm send me a summary of all the leads",
  "charge the customer's card and print a label",
  "three days later send a reminder",
  "if it's a weekday and the moon is full, text me",
  "finally, add them to the CRM",
  "but first text me",
  "Quand un client nous écrit, si son message contient le mot « réservation », envoyez-lui un e-mail de confirmation",
  "Sinon, prévenez-moi par SMS",
  "Si su mensaje contiene la palabra «urgente», mándame un SMS",
  "si no, envíale un correo de agradecimiento al cliente",
  "wen there mesage says refund txt me",
  "dont send nothing to the client",
];

/** What else a visitor's text may hold. */
const noise = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom("🚀🔥", "👩‍👩‍👧", "\u0000", "\u0007", "\u202e", "\t", "\n\n", "\u2028", "  "),
  fc
    .tuple(fc.constantFrom("a", "x", "é", "数"), fc.integer({ min: 50, max: 400 }))
    .map(([c, n]) => c.repeat(n)),
  fc.constantFrom("urgent", "'achat'", "«precio»", "$5,000", "(919) 555-0199", "me@x.co"),
);

const separator = fc.constantFrom(", ", ". ", "; ", " and ", " then ", ": ", " — ", "\n", " ");

const request = fc
  .array(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...clauses) }, noise), {
    minLength: 1,
    maxLength: 30,
  })
  .chain((parts) =>
    fc
      .array(separator, { minLength: parts.length, maxLength: parts.length })
      .map((seps) => parts.map((p, i) => `${p}${seps[i]}`).join("")),
  );

describe("a suggestion for any request", () => {
  let database: TestDatabase;
  let executionId = 5000;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database?.dispose();
  });

  async function check(intent: string) {
    const first = composeLocally(intent);
    for (const s of [first, ...(first.alternatives ?? [])] as WorkflowSuggestion[]) {
      const saved = workflowInputSchema().safeParse(draftOf(s, false));
      expect([intent, saved.success ? [] : saved.error.issues]).toEqual([intent, []]);
      const { refused, problems } = checkDraft({ nodes: s.nodes, connections: s.connections });
      expect([intent, refused, problems]).toEqual([
        intent,
        { general: [], byNode: {} },
        { general: [], byNode: {} },
      ]);
      expect(hasProblems(problems)).toBe(false);
      expect([intent, fieldWarnings(s)]).toEqual([intent, {}]);
      expect(s.description.length).toBeLessThanOrEqual(defaultWorkflowLimits.descriptionMax);
      // Step names within what Save takes, a cut one ending on a whole word (or its one word cut).
      for (const n of s.nodes) {
        expect(n.data.label.length).toBeLessThanOrEqual(defaultWorkflowLimits.labelMax);
        if (n.data.label.endsWith("…") && /\s/.test(n.data.label))
          expect([intent, n.data.label]).not.toEqual([
            intent,
            expect.stringMatching(/\s\S{0,2}…$/),
          ]);
      }
      const sample = JSON.parse(String(s.nodes[0].data.config.sampleData));
      expect(sample).toMatchObject(sampleLead);
      executionId++;
      const result = await runWorkflow({
        snapshot: { name: s.name, nodes: s.nodes, connections: s.connections },
        previous: [],
        triggerData: {},
        run: { executionId, workflowId: 1, workflowName: s.name, visitorId: "v" },
        executors: createExecutors({ database, stepWriter: draftWriter, testRun: true }),
        stepTimeoutMs: 5000,
        logLimits: { runMaxBytes: 256 * 1024, stepMaxBytes: 16 * 1024 },
        onStep: async () => {},
      });
      expect([intent, result.status, result.errorMessage]).toEqual([intent, "completed", null]);
    }
  }

  it("is saved as it comes, has no problem the editor shows, and runs green", async () => {
    await fc.assert(fc.asyncProperty(request, check), { numRuns: 300 });
  }, 120_000);

  it("of any text at all, up to the length the API takes and past it", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", minLength: 1, maxLength: 3000 }), check),
      { numRuns: 100 },
    );
  }, 120_000);

  it("of a long request whose description would run past the limit", async () => {
    const long = clauses.join(". ");
    expect(long.length).toBeGreaterThan(1000);
    await check(long);
    await check(long.slice(0, 1000));
  });
});

describe("text cut to a limit", () => {
  it("is cut at a word, with an ellipsis, within the limit", () => {
    expect(clip("Email the lead, then text the team", 20)).toBe("Email the lead…");
    expect(clip("short", 20)).toBe("short");
    expect(clip("x".repeat(30), 10)).toBe(`${"x".repeat(9)}…`);
  });

  it("never cuts a word in two when there is a space to cut at", () => {
    const words = fc.array(fc.stringMatching(/^[a-zé]{1,15}$/), { minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(words, fc.integer({ min: 5, max: 120 }), (list, max) => {
        const text = list.join(" ");
        const cut = clip(text, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        if (cut === text) return;
        expect(cut.endsWith("…")).toBe(true);
        const kept = cut.slice(0, -1);
        // Whole words of the text, unless the text's first word alone is longer than the limit.
        if (list[0].length < max - 1) expect(`${text} `.startsWith(`${kept} `)).toBe(true);
      }),
    );
  });

  it("never splits an emoji or a {{field}} placeholder", () => {
    expect(clip("ab🚀🚀🚀", 4)).toBe("ab…");
    expect(clip("Hello {{name}}, thanks", 12)).toBe("Hello…");
    expect(clip("Hi:{{company}}", 9)).toBe("Hi…");
  });

  it("takes out what no workflow may hold, and line breaks from a name", () => {
    expect(typeable("a\u0000b\u202ec\ud800d")).toBe("a b c d");
    expect(typeable("one\n\ntwo\tthree", { oneLine: true })).toBe("one two three");
    expect(typeable("keeps\nlines")).toBe("keeps\nlines");
  });

  it("a long request's description says what it does within the limit, ending on a word", () => {
    const s = composeLocally(
      Array.from({ length: 12 }, (_, i) => `if the message mentions 'word${i}', text me`).join(
        ". ",
      ),
    );
    expect(s.description.length).toBeLessThanOrEqual(defaultWorkflowLimits.descriptionMax);
    expect(s.description).toMatch(/\S… |…$/);
    expect(workflowInputSchema().safeParse(draftOf(s, false)).success).toBe(true);
  });
});

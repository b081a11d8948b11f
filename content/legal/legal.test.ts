import { describe, expect, it } from "vitest";
import { defaultBusinessProfile, resolveBusinessProfile } from "../business";
import { chatSessionStorageKey } from "../chat";
import { siteStorage } from "../storage";
import { visitorCookie } from "../../lib/visitor-cookie";
import { type LegalBlock, type LegalDocument, legalDocuments } from ".";
import {
  cancellationPolicy,
  dataRetention,
  refundPolicy,
  servicePolicy,
  supportTargets,
} from "../policies";

function textOf(doc: LegalDocument): string {
  const rich = (value: unknown): string =>
    typeof value === "string"
      ? value
      : Array.isArray(value)
        ? value.map((p) => (typeof p === "string" ? p : `${p.text} ${p.href}`)).join("")
        : "";
  const block = (b: LegalBlock): string => {
    switch (b.kind) {
      case "p":
        return rich(b.text);
      case "h3":
        return b.text;
      case "list":
        return b.items.map(rich).join("\n");
      case "terms":
        return b.items.map((i) => `${i.term} ${rich(i.detail)}`).join("\n");
      case "steps":
        return b.items.map((i) => `${i.label} ${i.title} ${i.detail}`).join("\n");
      case "table":
        return [b.caption, ...b.columns, ...b.rows.flat()].join("\n");
      case "records":
        return b.items
          .map((i) => [i.name, ...i.fields.map((f) => `${f.term} ${f.detail}`)].join("\n"))
          .join("\n");
    }
  };
  return [
    doc.title,
    rich(doc.intro),
    ...(doc.highlights ?? []).map((h) => `${h.value} ${h.label}`),
    ...doc.sections.flatMap((s) => [s.title, ...s.blocks.map(block)]),
  ].join("\n");
}

const docs = Object.entries(legalDocuments).map(
  ([key, build]) => [key, build(defaultBusinessProfile)] as const,
);

describe("legal documents", () => {
  it.each(docs)("%s has unique section ids and no unfilled values", (_key, doc) => {
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(textOf(doc)).not.toMatch(/undefined|null|NaN|\[object Object\]/);
  });

  it.each(docs)("%s tables have one cell per column", (_key, doc) => {
    for (const block of doc.sections.flatMap((s) => s.blocks)) {
      if (block.kind !== "table") continue;
      for (const row of block.rows) expect(row).toHaveLength(block.columns.length);
    }
  });

  it("quote the policy figures from content/policies.ts", () => {
    const text = Object.fromEntries(docs.map(([key, doc]) => [key, textOf(doc)]));
    expect(text.terms).toContain(`${cancellationPolicy.monthlyNoticeDays} days notice`);
    expect(text.terms).toContain(`up to ${cancellationPolicy.pauseUpToMonths} months`);
    expect(text.terms).toContain(servicePolicy.uptime);
    expect(text.terms).toContain("North Carolina");
    expect(text.refundPolicy).toContain(`${refundPolicy.riskFreeDays}-day risk-free full refund`);
    for (const figure of [
      refundPolicy.refundProcessing,
      refundPolicy.requestAcknowledged,
      refundPolicy.review,
      refundPolicy.bankProcessing,
    ]) {
      expect(text.refundPolicy).toContain(figure);
    }
    expect(text.developmentPolicy).toContain(servicePolicy.developmentBegins);
    expect(text.developmentPolicy).toContain(servicePolicy.responseTime);
    for (const t of supportTargets) {
      expect(text.developmentPolicy).toContain(`${t.priority}\n`);
      expect(text.developmentPolicy).toContain(t.firstResponse);
    }
    expect(text.privacy).toContain(`${dataRetention.leadsMonths} months`);
    expect(text.privacy).toContain(`${dataRetention.technicalLogsDays} days`);
    expect(text.cookies).toContain(chatSessionStorageKey);
    expect(text.cookies).toContain(visitorCookie.name);
  });

  it("use the deployment's contact details", () => {
    const business = resolveBusinessProfile({ PRIVACY_EMAIL: "dpo@example.test" });
    expect(textOf(legalDocuments.privacy(business))).toContain("mailto:dpo@example.test");
  });

  it("list the visitor cookie as strictly necessary, lasting one year", () => {
    const visitor = siteStorage.find((s) => s.name === visitorCookie.name);
    expect(visitor).toMatchObject({ category: "Strictly necessary", duration: "1 year" });
    expect(visitorCookie.maxAgeSeconds).toBe(365 * 24 * 60 * 60);
  });
});

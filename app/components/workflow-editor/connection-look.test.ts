import { describe, expect, it } from "vitest";
import { connectionLook, connectionName, spokenName } from "./connection-look";

const labels = new Map([
  ["a", "Check amount"],
  ["b", "Email the team"],
  ["c", "  "],
]);
const labelOf = (id: string) => labels.get(id);

describe("a connection's name and look", () => {
  it("names the steps it joins and the branch it leaves by, never their ids", () => {
    expect(connectionName({ source: "a", target: "b", sourceHandle: "yes" }, labelOf)).toBe(
      "Connection from Check amount (Yes) to Email the team",
    );
    expect(connectionName({ source: "a", target: "b", sourceHandle: "no" }, labelOf)).toBe(
      "Connection from Check amount (No) to Email the team",
    );
    expect(connectionName({ source: "b", target: "a", sourceHandle: null }, labelOf)).toBe(
      "Connection from Email the team to Check amount",
    );
  });

  it("says a step without a name as unnamed, not as an empty gap", () => {
    expect(connectionName({ source: "c", target: "b" }, labelOf)).toBe(
      "Connection from unnamed step to Email the team",
    );
  });

  it("says a step whose name was emptied by its place and kind, as the editor's checks do", () => {
    const step = (label: string, agentTemplateId: string) => ({ data: { label, agentTemplateId } });
    expect(spokenName(step("", "email-sender"), 2)).toBe("Step 3 (Email Sender)");
    expect(spokenName(step("   ", "crm-update"), 0)).toBe("Step 1 (CRM Update)");
    expect(spokenName(step("Tell the team", "email-sender"), 2)).toBe("Tell the team");
  });

  it("draws the selected connection thicker than the others, in another colour", () => {
    const edge = { id: "a->b", source: "a", target: "b" };
    const plain = connectionLook(edge, labelOf, false);
    const selected = connectionLook(edge, labelOf, true);
    expect(plain.style).toBeUndefined();
    expect(Number(selected.style?.strokeWidth)).toBeGreaterThan(1);
    expect(selected.style?.stroke).toBeTruthy();
    expect(selected.ariaLabel).toBe(plain.ariaLabel);
  });
});

/**
 * A value a notification writes into a header (a subject, a reply-to name) stays one line,
 * whichever line end or control character a visitor's text carries.
 */
import { describe, expect, it } from "vitest";
import { teamMail } from "./channels/mail";
import { headerText, oneLine, type TeamNotification } from "./format";
import { visitorMail } from "./visitor";

const breaks = [
  "\r\n",
  "\n",
  "\r",
  "\u0085",
  "\u2028",
  "\u2029",
  "\v",
  "\f",
  "\u0000",
  "\u001b",
  "\u007f",
  "\u009b",
  "\t",
];

describe("a header-like value", () => {
  it.each(breaks.map((b) => [JSON.stringify(b), b]))(
    "drops %s, with the spaces around it",
    (_what, b) => {
      const value = `Ada ${b} Bcc: evil@example.com${b}`;
      expect(headerText(value)).toBe("Ada Bcc: evil@example.com");
      expect(oneLine(value, 12)).toBe("Ada Bcc: ev…");
    },
  );

  it("is one line in the team's and the visitor's mail, even from a kind that did not flatten it", () => {
    const hostile = "New lead\u2028Bcc: evil@example.com";
    const message = {
      kind: "inquiry",
      recordId: 7,
      subject: hostile,
      text: "Body\nkeeps its lines",
      sms: "",
      slack: { text: "", blocks: [] },
      replyTo: { name: "Ada\u2029Lovelace", address: "ada@example.com" },
      details: { receivedAt: "2026-12-02T00:00:00Z" },
    } satisfies TeamNotification;
    const settings = {
      from: "site@example.com",
      to: ["team@example.com"],
      messageIdHost: "example.com",
    };
    const team = teamMail(message, settings, new Date());
    expect(team.subject).toBe("New lead Bcc: evil@example.com");
    expect(team.replyTo).toEqual({ name: "Ada Lovelace", address: "ada@example.com" });
    expect(team.text).toBe("Body\nkeeps its lines");
    const visitor = visitorMail(
      {
        kind: "inquiry",
        recordId: 7,
        to: { address: "ada@example.com" },
        subject: hostile,
        text: "x",
      } as Parameters<typeof visitorMail>[0],
      { from: "site@example.com", replyTo: "sales@example.com", messageIdHost: "example.com" },
      new Date(),
      [],
    );
    expect(visitor.subject).toBe("New lead Bcc: evil@example.com");
  });
});

import { describe, expect, it } from "vitest";
import { chatTranscript, createSseParser, sendMessageRequestSchema } from "./chat";
import { answersFor, composeInquiryMessage, leadRequestSchema, visitorNote } from "./lead";

describe("SSE parser", () => {
  it("returns complete frames whatever the chunk boundaries", () => {
    const body =
      'event: delta\ndata: {"text":"Hel"}\n\nevent: delta\r\ndata: {"text":"lo"}\r\n\r\n: keep-alive\n\nevent: done\ndata: {"id":1}\n\n';
    for (const size of [1, 3, 7, body.length]) {
      const parser = createSseParser();
      const frames = [];
      for (let i = 0; i < body.length; i += size)
        frames.push(...parser.push(body.slice(i, i + size)));
      frames.push(...parser.flush());
      expect(frames).toEqual([
        { event: "delta", data: '{"text":"Hel"}' },
        { event: "delta", data: '{"text":"lo"}' },
        { event: "done", data: '{"id":1}' },
      ]);
    }
  });

  it("joins multi-line data and keeps a last frame without a blank line", () => {
    const parser = createSseParser();
    expect(parser.push("data: a\ndata: b\n\ndata: tail")).toEqual([
      { event: "message", data: "a\nb" },
    ]);
    expect(parser.flush()).toEqual([{ event: "message", data: "tail" }]);
  });
});

describe("chat contract", () => {
  it("trims messages and enforces the length limit", () => {
    expect(sendMessageRequestSchema.parse({ sessionId: "s", message: "  hi " }).message).toBe("hi");
    expect(
      sendMessageRequestSchema.safeParse({ sessionId: "s", message: "x".repeat(2001) }).success,
    ).toBe(false);
  });

  it("captures the transcript with User/AI prefixes", () => {
    expect(
      chatTranscript([
        { isUser: false, message: "Hello!" },
        { isUser: true, message: "I need a website" },
      ]),
    ).toBe("AI: Hello!\nUser: I need a website");
  });
});

describe("lead request", () => {
  it("keeps only the answers of the chosen service, each under its own name", () => {
    expect(
      answersFor("website", { websiteType: "blog", cms: true, seo: false, platform: "web" }),
    ).toEqual({ websiteType: "blog", cms: true, seo: false });
    expect(answersFor("ai-agent", { automationTask: "", integrations: ["crm"] })).toEqual({
      integrations: ["crm"],
    });
  });

  it("composes the stored message from service, note and answers (the transcript is the lead's)", () => {
    const text = composeInquiryMessage({
      service: "web-app",
      note: "Call after 5",
      answers: { platform: "mobile", authentication: true },
    });
    expect(text).toContain("Service: I need a web application (web-app)");
    expect(text).toContain("Call after 5");
    expect(text).not.toContain("transcript");
    expect(JSON.parse(text.slice(text.indexOf("{")))).toEqual({
      platform: "mobile",
      authentication: true,
    });
  });

  it("gives back the visitor's own words from a stored message, and nothing of its JSON", () => {
    const withNote = composeInquiryMessage({
      service: "web-app",
      note: "Call after 5\n\nor before 9",
      answers: { platform: "mobile" },
    });
    expect(visitorNote(withNote)).toBe("Call after 5\n\nor before 9");
    expect(visitorNote(composeInquiryMessage({ service: "website", answers: {} }))).toBeNull();
    // A message stored before it was composed this way is the visitor's as it is.
    expect(visitorNote("Service: website\nI would like a shop.")).toBe(
      "Service: website\nI would like a shop.",
    );
  });

  it("names every missing required field", () => {
    const result = leadRequestSchema.safeParse({ service: "" });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join("."));
    expect(paths.sort()).toEqual(["email", "firstName", "lastName", "service"]);
  });

  it("keeps the most recent part of a very long transcript", () => {
    const parsed = leadRequestSchema.parse({
      firstName: "A",
      lastName: "B",
      email: "a@b.co",
      service: "other",
      transcript: `${"x".repeat(60_000)}END`,
    });
    expect(parsed.transcript.length).toBe(50_000);
    expect(parsed.transcript.endsWith("END")).toBe(true);
  });
});

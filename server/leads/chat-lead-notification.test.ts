import { describe, expect, it } from "vitest";
import { formatChatLeadNotification } from "./chat-lead-notification";

const context = { brand: "Relaywise", publicUrl: "https://relaywise.example" };

describe("chat lead notification format", () => {
  const lead = {
    id: 7,
    sessionId: "0b6c3c1e-5f3a-4c57-9d43-2a3c0f7e1a11",
    interest: "web-app",
    transcript: "AI: Hi!\nUser: I need an app <now>\nAI: Happy to help!",
    createdAt: new Date("2026-11-22T10:15:30.000Z"),
    inquiryId: null,
  };

  it("names the service, the session and the time, and says no contact details yet", () => {
    const n = formatChatLeadNotification(lead, context);
    expect(n).toMatchObject({
      kind: "chat_lead",
      recordId: 7,
      subject: "Service interest in chat: Web application",
      replyTo: null,
    });
    expect(n.text).toContain(`Session:   ${lead.sessionId}`);
    expect(n.text).toContain("Detected:  2026-11-22 10:15 UTC");
    expect(n.text).toContain("has not left contact details yet");
    expect(n.text).toContain("Conversation transcript\n-----------------------\nAI: Hi!");
    expect(n.sms.length).toBeLessThanOrEqual(160);
    expect(n.sms).toContain("Web application");
    expect(JSON.stringify(n.slack)).toContain("&lt;now&gt;");
    expect(n.details).toMatchObject({ service: "web-app", sessionId: lead.sessionId });
  });

  it("reads an unnamed service and a lead completed since", () => {
    const n = formatChatLeadNotification(
      { ...lead, interest: "unspecified", inquiryId: 12 },
      context,
    );
    expect(n.subject).toBe("Service interest in chat: Not named yet");
    expect(n.text).toContain("inquiry #12");
    expect(n.text).not.toContain("has not left contact details");
  });
});

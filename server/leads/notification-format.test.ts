import { describe, expect, it } from "vitest";
import { composeInquiryMessage } from "../../lib/lead";
import { inquiryTranscript, labelledAnswers } from "./answers";
import {
  formatChatLeadNotification,
  formatInquiryNotification,
  type InquiryDetails,
} from "./notification-format";

const context = { brand: "Relaywise", publicUrl: "https://relaywise.example" };

const inquiry: InquiryDetails = {
  id: 42,
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  service: "website",
  message: "Service: website\nI would like a shop.",
  answers: {
    websiteType: "ecommerce",
    integrations: ["crm", "payment"],
    cms: true,
    contactForms: false,
    customRequirements: "",
    pageCount: 12,
    transcript: "User: I need a website\nAI: Happy to help!",
  },
  createdAt: new Date("2026-11-22T10:15:30.000Z"),
  transcript: null,
};

describe("team notification format", () => {
  it("shows the visitor's message, not the stored message's service line and JSON", () => {
    const message = composeInquiryMessage({
      service: "website",
      note: "Call me after 5.",
      answers: { websiteType: "ecommerce", cms: true },
    });
    const n = formatInquiryNotification({ ...inquiry, message }, context);
    expect(n.text).toContain("Message\n-------\nCall me after 5.");
    expect(n.text).not.toMatch(/[{}]|"websiteType"|\(website\)/);
  });

  it("labels every answer, mapping option codes to their labels", () => {
    expect(labelledAnswers(inquiry.answers)).toEqual([
      { label: "Website type", value: "E-commerce Store" },
      { label: "Integrations", value: "CRM System, Payment Processing" },
      { label: "CMS", value: "Yes" },
      { label: "Contact Forms", value: "No" },
      { label: "Custom requirements", value: "(none)" },
      { label: "Page count", value: "12" },
    ]);
    expect(labelledAnswers({ platform: "mobile", automation_task: "Sort invoices" })).toEqual([
      { label: "Platform", value: "Mobile App" },
      { label: "Automation task", value: "Sort invoices" },
    ]);
    expect(labelledAnswers(null)).toEqual([]);
    expect(labelledAnswers({ firstName: "Ada", email: "a@b.c" })).toEqual([]);
  });

  it("finds the transcript in the answers, as text or as messages, else the stored one", () => {
    expect(inquiryTranscript(inquiry)).toBe("User: I need a website\nAI: Happy to help!");
    expect(
      inquiryTranscript({
        answers: {
          conversationTranscript: [
            { isUser: true, message: "Hi" },
            { role: "assistant", content: "Hello" },
          ],
        },
        transcript: null,
      }),
    ).toBe("User: Hi\nAI: Hello");
    expect(inquiryTranscript({ answers: {}, transcript: "User: from the lead" })).toBe(
      "User: from the lead",
    );
    expect(inquiryTranscript({ answers: null, transcript: "  " })).toBeNull();
  });

  it("writes the email: subject, contact details, answers, transcript and message", () => {
    const n = formatInquiryNotification(inquiry, context);
    expect(n.subject).toBe("New lead: Website from Ada Lovelace");
    expect(n.text).toContain("Name:      Ada Lovelace");
    expect(n.text).toContain("Email:     ada@example.com");
    expect(n.text).toContain("Company:   Analytical Engines");
    expect(n.text).toContain("Service:   Website");
    expect(n.text).toContain("Received:  2026-11-22 10:15 UTC");
    expect(n.text).toContain("Reference: inquiry #42");
    expect(n.text).toContain("Website type: E-commerce Store");
    expect(n.text).toContain("Integrations: CRM System, Payment Processing");
    expect(n.text).toContain(
      "Conversation transcript\n-----------------------\nUser: I need a website\nAI: Happy to help!",
    );
    expect(n.text).toContain("Message\n-------\nService: website\nI would like a shop.");
    expect(n.replyTo).toEqual({ name: "Ada Lovelace", address: "ada@example.com" });
    expect(n.details).toMatchObject({
      name: "Ada Lovelace",
      service: "website",
      serviceLabel: "Website",
      transcript: "User: I need a website\nAI: Happy to help!",
      receivedAt: "2026-11-22T10:15:30.000Z",
    });
  });

  it("prints the conversation once, from the lead, beside a message that does not repeat it", () => {
    // As lib/inquiry.ts composes it: service, note, answers as JSON; the transcript is the lead's.
    const transcript = "User: hi\nAI: hello";
    const n = formatInquiryNotification(
      {
        ...inquiry,
        answers: { websiteType: "business", seo: true },
        transcript,
        message: `Service: I need a website (website)\n\nMessage from the visitor:\nCall me after 5.\n\nAnswers:\n{"websiteType":"business","seo":true}`,
      },
      context,
    );
    expect(n.text.match(/User: hi/g)).toHaveLength(1);
    expect(n.text).toContain(`Conversation transcript\n-----------------------\n${transcript}`);
    expect(n.text).toContain("Call me after 5.");
    expect(n.text).toContain("SEO Optimization: Yes");
    expect(n.details.transcript).toBe(transcript);
  });

  it("keeps visitor input from breaking the subject line", () => {
    const n = formatInquiryNotification(
      { ...inquiry, firstName: "Eve\r\nBcc: victim@example.com", lastName: "X", service: "custom" },
      context,
    );
    expect(n.subject).toBe("New lead: custom from Eve Bcc: victim@example.com X");
    expect(n.subject).not.toMatch(/[\r\n]/);
  });

  it("writes one SMS segment with name, service and email", () => {
    const n = formatInquiryNotification(inquiry, context);
    expect(n.sms).toBe("Relaywise: new lead #42 Ada Lovelace, Website, ada@example.com");
    const long = formatInquiryNotification(
      { ...inquiry, firstName: "A".repeat(70), lastName: "B".repeat(70) },
      context,
    );
    expect(long.sms.length).toBeLessThanOrEqual(160);
  });

  it("builds Slack-compatible JSON with escaped visitor text", () => {
    const n = formatInquiryNotification(
      { ...inquiry, company: "<script> & Co", answers: { note: "a > b" } },
      context,
    );
    expect(n.slack.text).toBe(n.subject);
    expect(n.slack.blocks[0]).toEqual({
      type: "header",
      text: { type: "plain_text", text: n.subject, emoji: false },
    });
    const json = JSON.stringify(n.slack.blocks);
    expect(json).toContain("&lt;script&gt; &amp; Co");
    expect(json).toContain("a &gt; b");
    expect(json).not.toContain("<script>");
    for (const block of n.slack.blocks) {
      const text = (block as { text?: { text: string } }).text?.text ?? "";
      expect(text.length).toBeLessThanOrEqual(3000);
    }
  });
});

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
    // The kind and the record id are stamped by the kind's definition (server/platform/notify/define.ts).
    expect(n).toMatchObject({
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

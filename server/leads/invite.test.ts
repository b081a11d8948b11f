import { describe, expect, it } from "vitest";
import { defaultBusinessProfile } from "../../content/business";
import { formatBookingNotification } from "./notification-format";
import { bookingIcs, visitorBookingConfirmation } from "./invite";

const booking = {
  id: 42,
  slotStart: new Date("2026-11-24T15:00:00Z"), // 10:00 AM EST
  durationMinutes: 30,
  timeZone: "Europe/Paris",
  phone: "+33 1 42 68 53 00",
  visitor: { email: "ada@example.com" },
};

describe("booking invite (.ics)", () => {
  it("is one REQUEST event at the slot in UTC, 30 minutes, with organizer and attendee", () => {
    const ics = bookingIcs(booking, defaultBusinessProfile, "https://relaywise.example");
    const unfolded = ics.replace(/\r\n[ \t]/g, "");
    expect(unfolded).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(unfolded).toContain("METHOD:REQUEST");
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(unfolded).toContain("DTSTART:20261124T150000Z");
    expect(unfolded).toMatch(/DURATION:PT30M|DTEND:20261124T153000Z/);
    expect(unfolded).toContain("UID:call-booking-42@relaywise.example");
    expect(unfolded).toMatch(/ORGANIZER;CN="?Relaywise"?:mailto:sales@relaywise.example/i);
    expect(unfolded).toMatch(/ATTENDEE;[^\r\n]*mailto:ada@example.com/i);
    expect(unfolded).toContain("SUMMARY:Call with Relaywise");
  });

  it("the visitor's confirmation names the slot in their own zone and attaches the invite", () => {
    const mail = visitorBookingConfirmation(
      booking,
      defaultBusinessProfile,
      "https://relaywise.example",
    );
    // The address alone: no name the visitor typed goes into the mail or the invite.
    expect(mail.to).toEqual({ address: "ada@example.com" });
    expect(mail.text).toContain("Reference: booking #42");
    expect(mail.subject).toContain("Tuesday, November 24, 2026 at 4:00 PM");
    expect(mail.text).toContain("4:00 PM");
    expect(mail.text).toContain("Europe/Paris");
    expect(mail.text).toContain(defaultBusinessProfile.phone);
    // The number's owner recognises it; the mail repeats no more of what was typed.
    expect(mail.text).toContain("We'll call you on your number ending in 5300.");
    expect(mail.text).not.toContain(booking.phone);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: "call.ics",
      contentType: expect.stringContaining("text/calendar"),
    });
    expect(mail.attachments[0]!.content).toContain("DTSTART:20261124T150000Z");
    expect(mail.attachments[0]!.content.replace(/\r\n[ \t]/g, "")).toMatch(
      /ATTENDEE;[^\r\n]*CN="?ada@example\.com"?:mailto:ada@example\.com/,
    );
  });

  it("the team's notification gives the slot in business time and the visitor's", () => {
    const n = formatBookingNotification(
      {
        ...booking,
        createdAt: new Date("2026-11-23T12:00:00Z"),
        inquiry: {
          id: 7,
          firstName: "Ada",
          lastName: "Lovelace",
          email: "ada@example.com",
          service: "website",
        },
      },
      { brand: "Relaywise", publicUrl: "https://relaywise.example" },
      "America/New_York",
    );
    expect(n.subject).toContain("10:00 AM EST");
    expect(n.text).toContain("4:00 PM");
    expect(n.text).toContain("inquiry #7");
    expect(n.text).toMatch(/^Call:\s+\+33 1 42 68 53 00$/m);
    expect(n.sms).toContain("+33 1 42 68 53 00");
    expect(n.replyTo).toEqual({ name: "Ada Lovelace", address: "ada@example.com" });
  });
});

/**
 * The second turn of a conversation: another channel said alone, a place in the list just shown,
 * a commitment of twelve months with a price a month asked, "that" as the offer just described
 * with a second ask, and a step of the refund just described. Expected figures come from
 * content/.
 */
import { describe, expect, it } from "vitest";
import { platformIntegrations } from "../../../content/plans";
import { refundPolicy } from "../../../content/policies";
import { formatUsd } from "../../../lib/format";
import { plan, say, tier, vibe } from "./testing";

const setup = (id: string) => platformIntegrations.find((c) => c.id === id)!.setupTime;

describe("a follow-up that names another channel asks the same of that channel", () => {
  it("swaps the channel, however it is said", () => {
    const cases: Array<[string, string]> = [
      ["and facebook messenger?", "facebook"],
      ["messenger?", "facebook"],
      ["FB messenger then", "facebook"],
      ["and for SMS?", "sms"],
      ["what about email?", "email"],
      ["ok and for text messages", "sms"],
      ["and slack", "slack"],
      ["and fb?", "facebook"],
    ];
    for (const [follow, id] of cases) {
      const reply = say(follow, ["how long to get the bot live on whatsapp?"]);
      const channel = platformIntegrations.find((c) => c.id === id)!.name;
      expect(reply, follow).toContain(`up on ${channel} takes about **${setup(id)}**`);
      expect(reply, follow).not.toContain("WhatsApp takes");
    }
  });
  it("adds up the setup times of channels said together, never their prices", () => {
    const reply = say("and whatsapp plus sms together?", ["messenger setup time?"]);
    expect(reply).toContain("**55 minutes**");
    expect(reply).not.toContain("$0");
  });
  it("says it did not understand a channel the pages do not list, never the last answer again", () => {
    const first = say("setup time on whatsapp?");
    for (const follow of ["and viber?", "what about signal", "and ig?"]) {
      const reply = say(follow, ["setup time on whatsapp?"]);
      expect(reply, follow).not.toBe(first);
      expect(reply, follow).not.toContain(`**${setup("whatsapp")}**`);
    }
  });
  it("swaps plans and models the same way", () => {
    expect(say("and the pro one?", ["business starter price?"])).toContain(
      `$${plan("professional").price}/month`,
    );
    expect(say("and claude?", ["gpt-4 cost per 1k tokens?"])).toContain("$0.015");
  });
});

describe("a place in the list the previous answer showed", () => {
  const listed = "what chatbot plans do you have?";
  it("takes the first, second, last and middle in the order shown", () => {
    const cases: Array<[string, string]> = [
      ["the first one, how many conversations?", "1,000"],
      ["the second, how many conversations does it get?", "10,000"],
      ["the middle one - how many chats is it good for?", "10,000"],
      ["and the last one, how much?", formatUsd(tier("custom").price!)],
      ["2nd one how much per month", `$${tier("professional").price}/month`],
    ];
    for (const [follow, figure] of cases) {
      const reply = say(follow, [listed]);
      expect(reply, follow).toContain(figure);
      expect(reply, follow).not.toMatch(/which one do you mean/i);
    }
  });
  it("asks back after an answer about one offer, which showed no list to count in", () => {
    for (const [follow, earlier] of [
      ["the second one?", "how much is business pro"],
      ["and the last one?", "how long does whatsapp setup take"],
      ["the first one, price?", "gpt-4 per 1k tokens?"],
    ]) {
      expect(say(follow!, [earlier!]), follow).toMatch(/which one do you mean/i);
    }
  });
  it("the cheapest of those and the one at a price are asked what the visitor asks", () => {
    expect(say("the cheapest of those, how many convos?", [listed])).toContain(
      "1,000 conversations",
    );
    expect(say("the one at $149, how many conversations?", [listed])).toContain("10,000");
  });
  it("the middle of the monthly plans, when a one-time build makes the list even", () => {
    const reply = say("the middle one, how many conversations is that good for?", [listed]);
    expect(reply).toContain("**Professional**");
  });
  it("the second of the automation plans", () => {
    expect(say("the second one, how many workflows", ["what are your automation plans"])).toContain(
      "8 custom automated workflows",
    );
  });
});

describe("twelve months committed to, a price a month asked: the 12-month plan's price", () => {
  const site = vibe("commercial_website");
  it("after an answer about the plan", () => {
    for (const follow of [
      "and if I sign up for twelve months, what's the monthly price then?",
      "if we commit to a full year, price per month?",
      "if i lock in for 12 months whats the monthly?",
      "signing up for a year - per month?",
    ]) {
      const reply = say(follow, ["Tell me about the Commercial Website plan."]);
      expect(reply, follow).toContain(`$${site.yearlyPrice}/month`);
      expect(reply, follow).not.toContain(`× 12 = **${formatUsd(site.monthlyPrice * 12)}**`);
    }
  });
  it("in one message too, and a total asked is still the total", () => {
    const app = vibe("mobile_app");
    expect(
      say("If I sign up for twelve months of Mobile App Development, what's the monthly price?"),
    ).toContain(`$${app.yearlyPrice}/month`);
    expect(
      say("sign up for 12 months, how much in total?", [
        "Tell me about the Commercial Website plan.",
      ]),
    ).toContain(formatUsd(site.yearlyPrice * 12));
  });
});

describe('"that" is the offer just described, and both asks are answered', () => {
  const starter = plan("starter");
  it("a count and a year of the offer", () => {
    for (const follow of [
      "how many workflows is that again, and what's a full year at the current price?",
      "how many workflows does that come with, and what is a year of it?",
      "workflows on that one? and what would 12 months cost",
    ]) {
      const reply = say(follow, ["What's included in Business Starter?"]);
      expect(reply, follow).toContain(
        `${Number.parseInt(starter.workflows, 10)} custom automated workflows`,
      );
      expect(reply, follow).toContain(formatUsd(starter.price! * 12));
      expect(reply, follow).not.toContain("Business Pro");
    }
  });
  it("a count and months of a chatbot plan", () => {
    const pro = tier("professional");
    const reply = say("how many conversations does that give me and what's 6 months of it?", [
      "tell me about the professional chatbot plan",
    ]);
    expect(reply).toContain("10,000");
    expect(reply).toContain(formatUsd(pro.price! * 6));
  });
});

describe("a step of the refund just described", () => {
  it("the money showing in the account is the bank's step", () => {
    for (const follow of [
      "once you've processed it, how long until the money actually shows up in my account?",
      "and how long till it hits my account",
      "how long till it appears on my statement?",
      "after you process it how long b4 i see it on my card statement",
      "ok and how long till the cash lands in my bank",
    ]) {
      const reply = say(follow, ["How do refunds work with you?"]);
      expect(reply, follow).toContain(refundPolicy.bankProcessing);
      expect(reply, follow).not.toMatch(/I don't know/);
    }
  });
});

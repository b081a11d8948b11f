/**
 * Hours saved asked per month or over months (the pages give hours a week), the cheaper of the
 * offers an answer named, two asks in one message, and other languages' small words. Expected
 * figures are computed from content/.
 */
import { describe, expect, it } from "vitest";
import { offers } from "./catalog";
import { say } from "./testing";

const hours = (name: string) => offers.find((o) => o.name === name)!.hoursPerWeek!;
const perMonth = (weekly: number, months = 1) =>
  Math.round(((weekly * 52) / 12) * months * 10) / 10;

describe("hours saved a month are worked out from hours a week", () => {
  it("says the factor and that it is an estimate", () => {
    const lead = hours("Lead Follow-Up");
    for (const text of [
      "How many hours a month would Lead Follow-Up save me?",
      "lead follow-up: hours saved per month?",
      "whats the monthly hours saved with lead follow up",
      "Lead Follow-Up, how much time does it save in a month?",
    ]) {
      const reply = say(text);
      expect(reply, text).toContain(`**about ${perMonth(lead)} hours**`);
      expect(reply, text).toContain("52 ÷ 12");
      expect(reply, text).toMatch(/estimate/);
      expect(reply, text).not.toMatch(/won't guess|couldn't work out/);
    }
  });
  it("multiplies by the months said, and adds the automations named", () => {
    const inv = hours("Invoice Processing");
    expect(say("Invoice Processing, hours saved over 3 months?")).toContain(
      `**about ${perMonth(inv, 3)} hours**`,
    );
    const both = hours("Lead Follow-Up") + hours("Review Requests");
    expect(say("Lead Follow-Up and Review Requests together, hours saved per month?")).toContain(
      `**about ${perMonth(both)} hours**`,
    );
  });
  it("a year is still 52 weeks, not twelve estimated months", () => {
    const reply = say("Lead Follow-Up saves how many hours per year?");
    expect(reply).toContain(`**${hours("Lead Follow-Up") * 52} hours**`);
    expect(reply).not.toContain("52 ÷ 12");
  });
});

describe("the cheaper of the offers the previous answer named", () => {
  it("picks between those offers, not the line's cheapest, with both prices and the gap", () => {
    for (const follow of [
      "and the cheaper one?",
      "the cheaper of the two?",
      "which one costs less?",
      "ok and the less expensive one",
    ]) {
      const reply = say(follow, [
        "What's the difference between the Professional and Enterprise chatbot plans?",
      ]);
      expect(reply, follow).toContain(
        "the cheaper is the **Professional** chatbot plan at $149/month",
      );
      expect(reply, follow).toContain("$499/month − $149/month = **$350/month** less");
      expect(reply, follow).not.toMatch(/cheapest chatbot plan|Starter/);
    }
  });
  it("after a list of what two plans include, and for the dearer one", () => {
    const earlier = ["what do Business Starter and Business Pro include?"];
    expect(say("the cheaper of the two?", earlier)).toContain(
      "the cheaper is **Business Starter** at $197/month",
    );
    expect(say("and which one costs more?", earlier)).toContain(
      "the more expensive is **Business Pro** at $397/month",
    );
  });
});

describe("a sum and a feature in one message: both parts are answered", () => {
  it("the sum, and the feature of the plan the message already named", () => {
    for (const text of [
      "what's the Professional chatbot plus the Commercial Website per month, and does the Professional include WhatsApp?",
      "Professional chatbot + Commercial Website monthly total? also does the Professional include WhatsApp",
    ]) {
      const reply = say(text);
      expect(reply, text).toContain("$348/month");
      expect(reply, text).toContain("The **Professional** chatbot plan includes all channels");
      expect(reply, text).not.toContain("Business Pro");
    }
  });
  it("a channel only chatbots have makes a shared plan name the chatbot plan", () => {
    for (const text of [
      "does the Professional include WhatsApp?",
      "is Slack included with Professional?",
      "can I use Messenger on the Professional plan?",
    ]) {
      expect(say(text), text).toContain("**Professional** chatbot plan");
      expect(say(text), text).not.toContain("Business Pro");
    }
  });
  it("a yes/no question of a named plan after a total is a question of its own", () => {
    const reply = say(
      "Starter chatbot plus Priority Launch, total? and does Starter include Slack",
    );
    expect(reply).toContain("**$348**");
    expect(reply).toContain("does not list Slack");
    const year = say("what is Business Pro for a year, and does Pro have SSO");
    expect(year).toContain("**$4,764**");
    expect(year).toContain("does not list SSO");
  });
});

describe("small words of another language are never a part left unanswered", () => {
  it("answers the question around them", () => {
    const cases: Array<[string, string]> = [
      [
        "Ciao! Vorrei il chatbot su WhatsApp, SMS ed Email. How many minutes of setup is that all together?",
        "**85 minutes",
      ],
      ["Hola, quiero saber cuánto cuesta el plan Business Pro por 6 meses, pues", "**$2,382**"],
      ["Hallo, wir möchten bitte wissen was Business Pro im Jahr kostet", "**$4,764**"],
      [
        "Bonjour, je voudrais savoir combien coûte le Starter chatbot par mois, s'il vous plaît",
        "$49/month",
      ],
      ["Oi, eu queria saber quanto custa o Business Starter por mês", "$197/month"],
      ["Hoi, ik wil graag weten wat de Professional chatbot per maand kost", "$149/month"],
      ["Ciao, allora, quanto costa il piano Business Pro per un anno? grazie mille", "$4,764"],
      [
        "Hola! Necesito el chatbot Professional y la Commercial Website, cuánto es todo junto al mes?",
        "**$348/month**",
      ],
      [
        "Guten Tag, wie viel kostet der Professional Chatbot pro Monat und hat er WhatsApp?",
        "$149/month",
      ],
    ];
    for (const [text, figure] of cases) {
      const reply = say(text);
      expect(reply, text).toContain(figure);
      expect(reply, text).not.toMatch(/don't list|won't guess/);
    }
  });
  it("a figure or a thing the catalog lacks still blocks the answer", () => {
    for (const text of [
      "Hola, quiero saber cuánto cuesta el plan Business Pro con Shopify, pues",
      "Ciao, allora, quanto costa il chatbot Starter per 40 negozi in euro?",
    ]) {
      expect(say(text), text).toMatch(/don't list|won't guess|specialist/);
    }
  });
});

describe("a plan name both lines use, said again, is the plan the message already named", () => {
  it("after a total said without a question mark", () => {
    for (const text of [
      "Business Pro and the Enterprise chatbot together per month, also does Enterprise have SSO?",
      "Business Pro plus the Enterprise chatbot in total, and does Enterprise include SSO",
    ]) {
      const reply = say(text);
      expect(reply, text).toContain("**$896/month**");
      expect(reply, text).toContain("The **Enterprise** chatbot plan includes SSO");
      expect(reply, text).not.toContain("Business Elite");
    }
  });
  it("in a follow-up of the chatbot plan", () => {
    const reply = say("and does Professional come with advanced analytics?", [
      "How much is the Professional chatbot plan?",
    ]);
    expect(reply).toContain("The **Professional** chatbot plan includes advanced analytics");
    expect(reply).not.toMatch(/Business Pro|couldn't work out/);
  });
});

describe("a chatbot asked to take phone or voice calls", () => {
  it("says calls are not a listed channel, and names the channels", () => {
    for (const text of [
      "can the chatbot take phone calls with a voice, like a receptionist?",
      "does your AI bot answer the phone?",
      "Do you have a voice bot?",
    ]) {
      const reply = say(text);
      expect(reply, text).toMatch(/don't list phone or voice calls/);
      expect(reply, text).toContain("WhatsApp");
    }
  });
  it("our own phone number is still the phone number", () => {
    expect(say("what's your phone number?")).not.toMatch(/voice calls/);
  });
});

describe("the cheaper of two models is said per 1K tokens, never per month", () => {
  it("has no monthly gap", () => {
    const reply = say("and the cheaper one?", ["How much is 3 million tokens on Claude vs GPT-4?"]);
    expect(reply).toContain("the cheaper is **Claude** at $0.015 per 1K tokens");
    expect(reply).not.toContain("/month");
  });
});

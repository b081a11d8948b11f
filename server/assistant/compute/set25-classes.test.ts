/**
 * Classes the twenty-fourth and twenty-fifth blind sets showed (ADR 0100): the accounting of an
 * answer (every volume, period, count, token rate and date the question states is used by the
 * answer, or the answer becomes the clarifying reply), a volume read as the chatbot tier it
 * needs, haggling beside a question the engine works out, a step of the refund said to be done,
 * a trial's end date, a date told as today, tokens a day asked back, vector search said by what
 * it does, other languages' words for promo prices, commitments, written notice and cancelling,
 * the support hours said in a zone a follow-up gives, a tool the visitor leaves, a channel added
 * to a setup asked before, the price lock after a promotion, a customer list told beside the
 * question, and an offer of each line picked inside a sum. Every wording here is written for
 * these tests; expected figures are computed from content/.
 */
import { describe, expect, it } from "vitest";
import { platformIntegrations, vibeCodingTrialDays } from "../../../content/plans";
import { cancellationPolicy, refundPolicy } from "../../../content/policies";
import { setupTimeRange } from "../../../content/chatbots-page";
import { priceLock } from "../../../content/pricing-page";
import { unaccounted } from "./accounted";
import { inFamily } from "./catalog";
import { ask, parsed, plan, say, vibe } from "./testing";

const money = (n: number) => `$${n.toLocaleString("en-US")}`;
const setupOf = (id: string) =>
  Number.parseInt(platformIntegrations.find((p) => p.id === id)!.setupTime, 10);
const tierFor = (n: number) =>
  inFamily("chatbot")
    .filter((o) => o.monthly !== null && o.conversations !== null && o.conversations >= n)
    .sort((a, b) => a.monthly! - b.monthly!)[0]!;

describe("the accounting of an answer", () => {
  it("names what the question states that the answer worked out did not use", () => {
    const text = "we get about 9,000 chats a month. what do 4 months of the mobile app plan cost?";
    const app = inFamily("vibe").find((o) => o.id === "mobile_app")!;
    const price = vibe("mobile_app").monthlyPrice;
    // The answer a nearby question gets: the plan's months, the volume left out.
    const nearby = {
      kind: "answer" as const,
      text: `**${app.name}**: ${money(price)}/month × 4 = **${money(price * 4)}**`,
      sources: [],
      amounts: [price, price * 4],
      numbers: [4],
      dates: [],
      offers: [app],
    };
    expect(unaccounted(parsed(text), text, nearby).map((s) => s.said)).toEqual([
      "9,000 conversations",
    ]);
    const used = { ...nearby, text: `${nearby.text} (up to 9,000 conversations)` };
    expect(unaccounted(parsed(text), text, used)).toEqual([]);
  });

  it("turns an answer that leaves a stated number unused into the clarifying reply", () => {
    const out = ask(
      "we get about 9,000 chats a month. what do 4 months of the mobile app plan cost?",
    );
    expect(out.kind).toBe("clarify");
    if (out.kind === "clarify") {
      expect(out.text).toContain("9,000 conversations");
      expect(out.text).not.toContain(money(vibe("mobile_app").monthlyPrice * 4));
    }
    // The whole assistant says it too, and no part of the message answered alone drops it.
    const reply = say(
      "we get about 9,000 chats a month. what do 4 months of the mobile app plan cost? and what's in it?",
    );
    expect(reply).not.toContain(money(vibe("mobile_app").monthlyPrice * 4));
  });

  it("asks back about a product word nothing reads instead of sending a canned answer", () => {
    const reply = say("what does Business Pro with the Shopify connector cost per month?");
    expect(reply).toMatch(/shopify/i);
    expect(reply).toMatch(/specialist|not mentioned|don't list/i);
    expect(reply).not.toMatch(/^\*\*Business Pro\*\* is \$/);
  });

  it("lets an answer stand that uses everything stated", () => {
    const out = ask(
      "we have about 800 conversations a month: which chatbot tier, and 3 months of it?",
    );
    expect(out.kind).toBe("answer");
    const t = tierFor(800);
    expect(out.kind === "answer" && out.text).toContain(money(t.monthly! * 3));
  });
});

describe("a message volume", () => {
  it("is read as the chatbot tier it needs, and priced over the period asked", () => {
    for (const [text, n, months] of [
      [
        "roughly 7,500 conversations monthly, which chatbot tier fits and what are 5 months?",
        7500,
        5,
      ],
      ["our site gets ~20k chats a month. which chatbot plan, and 2 months of it?", 20000, 2],
    ] as const) {
      const reply = say(text);
      const t = tierFor(n);
      expect(reply, text).toContain(money(t.monthly! * months));
    }
  });
  it("keeps the kind of shop told beside it out of the question", () => {
    const t = tierFor(12000);
    const reply = say(
      "we run an online shop, about 12k chats a month. which chatbot plan and 3 months of it?",
    );
    expect(reply).toContain(money(t.monthly! * 3));
    expect(reply).not.toMatch(/Commercial Website|Smart Web Application/);
  });
});

describe("haggling beside a question the engine works out", () => {
  it("keeps the price and shows the real figure", () => {
    const t = tierFor(11000);
    const reply = say(
      "about 11k conversations a month, which chatbot plan do we need for 3 months, and could you bring it down to 900?",
    );
    expect(reply).toMatch(/can't change prices/);
    expect(reply).toContain(money(t.monthly! * 3));
    expect(reply).not.toContain("$900");
  });
});

describe("a refund step said to be done", () => {
  it("is behind the visitor: the wait is the steps after it", () => {
    const reply = say(
      "after you've approved the refund, how long before the money reaches my account?",
    );
    expect(reply).toContain(refundPolicy.refundProcessing);
    expect(reply).toContain(refundPolicy.bankProcessing);
    expect(reply).not.toContain(refundPolicy.review);
    expect(reply).not.toContain(refundPolicy.requestAcknowledged);
  });
});

describe("a trial's end date", () => {
  it("is the first charge, never the trial's start", () => {
    const reply = say(
      "the free trial of our smart web app ends on January 8, 2027. what is the last day for a full refund after that first charge?",
    );
    expect(reply).toContain("January 15, 2027");
    const charge = say("our website build trial runs out on jan 8, 2027. when's the card charged?");
    expect(charge).toContain("January 8, 2027");
    expect(charge).not.toContain(`January ${8 + vibeCodingTrialDays}, 2027`);
  });
});

describe("a date told as today", () => {
  it("is the day every today of the message means", () => {
    const reply = say(
      "today is the 2nd of march. if we start the mobile app trial today, when's the first charge?",
    );
    expect(reply).toContain(`March ${2 + vibeCodingTrialDays}, 2027`);
    expect(reply).not.toContain("November 25, 2026");
  });
});

describe("tokens said a day", () => {
  it("are asked back: how many days a month, never a guessed month", () => {
    const reply = say("around 25k tokens daily on GPT-4, what's the monthly bill?");
    expect(reply).toMatch(/How many days a month/);
    expect(reply).not.toMatch(/\*\*\$/);
  });
});

describe("vector search said by what it does", () => {
  it("is the feature of the plan that lists it", () => {
    const pro = plan("professional");
    const reply = say("cheapest automation plan that lets us search documents by meaning?");
    expect(reply).toContain("Business Pro");
    expect(reply).toContain(money(pro.price!));
  });
});

describe("other languages", () => {
  it("reads promo prices, a 12-month commitment and three quarters of a year", () => {
    const starter = plan("starter").price!;
    const pro = plan("professional").price!;
    expect(
      say(
        "Wie hoch ist der Unterschied pro Monat zwischen Business Starter und Business Pro zu den aktuellen Aktionspreisen?",
      ),
    ).toContain(`${money(pro - starter)}/month`);
    const web = vibe("commercial_website");
    expect(
      say(
        "Bonjour, le Commercial Website avec l'engagement de 12 mois, combien au total sur l'année ?",
      ),
    ).toContain(money(web.yearlyPrice * 12));
    expect(
      say(
        "Hola, ¿cuánto pagaría en total por el plan más barato de automatización durante tres cuartos de año?",
      ),
    ).toContain(money(starter * 9));
  });
  it("reads cancelling today in German and written notice in Portuguese", () => {
    const days = cancellationPolicy.monthlyNoticeDays;
    const end = new Date(Date.UTC(2026, 10, 25 + days)).toLocaleDateString("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(
      say("Ich kündige noch heute unseren Monatsplan. Bis wann werden wir belastet?"),
    ).toContain(end);
    expect(
      say(
        "Oi, vou enviar o aviso por escrito hoje para o plano mensal. Até quando vou ser cobrado?",
      ),
    ).toContain(end);
  });
  it("reads a Dutch trial start said before its verb", () => {
    const reply = say(
      "Hallo, ik ben op 1 december 2026 begonnen met de proefperiode voor een website. Tot welke datum kan ik mijn geld terugvragen na de eerste betaling?",
    );
    const paid = 1 + vibeCodingTrialDays;
    expect(reply).toContain(`December ${paid + refundPolicy.riskFreeDays}, 2026`);
  });
});

describe("support hours in the visitor's zone", () => {
  it("are said in the zone a follow-up gives, with a tool the visitor leaves told beside it", () => {
    const later = say("ok and I'm based in Berlin, what is that in my time?", [
      "when is your support open?",
    ]);
    expect(later).toContain("Berlin time");
    expect(later).toContain("3PM to midnight");
    const moving = say(
      "we're in Denver, moving off Freshdesk. when can we reach support in our time?",
    );
    expect(moving).toContain("Mountain");
  });
});

describe("a channel added to a setup asked before", () => {
  it("adds both channels' setup", () => {
    const reply = say("and SMS as well, how long all in?", ["how long to put the bot on Slack?"]);
    expect(reply).toContain(`${setupOf("slack") + setupOf("sms")} minutes`);
  });
  it("gives one channel's minutes with the range across channels", () => {
    const reply = say("how long does the bot take to set up on Messenger?");
    expect(reply).toContain(`${setupOf("facebook")} minutes`);
    expect(reply).toContain(setupTimeRange());
    expect(inFamily("channel").length).toBeGreaterThan(1);
  });
});

describe("what follows a promotion", () => {
  it("is the price lock, said with the prices", () => {
    const reply = say(
      "once the promotional price is over on Business Starter, do I go up to the regular price?",
    );
    expect(reply).toContain(priceLock);
    expect(reply).toContain(money(plan("starter").price!));
  });
});

describe("who is on the visitor's books", () => {
  it("is context, not a figure of the question", () => {
    const web = vibe("commercial_website").monthlyPrice;
    const app = vibe("mobile_app").monthlyPrice;
    const reply = say(
      "we have roughly 4,100 clients in our database. a business website plus a mobile app on monthly billing, what per month together?",
    );
    expect(reply).toContain(money(web + app));
  });
});

describe("an offer of each line picked inside a sum", () => {
  it("by its price, its place or a need, which must agree", () => {
    const starter = plan("starter").price!;
    const middle = tierFor(8000);
    const reply = say(
      "the budget automation plan plus the middle chatbot plan, the one for 8,000 conversations: combined per month?",
    );
    expect(reply).toContain(money(starter + middle.monthly!));
    // The middle plan does not cover 20,000 conversations: asked back, never added.
    const clash = say(
      "the cheap automation plan plus the middle chatbot plan (the 20k conversations one), per month combined?",
    );
    expect(clash).not.toContain(money(starter + middle.monthly!));
  });
});

describe("a feature in brackets after an offer that has it", () => {
  it("describes the offer, and the total asked is worked out", () => {
    const custom = inFamily("chatbot").find((o) => o.id === "custom")!;
    const pro = tierFor(5000);
    const reply = say(
      "what's the total for the custom chatbot development (source code included) and then a year of the Professional chatbot plan?",
    );
    expect(reply).toContain(money(custom.oneTime! + pro.monthly! * 12));
    // Asked outright, the feature is still checked.
    expect(say("does Custom Development (the chatbot build) include source code?")).toMatch(
      /source code/,
    );
  });
});

describe("a place in an order", () => {
  it("is used by the answer: one offer at that place, or asked back", () => {
    const web = vibe("smart_web_app").monthlyPrice;
    // "The middle" of a line named in more than one word.
    expect(say("cost of the middle AI vibe coding plan over 5 months?")).toContain(money(web * 5));
    const q = parsed("the second cheapest chatbot plan, per month?");
    const list = {
      kind: "answer" as const,
      text: "Chatbot plans: Starter, Professional, Enterprise",
      sources: [],
      amounts: [],
      numbers: [],
      dates: [],
      offers: inFamily("chatbot"),
    };
    expect(unaccounted(q, "the second cheapest chatbot plan, per month?", list)).toHaveLength(1);
  });
});

describe("a ready-made answer", () => {
  it("says what the question states that it does not use", () => {
    const reply = say("how does automation work for a team handling 400 invoices a month?");
    expect(reply).toMatch(/can't confirm|couldn't work out/);
  });
});

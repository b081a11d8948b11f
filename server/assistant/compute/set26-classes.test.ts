/**
 * Classes the twenty-sixth and twenty-seventh blind sets showed: a competitor named beside the
 * question with what was said of it, the business's own name said for "you", what the visitor
 * tells of their business (a count of people before the kind of office, the vans they drive,
 * the office that has the need), a typo of "quarters", two models priced side by side with the
 * saving of the cheaper one, a bare count said of a model alone, leaving a monthly plan said as
 * "I want out", written notice and the months in Italian, a pause from a day said in Dutch, and a
 * count of an offer put forward before "so that's the cheapest?". Every wording here is written
 * for these tests; expected figures are computed from content/. Channels named, then "all three,
 * added up", are the ones set up.
 */
import { describe, expect, it } from "vitest";
import { aiModelCards, platformIntegrations } from "../../../content/plans";
import { cancellationPolicy } from "../../../content/policies";
import { inFamily } from "./catalog";
import { answer, parsed, plan, say } from "./testing";

const money = (n: number) => `$${n.toLocaleString("en-US")}`;
const per1k = (name: string) => aiModelCards.find((m) => m.name === name)!.pricePer1kTokens!;
const tokenCost = (name: string, tokens: number) => (tokens / 1000) * per1k(name);
/** A dollar amount as the answer writes it: with cents, or whole when it has none. */
const saysAmount = (text: string, n: number) =>
  text.includes(`$${n.toFixed(2)}`) || (Number.isInteger(n) && text.includes(money(n)));

describe("a competitor named beside the question", () => {
  it("is context, whatever was said of it", () => {
    const pro = plan("professional").price!;
    const starter = plan("starter").price!;
    const told = say(
      "What does Business Pro cost for 5 months? I heard Drift is cheaper, but whatever.",
    );
    expect(told).toContain(money(pro * 5));
    const comparing = say(
      "We're weighing you against HubSpot. How much more is Business Pro than Business Starter a month, and over 12 months?",
    );
    expect(comparing).toContain(money((pro - starter) * 12));
    const quoted = say(
      "a competitor (Tidio) quoted us per token too. for 600k tokens how much more is GPT-4 than Claude?",
    );
    expect(saysAmount(quoted, tokenCost("GPT-4", 600_000) - tokenCost("Claude", 600_000))).toBe(
      true,
    );
  });

  it("leaves a comparison between our own offers to be read", () => {
    expect(parsed("I heard Business Pro is cheaper yearly. What is it for 12 months?").months).toBe(
      12,
    );
    // An unknown name said without a competitor's shape still blocks the answer.
    expect(say("What does Business Pro cost with Frobnicator for 5 months?")).not.toContain(
      money(plan("professional").price! * 5),
    );
  });
});

describe("what the visitor tells of their business", () => {
  it("is no part of the question", () => {
    const starter = plan("starter").price!;
    expect(
      say(
        "we're a 6 person accounting office on 40 Pine st if that matters. Business Starter for 7 months, total?",
      ),
    ).toContain(money(starter * 7));
    expect(
      say(
        "We run a small cafe at 9 Mill Rd with 11 staff and 2 delivery vans. Business Starter for 10 months in total?",
      ),
    ).toContain(money(starter * 10));
    const need = parsed("Our dental practice needs 6 workflows. Which plan is cheapest?");
    expect(need.leftovers).toEqual([]);
    expect(need.constraints).toContainEqual({ kind: "atLeast", unit: "workflows", n: 6 });
  });

  it("the business's own name said for 'you' names nothing", () => {
    const pro = plan("professional").price!;
    expect(say("What would Relaywise charge me for Business Pro over 4 months?")).toContain(
      money(pro * 4),
    );
  });
});

describe("periods and tokens", () => {
  it("reads a typo of quarters", () => {
    expect(say("whats busines pro for 2 quartrs")).toContain(
      money(plan("professional").price! * 6),
    );
  });

  it("the saving of the cheaper of two models is their gap", () => {
    const tokens = 3_000_000;
    const gap = tokenCost("Claude", tokens) - tokenCost("GPT-3.5 Turbo", tokens);
    const text = say(
      "if we use 3 million tokens a month, what's Claude vs GPT-3.5 Turbo a month and how much would we save with the cheaper one?",
    );
    expect(saysAmount(text, gap)).toBe(true);
    expect(text).toContain("Claude");
  });

  it("a bare count of hundreds of thousands said of a model alone is its tokens", () => {
    const text = say("And with Claude, 3 million?", ["What would 1 million tokens on GPT-4 cost?"]);
    expect(text).toContain(money(tokenCost("Claude", 3_000_000)));
    expect(text).not.toContain(money(tokenCost("Claude", 1_000_000)));
    // A small bare number may be a budget or chats: still asked back.
    expect(say("what does Claude cost for 5000?")).not.toMatch(/\$0\.0[78]/);
  });
});

describe("leaving, notice and pauses", () => {
  const days = cancellationPolicy.monthlyNoticeDays;

  it("'I want out' of a monthly plan with notice is the day billing stops", () => {
    const text = answer(
      "I'm on a monthly plan and I want out. If I give notice today, when do charges stop?",
    );
    expect(text).toContain(`${days} days`);
    expect(text).toContain("December 25, 2026");
    // Of a 12-month plan it is still what is owed.
    expect(
      parsed("I'm on a 12-month plan and I want out after 5 months. What do I still owe?")
        .earlyExit,
    ).toBe(true);
  });

  it("reads written notice and the months in Italian", () => {
    const text = say(
      "Salve, ho un piano mensile. Se mando la disdetta scritta domani, fino a quando pago?",
    );
    expect(text).toContain("December 26, 2026");
    expect(
      say("Ciao, vorrei mettere in pausa il piano dal 3 marzo 2027. Fino a quando al massimo?"),
    ).toContain("September 3, 2027");
  });

  it("reads a pause from a day said in Dutch", () => {
    expect(
      say(
        "Hoi, we sluiten de winkel tijdelijk vanaf 1 maart 2027. Tot wanneer kunnen we ons abonnement maximaal pauzeren?",
      ),
    ).toContain("September 1, 2027");
  });
});

describe("a count put forward, then the cheapest", () => {
  it("answers the cheapest of the line for the need, with the named offer's own count", () => {
    const pro = inFamily("automation").find((o) => o.id === "professional")!;
    const text = say(
      "Our law office needs 6 automated workflows. Business Starter gives 6 workflows, right? So that's the cheapest option for us?",
    );
    expect(text).toContain(`**${pro.name}** at ${money(pro.monthly!)}/month`);
    expect(text).toContain(`has ${plan("starter").workflows}`);
  });
});

describe("channels named, then all of them added up", () => {
  const setupOf = (id: string) =>
    Number.parseInt(platformIntegrations.find((p) => p.id === id)!.setupTime, 10);

  it("adds the setup of the channels just named when the count agrees", () => {
    const text = say("how long would setting up all three take, added up?", [
      "I'd like the chatbot on Slack, Email and the Website.",
    ]);
    expect(text).toContain(`${setupOf("slack") + setupOf("email") + setupOf("website")} minutes`);
    // A count the channels named do not have is asked back, never added.
    const other = say("how long would all three take in total?", [
      "We want the bot on SMS and WhatsApp.",
    ]);
    expect(other).not.toContain(`${setupOf("sms") + setupOf("whatsapp")} minutes`);
  });
});

/**
 * Questions as visitors type them: casual words, hedges and typos never block an answer; a word
 * that names something the catalog lacks still does. Casual differences, policy dates from a
 * visitor's date, sums of published ranges, compositions across product families and two
 * questions in one message. Expected figures are computed from content/.
 */
import { describe, expect, it } from "vitest";
import { defaultBusinessProfile } from "../../../content/business";
import {
  cancellationPolicy,
  developmentPhases,
  refundPolicy,
  servicePolicy,
} from "../../../content/policies";
import { formatUsd } from "../../../lib/format";
import { splitQuestions } from "../questions";
import { dayText, plusDays } from "./dates";
import { readSpan, sumSpans } from "./durations";
import { answer, ask, pack, parsed, plan, say, tier, today, vibe } from "./testing";

const usd = formatUsd;
const starter = plan("starter");
const pro = plan("professional");

const q = (text: string) => parsed(text);

describe("casual words never block an answer", () => {
  it("hedges, slang, chat shorthand and words about the visitor are casual, not leftovers", () => {
    for (const text of [
      "whats the lil starter automation plan gonna run me a month, ballpark?",
      "heads up, we're a tiny team. cheapest automation plan, roughly?",
      "tops, how much would Business Pro cost me for a year, in bucks?",
      "quick q: the mobile app thingy, what's it cost monthly?",
      "sorry for the dumb question lol but how many workflows do i get with Business Starter?",
      "fyi we're a small bakery, what's the cheapest way to get a website, cost-wise?",
      "no rush, but what's the one-time price for the custom chatbot development?",
    ]) {
      const parsed = q(text);
      expect(parsed.leftovers, text).toEqual([]);
      expect(parsed.unexplained, text).toEqual([]);
    }
    expect(q("honestly, real talk, how much is Business Pro").leftovers).toEqual([]);
    // A word no list knows, said in passing: casual, not a leftover.
    expect(q("how much is the glorious business pro").casual).toEqual(["glorious"]);
  });

  it("answers them with the figure they ask for", () => {
    expect(say("whats the lil starter automation plan gonna run me a month, ballpark?")).toContain(
      usd(starter.price!),
    );
    expect(answer("tops, how much would Business Pro cost me for a year, in bucks?")).toContain(
      usd(pro.price! * 12),
    );
    expect(
      say("no rush, but what's the one-time price for the custom chatbot development?"),
    ).toContain(usd(tier("custom").price));
  });

  it("reads typos and unit shorthands", () => {
    expect(say("whats teh price of buisness pro per mnth?")).toContain(usd(pro.price!));
    expect(q("business pro for 2 yrs").months).toBe(24);
    expect(q("cheapest chatbot plan for 3k conversations a month").constraints[0]).toMatchObject({
      kind: "atLeast",
      n: 3000,
    });
  });

  it("a word that names something the catalog lacks still blocks", () => {
    expect(q("How much is Business Pro, and do you take Bitcoin?").leftovers).toEqual(["bitcoin"]);
    expect(q("what does the shopify connector cost").leftovers).toContain("shopify");
    expect(q("how much extra is a blockchain add-on, roughly?").leftovers).toContain("blockchain");
    expect(q("Do you offer a discount for nonprofits?").leftovers).toEqual(["nonprofits"]);
    expect(q("How many SMS messages per month are included in Starter?").leftovers).toEqual([
      "messages",
    ]);
    // A name the visitor capitalised mid-sentence is a name, even one no list knows.
    expect(q("How much is Business Pro if we pay through Gusto?").leftovers).toEqual(["gusto"]);
    expect(q("Is Business Pro cheaper with Frobnix?").leftovers).toEqual(["frobnix"]);
    expect(q("How much is Business Pro in London?").leftovers).toEqual(["london"]);
    // The modifier of a product noun: "a late fee" is a fee the catalog does not list.
    expect(q("worst case, how much is the late payment fee?").leftovers).toContain("late");
  });

  it("'the X one' in a follow-up names an offer: an unknown X is asked back, never the last offer", () => {
    const models = ["which language models can the chatbot use?"];
    const reply = say("ok and the openai one, 2 million tokens?", models);
    expect(reply).toContain('"openai"');
    expect(reply).not.toMatch(/2,000 × \$/);
  });

  it("a condition, a unit, a use or a product's modifier still blocks", () => {
    for (const [text, word] of [
      ["How much does Business Pro cost per location?", "location"],
      ["How much is Business Pro per employee?", "employee"],
      ["can i get business pro cheaper if i prepay a year?", "prepay"],
      ["How much is the Starter chatbot for an agency reselling it?", "reselling"],
      ["How much is the website plan for a multilingual site?", "multilingual"],
      // A thing the catalog lacks is never read as a typo of a filler ("taxes" is not "takes").
      ["how much is the web app plan including taxes?", "taxes"],
    ] as const) {
      expect(q(text).leftovers, text).toContain(word);
      expect(say(text), text).not.toMatch(/\$\d/);
    }
  });

  it("an unexplained number or product word still gets the clarifying answer", () => {
    for (const question of [
      "heads up, what's the price for 20 seats on Business Pro?",
      "ballpark, what does Business Pro cost for 7 users?",
    ]) {
      const text = say(question);
      expect(text, question).toMatch(/don't list|can't find a price|can't answer/);
      expect(text, question).not.toContain(usd(pro.price!));
    }
    const shopify = say("lil question: what does the Shopify connector cost?");
    expect(shopify).not.toMatch(/\$\d/);
  });
});

describe("one-time prices and compositions across families", () => {
  it("a one-time word is the single price of a package; a monthly plan has none", () => {
    expect(q("the one-time Priority Launch package").oneTimeWord).toBe(true);
    expect(q("what is the one-time fee for Business Pro").leftovers).toContain("one-time");
    const text = say("what is the one-time fee for Business Pro?");
    expect(text).not.toContain(usd(pro.price!));
  });

  it("a year of a plan plus a one-time package: × 12, the package added once", () => {
    const year = starter.price! * 12;
    const text = answer("Business Starter for a year plus Priority Start, total?");
    expect(text).toContain(`${usd(starter.price!)}/month × 12 = ${usd(year)}`);
    expect(text).toContain(`**${usd(year + pack("priority_start").price)}**`);
    expect(
      answer("How much for Business Pro for 12 months plus the one-time Priority Launch package?"),
    ).toContain(usd(pro.price! * 12 + pack("priority_launch").price));
    expect(
      answer("A year of the web app on the 12-month plan plus Priority Growth, all in?"),
    ).toContain(usd(vibe("smart_web_app").yearlyPrice * 12 + pack("priority_growth").price));
    expect(
      answer(
        "ballpark for the first year: the Commercial Website billed monthly and Priority Start once",
      ),
    ).toContain(usd(vibe("commercial_website").monthlyPrice * 12 + pack("priority_start").price));
    expect(
      answer(
        "Starter chatbot for 2 years and the custom development one-time, how much altogether?",
      ),
    ).toContain(usd(tier("starter").price * 24 + tier("custom").price));
    // Without a period the one-time price joins the first payment.
    expect(answer("Business Pro plus Priority Start, first payment?")).toContain(
      usd(pro.price! + pack("priority_start").price),
    );
  });
});

describe("casual differences", () => {
  it("a plan word follows the chatbot word said next to the other one", () => {
    const parsed = q("how much pricier is the Enterprise chatbot tier than the Professional one?");
    expect(parsed.offers.map((o) => `${o.family}:${o.id}`)).toEqual([
      "chatbot:enterprise",
      "chatbot:professional",
    ]);
    expect(
      answer("how much pricier is the Enterprise chatbot tier than the Professional one?"),
    ).toContain(`**${usd(tier("enterprise").price - tier("professional").price)}/month**`);
  });

  it("the step to the next one up", () => {
    expect(
      answer("how much more is the next one up?", ["What's the cheapest chatbot plan?"]),
    ).toContain(`**${usd(tier("professional").price - tier("starter").price)}/month**`);
  });
});

describe("policy dates from a date the visitor gives", () => {
  it("notice, told in any words, ends after the notice period", () => {
    const days = cancellationPolicy.monthlyNoticeDays;
    const feb1 = { year: 2027, month: 2, day: 1 };
    for (const text of [
      "I'll let you know on Feb 1 that we're quitting. Last day of service?",
      "Say I tell you on February 1 that I'm done with my monthly plan. When do you stop charging me?",
      "heads up, if I cancel on Feb 1 when do charges stop?",
    ]) {
      expect(answer(text), text).toContain(dayText(plusDays(feb1, days)));
    }
  });

  it("a refund deadline from the first payment, in casual words", () => {
    const paid = { year: 2027, month: 3, day: 30 };
    expect(
      answer(
        "I bought Priority Launch on March 30. Until when can I change my mind and get a refund?",
      ),
    ).toContain(dayText(plusDays(paid, refundPolicy.riskFreeDays)));
  });
});

describe("sums of published ranges", () => {
  const span = (s: string) => readSpan(s);
  it("reads a range and adds ranges unit by unit", () => {
    expect(span("3-5 business days")).toEqual({ low: 3, high: 5, unit: "business day" });
    expect(span("Days 7-10")).toEqual({ low: 7, high: 10, unit: "day" });
    expect(readSpan("24 hours", true)).toEqual({ low: 0, high: 24, unit: "hour", upTo: true });
    expect(sumSpans([span("2-3 business days"), span("3-5 business days")])).toEqual([
      { low: 5, high: 8, unit: "business day" },
    ]);
    // Business days never mix with calendar days; whole days of hours join the days.
    expect(sumSpans([span("1-2 business days"), span("5-10 days"), span("24-48 hours")])).toEqual([
      { low: 1, high: 2, unit: "business day" },
      { low: 6, high: 12, unit: "day" },
    ]);
  });

  it("a refund's steps between the two the question names, worst case first", () => {
    const review = readSpan(refundPolicy.review);
    const processing = readSpan(refundPolicy.refundProcessing);
    const low = review.low + processing.low;
    const high = review.high + processing.high;
    for (const text of [
      "Worst case, how long in total does a refund take from your review to the refund being processed?",
      "How long do the review and the processing of a refund take altogether?",
    ]) {
      const out = answer(text);
      expect(out, text).toContain(`**${low}-${high} business days**`);
      expect(out, text).toContain(`Worst case: ${high} business days`);
    }
    const bank = readSpan(refundPolicy.bankProcessing);
    expect(
      answer(
        "Worst case, how long until the refunded money is back in my account after you process it, counting your processing and my bank?",
      ),
    ).toContain(`Worst case: ${processing.high} business days + ${bank.high} days`);
    // No step named: the whole chain.
    expect(answer("roughly how long does a refund take end to end?")).toContain(
      `**up to ${refundPolicy.requestAcknowledged} + ${low}-${high} business days + ${refundPolicy.bankProcessing}**`,
    );
  });

  it("the refund window is not the time a refund takes", () => {
    expect(q("how long do I have to get a refund?").span).toBeUndefined();
    expect(q("how long does a refund take?").span).toEqual({ timeline: "refund", steps: [] });
  });

  it("from payment to launch: the start of development plus the launch days", () => {
    const start = readSpan(servicePolicy.developmentBegins);
    const launch = readSpan(developmentPhases.find((p) => /launch/i.test(p.name))!.days);
    const out = answer("worst case how long from paying for a website to launch?");
    expect(out).toContain(
      `**${start.low / 24 + launch.low}-${start.high / 24 + launch.high} days** after payment`,
    );
  });
});

describe("more casual differences and dates", () => {
  it("minus, the jump from one to another, model prices, 'both on' a billing", () => {
    expect(answer("Business Pro minus Business Starter, per month?")).toContain(
      `**${usd(pro.price! - starter.price!)}/month**`,
    );
    expect(answer("what's the jump in price from the Starter chatbot to Enterprise?")).toContain(
      `**${usd(tier("enterprise").price - tier("starter").price)}/month**`,
    );
    // A model's price is per 1K tokens, to four decimals: never rounded to cents.
    expect(answer("how much more is GPT-4 than GPT-3.5 turbo per 1K tokens")).toContain(
      "**$0.0275**",
    );
    // "both on the 12-month plan" is a billing, not a sum.
    const yearly = answer(
      "how much extra per year does the mobile app cost compared to the website, both on the 12-month plan?",
    );
    expect(yearly).toContain(
      `**${usd((vibe("mobile_app").yearlyPrice - vibe("commercial_website").yearlyPrice) * 12)}**`,
    );
  });

  it("today, tomorrow, yesterday and 12/10 are dates where a policy counts from them", () => {
    expect(answer("gave notice today, when does billing stop?")).toContain(
      dayText(plusDays(today, cancellationPolicy.monthlyNoticeDays)),
    );
    expect(answer("if I start the trial tomorrow when will I first be charged?")).toContain(
      dayText(plusDays(today, 1 + 14)),
    );
    expect(answer("I paid yesterday. Last day for a refund?")).toContain(
      dayText(plusDays(today, -1 + refundPolicy.riskFreeDays)),
    );
    expect(answer("bought Priority Growth on 12/10, refund deadline?")).toContain(
      dayText(plusDays({ year: 2026, month: 12, day: 10 }, refundPolicy.riskFreeDays)),
    );
    // "Can I get a refund today?" asks now: no payment date.
    expect(q("can I get a refund today?").dates).toEqual([]);
    expect(q("are you open today?").dates).toEqual([]);
    expect(q("support is 24/7").dates).toEqual([]);
  });

  it("year one, go-live, at most", () => {
    expect(
      answer("year one cost: Mobile App Development on the 12-month plan + Priority Start"),
    ).toContain(usd(vibe("mobile_app").yearlyPrice * 12 + pack("priority_start").price));
    expect(answer("How long from payment to go-live for an app, at most?")).toMatch(
      /\*\*\d+-\d+ days\*\* after payment/,
    );
  });
});

describe("two questions in one message", () => {
  it("splits at a second question mark or a second question word after 'and'/'also'", () => {
    expect(splitQuestions("How much is Business Starter and how much is Business Pro?")).toEqual([
      "How much is Business Starter",
      "and how much is Business Pro?",
    ]);
    expect(splitQuestions("What's GPT-4 per 1K tokens? And what's Claude?")).toHaveLength(2);
    // One question with "and" between offers, or a statement before a question, stays whole.
    expect(
      splitQuestions("What would Business Pro plus the Professional chatbot plan cost together?"),
    ).toHaveLength(1);
    expect(
      splitQuestions("We need 5 workflows. What's the cheapest automation plan that covers that?"),
    ).toHaveLength(1);
  });

  it("answers both parts, never one silently", () => {
    const both = say("How much is Business Starter and how much is Business Pro?");
    expect(both).toContain(usd(starter.price!));
    expect(both).toContain(usd(pro.price!));
    const cheapest = say(
      "What's the cheapest automation plan, and what's the cheapest chatbot plan?",
    );
    expect(cheapest).toContain(usd(starter.price!));
    expect(cheapest).toContain(usd(tier("starter").price));
    const billings = say("how much is the website plan monthly and how much on the yearly plan?");
    expect(billings).toContain(usd(vibe("commercial_website").monthlyPrice));
    expect(billings).toContain(usd(vibe("commercial_website").yearlyPrice));
    const refund = say("What does Priority Start cost, and how long do I have to get a refund?");
    expect(refund).toContain(usd(pack("priority_start").price));
    expect(refund).toContain(`${refundPolicy.riskFreeDays} days`);
    const count = say("What does Business Starter cost per month and how many workflows do I get?");
    expect(count).toContain(usd(starter.price!));
    expect(count).not.toContain(pro.name);
  });

  it("answers the part it can and says which part it cannot", () => {
    const text = say("How much is Business Pro, and do you take Bitcoin?");
    expect(text).toContain(usd(pro.price!));
    expect(text.toLowerCase()).toContain("bitcoin");
    expect(text).toMatch(/can't|don't|not mentioned/);
    // Said once: the plan's answer is not repeated as the second part's context.
    expect(text.split(usd(pro.price!)).length).toBe(2);
  });

  it("a later part with a subject of its own is not the earlier question asked again", () => {
    const text = say("What's the price of Business Pro and what's your phone number?");
    expect(text).toContain(usd(pro.price!));
    expect(text).toContain(defaultBusinessProfile.phone);
    expect(text).not.toMatch(/can't find a price for "phone/);
  });
});

describe("periods, policy figures and past days", () => {
  it("one period said for each offer is one period; two different periods are each offer's own", () => {
    const six = answer(
      "Business Pro for 6 months, the Professional chatbot for 6 months and Priority Launch: total?",
    );
    expect(six).toContain(
      `**${usd((pro.price! + tier("professional").price) * 6 + pack("priority_launch").price)}**`,
    );
    const app = vibe("smart_web_app");
    expect(answer("Business Pro for 6 months and the web app for a year, total?")).toContain(
      `**${usd(pro.price! * 6 + app.monthlyPrice * 12)}**`,
    );
    expect(answer("Business Pro for 6 months and the web app for 2 years, total?")).toContain(
      `**${usd(pro.price! * 6 + app.monthlyPrice * 24)}**`,
    );
    // Three offers with periods that do not pair up are still asked back.
    expect(
      ask("Business Pro for 6 months, the web app for 2 years and the chatbot Starter, total?")
        .kind,
    ).not.toBe("answer");
  });

  it("the policy's own figure said back is used; another figure is not", () => {
    const told = "We'd give our 30 days notice on March 10; when's our last billed day?";
    expect(q(told).unexplained).toEqual([]);
    expect(answer(told)).toContain(
      dayText(plusDays({ year: 2027, month: 3, day: 10 }, cancellationPolicy.monthlyNoticeDays)),
    );
    expect(q("is it 7 days refund from the first payment?").unexplained).toEqual([]);
    expect(q("We'd give 60 days notice on March 10").unexplained).toContain("60");
  });

  it("a recent day said in the past tense is this year's", () => {
    expect(q("my trial started Nov 20, when do I get billed?").dates).toEqual([
      { year: 2026, month: 11, day: 20 },
    ]);
    // Months ago: the next one.
    expect(q("paid on march 1, last day for a refund?").dates).toEqual([
      { year: 2027, month: 3, day: 1 },
    ]);
  });

  it("a new attribute after a policy answer asks the offer, not the policy again", () => {
    const text = say("Is there a free trial on Business Starter, and how much is it?");
    expect(text).toContain(usd(starter.price!));
    expect(text).toContain(`${refundPolicy.riskFreeDays}-day`);
  });

  it("'the longest I'd wait' is a span of the refund's steps", () => {
    expect(
      q("what's the longest i'd wait for a refund to be processed after asking?").span,
    ).toEqual({
      timeline: "refund",
      steps: ["acknowledge", "process"],
    });
  });
});

describe("more dates and follow-ups", () => {
  it("a charge with a cancellation and no trial is the end of a plan", () => {
    expect(answer("what's the last day I'm charged for if I cancel today?")).toContain(
      dayText(plusDays(today, cancellationPolicy.monthlyNoticeDays)),
    );
  });

  it("the 3rd, next Monday, in 3 days", () => {
    // Said in the past tense on November 25: this month's 3rd, and the window has passed.
    const third = answer("I paid on the 3rd, last day to get my money back?");
    expect(third).toContain(dayText(plusDays({ year: 2026, month: 11, day: 3 }, 7)));
    expect(third).toContain("has passed");
    expect(q("if I pay on the 3rd, when is the refund deadline?").dates).toEqual([
      { year: 2026, month: 12, day: 3 },
    ]);
    // November 25, 2026 is a Wednesday: next Monday is November 30.
    expect(answer("when does my trial end if I start it next Monday?")).toContain(
      dayText(plusDays({ year: 2026, month: 11, day: 30 }, 14)),
    );
    expect(answer("If I start the trial in 3 days, when's the first charge?")).toContain(
      dayText(plusDays(today, 3 + 14)),
    );
    // Days since a start stay days: "10 days into the trial".
    expect(q("if I cancel 10 days into the trial am I charged?").days).toBe(10);
  });

  it("per 1K without 'tokens', what it includes, and an offer added to the previous one", () => {
    expect(answer("Claude vs GPT-3.5, which is cheaper per 1K and by how much?")).toContain(
      "**$0.0125**",
    );
    const includes = say("What's the price of Priority Start, and what does it include?");
    expect(includes).toContain(usd(pack("priority_start").price));
    expect(includes.toLowerCase()).toContain("scoping call");
    expect(
      answer("and if i add Priority Launch, what's my first payment?", [
        "What's the price of Business Starter?",
      ]),
    ).toContain(`**${usd(starter.price! + pack("priority_launch").price)}**`);
  });
});

describe("a ready-made answer never stands in for a price it does not state", () => {
  it("'is there a setup fee?' after a price question is not answered by 'setup is done within 24 hours'", () => {
    const text = say("and is there a setup fee?", [
      "How much is the web app on the 12-month plan?",
    ]);
    expect(text).toMatch(/can't find a price for "setup"/);
  });

  it("the cash showing up in the bank is the refund's last step", () => {
    expect(
      answer(
        "ok so worst case, from emailing you for a refund to the cash actually showing up in my bank, how long?",
      ),
    ).toContain(`${refundPolicy.bankProcessing}**`);
  });
});

describe("batch seven's classes", () => {
  it("a casual word is harmless next to something concrete, and the subject when nothing is", () => {
    // Nothing concrete named: "transfer" may be what the fee is for.
    const text = say("what's the fee to transfer my plan to another company, roughly?");
    expect(text).toMatch(/can't find a price for "transfer/);
    expect(text).not.toMatch(/\$\d/);
    // An offer named: the same kind of word is casual.
    expect(answer("honestly, how much is the glorious Business Pro for a year?")).toContain(
      usd(pro.price! * 12),
    );
  });

  it("'convos', holidays, and a token cost plus a plan", () => {
    expect(answer("whats the cheapest chatbot that does 10k convos")).toContain(
      `the **${tier("professional").name}** chatbot plan at ${usd(tier("professional").price)}`,
    );
    expect(answer("what day do I have to ask for a refund by if I pay on Christmas?")).toContain(
      dayText(plusDays({ year: 2026, month: 12, day: 25 }, refundPolicy.riskFreeDays)),
    );
    expect(
      answer(
        "I'm thinking of starting the website trial on Valentine's Day. When would I first pay?",
      ),
    ).toContain(dayText(plusDays({ year: 2027, month: 2, day: 14 }, 14)));
    expect(answer("GPT-4 for 100k tokens plus the Starter chatbot for a month?")).toContain(
      `**${usd(100 * 0.03 + tier("starter").price)}**`,
    );
  });
});

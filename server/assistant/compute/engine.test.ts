/**
 * The query language, operation by operation and constraint by constraint. Expected figures are
 * computed here from the typed catalog, so a price change moves the answer and the expectation.
 */
import { describe, expect, it } from "vitest";
import { defaultBusinessProfile } from "../../../content/business";
import { vibeCodingTrialDays } from "../../../content/plans";
import { cancellationPolicy, refundPolicy, supportTargets } from "../../../content/policies";
import { formatUsd } from "../../../lib/format";
import { createLocalAssistant } from "../local";
import {
  answer as answerWith,
  ask as askWith,
  model,
  now,
  pack,
  parsed,
  plan,
  tier,
  vibe,
} from "./testing";

const usd = formatUsd;
const starter = plan("starter");
const pro = plan("professional");
const elite = plan("enterprise");
const web = vibe("commercial_website");
const webApp = vibe("smart_web_app");
const mobile = vibe("mobile_app");

// The query language on its own: no capitalised names handed in, as the casual tests do.
const nameless = { withNames: false };
const q = (text: string) => parsed(text, nameless);
const ask = (text: string, earlier: string[] = []) => askWith(text, earlier, nameless);
const answer = (text: string, earlier: string[] = []) => answerWith(text, earlier, nameless);

describe("parse: which offers", () => {
  it("reads offer names, product words and families", () => {
    expect(q("How much is Business Pro?").offers.map((o) => o.name)).toEqual([pro.name]);
    expect(q("What does a mobile app cost?").offers.map((o) => o.name)).toEqual([mobile.name]);
    expect(q("price of a web application").offers.map((o) => o.name)).toEqual([webApp.name]);
    // "an app" could be either: both offers that build one.
    expect(q("cheapest thing for an app").offers.map((o) => o.name)).toEqual([
      webApp.name,
      mobile.name,
    ]);
    expect(q("Which AI Vibe Coding plans do you offer?").families).toContain("vibe");
    expect(q("What premium packages do you sell?").families).toContain("premium");
  });

  it("gives a plan word the family the words next to it name", () => {
    const both = q("difference between the professional and enterprise chatbot plans");
    expect(both.offers.map((o) => `${o.family}:${o.id}`)).toEqual([
      "chatbot:professional",
      "chatbot:enterprise",
    ]);
    const mixed = q("total if i get pro and a chatbot professional plan");
    expect(mixed.offers.map((o) => `${o.family}:${o.id}`)).toEqual([
      "automation:professional",
      "chatbot:professional",
    ]);
  });

  it("reports offer names that are not in the catalog", () => {
    expect(q("How much is the Business Premium plan?").unknownNames).toEqual(["Business Premium"]);
    expect(q("price of gpt-4o").unknownNames).toEqual(["gpt-4o"]);
  });
});

describe("parse: constraints, attributes, periods, dates", () => {
  it("reads at least N, unlimited, budgets, features and layouts", () => {
    expect(q("cheapest plan with at least 5 automated workflows").constraints).toEqual([
      { kind: "atLeast", unit: "workflows", n: 5 },
    ]);
    expect(q("I need 4 workflows minimum").constraints[0]).toMatchObject({ n: 4 });
    expect(q("more than 8 workflows").constraints[0]).toMatchObject({ n: 9 });
    expect(q("which chatbot gives me at least 5000 conversations").constraints[0]).toMatchObject({
      unit: "conversations",
      n: 5000,
    });
    expect(q("which plan has unlimited workflows").constraints[0]).toMatchObject({
      kind: "unlimited",
      unit: "workflows",
    });
    expect(q("my budget is $300 a month").constraints[0]).toMatchObject({
      kind: "budget",
      max: 300,
    });
    expect(q("i have 250 a month").constraints[0]).toMatchObject({ kind: "budget", max: 250 });
    expect(q("what can I get for about $200 a month").constraints[0]).toMatchObject({
      max: 200,
      approx: true,
    });
    expect(q("cheapest plan that includes CRM integration").constraints[0]).toMatchObject({
      kind: "feature",
    });
    expect(q("which design is the sidebar").constraints[0]).toMatchObject({ value: "sidebar" });
  });

  it("reads attributes, billing, periods, quantities and dates", () => {
    expect(q("what was it before the discount").attributes).toContain("regular");
    expect(q("cheaper per workflow").perUnit).toBe("workflows");
    expect(q("cheapest per conversation").perUnit).toBe("conversations");
    expect(q("on the 12-month plan").billing).toEqual(["yearly"]);
    expect(q("on monthly billing").billing).toEqual(["monthly"]);
    expect(q("for 6 months").months).toBe(6);
    expect(q("two years of the web app").months).toBe(24);
    expect(q("half a year").months).toBe(6);
    expect(q("and for a year?").yearWord).toBe(true);
    expect(q("2 starter plans or 1 pro plan").quantities).toEqual({
      "automation:starter": 2,
      "automation:professional": 1,
    });
    expect(q("trial on 3 March 2027").dates).toEqual([{ year: 2027, month: 3, day: 3 }]);
    expect(q("starting march 3rd").dates).toEqual([{ year: 2027, month: 3, day: 3 }]);
    // No year: the next such day.
    expect(q("on december 1").dates).toEqual([{ year: 2026, month: 12, day: 1 }]);
    expect(q("reported at 10:00 AM").times).toEqual([600]);
    expect(q("100,000 tokens on GPT-4").tokens).toBe(100_000);
    expect(q("2 million tokens").tokens).toBe(2_000_000);
  });

  it("reports every word and number it did not use", () => {
    expect(q("How many user seats does Business Pro include?").leftovers).toEqual(["seats"]);
    expect(q("How much is Business Pro for 3 seats?").unexplained).toContain("3");
    expect(q("What would it cost to build a Windows desktop app?").leftovers).toEqual([
      "windows",
      "desktop",
    ]);
    expect(
      q("How much is the Commercial Website for 5 months on monthly billing?").leftovers,
    ).toEqual([]);
  });
});

describe("operations", () => {
  it("cheapest and most expensive, per family and across them", () => {
    expect(answer("cheapest automation plan?")).toContain(
      `**${starter.name}** at ${usd(starter.price!)}`,
    );
    const vibeBoth = answer("What's the cheapest and the most expensive AI Vibe Coding option?");
    expect(vibeBoth).toContain(
      `**${web.name}** at ${usd(web.yearlyPrice)}/month on the 12-month plan`,
    );
    expect(vibeBoth).toContain(
      `**${mobile.name}** at ${usd(mobile.monthlyPrice)}/month billed monthly`,
    );
    // Custom pricing is named, not ranked.
    expect(answer("most expensive automation plan")).toContain(
      `Our top automation plan is **${elite.name}**`,
    );
    const across = answer("what is the cheapest plan overall");
    expect(across).toContain(
      `**${tier("starter").name}** chatbot plan at ${usd(tier("starter").price)}`,
    );
    expect(across).toContain(`**${starter.name}** at ${usd(starter.price!)}`);
  });

  it("the cheapest offer that meets a constraint, and what the cheaper ones lack", () => {
    const five = answer("What's the cheapest plan that includes at least 5 automated workflows?");
    expect(five).toContain(`**${pro.name}** at ${usd(pro.price!)}`);
    expect(five).toContain(`**${starter.name}** has ${starter.workflows}`);
    expect(answer("Which is the cheapest plan with at least 3 workflows?")).toContain(
      `**${starter.name}** at ${usd(starter.price!)}`,
    );
    const twelve = answer("Whats the cheapest way to get 12 workflows");
    expect(twelve).toContain(`Only **${elite.name}**`);
    expect(twelve).toContain("custom pricing");
    expect(twelve).not.toContain(`**${elite.name}** at $`);
    const convo = answer("which chatbot plan gives me at least 5000 conversations");
    expect(convo).toContain(
      `the **${tier("professional").name}** chatbot plan at ${usd(tier("professional").price)}`,
    );
    expect(answer("cheapest automation plan that includes CRM integration")).toContain(
      `**${pro.name}** at ${usd(pro.price!)}`,
    );
    expect(answer("can I get unlimited conversations for under $300 a month")).toMatch(
      /^None of our plans with unlimited conversations fits \$300\/month/,
    );
  });

  it("the most of a count within a budget", () => {
    expect(
      answer("My budget for automation is $300 a month. What's the most workflows I can get?"),
    ).toContain(`the most workflows you can get is ${starter.workflows}, with **${starter.name}**`);
    expect(
      answer("With $400 per month, how many automated workflows can I have at most?"),
    ).toContain(`**${pro.name}** at ${usd(pro.price!)}`);
  });

  it("sums several offers, per month, over a period and as a first payment", () => {
    expect(
      answer(
        "If I took both Business Starter and Business Pro, what would I pay per month in total?",
      ),
    ).toContain(
      `${usd(starter.price!)} + ${usd(pro.price!)} = **${usd(starter.price! + pro.price!)}/month**`,
    );
    const yearly = answer(
      "If I get both a website and a mobile app on 12-month plans, what's my monthly total and the total for the year?",
    );
    const month = web.yearlyPrice + mobile.yearlyPrice;
    expect(yearly).toContain(
      `${usd(web.yearlyPrice)} + ${usd(mobile.yearlyPrice)} = **${usd(month)}/month**`,
    );
    expect(yearly).toContain(`${usd(month)}/month × 12 = **${usd(month * 12)}**`);
    expect(
      answer("Business Starter plus the Priority Launch package: how much do I pay upfront?"),
    ).toContain(`= **${usd(starter.price! + pack("priority_launch").price)}**`);
    expect(answer("total for priority start and priority launch")).toContain(
      `**${usd(pack("priority_start").price + pack("priority_launch").price)}** (one-time)`,
    );
  });

  it("differences: two offers, two billings, regular against limited-time, quantities", () => {
    expect(answer("How much more per month is Business Pro than Business Starter?")).toContain(
      `**${usd(pro.price! - starter.price!)}/month** more than **${starter.name}**`,
    );
    const billings = answer(
      "How much more is the mobile app than the website per month, on monthly and on the 12-month plan?",
    );
    expect(billings).toContain(`**${usd(mobile.monthlyPrice - web.monthlyPrice)}/month**`);
    expect(billings).toContain(`**${usd(mobile.yearlyPrice - web.yearlyPrice)}/month**`);
    const cross = answer(
      "Which is cheaper per month: the mobile app on the 12-month plan or Business Starter, and by how much?",
    );
    expect(cross).toContain(`**${usd(Math.abs(mobile.yearlyPrice - starter.price!))}/month**`);
    const regular = answer(
      "Business Pro for a year at the regular price vs the current limited-time price: what's the difference?",
    );
    expect(regular).toContain(usd(pro.originalPrice! * 12));
    expect(regular).toContain(usd(pro.price! * 12));
    expect(regular).toContain(`**${usd((pro.originalPrice! - pro.price!) * 12)}**`);
    const quantity = answer("is it cheaper to get 2 starter plans or 1 pro plan");
    expect(quantity).toContain(`2 × ${usd(starter.price!)} = ${usd(2 * starter.price!)}/month`);
    expect(answer("If I upgrade from Starter to Pro, how many more workflows do I get?")).toContain(
      "**5 more workflows**",
    );
    expect(answer("How much more is Priority Growth than Priority Start?")).toContain(
      `**${usd(pack("priority_growth").price - pack("priority_start").price)}**`,
    );
  });

  it("ratios, × months, × years, × copies, per unit and per 1K tokens", () => {
    expect(answer("How many times more expensive per token is GPT-4 than Claude?")).toContain(
      "**2 times**",
    );
    expect(answer("How much would Business Pro cost me for 6 months?")).toContain(
      `${usd(pro.price!)}/month × 6 = **${usd(pro.price! * 6)}**`,
    );
    expect(
      answer("What would two years of the Smart Web Application cost on the 12-month rate?"),
    ).toContain(`**${usd(webApp.yearlyPrice * 24)}**`);
    expect(
      answer("and if I need two of them for two locations?", [
        "What does the Pro plan run per month?",
      ]),
    ).toContain(`× 2 = **${usd(pro.price! * 2)}**`);
    const perWorkflow = answer("Which automation plan is cheaper per workflow, Starter or Pro?");
    expect(perWorkflow).toMatch(new RegExp(`^\\*\\*${pro.name}\\*\\* is cheaper per workflow`));
    const perConversation = answer(
      "which is cheapest per conversation, chatbot starter or professional?",
    );
    expect(perConversation).toMatch(
      /^The \*\*Professional\*\* chatbot plan is cheaper per conversation/,
    );
    const tokens = answer("What would 100,000 tokens cost on GPT-4 versus GPT-3.5 Turbo?");
    expect(tokens).toContain(`100 × ${usd(model("gpt-4").pricePer1kTokens!)} = $3`);
    expect(tokens).toContain(`100 × ${usd(model("gpt-3.5").pricePer1kTokens!)} = $0.25`);
  });

  it("savings: limited-time over a period, the 12-month plan, the most", () => {
    expect(
      answer("How much do I save in total over 6 months with the Business Pro limited-time price?"),
    ).toContain(`**${usd((pro.originalPrice! - pro.price!) * 6)}**`);
    expect(
      answer(
        "How much would I save per year on a mobile app by picking the 12-month plan instead of monthly?",
      ),
    ).toContain(`**${usd((mobile.monthlyPrice - mobile.yearlyPrice) * 12)}**`);
    expect(
      answer(
        "What's the most I can save per year on AI Vibe Coding by going with the 12-month plan?",
      ),
    ).toMatch(new RegExp(`^\\*\\*${mobile.name}\\*\\* saves the most`));
  });

  it("dates: a trial, a refund window, a notice period, a pause", () => {
    const trial = answer(
      "If I begin the Smart Web Application trial on 20 February 2028 with monthly billing, when is my card first charged?",
    );
    expect(vibeCodingTrialDays).toBe(14);
    expect(trial).toContain("**March 5, 2028**"); // 2028 is a leap year
    expect(trial).toContain(usd(webApp.monthlyPrice));
    expect(
      answer("I start the website trial on 1 may and cancel on 10 may, am I charged?"),
    ).toContain("before the trial ends, you are not charged");
    expect(
      answer(
        "I paid for Business Pro on 10 October 2027. Until what date can I still ask for a full refund?",
      ),
    ).toContain("**October 17, 2027**");
    expect(refundPolicy.riskFreeDays).toBe(7);
    expect(answer("what if I pay for pro on jan 5 and want a refund on jan 20")).toContain(
      "after the window",
    );
    expect(
      answer(
        "If I send written notice to cancel my monthly plan on 1 April 2027, when does billing stop?",
      ),
    ).toContain("**May 1, 2027**");
    expect(cancellationPolicy.monthlyNoticeDays).toBe(30);
    expect(answer("when does my pause end if I pause on 1 march 2027")).toContain(
      "**September 1, 2027**",
    );
  });

  it("support targets from a reported time", () => {
    const critical = supportTargets.find((t) => t.priority === "Critical")!;
    const text = answer(
      "If a critical issue is reported at 10:00 AM, by when should we get a first response and a fix?",
    );
    expect(text).toContain(critical.firstResponse);
    expect(text).toContain("by 12:00 PM");
    expect(text).toContain("by 2:00 PM");
    expect(
      answer("Our live site goes down at 3 PM. By when should you respond and fix it?"),
    ).toContain("by 5:00 PM");
  });

  it("what the catalog does not hold is said, never guessed", () => {
    const conversations = ask(
      "How many chatbot conversations per month does Business Starter include?",
    );
    expect(conversations.kind).toBe("unavailable");
    expect(answer("What's Business Pro in euros?")).toMatch(/US dollars \(USD\) only/);
    expect(answer("How much does an extra workflow cost on Starter?")).toMatch(
      /don't publish a price for adding/,
    );
    expect(answer("Can I get a free trial of Business Pro?")).toMatch(
      /^No free trial is listed for \*\*Business Pro\*\*/,
    );
    expect(answer("What's the annual price of Business Pro with the yearly discount?")).toMatch(
      /billed monthly only: there is no yearly plan or yearly discount/,
    );
    expect(answer("How much does the Corporate Elite chatbot design cost?")).toMatch(
      /no separate price/,
    );
  });
});

describe("follow-ups", () => {
  it("reads a bare day of the month in a follow-up as that day of the month asked before", () => {
    expect(
      answer("and if I paid on the 13th instead?", [
        "if i pay for the smart web app on january 11, 2027 when do you start building",
      ]),
    ).toContain("**January 15, 2027**");
    expect(
      answer("and if I'd paid on the 28th instead?", [
        "I paid my first Business Starter bill on April 2, 2027, until when can I get a refund?",
      ]),
    ).toContain("**May 5, 2027**");
    // A day that month does not have is not moved into another month.
    expect(
      ask("and on the 31st?", ["I paid on February 2, 2027, refund until when?"]).kind,
    ).not.toBe("answer");
  });
  it("keeps the subject and changes what is asked, or keeps what is asked and changes the subject", () => {
    expect(answer("and for a year?", ["How much is Business Pro?"])).toContain(
      `**${usd(pro.price! * 12)}**`,
    );
    // The period multiplies the price even when the last question asked for something else.
    expect(
      answer("and for 6 months?", [
        "What's the cheapest plan that includes at least 5 automated workflows?",
      ]),
    ).toBe(`**${pro.name}**: ${usd(pro.price!)}/month × 6 = **${usd(pro.price! * 6)}**.`);
    expect(
      answer("what about with the yearly plan?", ["What does the Commercial Website cost?"]),
    ).toContain(usd(web.yearlyPrice));
    expect(answer("and starter?", ["how much does pro cost per year"])).toContain(
      `**${usd(starter.price! * 12)}**`,
    );
    expect(answer("and the enterprise one?", ["how much is the chatbot starter plan"])).toContain(
      `the **${tier("enterprise").name}** chatbot plan is ${usd(tier("enterprise").price)}`.replace(
        /^the/,
        "The",
      ),
    );
    expect(
      answer("and for the mobile app?", [
        "What's the difference between monthly and yearly for the website?",
      ]),
    ).toContain(`**${usd((mobile.monthlyPrice - mobile.yearlyPrice) * 12)}**`);
  });

  it("orders the previous pool again, takes the others, the next one up, and 'them'", () => {
    expect(
      answer("which of those is cheapest?", ["Which AI Vibe Coding plans do you offer?"]),
    ).toContain(`**${web.name}**`);
    expect(answer("and the cheapest?", ["Which vibe plan is the most expensive?"])).toContain(
      `**${web.name}**`,
    );
    const others = answer("what about the other two?", [
      "How much is the Smart Web Application per month?",
    ]);
    expect(others).toContain(web.name);
    expect(others).toContain(mobile.name);
    expect(others).not.toContain(webApp.name);
    expect(
      answer("and how many workflows does the next one up get?", [
        "What's your cheapest automation plan?",
      ]),
    ).toContain(`**${pro.name}** includes ${pro.features[0]!.toLowerCase()}`);
    expect(
      answer("how much would that be for 3 months?", ["I need at least 6 workflows, which plan?"]),
    ).toBe(`**${pro.name}**: ${usd(pro.price!)}/month × 3 = **${usd(pro.price! * 3)}**.`);
    expect(
      answer("whats the difference between them", [
        "how much does pro cost per year",
        "and starter?",
      ]),
    ).toContain(`**${usd(pro.price! - starter.price!)}/month**`);
    expect(
      answer("and if I start the trial on 25 December 2027, when's my first charge?", [
        "What's the price of the Mobile App plan?",
      ]),
    ).toContain("**January 8, 2028**");
  });
});

describe("every part of the question is accounted for", () => {
  const local = createLocalAssistant({ business: defaultBusinessProfile, now: () => now });
  const say = (message: string) => local.answer({ sessionId: "parts", message, history: [] }).text;

  it("an unexplained number gets the clarifying answer, not the plan's canned answer", () => {
    const text = say("How much is Business Pro for 3 seats?");
    expect(ask("How much is Business Pro for 3 seats?").kind).toBe("partial");
    expect(text).toMatch(/Our pages don't list "3 seats" for \*\*Business Pro\*\*/);
    expect(text).toMatch(/connect you with a specialist/);
    // The canned plan answer would quote the price as if it answered.
    expect(text).not.toContain(usd(pro.price!));
  });

  it("an unexplained product word gets the clarifying answer, not the nearest plan", () => {
    for (const question of [
      "What would it cost to build a Windows desktop app?",
      "How much would a Shopify online store cost?",
    ]) {
      const text = say(question);
      expect(text, question).toMatch(/I can't find a price for "[^"]+" in our catalog/);
      expect(text, question).not.toMatch(/\$\d/);
    }
  });

  it("an unknown plan name is named as unknown, with the real plans", () => {
    const text = say("How much is the Business Premium plan?");
    expect(text).toMatch(/We don't have "Business Premium" in our catalog/);
    expect(text).toContain(starter.name);
    expect(text).not.toMatch(/\$\d/);
  });

  it("a date the answer would not use is said to be unused, not silently ignored", () => {
    const text = say("What happens to my data on 3 March 2027?");
    expect(text).toMatch(/^The date in your question is not one I can work with/);
    expect(text).toContain(`${cancellationPolicy.dataDeletedWithinDays} days`);
  });
});

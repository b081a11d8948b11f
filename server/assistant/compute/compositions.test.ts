/**
 * Compositions a single lookup does not cover: an offer or the first of an order set aside ("the
 * other one besides the cheapest", "other than Starter"), a place in an order ("the second
 * cheapest"), dates that chain across turns (a refund after a trial counts from the first
 * charge), and questions of several parts, each answered or said to be unanswerable. Expected
 * figures are computed from content/.
 */
import { describe, expect, it } from "vitest";
import { defaultBusinessProfile } from "../../../content/business";
import { platformIntegrations, vibeCodingTrialDays } from "../../../content/plans";
import {
  cancellationPolicy,
  dataRetention,
  governingLaw,
  refundPolicy,
  supportTargets,
} from "../../../content/policies";
import { claims } from "../../../content/promises";
import { automationExamples } from "../../../content/workflows-page";
import { formatUsd } from "../../../lib/format";
import { unaddressed } from "./";
import { dayText, plusDays } from "./dates";
import { ask, answer, localAssistant, model, parsed, plan, say, tier, vibe } from "./testing";

const usd = formatUsd;
const web = vibe("commercial_website");
const webApp = vibe("smart_web_app");
const mobile = vibe("mobile_app");

const supportTargetsFor = (priority: string) =>
  supportTargets.find((t) => t.priority === priority)!;
const q = (text: string) => parsed(text);

describe("an offer set aside, a place in an order", () => {
  it("reads 'other than X', 'besides the cheapest' and 'the second cheapest' into the query", () => {
    const other = q("What's the cheapest chatbot plan other than Starter?");
    expect(other.offers).toEqual([]);
    expect(other.excluded.map((o) => `${o.family}:${o.id}`)).toEqual(["chatbot:starter"]);
    expect(other.families).toContain("chatbot");
    expect(q("what about the other one besides the cheapest?")).toMatchObject({
      excludeOps: ["cheapest"],
      referent: "other",
    });
    expect(q("What's the second cheapest chatbot plan?")).toMatchObject({
      rank: 2,
      ops: ["cheapest"],
    });
    expect(q("and the second most expensive?")).toMatchObject({ rank: 2, ops: ["dearest"] });
    // "The other day" is a time, not an offer.
    expect(q("I paid the other day for Business Pro, can I get a refund?").referent).toBe(
      undefined,
    );
  });

  it("never answers with the offer the question set aside", () => {
    const text = say("What's the cheapest chatbot plan other than Starter?");
    expect(text).toContain(tier("professional").name);
    expect(text).toContain(usd(tier("professional").price));
    expect(text).not.toMatch(new RegExp(`is the \\*\\*${tier("starter").name}\\*\\*`));
  });

  it("the second cheapest, the second most expensive, the next cheapest", () => {
    const second = say("What's the second cheapest chatbot plan?");
    expect(second).toMatch(/second cheapest/);
    expect(second).toContain(
      `**${tier("professional").name}** chatbot plan at ${usd(tier("professional").price)}`,
    );
    const next = say("and the next cheapest?", ["What's the cheapest chatbot plan?"]);
    expect(next).toContain(`**${tier("professional").name}** chatbot plan at`);
    const third = say("and the next cheapest?", [
      "What's the cheapest chatbot plan?",
      "and the next cheapest?",
    ]);
    expect(third).toContain(`**${tier("enterprise").name}** chatbot plan at`);
    const dear = say("and the second most expensive?", [
      "What's the most expensive vibe coding plan?",
    ]);
    expect(dear).toContain(`**${webApp.name}** at ${usd(webApp.monthlyPrice)}/month`);
  });

  it("the other one besides the cheapest of a listing is the one left", () => {
    const listing = "Which of your website or app builds can I get for under $250 a month?";
    const fits = say(listing);
    expect(fits).toContain(web.name);
    expect(fits).toContain(webApp.name);
    expect(fits).not.toContain(mobile.name);
    const year = say(
      "OK, what about the other one besides the cheapest — what would it total for a year on its 12-month plan?",
      [listing],
    );
    expect(year).toContain(webApp.name);
    expect(year).toContain(usd(webApp.yearlyPrice * 12));
    expect(year).not.toContain(usd(web.yearlyPrice * 12));
  });

  it("'the other one' with more than one left is asked back, never picked", () => {
    for (const [first, then] of [
      ["What's the cheapest automation plan?", "the other one"],
      ["What's the cheapest chatbot plan?", "not that one, the other"],
      ["Which is cheaper, the website or the web app?", "and the other one for a year?"],
      ["How much is the Commercial Website?", "and the other one?"],
    ] as const) {
      const out = ask(then, [first]);
      expect(out.kind, `${first} → ${then}`).toBe("clarify");
      expect("text" in out && out.text).toMatch(/Which one do you mean/);
    }
    // One left: answered.
    const one = say("and the other one?", ["Which is the cheapest, the website or the web app?"]);
    expect(one).toContain(`${webApp.name}** is ${usd(webApp.monthlyPrice)}/month`);
  });

  it("the next one up and one step down after an order", () => {
    // The offer itself, not a list of the line that happens to hold its price.
    const up = say("and the next one up?", ["What's the cheapest chatbot plan?"]);
    expect(
      up.startsWith(
        `The **${tier("professional").name}** chatbot plan is ${usd(tier("professional").price)}`,
      ),
    ).toBe(true);
    const down = say("and one step down?", ["What's the most expensive vibe coding plan?"]);
    expect(down.startsWith(`**${webApp.name}** is`)).toBe(true);
  });
});

describe("dates chain across turns: what counts from a payment counts from the trial's first charge", () => {
  const start = { year: 2027, month: 6, day: 10 };
  const charge = plusDays(start, vibeCodingTrialDays);
  const refundBy = plusDays(charge, refundPolicy.riskFreeDays);

  it("a refund asked after a trial question counts from the end of the trial", () => {
    for (const then of [
      "and what's the last day I could ask for a refund?",
      "ok and if I don't like it after the first payment, until when can I get my money back?",
    ]) {
      const text = say(then, [
        "If I begin the web app trial on June 10, 2027, when is my card charged?",
      ]);
      expect(text, then).toContain(dayText(charge));
      expect(text, then).toContain(dayText(refundBy));
      expect(text, then).not.toContain(dayText(plusDays(start, refundPolicy.riskFreeDays)));
    }
  });

  it("one message with a trial's start and a refund deadline", () => {
    expect(
      q("If the website trial starts on June 10, 2027, what's the final day for a full refund?")
        .fromTrial,
    ).toBe(true);
    // A payment date said after a trial is the payment's own date.
    expect(
      q("I paid on June 24, 2027 when my trial ended, when is the refund deadline?").fromTrial,
    ).toBe(undefined);
    const text = say(
      "If the website trial starts on June 10, 2027, when am I first billed, and what's the final day for a full refund?",
    );
    expect(text).toContain(dayText(charge));
    expect(text).toContain(dayText(refundBy));
  });

  it("a cancellation after a trial question: nothing charged during the trial, notice from the first charge", () => {
    const text = say("and if I cancel, when does billing stop?", [
      "start the web app trial on June 10 2027, when am I charged?",
    ]);
    expect(text).toContain(dayText(charge));
    expect(text).toMatch(/not charged/);
    expect(text).toContain(dayText(plusDays(charge, cancellationPolicy.monthlyNoticeDays)));
    expect(text).not.toContain(dayText(plusDays(start, cancellationPolicy.monthlyNoticeDays)));
  });

  it("a trial the offer does not have is said, never counted", () => {
    const text = say(
      "If I start a Business Pro trial on June 10, 2027, what's the refund deadline?",
    );
    expect(text).toMatch(/No free trial is listed/);
    expect(text).not.toContain(dayText(refundBy));
  });
});

describe("every part of a question is answered, or said to be unanswerable", () => {
  const starter = plan("starter");
  const pro = plan("professional");
  const example = (id: string) => automationExamples.find((e) => e.id === id)!;
  const hours = (id: string) => Number(/\d+/.exec(example(id).timeSaved)![0]);

  it("the saving asked beside a total", () => {
    const text = say(
      "What would Business Starter and Business Pro cost together per month, and how much do I save with the limited time prices?",
    );
    expect(text).toContain(usd(starter.price! + pro.price!));
    const saved = starter.originalPrice! - starter.price! + (pro.originalPrice! - pro.price!);
    expect(text).toContain(usd(saved));
    const vibeYear = say(
      "the website and the web app, both on the 12-month plan: total a month, and what do we save a year compared with monthly billing?",
    );
    expect(vibeYear).toContain(usd(web.yearlyPrice + webApp.yearlyPrice));
    expect(vibeYear).toContain(
      usd((web.monthlyPrice - web.yearlyPrice + webApp.monthlyPrice - webApp.yearlyPrice) * 12),
    );
  });

  it("the gap between the two ends of a listing", () => {
    const text = say("how big is the gap between the cheapest and the priciest?", [
      "which chatbot plans do you have?",
    ]);
    expect(text).toContain(usd(tier("enterprise").price - tier("starter").price));
    // The one-time build is not a monthly price: it is said to be left out, not subtracted.
    expect(text).toContain(tier("custom").name);
    expect(text).not.toContain(usd(tier("custom").price - tier("starter").price));
  });

  it("'on that, and on Claude': the previous offer and the one named", () => {
    const text = say("what would 2 million tokens cost on it and on GPT-3.5 Turbo?", [
      "How much is GPT-4 per 1k tokens?",
    ]);
    expect(text).toContain("GPT-4");
    expect(text).toContain("GPT-3.5 Turbo");
    expect(q("what about 100k tokens on that, and on Claude?").withIt).toBe(true);
    expect(q("What is Business Pro and is it billed monthly?").withIt).toBe(undefined);
  });

  it("the hours saved beside a plan price, and a total of hours for several automations", () => {
    const text = say(
      "What does Business Pro cost, and how many hours would invoice processing and lead follow-up save me?",
    );
    expect(text).toContain(usd(pro.price!));
    expect(text).toContain(`${hours("invoice-processing")} hours`);
    expect(text).not.toMatch(/no published saving/);
    const both = say(
      "Roughly how many hours a week would lead follow-up and document intake save, and is the smallest automation plan enough for three workflows?",
    );
    expect(both).toContain(`${hours("lead-follow-up") + hours("document-intake")} hours a week`);
    expect(both).toContain(starter.name);
  });

  it("a period of a monthly plan against a one-time price: compared, not added", () => {
    const months = 6;
    const monthly = tier("enterprise").price * months;
    const once = tier("custom").price;
    const text = say(
      "Would 6 months of the Enterprise chatbot plan cost more or less than the one-time Custom Development chatbot?",
    );
    expect(text).toContain(usd(Math.abs(monthly - once)));
    expect(text).not.toContain(usd(monthly + once));
  });

  it("a part the answer leaves out is named, never dropped in silence", () => {
    const parsed = q(
      "How much is Business Pro and what does it save compared to the regular price?",
    );
    expect(unaddressed(parsed, `**${pro.name}** is ${usd(pro.price!)}/month.`)).toContain(
      "the saving",
    );
    expect(
      unaddressed(
        q("What do Business Pro and Priority Start cost?"),
        `**${pro.name}** is ${usd(pro.price!)}/month.`,
      ),
    ).toEqual(["**Priority Start**"]);
  });

  it("an offer of another family an order leaves out is asked what the question asks of it", () => {
    const out = ask(
      "what's the cheapest automation plan with 3 workflows and the hours lead follow-up saves",
    );
    expect(out.kind).toBe("answer");
    if (out.kind !== "answer") return;
    expect(out.text).toContain(starter.name);
    expect(out.text).toContain(`${hours("lead-follow-up")} hours a week`);
    expect(out.dropped).toBe(undefined);
  });
});

describe("chatbot channels: setup minutes added, channels a plan must cover", () => {
  const minutes = (id: string) =>
    Number.parseInt(platformIntegrations.find((p) => p.id === id)!.setupTime, 10);

  it("adds the setup times of the channels named", () => {
    const total = minutes("whatsapp") + minutes("sms") + minutes("slack");
    const text = say(
      "If you connect our chatbot to WhatsApp, SMS and Slack, how long is setup all together?",
    );
    expect(text).toContain(`${total} minutes`);
    const one = say("How long does it take to set up the chatbot on Facebook Messenger?");
    expect(one).toContain(`${minutes("facebook")} minutes`);
    // "Website" is a channel in a list with one, or where a chatbot runs; a website to build
    // is still the AI Vibe Coding plan.
    expect(
      q("what's the setup time for the bot on our site, whatsapp and email, added up?").offers.map(
        (o) => o.id,
      ),
    ).toEqual(["website", "whatsapp", "email"]);
    expect(
      q("How much is the chatbot Starter plan and the Commercial Website?").offers.map(
        (o) => o.family,
      ),
    ).toEqual(["chatbot", "vibe"]);
  });

  it("how long to add the bot to a channel is its setup, never a plan's price or a build's timeline", () => {
    const site = say("how long does it take to add the bot to my website?");
    expect(site).toContain(`${minutes("website")} minutes`);
    expect(site).not.toMatch(/\$\d/);
    const live = say("how long to get the chatbot live on our website and whatsapp?");
    expect(live).toContain(`${minutes("website") + minutes("whatsapp")} minutes`);
    expect(live).not.toMatch(/Development begins/);
  });

  it("the cheapest chatbot plan that covers the channels named, with what the cheaper one lacks", () => {
    const text = say(
      "one bot on our website and one on WhatsApp: cheapest chatbot plan, and 3 months of it?",
    );
    expect(text).toContain(tier("professional").name);
    expect(text).toContain(usd(tier("professional").price * 3));
    expect(text).toContain("does not list WhatsApp");
    expect(text).not.toContain("does not list the website widget");
  });
});

describe("more ways to say what is counted, asked or already known", () => {
  const starter = plan("starter");
  const pro = plan("professional");

  it("chats, processes and tasks are counted; 'past' and 'beyond' mean more than", () => {
    expect(q("about 3,000 website chats a month, which chatbot plan?").constraints).toContainEqual({
      kind: "atLeast",
      unit: "conversations",
      n: 3000,
    });
    expect(q("we have 4 tasks to automate, cheapest plan?").constraints).toContainEqual({
      kind: "atLeast",
      unit: "workflows",
      n: 4,
    });
    // Without automating, "4 tasks" counts nothing the catalog has.
    expect(q("we have 4 tasks, cheapest plan?").unexplained).toContain("4");
    const past = q("if we go past 1,000 conversations a month, which chatbot plan?");
    expect(past.constraints).toContainEqual({
      kind: "atLeast",
      unit: "conversations",
      n: 1001,
      over: 1000,
    });
    const text = say("and if we go beyond 10k convos a month, what's the next plan up cost?", [
      "which chatbot plan has 3 bots?",
    ]);
    expect(text).toContain(`${tier("enterprise").name}** chatbot plan`);
    expect(text).toContain(usd(tier("enterprise").price));
    expect(text).not.toContain(usd(tier("professional").price));
    // From the first plan, the next one up that has what is asked, not merely the next one.
    const past10k = say("if we need more than 10,000 conversations, what's the next plan up?", [
      "how much is the Starter chatbot plan?",
    ]);
    expect(past10k).toContain(`${tier("enterprise").name}** chatbot plan`);
    expect(past10k).not.toContain(usd(tier("professional").price));
    // The same need said twice is one constraint.
    expect(
      q("we have 6 different processes to automate: the cheapest plan covering 6 workflows?")
        .constraints,
    ).toHaveLength(1);
  });

  it("the visitor's own business is not a part of the question", () => {
    const parsed = q("We run two small dental offices. What's the cheapest plan with 4 workflows?");
    expect(parsed.leftovers).toEqual([]);
    expect(
      say("I own a little law firm and need 4 workflows automated, what's the cheapest plan?"),
    ).toContain(usd(pro.price!));
  });

  it("a model by its maker, usage as the token price, accounts and paying online", () => {
    expect(q("what's the anthropic model per 1k tokens?").offers.map((o) => o.id)).toEqual([
      "claude",
    ]);
    const usage = say("roughly 3 million tokens a month on claude, what's the usage cost?");
    expect(usage).toContain(usd(3000 * 0.015));
    const shop = say(
      "an online store where buyers make an account and pay online: which build, and what price?",
    );
    expect(shop).toContain(webApp.name);
    expect(shop).toContain(usd(webApp.monthlyPrice));
  });

  it("a figure of the offer said back is used; another figure is corrected, never confirmed", () => {
    const right = say(
      "Business Pro is normally 597, right? over 6 months how much does the limited-time price save?",
    );
    expect(right).toContain(usd((pro.originalPrice! - pro.price!) * 6));
    const wrong = say("Business Starter is normally 497, right?");
    expect(wrong).toContain(usd(starter.originalPrice!));
    expect(wrong).toMatch(/don't list "497"/);
  });

  it("a build found by its features, over a period: the total", () => {
    const text = say(
      "a site with a contact form I can edit myself, on the yearly plan: what's the total for a year?",
    );
    expect(text).toContain(usd(web.yearlyPrice * 12));
  });

  it("a part the engine computes is answered even beside a list that has its figures", () => {
    const text = say(
      "which AI models do you offer and which one is the most expensive per 1k tokens?",
    );
    expect(text).toMatch(/most expensive AI model is \*\*GPT-4\*\*/);
  });
});

describe("when building starts, weekdays with dates, a story before the question", () => {
  it("development starts the published hours after a payment date", () => {
    const text = say(
      "If we pay for the web app on March 3, 2027, when does your team begin work on it?",
    );
    expect(text).toContain(dayText(plusDays({ year: 2027, month: 3, day: 3 }, 1)));
    expect(text).toContain(dayText(plusDays({ year: 2027, month: 3, day: 3 }, 2)));
    // During a trial nothing is paid, and the pages do not say whether building starts then.
    const trial = say(
      "If I start the mobile app trial on March 3, 2027, when do you start building?",
    );
    expect(trial).toMatch(/won't give a date/);
    expect(trial).not.toContain(dayText(plusDays({ year: 2027, month: 3, day: 3 }, 1)));
  });

  it("a weekday said with a date is checked against it", () => {
    // March 3, 2027 is a Wednesday.
    expect(say("If I pay on Wednesday, March 3, 2027, when does development start?")).toContain(
      dayText(plusDays({ year: 2027, month: 3, day: 3 }, 1)),
    );
    const wrong = say("If I pay on Monday March 3 2027, when does development start?");
    expect(wrong).toMatch(/is a Wednesday, not a Monday/);
    expect(wrong).not.toContain(dayText(plusDays({ year: 2027, month: 3, day: 3 }, 1)));
  });

  it("a story that names nothing the question needs does not block it; one that does still does", () => {
    const story = say(
      "Long story short, my brother-in-law Kevin built our old site back in the day and it was a mess. So: how much is the Professional chatbot plan?",
    );
    expect(story).toContain(usd(tier("professional").price));
    // A thing the catalog lacks, said in the story, is still part of the question.
    const shopify = say("Our shop runs on Shopify. How much is the Professional chatbot plan?");
    expect(shopify.toLowerCase()).toContain("shopify");
    expect(shopify).toMatch(/not mentioned|don't list|can't/);
  });
});

describe("steps along a line of plans, the middle one, and the pair's pricier one", () => {
  const starter = plan("starter");
  const pro = plan("professional");

  it("a step from an offer named: after, above, below; none past either end", () => {
    expect(say("which chatbot plan comes after Starter?")).toContain(
      usd(tier("professional").price),
    );
    const below = say("what's the tier below Business Pro and what does it cost a year?");
    expect(below).toContain(usd(starter.price! * 12));
    expect(below).not.toContain(usd(pro.price! * 12));
    expect(say("what's the plan above Business Elite?")).toMatch(/none above it/);
    expect(say("and the tier below?", ["What's the cheapest chatbot plan?"])).toMatch(
      /none below it/,
    );
    // "Stepping down from Pro to Starter" is still a difference.
    expect(say("how much do I save if I step down from Pro to Starter?")).toContain(
      usd(pro.price! - starter.price!),
    );
    // "Next month" is a time, not the next plan.
    expect(q("what about next month?").referent).toBe(undefined);
  });

  it("the middle one of an odd number, the one that is neither the cheapest nor the priciest", () => {
    expect(
      say("what's the middle one cost for a year?", ["tell me the 3 automation plans"]),
    ).toContain(usd(pro.price! * 12));
    expect(
      say("ok and the one that isn't the cheapest or the priciest, what's that cost per year?", [
        "Which automation plans are there?",
      ]),
    ).toContain(usd(pro.price! * 12));
    // "In the middle of the day" is no offer.
    expect(
      q("If our chatbot goes down in the middle of the day, how fast do you respond?").referent,
    ).toBe(undefined);
  });

  it("'the pricier of those two' orders the pair; 'not Starter' sets Starter aside", () => {
    const pricier = say("and the pricier of those two, for 6 months?", [
      "Which vibe coding plans cost less than $250 a month on monthly billing?",
    ]);
    expect(pricier).toContain(usd(webApp.monthlyPrice * 6));
    expect(pricier).not.toMatch(/difference/);
    const notStarter = say("ok the other one, not Starter, how much for a year?", [
      "compare Business Starter and Business Pro",
    ]);
    expect(notStarter).toContain(usd(pro.price! * 12));
    expect(notStarter).not.toContain(usd(starter.price! * 12));
  });

  it("how many plans a line has, said back, is not a count of chatbots", () => {
    const text = say("tell me the 3 chatbot plans with monthly prices");
    expect(text).toContain(usd(tier("starter").price));
    expect(text).not.toMatch(/at least 3 chatbots/);
  });

  it("a cancellation some days into a trial, and a per-unit gap", () => {
    const late = say(
      "Starting the mobile app trial on Feb 1, 2027. If I cancel 20 days later, do I get charged?",
    );
    expect(late).toContain(dayText({ year: 2027, month: 2, day: 21 }));
    expect(late).toMatch(/already been taken/);
    const gap = say(
      "which is cheaper per conversation, chatbot Starter or Professional, and by how much?",
    );
    expect(gap).toMatch(/The difference is/);
  });

  it("a follow-up that names its own sum adds nothing of the previous one", () => {
    const text = say("and what about Business Pro plus Priority Launch?", [
      "How much for Business Starter plus Priority Launch?",
    ]);
    expect(text).not.toContain(starter.name);
  });
});

describe("which has more, and by how many; an instruction before a second question", () => {
  it("which of two has more of a count, and by how many", () => {
    const text = say("which of those has more conversations, and by how many?", [
      "Which chatbot plans are under $200 a month?",
    ]);
    const more = tier("professional").conversations;
    expect(text).toContain(tier("professional").name);
    expect(text).toMatch(/9,000 more conversations/);
    expect(more).toMatch(/10,000/);
  });

  it("'Tell me X. Also Y?' is two questions, both answered", () => {
    const text = say("Tell me the cheapest website plan. Also how long is the trial?");
    expect(text).toContain(usd(web.yearlyPrice));
    expect(text).toContain(`${vibeCodingTrialDays}-day free trial`);
  });
});

describe("counts in a comparison, a feature said twice, a support priority, the number to call", () => {
  it("'what do I get in extra workflows' beside a comparison is the plans' workflows", () => {
    const text = say(
      "Compared to Business Starter, how much more is Business Pro a month, and what do I get in extra workflows?",
    );
    expect(text).toContain(usd(plan("professional").price! - plan("starter").price!));
    expect(text).toMatch(/5 more workflows/);
    expect(text).not.toMatch(/don't publish a price for adding/);
  });

  it("a feature said twice is asked once", () => {
    expect(
      q("a portal where clients create an account and log in").constraints.filter(
        (c) => c.kind === "feature",
      ),
    ).toHaveLength(1);
  });

  it("a normal question is a Normal support issue, not a regular price", () => {
    const text = say("And if it's just a normal question, not an emergency?", [
      "If our chatbot goes down in the middle of the day, how fast do you respond?",
    ]);
    // The one row asked, not the whole table.
    expect(text).toMatch(
      /Normal issues get a first response within 24 hours and a resolution within 48 hours/,
    );
    expect(text).not.toMatch(/Critical/);
    expect(text).not.toMatch(/regular price/);
    // "In the middle of the day" names nothing.
    expect(
      say("If our chatbot goes down in the middle of the day, how fast do you respond?"),
    ).not.toMatch(/not mentioned/);
  });

  it("the number to call the sales people and the hours: both", () => {
    const text = say("yo whats the numbr to call ur sales team and wat hours r u open");
    expect(text).toContain(defaultBusinessProfile.phone);
    expect(text).toContain(defaultBusinessProfile.hours);
  });
});

describe("what a correction, 'other than price' and 'the app' point at", () => {
  it("'not that, I meant the chatbot one' never repeats the offer set aside", () => {
    const text = say("not that, I meant the chatbot one", ["How much is Business Pro?"]);
    expect(text).not.toContain(usd(plan("professional").price!));
  });

  it("'other than price' compares what each includes, with no price", () => {
    const text = say("other than price, what's the difference between Starter and Pro?");
    expect(text).toMatch(/Only \*\*Business Pro\*\*/);
    expect(text).not.toMatch(/\$\d/);
  });

  it("'the app' after the mobile app is that app, and each offer's saving is shown", () => {
    const text = say(
      "What is the total for Business Pro and the mobile app for a year, and how much would I save with the yearly plan on the app?",
    );
    expect(text).not.toContain(webApp.name);
    expect(text).toContain(usd((mobile.monthlyPrice - mobile.yearlyPrice) * 12));
  });
});

describe("a sum across families, said with 'on top' and 'all in'", () => {
  it("'X plus the Y plan on top ... all in' adds the two, it is no superlative", () => {
    const text = say(
      "thinking Business Starter plus the Professional chatbot plan on top.. whats that come to per month all in?",
    );
    expect(text).toContain(usd(plan("starter").price! + tier("professional").price));
    expect(text).not.toMatch(/most expensive/i);
  });
});

describe("when development starts, however the start is said", () => {
  it("'when does development actually kick off' after a payment date is the development start, not the trial", () => {
    const text = say(
      "gonna pay for the web app build on April 9, 2027 around 9am. when does development actually kick off?",
    );
    expect(text).toContain("April 10, 2027");
    expect(text).toContain("April 11, 2027");
    expect(text).not.toMatch(/trial/i);
  });
});

describe("the date data is deleted after a service ends", () => {
  it("counts the published deletion days from the day the service ends", () => {
    const text = say(
      "our service with you ends June 30 2027. by when is all our data gone from your systems?",
    );
    const by = plusDays(
      { year: 2027, month: 6, day: 30 },
      cancellationPolicy.dataDeletedWithinDays,
    );
    expect(text).toContain(dayText(by));
    expect(text).toContain(`${cancellationPolicy.dataDeletedWithinDays} days`);
  });

  it("'terminate' with a deletion question is the deletion rule, not the notice period", () => {
    const text = say("if we terminate on March 3, 2027 when is our data deleted?");
    expect(text).toContain(dayText(plusDays({ year: 2027, month: 3, day: 3 }, 30)));
    expect(text).not.toMatch(/notice/i);
  });
});

describe("ready-made automations ranked by the time they save", () => {
  const hours = (e: (typeof automationExamples)[number]) => Number(e.timeSaved.match(/\d+/)![0]);
  const byHours = [...automationExamples].sort((a, b) => hours(a) - hours(b));
  const least = byHours[0]!;
  const most = byHours.at(-1)!;

  it("'which ready made automation saves the most time' is the most hours, not the dearest plan", () => {
    const text = say("which of ur ready made automations saves the most time?");
    expect(text).toContain(most.name);
    expect(text).toContain(`${hours(most)} hours`);
    expect(text).not.toMatch(/\$\d/);
  });

  it("'the one that saves the least' as a follow-up is the fewest hours, said as the least", () => {
    const text = say("what about the one that saves the least?", [
      "which of ur ready made automations saves the most time?",
    ]);
    expect(text).toContain(least.name);
    expect(text).toContain(`${hours(least)} hours`);
    expect(text).toMatch(/least time/);
    expect(text).not.toMatch(/\$\d/);
  });
});

describe("a price the pages say is custom", () => {
  it("the Custom Model's price per 1K tokens is custom: said so with a specialist, no other model's price", () => {
    const text = say("how much per 1K tokens is the Custom Model?");
    expect(text).toMatch(/custom pricing/i);
    expect(text).toMatch(/specialist/);
    expect(text).not.toMatch(/\$\d/);
  });

  it("'how much is the Custom Model' is custom too", () => {
    const text = say("how much is the Custom Model?");
    expect(text).toMatch(/custom pricing/i);
    expect(text).not.toMatch(/\$\d/);
  });
});

describe("a count of the offers said back, and offers added with 'too'", () => {
  it("'all 3 of the AI Vibe Coding builds together' sums the family", () => {
    const text = say(
      "out of curiosity what would all 3 of the AI Vibe Coding builds cost together per month if billed monthly?",
    );
    expect(text).toContain(usd(web.monthlyPrice + webApp.monthlyPrice + mobile.monthlyPrice));
  });

  it("a count that is not the number of offers asked about is asked back, never summed", () => {
    const text = say("what would all 4 of the AI Vibe Coding builds cost together?");
    expect(text).not.toContain(usd(web.monthlyPrice + webApp.monthlyPrice + mobile.monthlyPrice));
    expect(text).toMatch(/specialist|rephrase/);
  });

  it("'and messenger and SMS too, all 3 together how long?' adds both channels to the first", () => {
    const text = say("and messenger and SMS too, all 3 together how long?", [
      "how long does it take to hook the bot up to WhatsApp?",
    ]);
    const minutes = platformIntegrations
      .filter((p) => /whatsapp|messenger|sms/i.test(p.name))
      .reduce((t, p) => t + Number(p.setupTime.match(/\d+/)![0]), 0);
    expect(text).toContain(`${minutes} minutes`);
  });

  it("a want that sets up a question about setup minutes opens no lead form", () => {
    const reply = localAssistant.answer({
      sessionId: "compositions",
      message: "we want the bot on our website, whatsapp and sms. how many minutes of setup",
      history: [],
    });
    expect(reply.serviceInquiryDetected).toBe(false);
    expect(reply.text).toMatch(/\d+ minutes/);
    expect(reply.text).not.toMatch(/specialist know/);
  });
});

describe("two offers set aside with 'I don't want'", () => {
  it("'I dont want the website one or the mobile app, what's the other one' is the third build", () => {
    const text = say(
      "for the AI vibe coding builds, I dont want the website one or the mobile app. whats the other one called and what does it cost per month on the 12 month plan?",
    );
    expect(text).toContain(webApp.name);
    expect(text).toContain(usd(webApp.yearlyPrice));
    expect(text).not.toContain(web.name);
    expect(text).not.toContain(mobile.name);
  });
});

describe("a count of chatbots as a constraint, however the chatbots are described", () => {
  it("'2 seperate chatbots (one per location)': the cheapest plan with 2 chatbots, and its year", () => {
    const text = say(
      "need 2 seperate chatbots (one per location). cheapest plan that allows that, and what's it for a year?",
    );
    expect(text).toContain(tier("professional").name);
    expect(text).toContain(usd(tier("professional").price * 12));
  });
});

describe("paraphrased single facts", () => {
  it("'the normal, non-sale price of the starter biz plan' is the regular price", () => {
    const text = say("whats the normal, non-sale price of the starter biz automation plan");
    expect(text).toContain(usd(plan("starter").originalPrice!));
  });

  it("a file size said in 'megs' is set against the form's upload limit", () => {
    const text = say("can i attach a chunky zip to the contact form, like 25 megs?");
    expect(text).toContain("10 MB");
    expect(text).toMatch(/over the limit/);
  });

  it("a file type the form does not take is said so, whatever its size", () => {
    const text = say("can I upload a 5 MB exe?");
    expect(text).toMatch(/EXE is not among/);
    expect(text).not.toMatch(/within the limit/);
  });

  it("'how long do you hang on to whatever I type in the chat box' is the transcripts' retention", () => {
    const text = say("how long do u hang on to whatever i type in the chat box");
    expect(text).toContain(`${dataRetention.chatTranscriptsMonths} months`);
    expect(text).not.toMatch(/not mentioned/);
  });
});

describe("an outage at night on a weekend", () => {
  it("'dies at 2am on a sunday' is a critical issue, handled 24/7, with its response times", () => {
    const critical = supportTargetsFor("Critical");
    const text = say(
      "if my chatbot totally dies at 2am on a sunday how fast do u guys even respond??",
    );
    expect(text).toContain(critical.firstResponse);
    expect(text).toMatch(/24\/7/);
  });

  it("another priority on a Sunday is not answered as if it were handled at weekends", () => {
    const text = say("if a high priority bug is reported at 2am on a sunday when do you respond?");
    expect(text).not.toMatch(/24\/7/);
  });
});

describe("data deletion after a cancellation notice", () => {
  it("'we cancel on Aug 1' counts the notice period first, then the deletion days", () => {
    const text = say("we cancel on Aug 1 2027, when will all our files be deleted?");
    const ended = plusDays({ year: 2027, month: 8, day: 1 }, cancellationPolicy.monthlyNoticeDays);
    expect(text).toContain(dayText(plusDays(ended, cancellationPolicy.dataDeletedWithinDays)));
    expect(text).not.toContain(
      `**${dayText(plusDays({ year: 2027, month: 8, day: 1 }, cancellationPolicy.dataDeletedWithinDays))}**`,
    );
  });
});

describe("a ranking of the ready-made automations", () => {
  it("'rank the ready made automations by time saved' lists every one, most hours first, no total", () => {
    const text = say("rank the ready made automations by time saved");
    const hours = (e: (typeof automationExamples)[number]) => Number(e.timeSaved.match(/\d+/)![0]);
    const order = [...automationExamples].sort((a, b) => hours(b) - hours(a));
    const at = order.map((e) => text.indexOf(e.name));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(text).not.toMatch(/Together/);
  });
});

describe("a nearby answer to the question's own words is said to be short of it", () => {
  const gaps = (question: string, answer: string) => unaddressed(q(question), answer, question);

  it("two prices listed for a question about their sum lack the total", () => {
    const question =
      "Business Pro plus the commercial website month to month, whats my monthly bill";
    expect(
      gaps(question, "- **Business Pro** is $397/month\n- **Commercial Website** is $199/month"),
    ).toContain("the total");
    expect(gaps(question, "$397/month + $199/month = **$596/month** in total")).not.toContain(
      "the total",
    );
  });

  it("a month's figure for a question about a whole year lacks the total over that time", () => {
    const question = "500k tokens a month on gpt-3.5 turbo, what's the token cost for a whole year";
    expect(gaps(question, "500 × $0.0025 = $1.25")).toContain("the total over that time");
    expect(gaps(question, "$1.25/month × 12 = $15 a year")).not.toContain(
      "the total over that time",
    );
  });

  it("a trial date for a question about when development starts lacks the development start", () => {
    expect(
      gaps(
        "we'd pay for the mobile app build on January 5, 2027. latest day development would kick off?",
        "A 14-day free trial of **Mobile App Development** started on January 5, 2027 ends on January 19, 2027.",
      ),
    ).toContain("when development starts");
    // An offer's name is not a question about development.
    expect(
      gaps(
        "Business Starter for 2 years plus the one-time Custom Development chatbot",
        "$197/month × 24 = $4,728, plus $2,999 = **$7,727** in total",
      ),
    ).not.toContain("when development starts");
  });
});

describe("the limited-time offer", () => {
  it("asked when it ends, says no end date is published instead of only listing the offers", () => {
    const reply = say("when exactly does the limited time pricing end? how long do i have");
    expect(reply).toMatch(/not published/);
    expect(reply).toContain("as long as you keep the plan");
  });
});

describe("a period over what a question already counts per week or per month", () => {
  const weekly = (e: (typeof automationExamples)[number]) => Number.parseInt(e.timeSaved, 10);
  const hours = (name: string) => weekly(automationExamples.find((e) => e.name === name)!);
  it("turns hours saved a week into hours a year (52 weeks), and a month as an estimate", () => {
    const week = hours("Lead Follow-Up") + hours("Support Ticket Triage");
    expect(
      say(
        "lead follow up plus the support ticket triage automation, how many hours a year is that",
      ),
    ).toContain(`${week} × 52 weeks = **${(week * 52).toLocaleString("en-US")} hours**`);
    // No whole number of weeks in a month: the average month of 52 ÷ 12 weeks, said as an estimate.
    const month = say("how many hours a month does invoice processing save");
    const perMonth = Math.round(((hours("Invoice Processing") * 52) / 12) * 10) / 10;
    expect(month).toContain(`**about ${perMonth} hours**`);
    expect(month).toMatch(/an estimate/);
    expect(month).not.toMatch(/couldn't work out/);
  });

  it("keeps the measure of an order in a follow-up: 'and the least?' after the most time saved", () => {
    const least = [...automationExamples].sort((a, b) => weekly(a) - weekly(b))[0]!;
    expect(
      say("and the least?", ["which of your automation templates saves the most time"]),
    ).toContain(`**${least.name}** saves the least time`);
  });

  it("multiplies tokens used a month by the months asked", () => {
    const claude = model("claude");
    const monthly = 800 * claude.pricePer1kTokens!;
    expect(
      say("i'd use about 800k tokens a month, whats that over 6 months", [
        "how much per 1k tokens for claude",
      ]),
    ).toContain(`$${monthly}/month × 6 = **$${monthly * 6}**`);
  });
});

describe("words that name a need, said another way", () => {
  it("reads WhatsApp or 'all the channels' after a list of chatbot plans as what the plan must cover", () => {
    const pro = tier("professional");
    for (const follow of [
      "which is the cheapest one that also works on whatsapp?",
      "which of those gets me all the channels for the least money",
    ]) {
      expect(say(follow, ["what chatbot plans do you have?"])).toContain(
        `the **${pro.name}** chatbot plan at ${usd(pro.price)}/month`,
      );
    }
  });

  it("a product word with a feature and an order picks from the product's whole family", () => {
    expect(
      say(
        "need a site where customers can pay online, whats the cheapest of the vibe coding builds with payment integration",
      ),
    ).toContain(`is **${webApp.name}** at ${usd(webApp.yearlyPrice)}/month on the 12-month plan`);
  });

  it("'the AI brain' is a language model; 'deal with' is not a deal", () => {
    const cheapest = [...[model("gpt-4"), model("claude"), model("gpt-3.5")]].sort(
      (a, b) => a.pricePer1kTokens! - b.pricePer1kTokens!,
    )[0]!;
    expect(answer("which ai brain is the least expensive per token")).toContain(
      `**${cheapest.name}**`,
    );
    expect(say("how many kinds of files can your document storage deal with")).toContain(
      `${claims.fileFormats} file formats`,
    );
  });

  it("paying a year up front is a prepayment no price list offers: declined, not a year's saving", () => {
    const reply = say(
      "is there a discount on the automation plans if i pay for the whole year upfront",
    );
    expect(reply).toMatch(/We don't list a discount for "prepay"/);
    expect(reply).not.toMatch(/× 12/);
  });

  it("the cheapest thing with a monthly price across every line names one winner", () => {
    expect(say("whats the absolute cheapest thing you sell with a monthly price")).toContain(
      `Of everything with a monthly price, the lowest is the **${tier("starter").name}** chatbot plan at ${usd(tier("starter").price)}/month.`,
    );
  });

  it("the offers' total for 'my monthly bill'", () => {
    const pro = plan("professional");
    expect(
      say(
        "if i take Business Pro and also get you to build our commercial website paying month to month, whats my monthly bill",
      ),
    ).toContain(
      `$${pro.price} + $${web.monthlyPrice} = **${usd(pro.price! + web.monthlyPrice)}/month**`,
    );
  });
});

describe("policy passages asked in other words", () => {
  it("answers retention, governing law, an outage and the upload limit from the policies", () => {
    expect(say("how long do u hang on to records of what i paid?")).toContain(
      `kept for ${dataRetention.paymentRecordsYears} years`,
    );
    expect(say("how long do you hang on to the stuff i type into your chat bot")).toContain(
      `Chat transcripts, kept for ${dataRetention.chatTranscriptsMonths} months`,
    );
    expect(say("if we ever end up in a legal fight with u which state law applies")).toContain(
      `the State of ${governingLaw.state}`,
    );
    const critical = supportTargetsFor("Critical");
    expect(say("our booking bot just died completely, how fast do u guys respond")).toContain(
      `Critical: ${critical.firstResponse}`,
    );
    expect(say("whats the biggest file i can attatch when i send the consultation form")).toMatch(
      /up to \d+ MB/,
    );
  });

  it("context words around a dated policy question do not block it", () => {
    expect(
      say("we close for winter, can i pause starting dec 1 for as long as you allow? till when"),
    ).toMatch(/\*\*June 1, 2027\*\*/);
    expect(
      say("if i email you today to cancel my monthly plan when does billing actually stop"),
    ).toMatch(/billing stops at the end of the notice period/);
    expect(
      say("my IT guy insists on SSO for everything. cheapest chatbot plan that has it?"),
    ).toContain(
      `the **${tier("enterprise").name}** chatbot plan at ${usd(tier("enterprise").price)}/month`,
    );
    expect(say("if we pay on monday nov 30 whats the latest development would start")).toContain(
      "**December 2, 2026**",
    );
  });
});

describe("who the visitor is, and the site's own pages, said around the question", () => {
  it("a business described with a number, a family member or the page read is not a part to answer", () => {
    expect(
      say(
        "we're a 3-chair dental office. if we set up the lead follow-up and appointment reminder automations how many hours a week does that save",
      ),
    ).toContain("Together about 6 + 4 = **10 hours a week**");
    expect(
      say(
        "If we set up all six of the popular automations on your workflows page, how many hours per week would that save, and how many over a 52-week year?",
      ),
    ).toContain("over a year that is 30 × 52 weeks = **1,560 hours**");
    expect(
      say("is there an age minimum for using your site? asking for my teenage son who helps"),
    ).toMatch(/not directed at anyone under \d+/);
    // "Your website or app builds" are the builds, not this site.
    expect(say("Which of your website or app builds can I get for under $250 a month?")).toContain(
      `**${web.name}**`,
    );
  });

  it("'6 of our processes' and 'at least 5 workflows' are one need: the larger", () => {
    const pro = plan("professional");
    expect(
      say(
        "about 6 of our processes are busywork. whats the cheapest automation plan that would cover at least 5 workflows?",
      ),
    ).toContain(`with at least 6 workflows is **${pro.name}** at ${usd(pro.price!)}/month`);
  });

  it("weeks of hours saved, a name both lines use read in the line named, yearly billing said around a name", () => {
    expect(
      say(
        "thinking of the support ticket triage and review requests automations, how many hours would those two save us over 12 weeks?",
      ),
    ).toContain("10 × 12 = **120 hours**");
    const [pro, ent] = [tier("professional"), tier("enterprise")];
    expect(
      say(
        "between the professional and enterprise chatbot plans... how much extra would enterprise cost me over a full year?",
      ),
    ).toContain(`**${usd((ent.price - pro.price) * 12)}**`);
    expect(
      say("is there a cheaper rate if we pay for business pro annually instead of monthly?"),
    ).toMatch(/billed monthly only: there is no yearly plan or yearly discount/);
    expect(
      say(
        "most customers message us on whatsapp. which is the cheapest chatbot plan that actually works on whatsapp not just the website?",
      ),
    ).toContain(`the **${pro.name}** chatbot plan at ${usd(pro.price)}/month`);
  });

  it("two offers each picked by an order are added; 'the other one that has a price' skips custom pricing", () => {
    const mobileMonthly = mobile.monthlyPrice;
    const starter = tier("starter");
    expect(
      say(
        "whats the priciest website/app build (monthly billing) plus your cheapest chatbot plan come to per month?",
      ),
    ).toContain(
      `$${mobileMonthly} + $${starter.price} = **${usd(mobileMonthly + starter.price)}/month**`,
    );
    expect(
      say("and the other one that actually has a price on it?", ["how much is business pro"]),
    ).toContain(`**${plan("starter").name}** is ${usd(plan("starter").price!)}/month`);
  });
});

describe("a skeptic's figure, a gap between targets, tokens every month beside a plan", () => {
  it("checks a total the visitor puts forward against the computed one", () => {
    const starter = plan("starter");
    const reply = say("business starter is 297 a month so 6 months is about 1800 right?");
    expect(reply).toMatch(/^Not quite: it is not about \$1,800\./);
    expect(reply).toContain(`**${usd(starter.price! * 6)}**`);
    expect(say("business pro for 6 months comes to 2382 right?")).toMatch(/^Yes, about \$2,382\./);
  });

  it("gives the gap between two support targets only when a gap is asked", () => {
    const [normal, critical] = [supportTargetsFor("Normal"), supportTargetsFor("Critical")];
    const gap =
      Number.parseInt(normal.firstResponse, 10) - Number.parseInt(critical.firstResponse, 10);
    expect(
      say(
        "How many hours longer is the first-response target for a normal-priority question than for a critical outage?",
      ),
    ).toContain(`= **${gap} hours** longer for Normal`);
    expect(
      say(
        "Could you tell me the first-response and resolution targets for a critical issue versus a normal one?",
      ),
    ).toContain(`Critical: ${critical.firstResponse} / ${critical.resolution}`);
  });

  it("adds tokens used every month to a monthly plan, per month and over the period", () => {
    const ent = tier("enterprise");
    const tokens = 5000 * model("claude").pricePer1kTokens!;
    expect(
      say(
        "Enterprise chatbot plan plus about 5 million Claude tokens every month: what's that per month, and for a full year?",
      ),
    ).toContain(
      `per month $${tokens} + $${ent.price} = **${usd(tokens + ent.price)}/month**; over a year (12 months): ${usd(tokens + ent.price)} × 12 = **${usd((tokens + ent.price) * 12)}**`,
    );
  });

  it("does not turn conversations into a token bill: no page says how many tokens a conversation takes", () => {
    const reply = say(
      "We have around 3,000 customer conversations a month. On GPT-3.5 Turbo, what would our token bill be?",
    );
    expect(reply).toMatch(/don't say how many tokens a conversation uses/);
  });

  it("the most popular one, chatbots per location, a claimed price corrected, people in the story", () => {
    expect(
      say("ok the most popular one, what would a whole year cost me", [
        "what chatbot plans do u have",
      ]),
    ).toContain(`**${usd(tier("professional").price * 12)}**`);
    expect(
      say(
        "We run three locations and would like a separate chatbot for each one, and they all need to answer on WhatsApp as well as our website. Which of your chatbot plans is the least expensive option that covers this?",
      ),
    ).toContain(
      `the **${tier("professional").name}** chatbot plan at ${usd(tier("professional").price)}/month`,
    );
    expect(say("claude is 3 cents per thousand tokens isnt it")).toContain(
      `**${model("claude").name}** is $${model("claude").pricePer1kTokens} per 1K tokens`,
    );
    expect(
      say(
        "I run a small IT services company with four techs. Leads get answered late and support emails pile up. If you set up the Lead Follow-Up and Support Ticket Triage automations, how many hours would that save us in a year of 52 weeks?",
      ),
    ).toContain("13 × 52 weeks = **676 hours**");
  });
});

describe("an overage, a prepayment, a billing changed in a follow-up, a payment said before", () => {
  it("declines what no price list states: an overage, paying a year up front", () => {
    // The limit is published, a charge past it is not: the limit is said and the charge declined.
    const overage = say(
      "On Professional, what do you charge per conversation if we go over 10,000 in a month?",
    );
    expect(overage).toContain("10,000 conversations");
    expect(overage).toMatch(/don't list a charge for going past/);
    expect(overage).not.toMatch(/\$\d/);
    expect(say("Is there a discount if I pay Business Pro yearly upfront?")).toMatch(
      /don't list "prepay"/,
    );
  });

  it("keeps a sum and changes its billing: 'and if the website is on the 12-month plan?'", () => {
    const starter = plan("starter");
    expect(
      say("and if the website is on the 12-month plan?", [
        "If I go with Business Starter and the Commercial Website, what's the monthly total?",
      ]),
    ).toContain(
      `$${starter.price} + $${web.yearlyPrice} = **${usd(starter.price! + web.yearlyPrice)}/month**`,
    );
  });

  it("a payment said in one message dates the refund asked in the next", () => {
    expect(
      say("Until when can I still ask for my money back?", ["I just paid for Business Pro today."]),
    ).toContain("**December 2, 2026**");
  });

  it("per million tokens, guest chats, ready automations", () => {
    expect(
      say("Per million tokens, how much more expensive is GPT-4 than GPT-3.5 Turbo?"),
    ).toContain("The difference is $30.00 − $2.50 = $27.50.");
    expect(
      say(
        "We get around 5,000 guest chats a month. What's the cheapest chatbot plan that would handle that?",
      ),
    ).toContain(
      `**${tier("professional").name}** chatbot plan at ${usd(tier("professional").price)}/month`,
    );
    expect(say("Which of your ready automations saves the most time?")).toMatch(
      /saves the most time/,
    );
  });
});

/**
 * Everyday phrasings read as what they ask (first seen in a blind set): why the visitor asks
 * ("for budgeting") is no thing asked about, "that year" after a 12-month plan is its year, a
 * payment "right now" dates the refund, a clock time said in words ("2 in the morning") times the
 * outage's answer, a wrong year total put forward is corrected with the real one, thousands
 * grouped by a space are one number, the contract that ends is the service, a saving "instead"
 * sets two offers against each other, and a build's size is said with the plan's price.
 */
import { describe, expect, it } from "vitest";
import {
  cancellationPolicy,
  liabilityPolicy,
  privacyRequests,
  refundPolicy,
  supportTargets,
} from "../../../content/policies";
import { chatbotTiers } from "../../../content/plans";
import { automationExamples } from "../../../content/workflows-page";
import { formatUsd } from "../../../lib/format";
import { offers } from "./catalog";
import { dayText, plusDays } from "./dates";
import { answer, model, parsed, plan, say, tier, today, vibe } from "./testing";

const critical = supportTargets.find((t) => t.priority === "Critical")!;

describe("a year's total asked with a purpose or a referent", () => {
  it("for budgeting: the total of the months asked", () => {
    const starter = plan("starter");
    const reply = answer(
      "Bookkeeper here. For budgeting I need the exact total for 12 months of Business Starter at the current price.",
    );
    expect(reply).toContain(formatUsd(starter.price! * 12));
  });

  it("the 12-month plan's total 'for that year'", () => {
    const site = vibe("commercial_website");
    for (const text of [
      "I want the Commercial Website on the 12 month plan. What will I pay in total for that year?",
      "Commercial Website with the 12-month plan: what's my total over that full year?",
    ])
      expect(answer(text)).toContain(formatUsd(site.yearlyPrice * 12));
  });
});

describe("a payment right now dates the refund", () => {
  it("about to pay right now: the refund counts from today", () => {
    expect(
      answer(
        "I'm about to pay for Business Pro right now. What's the last day I can ask for my money back?",
      ),
    ).toContain(dayText(plusDays(today, refundPolicy.riskFreeDays)));
  });
});

describe("a clock time said in words", () => {
  it("2 in the morning: the critical target from that time", () => {
    const reply = answer(
      "the chatbot just died and it's 2 in the morning - how fast does someone get back to me?",
    );
    expect(reply).toContain(`${critical.firstResponse}`);
    expect(reply).toContain("2:00 AM");
    expect(reply).not.toContain("Enhancement");
  });

  it("11 at night is the evening", () => {
    expect(answer("our site went down at 11 at night, when will you respond?")).toContain(
      "11:00 PM",
    );
  });
});

describe("a wrong total put forward", () => {
  it("is corrected with the real total of the period asked", () => {
    const pro = plan("professional");
    const reply = say(
      `Your Business Pro plan is $${pro.originalPrice} a month, so a year would cost me $${formatUsd(pro.originalPrice! * 12).slice(1)}, right?`,
    );
    expect(reply).toContain(formatUsd(pro.price! * 12));
    // A figure said to be checked is corrected, not answered as haggling.
    expect(reply).toMatch(/^Not quite/);
    expect(reply).not.toContain("can't change prices");
  });
});

describe("a list of processes beside the count", () => {
  it("names what is counted: the cheapest plan for that many workflows", () => {
    const pro = plan("professional");
    const reply = answer(
      "We run a small clinic with about 5 processes to automate (intake, reminders, invoices, reviews, referrals). What's the cheapest plan that covers at least 5 workflows?",
    );
    expect(reply).toContain("Business Pro");
    expect(reply).toContain(formatUsd(pro.price!));
  });
});

describe("a channel asked in lowercase fragments", () => {
  it("'not just website' is the channel beside the widget, the shop is who asks", () => {
    const reply = answer(
      "hi i have small flower shop customers msg me on whatsapp whats the cheapest chatbot plan that works on whatsapp not just website",
    );
    expect(reply).toContain("Professional");
    expect(reply).toContain(formatUsd(tier("professional").price));
  });
});

describe("numbers, endings and savings as people write them", () => {
  it("thousands grouped by a space are one number", () => {
    expect(parsed("around 25 000 conversations each month").constraints).toEqual([
      expect.objectContaining({ kind: "atLeast", n: 25_000 }),
    ]);
    const enterprise = tier("enterprise");
    const reply = answer(
      "my shop have around 25 000 conversations with customers each month. Which chatbot plan is correct for me, and how much I pay for three months please?",
    );
    expect(reply).toContain(enterprise.name);
    expect(reply).toContain(formatUsd(enterprise.price * 3));
  });

  it("a date and a space in a sentence are not joined", () => {
    expect(parsed("we start on January 15 2027 with 3 workflows").constraints).toEqual([
      expect.objectContaining({ kind: "atLeast", n: 3 }),
    ]);
  });

  it("the contract that ends is the service: data deleted within the days after it", () => {
    const end = { year: 2027, month: 1, day: 15 };
    expect(
      answer(
        "Our contract with you would end on January 15, 2027. By what date will you have deleted our data at the latest?",
      ),
    ).toContain(dayText(plusDays(end, cancellationPolicy.dataDeletedWithinDays)));
  });

  it("how much is saved running the same tokens on another model instead", () => {
    const [gpt4, turbo] = [model("gpt-4"), model("gpt-3.5")];
    const saved = 500 * (gpt4.pricePer1kTokens! - turbo.pricePer1kTokens!);
    const reply = say(
      "Two questions on token pricing: what would 500,000 tokens cost on GPT-4? And how much would I save if I ran those same tokens on GPT-3.5 Turbo instead?",
    );
    expect(reply).toContain(formatUsd(500 * gpt4.pricePer1kTokens!));
    expect(reply).toContain(formatUsd(saved));
  });
});

describe("the size of a build", () => {
  it("a brochure site is the website plan; its page count is said, not dropped", () => {
    const site = vibe("commercial_website");
    const reply = say(
      "just a simple brochure site for my plumbing business, 5 pages, nothing fancy. if i sign up for the 12 month plan whats the total for the year",
    );
    expect(reply).toContain(formatUsd(site.yearlyPrice * 12));
    expect(reply).toContain("not priced by size");
    expect(reply).toContain("5 pages");
  });

  it("a size asked of a plan that builds nothing stays unexplained", () => {
    expect(parsed("how much is Business Pro for 5 pages").unexplained).toContain("5");
  });
});

describe("what a story around the question says", () => {
  it("leaving a 12-month plan after 5 months: the months left are owed, not the months paid", () => {
    const app = vibe("mobile_app");
    for (const text of [
      "We signed up for the Mobile App 12-month plan at $259 a month and have paid 5 months. If we cancel now, how much is still owed?",
      "I'm on the Mobile App 12-month plan and have paid 5 months. If I leave now what do I owe?",
    ]) {
      const reply = answer(text);
      expect(reply).toContain(formatUsd(app.yearlyPrice * 7));
      expect(reply).not.toContain(`**${formatUsd(app.yearlyPrice * 5)}**`);
    }
  });

  it("an outage and 'how long until it's fixed': the critical resolution target", () => {
    expect(
      answer("If our chatbot goes completely dark, how long until you've actually fixed it?"),
    ).toContain(critical.resolution);
  });

  it("'5 or 6 workflows': the higher end is the need", () => {
    const q = parsed("we need like 5 or 6 automated workflows, cheapest plan that covers that");
    expect(q.unexplained).toEqual([]);
    expect(
      answer("we need like 5 or 6 automated workflows, cheapest plan that covers that"),
    ).toContain(plan("professional").name);
  });

  it("'most of my students' is who writes in, not an offer with the most", () => {
    const q = parsed(
      "most of my students message me on WhatsApp, around 3,000 conversations a month. Cheapest chatbot plan?",
    );
    expect(q.ops).not.toContain("max");
    expect(q.leftovers).toEqual([]);
  });

  it("'a two-person shop' is who asks; the year at the real price answers the wrong one put forward", () => {
    const starter = plan("starter");
    expect(
      say(
        "Come on, Business Starter is $297 a month, so that's like $3,564 a year. Way too much for a two-person shop.",
      ),
    ).toContain(formatUsd(starter.price! * 12));
  });

  it("a client login area is the web application", () => {
    expect(parsed("I want a client login area with dashboards").products).toContain(
      "web application",
    );
  });

  it("how much is that below the regular price over 6 months: the difference", () => {
    const pro = plan("professional");
    expect(
      answer(
        "If I take Business Pro for 6 months at the limited-time price, what do I pay in total, and how much is that below the regular price for the same 6 months?",
      ),
    ).toContain(formatUsd((pro.originalPrice! - pro.price!) * 6));
  });

  it("data 'actually gone' after a contract ends", () => {
    expect(
      answer(
        "Our contract with you ends on December 31, 2026. By what date will our data actually be gone from your systems?",
      ),
    ).toContain(
      dayText(
        plusDays({ year: 2026, month: 12, day: 31 }, cancellationPolicy.dataDeletedWithinDays),
      ),
    );
  });
});

describe("a count of things, who asks, and a figure said back beside another", () => {
  it("a count of things listed after a colon, and 'all 4' said back, is the workflows needed", () => {
    const pro = plan("professional");
    const reply = say(
      "we're a tiny landscaping outfit. want to automate 4 things: estimates, reminders, invoices and reviews. cheapest plan that handles all 4?",
    );
    expect(reply).toContain("**Business Pro**");
    expect(reply).toContain(formatUsd(pro.price!));
  });

  it("a sentence saying who the visitor is holds nothing asked about", () => {
    const starter = plan("starter");
    expect(
      answer(
        "I manage the office for a small chiropractic clinic. Business Starter for 6 months, what is the total?",
      ),
    ).toContain(formatUsd(starter.price! * 6));
  });

  it("a price said back with 'and' beside another offer's is the offer's own", () => {
    const pro = plan("professional");
    const site = vibe("commercial_website");
    expect(
      say(
        `ok so pro is ${pro.price} and the website plan is ${site.monthlyPrice}? both together per month?`,
      ),
    ).toContain(formatUsd(pro.price! + site.monthlyPrice));
  });
});

describe("orders, follow-ups that pick another offer, and what the models are for", () => {
  it("'cheapest to priciest' ranks the whole line, not its two ends", () => {
    const reply = say("can you sort your AI models from least expensive to priciest?");
    const order = ["gpt-3.5", "claude", "gpt-4"].map((id) => reply.indexOf(model(id).name));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("'and on the cheaper plan?' asks the same count of the cheaper offer", () => {
    expect(say("how many conversations on the Enterprise chatbot plan?")).toContain("unlimited");
    const reply = say("and on the cheapest plan?", [
      "how many conversations on the Professional chatbot plan?",
    ]);
    expect(reply).toContain("1,000 conversations");
  });

  it("'which one is meant for ...' after the models picks the model the cards say it is for", () => {
    const claude = model("claude");
    const reply = say("which one handles long contracts best?", ["which AI models do you offer?"]);
    expect(reply).toContain(`**${claude.name}**`);
    expect(reply).toContain(`$${claude.pricePer1kTokens}`);
  });

  it("a model's strength said of a website is a thing the website plan does not list", () => {
    expect(parsed("How much is the website plan for a multilingual site?").leftovers).toContain(
      "multilingual",
    );
  });
});

describe("policies asked in other words", () => {
  it("a cancellation sent today counts the notice from today", () => {
    expect(
      answer(
        "We're mailing our written cancellation for the monthly plan to you this afternoon. Which date does billing stop?",
      ),
    ).toContain(dayText(plusDays(today, cancellationPolicy.monthlyNoticeDays)));
  });

  it("getting the first payment back after a trial is the refund, counted from the first charge", () => {
    const firstCharge = plusDays(today, 14);
    expect(
      answer(
        "I'm starting the mobile app trial today. After it ends and I'm charged, what's the last date I could still get that payment back?",
      ),
    ).toContain(dayText(plusDays(firstCharge, refundPolicy.riskFreeDays)));
  });

  it("the most the business could owe is the liability cap over the fees of the offers named", () => {
    const starter = plan("starter");
    const reply = answer(
      "Our attorney asks: we've paid for Business Starter every month for the past year. What's the maximum you could be liable for?",
    );
    expect(reply).toContain(formatUsd(starter.price! * liabilityPolicy.capMonthsOfFees));
    expect(answer("what is your liability cap?")).toContain(
      `${liabilityPolicy.capMonthsOfFees} months`,
    );
  });

  it("how heavy an upload may be is the upload limit", () => {
    expect(say("how big can a file I upload on the contact form be?")).toContain("10 MB");
  });

  it("a charge past a plan's limit is said to be unlisted, beside the limit", () => {
    const reply = say("the Professional chatbot plan, how many chats before you charge me extra?");
    expect(reply).toContain("10,000");
    expect(reply).toMatch(/don't list a charge/);
  });

  it("a guess of a custom price is neither a budget nor a price set in chat", () => {
    const reply = say("roughly what does Business Elite run, like $1,500 a month or more?");
    expect(reply).toContain("custom pricing");
    expect(reply).not.toMatch(/For up to \$1,500/);
    expect(reply).not.toMatch(/can't change prices/);
  });
});

describe("the first places of an order, and what an automation saves", () => {
  const hours = (e: (typeof automationExamples)[number]) => Number.parseInt(e.timeSaved, 10);
  const bySaving = [...automationExamples].sort((a, b) => hours(b) - hours(a));

  it("'which automation saves the most time' is the ready-made automations, not the plans", () => {
    const reply = say("what automation would save us the most time?");
    expect(reply).toContain(`**${bySaving[0]!.name}**`);
    expect(reply).not.toMatch(/custom pricing/);
  });

  it("'the top three' and 'which 2 ... the most' are the first places, added when together", () => {
    const three = bySaving.slice(0, 3);
    const reply = say("and the top three combined?", [
      "which ready-made automation saves the most hours?",
    ]);
    for (const e of three) expect(reply).toContain(`**${e.name}**`);
    expect(reply).toContain(`${three.reduce((t, e) => t + hours(e), 0)} hours`);
    expect(say("which 2 automations save the least time?")).toContain(
      `**${bySaving.at(-1)!.name}**`,
    );
  });

  it("'the 2 cheapest' of a line lists both with their prices", () => {
    const reply = say("what are the two cheapest AI Vibe Coding plans?");
    expect(reply).toContain(`**${vibe("commercial_website").name}**`);
    expect(reply).toContain(`**${vibe("smart_web_app").name}**`);
    expect(reply).not.toContain(`**${vibe("mobile_app").name}**`);
  });

  it("an offer named outright plus the cheapest of another line is their sum", () => {
    const site = vibe("commercial_website");
    const cheapest = [...chatbotTiers].sort((a, b) => a.price - b.price)[0]!;
    expect(
      say("a business website and also your cheapest chatbot plan, what's the total per month?"),
    ).toContain(formatUsd(site.monthlyPrice + cheapest.price));
  });

  it("a plain adjective before a product word is how the visitor sees it, not a kind of it", () => {
    const site = vibe("commercial_website");
    expect(
      answer("just need a decent website, simple stuff. on the 12 month plan what's a year?"),
    ).toContain(formatUsd(site.yearlyPrice * 12));
  });
});

describe("a saving of several offers against a billing", () => {
  it("two builds on the 12-month plans: each one's saving against monthly billing, added", () => {
    const app = vibe("mobile_app");
    const site = vibe("commercial_website");
    const perMonth = app.monthlyPrice - app.yearlyPrice + (site.monthlyPrice - site.yearlyPrice);
    const reply = say("and what do I save over a year compared with paying monthly?", [
      "a Mobile App and a Commercial Website, both on the 12-month plan: monthly total?",
    ]);
    expect(reply).toContain(formatUsd(perMonth * 12));
  });
});

describe("who asks, charges past a limit, the site's rules and the support table", () => {
  it("a request from the CFO, a price at the 12-month rate over two years: the grand total", () => {
    const pro = plan("professional");
    const app = vibe("mobile_app");
    expect(
      say(
        "Our CEO wants a 2-year figure: Business Pro at today's price and the Mobile App at the 12-month rate, both 24 months. Grand total?",
      ),
    ).toContain(formatUsd((pro.price! + app.yearlyPrice) * 24));
  });

  it("a fee per message or per text is not published: declined, with the limit where there is one", () => {
    expect(say("how much do you charge per sms on the alerts?")).toMatch(
      /not mentioned|don't list|can't find a price/,
    );
    const reply = say("what's the price for every chat after the first 10,000 on Professional?");
    expect(reply).toContain("10,000 conversations");
    expect(reply).toMatch(/don't list a charge/);
  });

  it("a year's total set against a one-time build with 'versus' is compared, not summed", () => {
    const enterprise = tier("enterprise");
    const custom = tier("custom");
    const reply = say(
      "a year of the Enterprise chatbot plan versus Custom Development, how much more is the year?",
    );
    expect(reply).toContain(formatUsd(enterprise.price * 12 - custom.price));
  });

  it("the most and the least time saved, and the gap between them", () => {
    const hours = automationExamples.map((e) => Number.parseInt(e.timeSaved, 10));
    const reply = say(
      "which automation saves the most time and how many hours more than the one saving the least?",
    );
    expect(reply).toContain(`${Math.max(...hours) - Math.min(...hours)} hours`);
  });

  it("a visitor's age is set against the site's minimum age", () => {
    expect(say("my daughter is 13, can she make a chatbot on your site?")).toContain(
      `under ${privacyRequests.minimumAge}`,
    );
  });

  it("a cookie is found by its name, and its lifetime said", () => {
    expect(say("how long does __stripe_mid stick around?")).toContain("1 year");
  });

  it("what is described is given the priority the support table gives it", () => {
    const high = supportTargets.find((t) => t.priority === "High")!;
    const reply = say(
      "our booking form is broken and we can't work around it, what priority is that?",
    );
    expect(reply).toContain("**High**");
    expect(reply).toContain(high.firstResponse);
    const normal = say("small bug, we found a workaround. how quickly will you respond?");
    expect(normal).toContain("**Normal**");
  });
});

describe("the seventeenth set's classes, in other words", () => {
  it("thousands said in words, and 'grand' as dollars", () => {
    expect(say("about 6 thousand chats a month, cheapest chatbot plan?")).toContain(
      `**${tier("professional").name}**`,
    );
    expect(parsed("that's like 5 grand a year").unexplained).toContain("$5000");
  });

  it("a price claimed for a named offer is checked, and the real year said", () => {
    const pro = tier("professional");
    const reply = say(
      "a friend said your Professional chatbot plan is $199 a month, so what is a year really?",
    );
    expect(reply).toContain(formatUsd(pro.price * 12));
  });

  it("each offer over its own period, then the total", () => {
    const starter = plan("starter");
    const pro = plan("professional");
    expect(
      answer(
        "Business Pro for 3 months and then Business Starter for the remaining 9 months, total spend?",
      ),
    ).toContain(formatUsd(pro.price! * 3 + starter.price! * 9));
  });

  it("freezing a plan instead of cancelling is the pause", () => {
    expect(
      answer(
        "we close over the winter from today, rather than cancel can we freeze the account? until when at most?",
      ),
    ).toContain(dayText({ year: 2027, month: 5, day: 25 }));
  });

  it("automations named by what they handle, as many as the count said", () => {
    const reply = say(
      "we spend hours chasing reviews and sending appointment reminders. how much time would those two ready-made automations save?",
    );
    expect(reply).toContain("Review Requests");
    expect(reply).toContain("Appointment Reminders");
    expect(reply).toMatch(/= \*\*\d+ hours a week\*\*/);
  });

  it("a channel asked about, then 'the cheapest plan that has it'", () => {
    const reply = say("and which is the cheapest plan that has it?", [
      "does your chatbot work on facebook messenger",
    ]);
    expect(reply).toContain(`**${tier("professional").name}**`);
  });

  it("'on the hook' is the liability cap, and a chatbot trial's length is said to be unlisted", () => {
    expect(say("what's the absolute most you could be on the hook for?")).toContain("12 months");
    expect(say("how many days is the chatbot free trial?")).toMatch(
      /not published|don't say how many days/,
    );
  });
});

describe("periods, counts and past days said the way people say them", () => {
  const hoursOf = (id: string) =>
    offers.find((o) => o.family === "example" && o.id === id)!.hoursPerWeek!;

  it("a quarter is three months, a quarter of something is not", () => {
    const starter = plan("starter");
    expect(answer("what's Business Starter for one quarter?")).toContain(
      formatUsd(starter.price! * 3),
    );
    expect(answer("two quarters of the Commercial Website, monthly billing?")).toContain(
      formatUsd(vibe("commercial_website").monthlyPrice * 6),
    );
    expect(parsed("is a quarter of the price off with the yearly plan?").months).toBeUndefined();
  });

  it("a wrong quarter's total put forward is corrected with the real one", () => {
    const pro = plan("professional");
    const reply = say(
      `Pro is $${pro.originalPrice}/mo, so a quarter runs $${formatUsd(pro.originalPrice! * 3).slice(1)}, yes?`,
    );
    expect(reply).toContain(formatUsd(pro.price! * 3));
  });

  it("a count said in words before its scale is that many", () => {
    expect(parsed("roughly four million tokens on claude").tokens).toBe(4_000_000);
    expect(parsed("half a million tokens on gpt-4, what's that?").tokens).toBe(500_000);
    expect(parsed("a million tokens on claude").tokens).toBe(1_000_000);
    expect(answer("what would five million tokens on gpt-4 set us back?")).toContain(
      formatUsd(model("gpt-4").pricePer1kTokens! * 5000),
    );
    // A scale nothing read is a number not understood: never answered around.
    expect(parsed("a few million tokens on claude, cost?").unexplained).toContain("million");
  });

  it("the cheapest model, then tokens costed on it alone", () => {
    const cheap = model("gpt-3.5");
    const reply = answer("whats your cheapest AI model and what do 2 million tokens cost on it");
    expect(reply).toContain(cheap.name);
    expect(reply).toContain(formatUsd(cheap.pricePer1kTokens! * 2000));
    expect(reply).not.toContain(`**${model("gpt-4").name}**`);
  });

  it("a payment asked 'am I still in time?' is the latest such day, not next year's", () => {
    const paid = { year: 2026, month: 11, day: 20 };
    const reply = answer("I made my first payment on November 20th. am I still in time?", [
      "how long is the money-back window?",
    ]);
    expect(reply).toContain(dayText(plusDays(paid, refundPolicy.riskFreeDays)));
    expect(reply).toContain("still within the window");
    expect(
      answer("our payment went through on the 22nd, is it too late now for a refund?"),
    ).toContain(dayText(plusDays({ year: 2026, month: 11, day: 22 }, refundPolicy.riskFreeDays)));
    // Months ago: the window has closed, said so.
    const old = answer("we paid on March 3. are we still in time for the refund?");
    expect(old).toContain(dayText(plusDays({ year: 2026, month: 3, day: 3 }, 7)));
    expect(old).toContain("has passed");
    // A second day said is the one asked about.
    expect(parsed("paid on march 2nd, am I still in time on march 8?").dates[0]!.year).toBe(2027);
  });

  it("a period restated in weeks, and 'how much time' saved, are hours", () => {
    expect(
      answer("how many hours does invoice processing save in a month, let's say 4 weeks?"),
    ).toContain(`**${hoursOf("invoice-processing") * 4} hours**`);
    expect(answer("how much time would appointment reminders free up over 6 weeks?")).toContain(
      `**${hoursOf("appointment-reminders") * 6} hours**`,
    );
  });
});

describe("typos, a clock's zone, channels and plans said another way", () => {
  it("a typo of a word the query language reads is read as the word", () => {
    const reply = say("we got 4 diffrent tasks to automate, wich is the cheapest plan for that?");
    expect(reply).toContain(`**${plan("professional").name}**`);
    expect(say("i need 6 seperate proceses automated, wich plan?")).toContain(
      `**${plan("professional").name}**`,
    );
  });

  it("'how many money' asks how much", () => {
    const pro = plan("professional");
    expect(
      answer("how many money do i save on Business Pro in 6 months against the regular price?"),
    ).toContain(formatUsd((pro.originalPrice! - pro.price!) * 6));
  });

  it("a clock time's zone is read and said back with the times", () => {
    const reply = answer("site crashed at 3:15 am pacific time, when will you respond?");
    expect(reply).toContain("3:15 AM Pacific time");
    expect(reply).toContain(`${critical.firstResponse}`);
    expect(answer("the bot went dark at 11:30pm (ET), when is it fixed?")).toContain(
      "Eastern time",
    );
  });

  it("the website widget is a chatbot channel, never a website to build", () => {
    const reply = say("how long to set up the site widget plus messenger, all together?");
    expect(reply).toMatch(/Website \d+ minutes \+ Facebook Messenger \d+ minutes/);
    expect(reply).not.toContain("human specialist know");
  });

  it("the business's own site is no website to build, and an age floor is its minimum age", () => {
    const reply = say(
      "my son is 13 and wants to mess around on your site, is there an age cutoff?",
    );
    expect(reply).toContain(`under ${privacyRequests.minimumAge}`);
    expect(reply).not.toContain("human specialist know");
  });

  it("outgrowing a plan asks the next one up", () => {
    const reply = say("and once we outgrow it, which plan comes next and what is its price?", [
      "how many conversations come with the starter chatbot plan?",
    ]);
    expect(reply).toContain(`**${tier("professional").name}**`);
    expect(reply).toContain(formatUsd(tier("professional").price));
    expect(answer("if we outgrow business starter, what would we move to?")).toContain(
      `**${plan("professional").name}**`,
    );
  });

  it("a one-off price asked of a line is its one-time offer", () => {
    const custom = tier("custom");
    const reply = answer(
      "instead of a monthly plan, what's the one-off cost of a chatbot with an on-premise option?",
    );
    expect(reply).toContain(`**${custom.name}**`);
    expect(reply).toContain(`${formatUsd(custom.price)} one-time`);
  });
});

describe("a story that dates the question, and the cheapest of each line added", () => {
  it("a policy asked after a story counts from the day the story gives", () => {
    expect(
      say(
        "Quick context: we are a family bakery in Oregon and the owner handles the books. She is away this week and I am covering. We paid our first invoice on November 24, 2026. She wants to know one thing: until what date can we still ask for our money back?",
      ),
    ).toContain(dayText(plusDays({ year: 2026, month: 11, day: 24 }, refundPolicy.riskFreeDays)));
    expect(
      say(
        "Bit of history: we run a small print shop in Maine and money is tight this winter. We emailed our written cancellation notice on November 20, 2026. My accountant asked me something simple: when does the billing stop?",
      ),
    ).toContain(
      dayText(plusDays({ year: 2026, month: 11, day: 20 }, cancellationPolicy.monthlyNoticeDays)),
    );
  });

  it("a billing said in the negative is the other one", () => {
    expect(parsed("pro without the annual plan, per month?").billing).toEqual(["monthly"]);
    expect(parsed("the website, no yearly commitment please").billing).toEqual(["monthly"]);
    expect(parsed("the website, no yearly commitment please").yearWord).toBe(false);
  });

  it("things to automate listed by name are the workflows needed, and each line's cheapest is added", () => {
    const starter = plan("starter");
    const site = vibe("commercial_website");
    const reply = say(
      "We run a small dog grooming salon. We want three things automated: booking reminders, invoice chasing and lead follow ups. Plus a basic website with a contact form, billed month to month. Cheapest combo, and the monthly cost?",
    );
    expect(reply).toContain(`**${starter.name}**`);
    expect(reply).toContain(`**${formatUsd(starter.price! + site.monthlyPrice)}/month**`);
    const pro = plan("professional");
    const app = vibe("mobile_app");
    expect(
      say(
        "we need 5 workflows automated plus a mobile app. cheapest combination per month on monthly billing?",
      ),
    ).toContain(`**${formatUsd(pro.price! + app.monthlyPrice)}/month**`);
  });
});

describe("numbers said in words repeated back, and windows asked without their name", () => {
  it("a count in words is read, and repeated back as the visitor's own", () => {
    expect(parsed("a hundred thousand tokens on gpt-4").tokens).toBe(100_000);
    expect(parsed("three hundred thousand tokens on claude").tokens).toBe(300_000);
    const reply = say("how much would half a million conversations a month cost?");
    expect(reply).toContain(`**${tier("enterprise").name}**`);
    expect(reply).not.toMatch(/can't confirm every figure/);
    // A fraction of a price is no period: asked back, never answered with the price alone.
    expect(parsed("what's a quarter of the business pro price?").unexplained).toContain("quarter");
  });

  it("a payment asked 'am I still in time?' is the refund's window", () => {
    const reply = answer("paid for Business Starter on November 24, am I still in time?");
    expect(reply).toContain(dayText(plusDays({ year: 2026, month: 11, day: 24 }, 7)));
  });

  it("cancelling a trial 'for free' is cancelling before its first charge, not a discount asked", () => {
    const reply = say(
      "started the mobile app trial on november 20, still ok to cancel it for free?",
    );
    expect(reply).toContain(dayText(plusDays({ year: 2026, month: 11, day: 20 }, 14)));
    expect(reply).not.toContain("Prices are fixed");
  });

  it("an age said as 'my 13 year old', and 'no annual plan' as the monthly billing", () => {
    expect(say("my 13 year old wants to browse your site, is that allowed?")).toContain(
      `under ${privacyRequests.minimumAge}`,
    );
    expect(parsed("no annual plan, what's the smart web application a month?").billing).toEqual([
      "monthly",
    ]);
  });
});

describe("a list that ends where something is added, and plans said around the question", () => {
  it("a list of things to automate ends at 'plus', and what follows is priced too", () => {
    const reply = say(
      "I run a tiny nail salon. Want 2 automations: appointment reminders and review requests, plus a basic website. No yearly plan. Cheapest setup and monthly total?",
    );
    expect(reply).toContain(
      `**${formatUsd(plan("starter").price! + vibe("commercial_website").monthlyPrice)}/month**`,
    );
  });

  it("'we expect N workflows' is the need", () => {
    expect(say("We expect about twelve workflows. Which plan do we need?")).toContain(
      `**${plan("enterprise").name}**`,
    );
  });

  it("the one-time cost of an offer with a single price is that price", () => {
    expect(answer("what's the one time cost of custom development?")).toContain(
      `${formatUsd(tier("custom").price)} one-time`,
    );
  });

  it("'the 12-month <plan name> plan' is its yearly billing, not a period of its own", () => {
    const site = vibe("commercial_website");
    expect(
      answer(
        "We signed the 12-month Commercial Website plan and have paid 5 months. If we cancel now, what do we still owe?",
      ),
    ).toContain(formatUsd(site.yearlyPrice * 7));
  });

  it("a plan the story names does not change when data is deleted", () => {
    expect(
      say(
        "Context: we are a small architecture firm in Denver, we ran Business Pro for a year. Our plan ends on December 20, 2026. Question for my records: when is our data deleted by?",
      ),
    ).toContain(dayText({ year: 2027, month: 1, day: 19 }));
  });
});

describe("automations switched on, and typos of the names they go by", () => {
  const hours = (id: string) =>
    Number.parseInt(automationExamples.find((e) => e.id === id)!.timeSaved, 10);

  it("'turn on', 'switch on', 'enable', 'activate' take what they name", () => {
    const sum = hours("appointment-reminders") + hours("document-intake");
    for (const verb of ["switch on", "enable", "activate", "turned on"])
      expect(
        say(
          `once we ${verb} appointment reminders and document intake, how many hours a week come back?`,
        ),
      ).toContain(`**${sum} hours a week**`);
  });

  it("a letter dropped or two swapped in an offer's name is that name", () => {
    const sum = hours("review-requests") + hours("invoice-processing") + hours("lead-follow-up");
    expect(
      say(
        "if we tun on reveiw requests, invoce processing and lead folow-up, how many hrs a week saved?",
      ),
    ).toContain(`**${sum} hours a week**`);
  });

  it("a word a letter longer than a name is not its typo", () => {
    expect(parsed("how many leads does lead follow-up handle?").leftovers).not.toContain("lead");
  });
});

describe("how fast support answers, asked of a plan", () => {
  it("is the support the plan lists, not the contact form's reply time", () => {
    const pro = plan("professional").features.find((f) => /support/i.test(f))!;
    for (const text of [
      "On Business Pro, how fast does support get back to me?",
      "what's the support response time with business pro",
      "if we're on Business Pro how quickly will support reply?",
    ]) {
      const reply = say(text);
      expect(reply).toContain(pro.toLowerCase());
      expect(reply).not.toMatch(/reaches out within/);
    }
  });

  it("a plan whose listing gives no response time says so, never another plan's", () => {
    const reply = say("How quickly does support respond on Business Starter?");
    expect(reply).toContain("email support");
    expect(reply).toContain("no response time");
    expect(reply).not.toContain(plan("professional").name);
    expect(say("On Business Elite, how fast does support reply?")).toContain("no response time");
  });
});

describe("a share of the chats, and the cheapest that works after a guess", () => {
  it("'most through WhatsApp', 'mostly on Messenger' is how the chats come, not the most of anything", () => {
    for (const text of [
      "around 3,000 chats a month, most through WhatsApp. cheapest chatbot plan?",
      "We have 3000 conversations a month, mostly on Messenger. Which chatbot plan is cheapest?",
    ]) {
      expect(parsed(text).ops).toEqual(["cheapest"]);
      expect(answer(text)).toContain(`**${tier("professional").name}** chatbot plan at`);
    }
  });

  it("'the cheapest that works' after a guess about one plan orders the whole line", () => {
    const reply = say(
      "We get roughly 4,000 chats a month, most through WhatsApp. I suppose the Starter chatbot plan does it, right? Which is the cheapest one that actually fits?",
    );
    expect(reply).toContain(`The cheapest chatbot plan with at least 4,000 conversations`);
    expect(reply).toContain(formatUsd(tier("professional").price));
    expect(reply).not.toMatch(/lowest price for the \*\*Starter\*\*/);
  });
});

describe("what a plan includes, asked again of another plan", () => {
  it("is answered in the first answer's shape: the price, then what it includes", () => {
    const pro = plan("professional");
    const reply = say("and what about the pro one?", ["What's included in Business Starter?"]);
    expect(reply).toContain(formatUsd(pro.price!));
    expect(reply).toContain(pro.features[0]!.toLowerCase());
    const site = vibe("smart_web_app");
    const other = say("and the smart web app?", ["what comes with the commercial website plan?"]);
    expect(other).toContain(formatUsd(site.monthlyPrice));
  });
});

describe("the 12-month billing named by whatever noun comes to hand", () => {
  it("'the 12 month thing', 'the yearly one', 'that annual route' are the 12-month plan", () => {
    const site = vibe("commercial_website");
    for (const said of ["the 12 month thing", "the yearly one", "that annual route"]) {
      const reply = say(`ok and on ${said}, what's the total for a year?`, [
        "how much is the commercial website?",
      ]);
      expect(reply).toContain(formatUsd(site.yearlyPrice * 12));
      expect(reply).not.toContain(formatUsd(site.monthlyPrice * 12));
    }
  });
});

describe("a share off said back to be checked", () => {
  it("is checked against the published prices, never read as a discount asked for", () => {
    const pro = plan("professional");
    const share = Math.round(((pro.originalPrice! - pro.price!) / pro.originalPrice!) * 1000) / 10;
    const reply = say(
      "How much do I save per month on Business Pro vs regular? That's about 25% off, right?",
    );
    expect(reply).toContain(`**${share}%**`);
    expect(reply).toContain(`about ${Math.round(share)}%, not 25%`);
    expect(reply).not.toMatch(/can't change prices/);
    const site = vibe("commercial_website");
    const yearly =
      Math.round(((site.monthlyPrice - site.yearlyPrice) / site.monthlyPrice) * 1000) / 10;
    expect(
      say("commercial website: the 12-month plan vs monthly, is it roughly 10 percent off?"),
    ).toContain(`**${yearly}%**`);
  });

  it("a share said of a billing with nothing else asked is a check of its saving", () => {
    const app = vibe("mobile_app");
    const share = Math.round(((app.monthlyPrice - app.yearlyPrice) / app.monthlyPrice) * 1000) / 10;
    expect(say("if I go for the annual plan on the mobile app, is that like 9% off?")).toContain(
      `**${share}%**`,
    );
  });

  it("a share asked for is still a discount request", () => {
    expect(say("can you do 30% off Business Pro for us?")).toMatch(/can't change prices/);
  });
});

describe("how someone's time goes now, told before the question", () => {
  it("is the work to automate, not things asked about", () => {
    expect(
      say(
        "Our receptionist spends most mornings on appointment calls and reminder texts. We need about 2 automated workflows. What's the cheapest automation plan for that?",
      ),
    ).toContain(`is **${plan("starter").name}** at ${formatUsd(plan("starter").price!)}/month`);
    expect(
      say(
        "I spend 6 hours a week copying leads into our CRM and emailing quotes. We'd need 3 workflows with CRM integration. Which automation plan is cheapest?",
      ),
    ).toContain(`is **${plan("professional").name}** at`);
  });

  it("a system the story names that the pages do not is still said", () => {
    expect(
      say(
        "My assistant spends 10 hours a week typing orders into Shopify. We need 4 workflows. Cheapest automation plan?",
      ).toLowerCase(),
    ).toContain("shopify");
  });
});

describe("a plan checked against every need said", () => {
  it("a count said beside a channel is checked too, never answered by the channel's yes", () => {
    const starter = tier("starter");
    const reply = say(
      "We get 5000 chats a month on the website. Is the Starter chatbot plan enough?",
    );
    expect(reply).toMatch(/^No: /);
    expect(reply).toContain(`it has ${starter.conversations.replace(/^Up to /, "")}`);
    expect(reply).toContain(`**${tier("professional").name}** chatbot plan`);
    expect(
      say("We get 500 chats a month on the website. Is the Starter chatbot plan enough?"),
    ).toMatch(/^Yes: /);
  });

  it("'is it enough' reads the channel a plan must cover", () => {
    expect(
      say(
        "We handle about 800 chats a month, mainly via Messenger. Is the Starter chatbot enough?",
      ),
    ).toMatch(/^No: .*Messenger/);
  });
});

describe("a story, then a question about a list the sentence before names", () => {
  const all = automationExamples.reduce((t, e) => t + Number.parseInt(e.timeSaved, 10), 0);

  it("'all of them' after the sentence that names the popular automations is the whole list", () => {
    for (const text of [
      "We are a small dental clinic and half our week goes into reminding patients and chasing reviews. I looked at the popular automations on your site. If we took all of them, how many hours a week would that save altogether?",
      "We are a family accounting firm, and typing invoices eats our evenings. I read about your popular automations. If we set up every one of them, how many hours a week would we save in total?",
    ])
      expect(answer(text)).toContain(`${all} hours a week`);
  });
});

describe("a feature said as the description of a named offer", () => {
  it("is no question when the named offers are added up", () => {
    const sum = tier("professional").price + plan("starter").price!;
    for (const text of [
      "we need a bot with all channels, the Professional chatbot plan, plus Business Starter. How much a month for both?",
      "the Professional chatbot plan (all channels) and Business Starter: what is that per month together?",
    ])
      expect(answer(text)).toContain(formatUsd(sum));
  });

  it("a feature the described offer lacks, or asked of it, is still checked", () => {
    expect(
      answer(
        "the Starter chatbot plan (with all channels) and the Commercial Website, what is that together per month?",
      ),
    ).toMatch(/does not list all channels/);
    expect(
      answer(
        "Professional chatbot plan and Business Starter together per month, and does the chatbot plan have all channels?",
      ),
    ).toContain("includes all channels");
  });
});

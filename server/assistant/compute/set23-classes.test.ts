/**
 * Classes the twenty-third blind set showed (ADR 0093): a billing said in another language for a
 * sum of two lines, a count of tasks to automate, sums of setup times and of hours saved, support
 * hours in another time zone, a priority described in another language and an incident at a
 * clock time, a street address beside the question, leaving a 12-month plan early in Italian, a
 * one-time build plus a first month, prices with cents side by side and one model asked, "the
 * middle one" and a period after it, a yearly total and its saving asked together, a date in
 * words, and the older open items (a price put forward, haggling, a short French message, how
 * long a plan can stay frozen). Every wording here is written for these tests; expected figures
 * are computed from content/.
 */
import { describe, expect, it } from "vitest";
import { automationExamples } from "../../../content/workflows-page";
import { platformIntegrations } from "../../../content/plans";
import { supportTargets } from "../../../content/policies";
import { model, plan, say, tier, vibe } from "./testing";

const money = (n: number) => `$${n.toLocaleString("en-US")}`;
const hoursOf = (name: string) =>
  Number.parseInt(automationExamples.find((e) => e.name === name)!.timeSaved, 10);
const setupOf = (id: string) =>
  Number.parseInt(platformIntegrations.find((p) => p.id === id)!.setupTime, 10);

describe("a billing said in another language, for two lines summed", () => {
  it("is monthly billing only", () => {
    const starter = plan("starter").price!;
    const site = vibe("commercial_website");
    const es = say(
      "hola, quiero Business Starter y también una web comercial (Commercial Website) pagando mes a mes. ¿cuánto sería al mes en total?",
    );
    expect(es).toContain(`**${money(starter + site.monthlyPrice)}/month**`);
    expect(es).not.toContain(money(starter + site.yearlyPrice));
    expect(es).not.toMatch(/don't list "commercial"/);
    const pro = plan("professional").price!;
    const app = vibe("smart_web_app");
    const fr = say(
      "Bonjour, je voudrais Business Pro et une Smart Web Application payée au mois. Combien par mois au total ?",
    );
    expect(fr).toContain(`**${money(pro + app.monthlyPrice)}/month**`);
    expect(fr).not.toContain(money(pro + app.yearlyPrice));
  });
});

describe("tasks to automate, counted", () => {
  it("need the cheapest plan with that many workflows, whatever the tasks are", () => {
    const reply = say(
      "we run a cleaning company. we want quoting, dispatch, invoicing, review requests and job reminders automated, so five separate flows. cheapest plan that covers all five?",
    );
    expect(reply).toContain(`**${plan("professional").name}**`);
    expect(reply).not.toContain(money(plan("starter").price!));
  });
  it("named example automations: the plan that holds them and the hours they save together", () => {
    const names = ["Lead Follow-Up", "Invoice Processing", "Support Ticket Triage"];
    const reply = say(
      "Just three things automated: lead follow-up, invoice processing and support ticket triage. Which plan fits, and how many hours a week would that save according to your site?",
    );
    expect(reply).toContain(`**${plan("starter").name}**`);
    expect(reply).toContain(`**${names.reduce((t, n) => t + hoursOf(n), 0)} hours a week**`);
  });
});

describe("setup times of several channels", () => {
  it("are added, misspelt channels too", () => {
    const total = setupOf("website") + setupOf("whatsapp") + setupOf("sms");
    expect(
      say("how long to set up the bot on our websight, whatsap and sms all together?"),
    ).toContain(`${total} minutes`);
  });
});

describe("support hours in another time zone", () => {
  it("are said in the visitor's zone on the reference day, with critical issues 24/7", () => {
    // November: New York is UTC−5, Berlin UTC+1, London UTC+0.
    const berlin = say(
      "Wir sitzen in Berlin. Wann ist euer Support bei uns erreichbar, in unserer Zeit?",
    );
    expect(berlin).toContain("3PM to midnight** (15:00 to 24:00)");
    expect(berlin).toContain("24/7");
    expect(say("we're in London, what are your support hours in our time?")).toContain(
      "14:00 to 23:00",
    );
  });
  it("are not read into a question with no zone or no hours asked", () => {
    expect(say("We're in Berlin. How much is Business Pro?")).not.toContain("15:00");
  });
});

describe("a priority described in another language, and an incident at a clock time", () => {
  const high = supportTargets.find((t) => t.priority === "High")!;
  it("finds the priority and its targets", () => {
    const reply = say(
      "Olá, se um recurso importante quebrar e não tiver alternativa, em quanto tempo vocês respondem?",
    );
    expect(reply).toContain("**High** priority");
    expect(reply).toContain(high.firstResponse);
  });
  it("counts the targets from the hour, the hours said back being the published ones", () => {
    const reply = say(
      "Our bot went down at 10 PM on a Tuesday. Your support is Mon-Fri 9 to 6, so does nobody look until morning? When do we hear back and when is it fixed?",
    );
    expect(reply).toContain("midnight");
    expect(reply).toContain("2:00 AM");
  });
});

describe("a street address beside the question", () => {
  it("is no part of the question", () => {
    const reply = say(
      "If I send written notice today to cancel my monthly plan, when does billing stop? (we're at 55 Oak Avenue, suite 12, if that matters)",
    );
    expect(reply).toContain("December 25, 2026");
  });
});

describe("leaving a 12-month plan early, in Italian", () => {
  it("is the months left at the 12-month price", () => {
    const site = vibe("commercial_website");
    const reply = say(
      `Ciao, ho il Commercial Website con il piano annuale a $${site.yearlyPrice}. Se lo disdico dopo 3 mesi, quanto devo ancora pagare?`,
    );
    expect(reply).toContain(money(9 * site.yearlyPrice));
  });
});

describe("a one-time build plus a plan's first month", () => {
  it("is added", () => {
    expect(
      say(
        "a custom-built chatbot (the one-time development) plus the Professional chatbot plan for the first month, total?",
      ),
    ).toContain(money(tier("custom").price + tier("professional").price!));
  });
});

describe("token prices", () => {
  it("side by side, one with cents, are all said with cents", () => {
    const reply = say("one million tokens on Claude versus GPT-3.5 Turbo, cost?");
    expect(reply).toContain(`$${(1000 * model("claude").pricePer1kTokens!).toFixed(2)}`);
  });
  it("one model named in words answers that model and no pricier one", () => {
    const reply = say("how much is gpt three point five turbo per thousand tokens?");
    expect(reply).toContain(`$${model("gpt-3.5").pricePer1kTokens}`);
    expect(reply).not.toContain(`$${model("claude").pricePer1kTokens}`);
  });
});

describe("follow-ups", () => {
  it("the middle one, then a period: that one offer over it", () => {
    const pro = tier("professional").price!;
    expect(
      say("the middle one: how many bots, and what's half a year?", [
        "what chatbot plans do you have?",
      ]),
    ).toContain(`**${money(pro * 6)}**`);
    expect(
      say("what's half a year?", [
        "what chatbot plans do you have?",
        "the middle one: how many bots?",
      ]),
    ).toContain(`**${money(pro * 6)}**`);
  });
  it("a yearly total and its saving asked together: both", () => {
    const app = vibe("smart_web_app");
    const reply = say("y si lo pago anual, cuánto pago en el año y cuánto me ahorro?", [
      "how much is the Smart Web Application?",
    ]);
    expect(reply).toContain(money(app.yearlyPrice * 12));
    expect(reply).toContain(money((app.monthlyPrice - app.yearlyPrice) * 12));
  });
  it("a date said in words is read", () => {
    expect(
      say("ok, I paid on twenty-eighth november twenty twenty six. last day I can ask?", [
        "do you do refunds?",
      ]),
    ).toContain("December 5, 2026");
  });
});

describe("older open items", () => {
  it("a wrong price put forward is corrected, not read as a budget", () => {
    const reply = say("Business Pro is only $199 a month, right?");
    expect(reply).toMatch(/^No: \*\*Business Pro\*\*/);
    expect(reply).not.toContain("Commercial Website");
  });
  it("a price of the visitor's own asked for is haggling", () => {
    const reply = say("can you do Business Pro for $250 instead?");
    expect(reply).toContain("fixed as published");
    expect(reply).toMatch(/specialist/);
    expect(say("what can you do for $300 a month?")).not.toContain("fixed as published");
  });
  it("a short French message is read as French", () => {
    const app = vibe("smart_web_app");
    const mobile = vibe("mobile_app");
    const reply = say("Smart Web Application et Mobile App Development, combien par mois ?");
    expect(reply).toContain(money(app.monthlyPrice));
    expect(reply).toContain(money(mobile.monthlyPrice));
    expect(reply).not.toMatch(/"et"/);
  });
  it("how long a plan can stay frozen is the pause", () => {
    expect(
      say(
        "thinking about cancelling, but if I freeze the plan today how long can it stay frozen, till when?",
      ),
    ).toContain("May 25, 2027");
  });
});

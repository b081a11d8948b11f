/**
 * Classes the twenty-seventh blind set's declines showed, and the one confidently wrong answer of
 * the twenty-eighth: a refund period put forward that is not ours, others compared with ("like
 * most SaaS") that name no product, both billings of one offer with a total and the saving, a
 * price line of both billings not followed by the same saving, monthly billing in Spanish,
 * cancelling with notice in French, a mobile app named in the handoff, and "no discounts, just
 * the math". Every wording here is written for these tests; figures come from content/.
 */
import { describe, expect, it } from "vitest";
import { refundPolicy } from "../../../content/policies";
import { plan, say, vibe } from "./testing";

const money = (n: number) => `$${n.toLocaleString("en-US")}`;

describe("a refund period put forward", () => {
  it("is corrected before the date is worked out, and names no product", () => {
    const reply = say(
      "Paid on November 20, 2026. I assume the refund period is 60 days, same as other vendors, correct? Last day to ask?",
    );
    expect(reply).toMatch(
      new RegExp(`^No, not 60 days: our refund window is ${refundPolicy.riskFreeDays} days`),
    );
    expect(reply).toContain("November 27, 2026");
    expect(reply).not.toMatch(/Smart Web Application/);
  });
});

describe("one offer's two billings with a total and the saving", () => {
  it("shows both totals and the saving, once", () => {
    const site = vibe("commercial_website");
    const reply = say(
      "For the Commercial Website, the total over 12 months billed monthly compared with the annual plan, and how much would I save?",
    );
    expect(reply).toContain(money(site.monthlyPrice * 12));
    expect(reply).toContain(money(site.yearlyPrice * 12));
    expect(reply).toContain(money((site.monthlyPrice - site.yearlyPrice) * 12));
    // Said once: a price line of both billings is not followed by the same saving again.
    expect(reply.split(money(site.yearlyPrice * 12)).length - 1).toBe(1);
  });

  it("reads monthly billing said in Spanish, and says the saving once", () => {
    const site = vibe("commercial_website");
    const reply = say(
      "¿Cuánto pago en total en un año por Commercial Website si pago mes a mes, y cuánto con el plan de 12 meses? ¿Y cuánto ahorro?",
    );
    expect(reply).toContain(money(site.monthlyPrice * 12));
    expect(reply).toContain(money(site.yearlyPrice * 12));
    expect(reply.split(money(site.yearlyPrice * 12)).length - 1).toBe(1);
  });
});

describe("no discounts, just the math", () => {
  it("is the totals at the regular and at the limited-time price, never the saving alone", () => {
    const starter = plan("starter");
    const reply = say("business starter over 4 months, no discounts please, just the total");
    expect(reply).toContain(money(starter.price! * 4));
    expect(reply).toContain(money(starter.originalPrice! * 4));
  });
});

describe("cancelling with notice, in French", () => {
  it("is the day billing stops, not a sales handoff", () => {
    const reply = say(
      "Je voudrais résilier. Si j'envoie le préavis aujourd'hui, je serai facturé jusqu'à quand ?",
    );
    expect(reply).not.toMatch(/specialist know/);
    expect(reply).toContain("December 25, 2026");
  });
});

describe("a mobile app asked for", () => {
  it("is named as a mobile app in the handoff", () => {
    const reply = say("We want to hire you to build a mobile app for our clinic");
    expect(reply).toMatch(/about your mobile app/);
  });
});

describe("what the twenty-eighth set's declines showed, in wordings of their own", () => {
  it("'on ice' is a pause", () => {
    expect(say("Can we put our subscription on ice over the summer? How long at most?")).toMatch(
      /pause your plan for up to 6 months/,
    );
  });

  it("who is overloaded is told, not asked about", () => {
    const reply = say(
      "our receptionist is swamped. how many hours a week would Lead Follow-Up and Invoice Processing save?",
    );
    expect(reply).toMatch(/\*\*\d+ hours a week\*\*/);
  });

  it("tokens used, in French, are a cost per month and a year", () => {
    const reply = say(
      "Si on consomme 400 000 tokens par mois avec GPT-3.5 Turbo, ça fait combien sur un an ?",
    );
    expect(reply).toContain("$1");
    expect(reply).toContain("$12");
  });

  it("a trial started today, in Portuguese, is first charged 14 days later", () => {
    const reply = say("Se eu começar hoje o teste grátis, quando o meu cartão é cobrado?");
    expect(reply).toContain("December 9, 2026");
  });

  it("which law governs, in German, is the terms' governing law", () => {
    expect(say("Welches Recht gilt für den Vertrag, und wo wird ein Streit verhandelt?")).toMatch(
      /North Carolina/,
    );
  });
});

describe("a gap, then what it adds up to", () => {
  it("is the gap over the period, not the two plans added together", () => {
    const [starter, pro] = [plan("starter").price!, plan("professional").price!];
    const reply = say(
      "Starter vs Pro: how big is the gap monthly, and what does that come to over 6 months?",
    );
    expect(reply).toContain(money((pro - starter) * 6));
    expect(reply).not.toContain(money((pro + starter) * 6));
  });

  it("a year on the 12-month plan against monthly payment, in German, is both totals", () => {
    const app = vibe("smart_web_app");
    const reply = say(
      "Was kostet die Smart Web Application für ein ganzes Jahr, verglichen mit monatlicher Zahlung und dem 12-Monats-Plan?",
    );
    expect(reply).toContain(money(app.monthlyPrice * 12));
    expect(reply).toContain(money(app.yearlyPrice * 12));
  });
});

describe("a chatbot for each of a number of places", () => {
  it.each([
    "We run 6 clinics and want our own chatbot per clinic. Cheapest plan that covers it?",
    "Wij hebben 6 vestigingen en willen per vestiging een eigen chatbot. Welk chatbotpakket is het goedkoopst?",
  ])("%s: that many chatbots, the cheapest plan for them, named as chatbots", (question) => {
    const reply = say(question);
    expect(reply).toMatch(
      /cheapest chatbot plan with at least 6 chatbots is the \*\*Enterprise\*\*/,
    );
    expect(reply).not.toMatch(/automation project/);
  });
});

/**
 * The kind of answer a question asks for (a date, a total, a saving against a billing, what is
 * still owed), and the decline of an answer of another kind, on the engine's answers and the
 * topic answers alike.
 */
import { describe, expect, it } from "vitest";
import { unmetAsks } from "./asked";
import { ask, say } from "./testing";

const declined = /I can't work out .+ so I won't give you a nearby figure instead/;

describe("the kind a question asks for", () => {
  it("a date asked is met by a date, a weekday or a clock time, not a price", () => {
    expect(
      unmetAsks("until what date can I get a refund?", "Business Starter is $197/month."),
    ).toEqual(["the date"]);
    expect(unmetAsks("until what date can I get a refund?", "until **December 4, 2026**")).toEqual(
      [],
    );
    expect(unmetAsks("by when should you respond?", "first response by 5:00 PM")).toEqual([]);
    expect(
      unmetAsks("when exactly does the limited time pricing end?", "$397/month (was $597)"),
    ).toEqual(["the date"]);
    expect(unmetAsks("how long does a refund take end to end?", "3-5 business days")).toEqual([]);
  });

  it("a total asked is met by a sum or a product, not a description", () => {
    expect(
      unmetAsks(
        "if i commit for a year whats the total?",
        "$219/month, or $199/month billed yearly",
      ),
    ).toEqual(["the total"]);
    expect(
      unmetAsks("if i commit for a year whats the total?", "$199/month × 12 = **$2,388**"),
    ).toEqual([]);
  });

  it("a saving against a billing is met by the billings compared, not two offers", () => {
    const offers =
      "Smart Web Application $219/month × 12 = $2,628; Commercial Website $199/month × 12 = $2,388. The difference is $240";
    expect(unmetAsks("how much do I save in a year vs paying monthly?", offers)).toEqual([
      "the saving against that billing",
    ]);
    expect(
      unmetAsks(
        "how much do I save in a year vs paying monthly?",
        "billed monthly $219 × 12 = $2,628; on the 12-month plan $199 × 12 = $2,388",
      ),
    ).toEqual([]);
    // A saving of one offer over another names no billing: the gap between them answers it.
    expect(unmetAsks("how much do I save with Starter over Pro?", offers)).toEqual([]);
  });

  it("what is still owed is met by the rest of the term, not the months used", () => {
    expect(
      unmetAsks("I want out after 5 months. What do I still owe?", "$179/month × 5 = **$895**"),
    ).toEqual(["what is still owed"]);
    expect(
      unmetAsks("What do I still owe?", "the remaining 7 months are due: 7 × $179 = **$1,253**"),
    ).toEqual([]);
  });
});

describe("an answer of another kind is declined with the specialist, never sent", () => {
  it("a refund date asked beside a payment this morning never gets the plan's price", () => {
    const reply = say(
      "Paid for Business Starter this morning, second thoughts already. Until what date can we get our money back?",
    );
    expect(reply).not.toMatch(/^\*\*Business Starter\*\* is \$197\/month/);
    expect(reply).toMatch(/December 2, 2026|specialist/);
  });

  it("the total of a year asked in a follow-up never gets the plan's description", () => {
    const reply = say("ok the web application one. if i commit for a year whats the total?", [
      "what do your website and app building plans cost?",
    ]);
    expect(reply).toMatch(/\$2,388|specialist/);
    expect(reply).not.toMatch(/It includes user accounts/);
  });

  it("a yearly saving against monthly billing of two offers is never the gap between them", () => {
    const reply = say("and how much do I save in a year vs paying monthly?", [
      "I'm thinking of a Smart Web Application and a Commercial Website.",
      "Both on the yearly plan, what's my monthly total?",
    ]);
    expect(reply).not.toMatch(/The difference is \*\*\$240\*\* \(\$20\/month × 12\)/);
  });

  it("an engine answer of another kind comes back as a decline that names what it lacks", () => {
    const out = ask(
      "Commercial Website on the 12-month plan, out after 5 months: what do I still owe?",
    );
    expect(out.kind === "clarify" || /remaining/.test("text" in out ? out.text : "")).toBe(true);
    if (out.kind === "clarify") expect(out.text).toMatch(declined);
    expect("text" in out ? out.text : "").not.toContain("$895");
  });
});

describe("a figure the visitor guesses for an offer", () => {
  it("is the visitor's guess, never a budget to list plans under", () => {
    const reply = say("Ballpark for Business Elite? I'm guessing something like $997 a month?");
    expect(reply).not.toContain("$997");
    expect(reply).not.toMatch(/For up to/);
    expect(reply).toMatch(/custom pricing/i);
  });

  it("a budget said as one still lists what fits", () => {
    expect(say("My budget is $997 a month, what can I get?")).toMatch(/For up to \$997\/month/);
  });
});

describe("a kind asked beside words the query did not use", () => {
  it("an unexplained number or product word still gets the clarifying answer, never a total", () => {
    const seats = say("If I commit for a year, what's the total for Business Pro for 3 seats?");
    expect(seats).toMatch(/Our pages don't list "3 seats" for \*\*Business Pro\*\*/);
    expect(seats).not.toMatch(/× 12 =/);
    const desktop = say("If I commit for a year, what's the total for a Windows desktop app?");
    expect(desktop).toMatch(/specialist/);
    expect(desktop).not.toMatch(/× 12 =/);
  });
});

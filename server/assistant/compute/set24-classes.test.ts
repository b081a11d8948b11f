/**
 * Classes the twenty-fourth blind set showed (ADR 0095): a period said with a half, a follow-up
 * that points at one row of a table, what a visitor tells about themselves beside the question
 * (people, founding year, card, invoice, kind of business and place, who quoted them), a figure
 * somebody guessed, and function words of other languages. Every wording here is written for
 * these tests; expected figures are computed from content/.
 */
import { describe, expect, it } from "vitest";
import { platformIntegrations } from "../../../content/plans";
import { supportTargets } from "../../../content/policies";
import { wholePeriods } from "../fractional-periods";
import { plan, say, vibe } from "./testing";

const money = (n: number) => `$${n.toLocaleString("en-US")}`;
const setupOf = (id: string) =>
  Number.parseInt(platformIntegrations.find((p) => p.id === id)!.setupTime, 10);
const target = (p: string) => supportTargets.find((t) => t.priority === p)!;

describe("a period said with a half", () => {
  it("is read as whole months in every language, never as its whole years", () => {
    const cases: Array<[string, number]> = [
      ["eighteen months? no: one and a half years", 18],
      ["a year and a half", 18],
      ["two years and a half", 30],
      ["3.5 years", 42],
      ["half a year", 6],
      ["un an et demi", 18],
      ["deux ans et demi", 30],
      ["dos años y medio", 30],
      ["medio año", 6],
      ["zweieinhalb Jahre", 30],
      ["ein halbes Jahr", 6],
      ["un anno e mezzo", 18],
      ["anderhalf jaar", 18],
      ["um ano e meio", 18],
    ];
    for (const [text, months] of cases)
      expect(wholePeriods(text.toLowerCase()), text).toContain(`${months} months`);
  });
  it("totals the exact months of a plan, or declines a half month", () => {
    const pro = plan("professional").price!;
    expect(say("Business Pro for one and a half years, what's the total?")).toContain(
      money(pro * 18),
    );
    expect(
      say("Business Pro is what a month?", []) &&
        say("and for two and a half years altogether?", ["what does Business Pro cost a month?"]),
    ).toContain(money(pro * 30));
    const half = say("what would Business Pro cost for 2.5 months?");
    expect(half).not.toContain(money(pro * 5));
    expect(half).not.toContain(money(pro * 2));
    expect(half).toMatch(/specialist/);
  });
});

describe("a follow-up that points at one row of a table", () => {
  it("answers one priority, and the row next to it", () => {
    const first = say("if it's urgent, how soon do you get back to me?");
    expect(first).toContain(target("Critical").firstResponse);
    expect(first).not.toContain(target("Normal").firstResponse);
    const below = say("and one level down?", ["if it's urgent, how soon do you get back to me?"]);
    expect(below).toContain(
      `High issues get a first response within ${target("High").firstResponse}`,
    );
    expect(below).not.toMatch(/Critical|Normal/);
    const described = say("what about the priority below that, a key feature that's broken?", [
      "how quickly do you answer when it is critical?",
    ]);
    expect(described).toContain("High");
    expect(described).not.toMatch(/Critical:/);
  });
  it("answers one channel's setup, in German and in English", () => {
    const de = say("Wie lange dauert es, den Bot auf Slack einzurichten?");
    expect(de).toContain(`${setupOf("slack")} minutes`);
    // The range across channels may be said; another channel's own minutes may not.
    expect(de).not.toMatch(new RegExp(`(?<!-)\\b${setupOf("whatsapp")} minutes`));
    expect(de).not.toContain("WhatsApp");
    const next = say("Und für SMS?", ["Wie lange dauert es, den Bot auf Slack einzurichten?"]);
    expect(next).toContain(`${setupOf("sms")} minutes`);
    expect(next).not.toMatch(/Slack|Website/);
  });
});

describe("what the visitor tells about themselves", () => {
  it("is no part of the question", () => {
    const starter = plan("starter").price!;
    for (const text of [
      "we're a 9-person plumbing company, founded in 2004. Business Starter for 3 months, total?",
      "team of 25 here, been in business since 2015: Business Starter for 3 months, total?",
      "Business Starter for 3 months, total? (order number 55123, visa ending 0042)",
      "small dental clinic in leeds. Business Starter for 3 months, total?",
    ])
      expect(say(text), text).toContain(money(starter * 3));
  });
  it("a guessed figure is corrected, a number that changes the question still declines", () => {
    const pro = plan("professional").price!;
    const guessed = say(
      "a consultant from acme told me Business Pro for 6 months would be around 3000. what's the real total?",
    );
    expect(guessed).toContain(money(pro * 6));
    expect(guessed).toMatch(/Not quite/);
    expect(say("Business Pro for 20 seats for 6 months, total?")).not.toContain(money(pro * 6));
  });
});

describe("function words of other languages", () => {
  it("show the language and are read, so nothing is left unexplained", () => {
    const fr = say(
      "salut, on veut le bot sur notre site et sur slack. how long does the setup take in total?",
    );
    expect(fr).toContain(`${setupOf("website") + setupOf("slack")} minutes`);
  });
  it("leave English and place names alone", () => {
    const la = say("we're in los angeles, what hours is your support open in my time?");
    expect(la).not.toMatch(/don't list "los/);
  });
});

describe("a saving of one model against another, in other languages", () => {
  it("gives the difference", () => {
    for (const text of [
      "su due milioni di token, quanto risparmio con Claude invece di GPT-4?",
      "con dos millones de tokens, ¿cuánto ahorro usando Claude en lugar de GPT-4?",
      "sur deux millions de tokens, combien j'économise avec Claude au lieu de GPT-4 ?",
      "bei zwei Millionen Tokens, wie viel spare ich mit Claude anstatt GPT-4?",
      "hoeveel bespaar ik bij twee miljoen tokens met Claude in plaats van GPT-4?",
    ])
      expect(say(text), text).toMatch(/The difference is \$60 − \$30 = \$30/);
  });
});

describe("support hours in the visitor's zone", () => {
  it("are said as the hours are published, for US and European places", () => {
    const sd = say("we're out in portland oregon - what hours in my time is your support open?");
    expect(sd).toContain("6AM to 3PM");
    const es = say(
      "¿A qué hora (hora de España) puedo llamar a vuestro soporte? Somos de Sevilla.",
    );
    expect(es).toContain("3PM to midnight");
  });
});

describe("an incident reported now or at a clock time", () => {
  it("says when the first response and the resolution are due", () => {
    const critical = target("Critical");
    const at = say(
      "the whole chatbot crashed, it's 1pm here in boston. when will we hear back and when is it fixed?",
    );
    expect(at).toContain(critical.firstResponse);
    expect(at).toMatch(/by 3:00 PM/);
    expect(at).toMatch(/by 5:00 PM/);
    // The test clock is 10:00 AM in the business's zone.
    const now = say("our website is offline right now. when will it be fixed?");
    expect(now).toMatch(/by 2:00 PM/);
  });
});

describe("a refund step asked after the refund's window", () => {
  it("lists only the steps the question spans", () => {
    const steps = say("after you've processed it, how long until I see the money in my bank?", [
      "what's your refund policy?",
    ]);
    expect(steps).toContain("5-10 days");
    expect(steps).not.toMatch(/24 hours|1-2 business days/);
  });
});

describe("the fees paid so far cap the liability", () => {
  it("when the plan is younger than the window", () => {
    const pro = plan("professional").price!;
    expect(
      say("we've had Business Pro for five months. what's your maximum liability to us?"),
    ).toContain(money(pro * 5));
    expect(
      say("on Business Pro for 30 months now, what's the most you'd be liable for?"),
    ).toContain(money(pro * 12));
  });
});

describe("published facts asked in other words and languages", () => {
  it("governing law and venue, and how long transcripts are kept", () => {
    const law = say(
      "say things go sideways between us: which laws would apply, and in which court?",
    );
    expect(law).toContain("North Carolina");
    for (const text of [
      "¿Cuánto tiempo guardan las transcripciones de los chats?",
      "Wie lange speichert ihr unsere Chatverläufe?",
      "Hoe lang bewaren jullie de transcripties van onze chats?",
    ])
      expect(say(text), text).toMatch(/Chat transcripts, kept for \d+ months/);
  });
  it("the 12-month plan said the other way round", () => {
    const app = vibe("mobile_app");
    const es = say("¿Cuánto pago en total por un año de la app móvil con el plan de 12 meses?");
    expect(es).toContain(money(app.yearlyPrice * 12));
  });
});

describe("one column of the row just shown", () => {
  it("answers the resolution or the first response alone", () => {
    const high = target("High");
    const solved = say("and when would it be sorted out, i.e. solved?", [
      "for a high priority problem, how quickly do you respond?",
    ]);
    expect(solved).toMatch(/High issues are resolved the same day/);
    const first = say("and the first reply?", ["how fast do you resolve a normal issue?"]);
    expect(first).toContain(`first response within ${target("Normal").firstResponse}`);
    expect(first).not.toMatch(new RegExp(`(?<!\\d)${high.firstResponse}|resolved`));
  });
  it("a guess with a monthly and a yearly figure is checked, not declined", () => {
    const pro = plan("professional").price!;
    const reply = say(
      "a friend heard Business Pro is $450 a month, so about 5400 a year. what is it really for a year?",
    );
    expect(reply).toContain(money(pro * 12));
    expect(reply).not.toMatch(/don't list/);
  });
});

describe("leaving a 12-month plan early, asked in another language", () => {
  const owed = (id: string, used: number) => money((12 - used) * vibe(id).yearlyPrice);

  it("is the months left that are owed, never the months used times the price", () => {
    const rate = vibe("smart_web_app").yearlyPrice;
    const spanish = say(
      "Tengo la Smart Web Application en el plan de 12 meses; si cancelo después de 4 meses, ¿cuánto debo aún?",
    );
    expect(spanish).toContain(owed("smart_web_app", 4));
    expect(spanish).not.toContain(`**${money(4 * rate)}**`);
    const french = say(
      "J'ai le Commercial Website sur le plan de 12 mois. Si je résilie après 6 mois, combien je dois encore payer ?",
    );
    expect(french).toContain(owed("commercial_website", 6));
    const mixed = say(
      "tengo el Commercial Website en el plan de 12 meses. If I quit after 3 months, cuánto tengo que pagar todavía?",
    );
    expect(mixed).toContain(owed("commercial_website", 3));
  });
});

describe("a price named to be left out", () => {
  it("is not computed beside the one asked for", () => {
    const pro = plan("professional");
    const reply = say(
      "Business Pro for 10 months, only at today's price, not the regular one: total?",
    );
    expect(reply).toContain(money(pro.price! * 10));
    expect(reply).not.toContain(money(pro.originalPrice! * 10));
  });
});

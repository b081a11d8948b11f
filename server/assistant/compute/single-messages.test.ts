/**
 * Single messages the twenty-first blind set showed were read short: typos in the words the
 * query language reads, other languages' compositions, a constraint with a price over time, two
 * asks where the second multiplies the first, and a figure put forward to be checked. Every
 * wording here is written for these tests; expected figures are computed from content/.
 */
import { describe, expect, it } from "vitest";
import { offers } from "./catalog";
import { queryWordFor } from "./words";
import { model, plan, say, tier, vibe } from "./testing";

const money = (n: number) => `$${n.toLocaleString("en-US")}`;

describe("a typo in a word the query language reads", () => {
  const pro = plan("professional");
  const starter = plan("starter");
  it("is read as that word: years, months, regular and limited prices", () => {
    const yearStarter = money(starter.price! * 12);
    for (const text of [
      "what does busines starter cost per yaer?",
      "business starter for a yera, how much?",
      "price of buisness starter over one yearr",
      "busness starter: cost for 1 yaer in total?",
    ]) {
      expect(say(text), text).toContain(`**${yearStarter}**`);
    }
    const saving = money((pro.originalPrice! - pro.price!) * 12);
    for (const text of [
      "how much do i save in a yaer on business pro, limted price vs the reguler price?",
      "saving over a yera on busines pro with the limited time price compared to the regualr one",
    ]) {
      expect(say(text), text).toContain(`**${saving}**`);
    }
  });
  it("never turns a known word into another, nor a short word by a changed letter", () => {
    expect(queryWordFor("yaer")).toBe("year");
    expect(queryWordFor("monts")).toBe("months");
    expect(queryWordFor("same")).toBeUndefined();
    expect(queryWordFor("with")).toBeUndefined();
    expect(queryWordFor("year")).toBeUndefined();
    expect(queryWordFor("1200")).toBeUndefined();
  });
});

describe("compositions asked in another language", () => {
  it("a difference between two plans", () => {
    const gap = `**$${plan("professional").price! - plan("starter").price!}/month**`;
    for (const text of [
      "Hola, ¿cuánto más cuesta Business Pro que Business Starter al mes? la diferencia por favor",
      "Wie hoch ist der Unterschied zwischen Business Starter und Business Pro pro Monat, bitte?",
      "Ciao, qual è la differenza tra Business Starter e Business Pro al mese?",
      "Oi, qual é a diferença de preço entre o Business Starter e o Business Pro por mês?",
    ]) {
      expect(say(text), text).toContain(gap);
    }
    expect(
      say(
        "Hoeveel is het verschil tussen de Starter chatbot en de Professional chatbot per maand?",
      ),
    ).toContain(`**$${tier("professional").price - tier("starter").price}/month**`);
  });
  it("two offers together on the 12-month plan are the 12-month prices added", () => {
    const sum = vibe("commercial_website").yearlyPrice + vibe("smart_web_app").yearlyPrice;
    for (const text of [
      "Quiero el Commercial Website y la Smart Web Application, los dos en el plan de 12 meses. ¿Cuánto es al mes en total?",
      "Je voudrais le Commercial Website et la Smart Web Application, les deux en abonnement annuel. Combien par mois au total?",
      "Vorrei il Commercial Website e la Smart Web Application, entrambi nel piano di 12 mesi. Quanto costa al mese in totale?",
      "Wir möchten die Commercial Website und die Smart Web Application, beide im Jahresplan. Wie viel kostet das pro Monat insgesamt?",
      "Ik wil de Commercial Website en de Smart Web Application, allebei met het jaarplan. Hoeveel kost dat per maand in totaal?",
    ]) {
      const reply = say(text);
      expect(reply, text).toContain(`**$${sum}/month**`);
      expect(reply, text).not.toContain("monthly billing");
    }
  });
  it("how much more a million tokens of one model cost than of another", () => {
    const per1k = (id: string) => model(id).pricePer1kTokens! * 1000;
    const gap = per1k("gpt-4") - per1k("claude");
    for (const text of [
      "Para un millón de tokens, ¿cuánto más cuesta GPT-4 que Claude?",
      "Pour un million de tokens, combien de plus coûte GPT-4 par rapport à Claude?",
      "Für eine Million Tokens, wie viel mehr kostet GPT-4 als Claude?",
      "Voor een miljoen tokens, hoeveel meer kost GPT-4 dan Claude?",
      "Para um milhão de tokens, quanto a mais custa o GPT-4 do que o Claude?",
    ]) {
      expect(say(text), text).toContain(
        `The difference is $${per1k("gpt-4")} − $${per1k("claude")} = $${gap}.`,
      );
    }
  });
  it("the longest pause from today ends six months later", () => {
    for (const text of [
      "Hola, si pauso mi plan a partir de hoy por el máximo, ¿hasta qué fecha puede estar pausado?",
      "Olá, se eu pausar meu plano a partir de hoje pelo máximo, até que data pode ficar pausado?",
      "Ciao, se metto in pausa il mio piano da oggi per la durata massima, fino a che data?",
      "Hallo, wenn wir unseren Plan ab heute pausieren, maximal, bis zu welchem Datum geht das?",
      "Hoi, als ik mijn plan vanaf vandaag pauzeer voor de maximale duur, tot welke datum?",
    ]) {
      expect(say(text), text).toContain("**May 25, 2027**");
    }
  });
});

describe("an unlimited count said in other words, with its price over a year", () => {
  it("is the cheapest plan with that count unlimited, times twelve", () => {
    const year = money(tier("enterprise").price * 12);
    for (const text of [
      "honestly we'd want no cap on conversations. which chatbot plan is that and what's a year of it?",
      "we need no limit on conversations at all; which chatbot plan, and how much for 12 months?",
      "which chatbot plan lets us have as many conversations as we want, and what's a year of it?",
      "uncapped chats please - what plan, and what would a year cost?",
    ]) {
      const reply = say(text);
      expect(reply, text).toContain("**Enterprise** chatbot plan");
      expect(reply, text).toContain(`**${year}**`);
    }
  });
  it("a limit on something else is no unlimited count", () => {
    expect(say("is there no limit on file size for the contact form?")).not.toContain("unlimited");
  });
});

describe("a second ask that only names a period", () => {
  const weekly = (...names: string[]) =>
    names.reduce((n, name) => n + offers.find((o) => o.name === name)!.hoursPerWeek!, 0);
  it("answers both the week and the period, and appends no other topic", () => {
    const cases: Array<[string, number, number]> = [
      [
        "we own a salon. appointment reminders plus support ticket triage, how many hours saved per week? and over four weeks?",
        weekly("Appointment Reminders", "Support Ticket Triage"),
        4,
      ],
      [
        "invoice processing, hours saved weekly? and over 8 weeks then?",
        weekly("Invoice Processing"),
        8,
      ],
      [
        "lead follow-up and review requests: hours a week saved? and in 6 weeks?",
        weekly("Lead Follow-Up", "Review Requests"),
        6,
      ],
      [
        "document intake, how many hours a week does it save? and for three weeks?",
        weekly("Document Intake"),
        3,
      ],
    ];
    for (const [text, perWeek, weeks] of cases) {
      const reply = say(text);
      expect(reply, text).toContain(`${perWeek} hours a week`);
      expect(reply, text).toContain(`**${perWeek * weeks} hours**`);
      expect(reply, text).not.toMatch(/response targets/);
    }
  });
  it("a price and then a period states both", () => {
    const reply = say("how much is business pro per month? and for 6 months?");
    expect(reply).toContain(`$${plan("professional").price}/month`);
    expect(reply).toContain(`**${money(plan("professional").price! * 6)}**`);
  });
});

describe("a figure put forward to be checked, then a question", () => {
  it("is corrected, not answered as haggling, and the question is answered", () => {
    const mobile = vibe("mobile_app");
    const site = vibe("commercial_website");
    for (const text of [
      "The mobile app plan is $250 a month on monthly billing, right? How much more is it than the cheapest vibe coding plan on monthly billing?",
      "mobile app development is $240 a month billed monthly, correct? and how much more than your cheapest AI vibe coding plan, monthly billing?",
      "So the mobile app plan is $275 a month on monthly billing, isn't it? How much more is that than the cheapest vibe coding plan on monthly billing?",
      "Mobile App Development is $230 a month on monthly billing, right? how much more is it than the cheapest vibe coding plan on monthly billing?",
    ]) {
      const reply = say(text);
      expect(reply, text).toMatch(/^No: \*\*Mobile App Development\*\* is \$289\/month/);
      expect(reply, text).toContain(`**$${mobile.monthlyPrice - site.monthlyPrice}/month**`);
      expect(reply, text).not.toContain("can't change prices");
    }
  });
  it("a price that is the offer's own is said back with the question answered", () => {
    const starter = plan("starter");
    const reply = say(`business starter is $${starter.price} a month, right? what's a year of it?`);
    expect(reply).toContain(`**Business Starter** is $${starter.price}/month`);
    expect(reply).not.toContain("can't change prices");
    expect(reply).toContain(`**${money(starter.price! * 12)}**`);
  });
  it("a share off asked for is still haggling", () => {
    expect(say("give me 50% off Business Pro and I'll sign up")).toContain("can't change prices");
  });
});

describe("a named offer set against the cheapest or priciest of a line", () => {
  it("picks from the line after 'than' and gives the difference", () => {
    const pro = plan("professional");
    expect(say("How much more is Business Pro than the cheapest chatbot plan?")).toContain(
      `**$${pro.price! - tier("starter").price}/month**`,
    );
    expect(say("is Business Pro a lot more than your cheapest plan?")).toContain(
      `**$${pro.price! - plan("starter").price!}/month**`,
    );
    expect(say("how much less is the starter chatbot than the priciest chatbot plan?")).toContain(
      `**$${tier("enterprise").price - tier("starter").price}/month**`,
    );
    expect(
      say("how much more is smart web application than the cheapest vibe coding plan, monthly?"),
    ).toContain(
      `**$${vibe("smart_web_app").monthlyPrice - vibe("commercial_website").monthlyPrice}/month**`,
    );
  });
});

describe("a line said after 'than', and the unlimited count said twice", () => {
  it("sets the named offer against the cheapest of the line said, not its own line", () => {
    expect(
      say("how much more is the Enterprise chatbot than your cheapest automation plan?"),
    ).toContain(`**$${tier("enterprise").price - plan("starter").price!}/month**`);
  });
  it("'we don't want any limit on' and 'unlimited … without any cap' are one unlimited count", () => {
    const year = money(tier("enterprise").price * 12);
    expect(
      say("we don't want any limit on conversations, cheapest chatbot plan for that per year?"),
    ).toContain(`**${year}**`);
    expect(
      say("unlimited conversations without any cap please: which chatbot plan, and a year of it?"),
    ).toContain(`**${year}**`);
  });
});

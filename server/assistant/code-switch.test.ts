/**
 * Messages that mix English with Spanish or German are read in English, and English messages
 * that happen to hold a word of either language ("die", "was", "den", "rest") are left as they are.
 */
import { describe, expect, it } from "vitest";
import { cancellationPolicy, refundPolicy } from "../../content/policies";
import { formatUsd } from "../../lib/format";
import { inEnglish } from "./code-switch";
import { dayText, plusDays } from "./compute/dates";
import { answer, plan, say, today, vibe } from "./compute/testing";
import { normalizeText } from "./normalize";

describe("code-switched messages", () => {
  it("leaves an English message as it is", () => {
    for (const text of [
      "what was the price if the bot dies mid-month and the rest of the den is closed?",
      "is pro for me and my team, or is starter enough? es una pregunta",
      "mit is a university, not a plan",
    ])
      expect(inEnglish(text)).toBe(text);
  });

  it("reads Spanish words mixed into English", () => {
    expect(normalizeText("¿Cuánto cuesta el Business Pro por mes?")).toBe(
      "how much is the business pro per month?",
    );
    expect(answer("¿Cuánto cuesta el plan Business Starter for 6 meses?")).toContain(
      formatUsd(plan("starter").price! * 6),
    );
    expect(
      answer("Quiero cancelar nuestro plan hoy. ¿Hasta qué fecha tenemos que pagar?"),
    ).toContain(dayText(plusDays(today, cancellationPolicy.monthlyNoticeDays)));
  });

  it("reads German words mixed into English", () => {
    expect(answer("Was kostet die Commercial Website für 3 Monate, monthly billing?")).toContain(
      formatUsd(vibe("commercial_website").monthlyPrice * 3),
    );
    expect(answer("Wir wollen unseren plan ab heute pausieren. Bis wann maximal?")).toContain(
      dayText({ year: 2027, month: 5, day: 25 }),
    );
    const site = vibe("commercial_website");
    expect(
      answer(
        "Wir haben die Commercial Website mit dem yearly plan und schon 3 payments gemacht. We want to quit, wie viel ist noch due?",
      ),
    ).toContain(formatUsd(site.yearlyPrice * 9));
  });
});

describe("code-switched dates and past days", () => {
  it("reads a day written the Spanish or German way", () => {
    expect(
      normalizeText("Pagué el 20 de noviembre. ¿Hasta qué fecha puedo pedir un reembolso?"),
    ).toContain("the 20 of november");
    expect(
      answer("Ich habe am 22. November bezahlt. Bis wann kann ich eine Rückerstattung bekommen?"),
    ).toContain(dayText(plusDays({ year: 2026, month: 11, day: 22 }, 7)));
    // "Empezamos" is a start that has happened: this year's day, not next year's.
    expect(
      answer(
        "Empezamos la prueba gratis del Commercial Website el 20 de noviembre, ¿cuándo nos cobran?",
      ),
    ).toContain(dayText(plusDays({ year: 2026, month: 11, day: 20 }, 14)));
  });
});

describe("French and Portuguese mixed into English", () => {
  it("leaves English messages with a French or Portuguese look-alike as they are", () => {
    for (const text of [
      "we pour the ensemble of workflows into one plan",
      "can you e-mail me a quote for the pro plan, as in the one with crm?",
      "do i get a refund if no one on my team uses it?",
    ])
      expect(inEnglish(text)).toBe(text);
  });

  it("reads French words mixed into English", () => {
    expect(normalizeText("Combien par mois pour le Business Pro?")).toBe(
      "how much per month for the business pro?",
    );
    expect(
      answer(
        "Salut, je voudrais the Commercial Website and Business Pro. Combien par mois pour les deux?",
      ),
    ).toContain(formatUsd(vibe("commercial_website").monthlyPrice + plan("professional").price!));
  });

  it("reads each language's name for the 12-month plan as that billing", () => {
    const app = vibe("smart_web_app");
    for (const text of [
      "Olá, quanto custa o Smart Web Application por mês com o plano de 12 meses?",
      "hola, cuanto cuesta la Smart Web Application con el plan anual?",
      "Bonjour, combien coûte le Smart Web Application avec le forfait annuel?",
    ]) {
      const reply = answer(text);
      expect(reply).toContain(`${formatUsd(app.yearlyPrice)}/month on the 12-month plan`);
      expect(reply).not.toContain(formatUsd(app.monthlyPrice));
    }
  });

  it("reads Portuguese words mixed into English", () => {
    expect(normalizeText("Quanto custa o Business Starter por mês?")).toBe(
      "how much is the business starter per month?",
    );
    expect(say("Paguei ontem e quero reembolso. How long does it take to process?")).toContain(
      refundPolicy.refundProcessing,
    );
    expect(
      say("e depois disso, how long until I see the money?", [
        "Pedimos reembolso hoje. How long do you take to process it?",
      ]),
    ).toContain(refundPolicy.bankProcessing);
  });
});

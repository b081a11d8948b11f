/**
 * Classes the twenty-second blind set showed: a number said with a decimal or a fraction, the
 * price of something the catalog does not price, every channel's setup added, two periods of one
 * sum, a pause asked after a story that mentions cancelling, and single facts asked in other
 * languages. Every wording here is written for these tests; expected figures are computed from
 * content/.
 */
import { describe, expect, it } from "vitest";
import { model, plan, say, vibe } from "./testing";

const money = (n: number) =>
  `$${n.toLocaleString("en-US", { minimumFractionDigits: Number.isInteger(n) ? 0 : 2 })}`;

describe("a number said with a decimal or a fraction", () => {
  const gpt4 = model("gpt-4");
  const claude = model("claude");
  const priced = (m: typeof gpt4, tokens: number) => money((tokens / 1000) * m.pricePer1kTokens!);
  it("is read whole, in words, digits, shorthand and the other languages", () => {
    const cases: Array<[string, typeof gpt4, number]> = [
      ["about how much for one point two million tokens with GPT-4?", gpt4, 1_200_000],
      ["GPT-4 cost of 1.2 million tokens, roughly", gpt4, 1_200_000],
      ["if we burn through 1.2M tokens on gpt-4 what's that cost", gpt4, 1_200_000],
      ["one and a half million tokens on Claude, what would that run?", claude, 1_500_000],
      ["what's the bill for half a million tokens on claude", claude, 500_000],
      ["Was kosten 1,2 Millionen Tokens mit GPT-4 ungefähr?", gpt4, 1_200_000],
      ["combien pour un million et demi de tokens avec GPT-4 ?", gpt4, 1_500_000],
      ["cuánto sale un millón y medio de tokens con Claude?", claude, 1_500_000],
      ["a million and a half tokens on gpt-4, cost?", gpt4, 1_500_000],
      ["two point five million tokens on Claude?", claude, 2_500_000],
      ["cost of a quarter million tokens on GPT-4", gpt4, 250_000],
    ];
    for (const [text, m, tokens] of cases) {
      expect(say(text), text).toContain(priced(m, tokens));
    }
    expect(say("two and a half thousand tokens on GPT-4, how much?")).toContain("2,500 tokens");
  });
  it("is declined, never read in part, when its pieces do not join", () => {
    for (const text of [
      "one hundred point five million tokens on gpt-4, cost?",
      "a million and change tokens on GPT-4, how much?",
      "1.2.5 million tokens on claude?",
      "a month and a half of Business Pro, total?",
    ]) {
      const reply = say(text);
      expect(reply, text).not.toMatch(/\*\*\$[\d,.]+\*\*|= \$[\d,.]+/);
      expect(reply, text).toMatch(/specialist/);
    }
  });
});

describe("the price of an extra the catalog does not price", () => {
  it("says the pages do not list it, with the plan's included count, and offers a specialist", () => {
    for (const [text, included] of [
      ["Business Pro: what do you charge for each additional workflow beyond the 8 included?", "8"],
      ["how much is an extra workflow on Business Starter past the 3 included", "3"],
      ["price per additional automation on Business Pro?", "8"],
      ["what would more workflows than included cost on Business Starter?", "3"],
      [
        "what's the fee per additional conversation past the limit on the Starter chatbot?",
        "1,000",
      ],
      [
        "what's the overage if we go past 10,000 conversations on the Professional chatbot?",
        "10,000",
      ],
    ] as const) {
      const reply = say(text);
      expect(reply, text).toMatch(/don't list/);
      expect(reply, text).toContain(included);
      expect(reply, text).toMatch(/specialist/);
      expect(reply, text).not.toMatch(/= \$|\*\*\$/);
    }
  });
  it("asks back an included count that is not the plan's", () => {
    const reply = say("On Business Pro, what's each extra workflow past the 10 included?");
    expect(reply).toContain('"10"');
    expect(reply).not.toMatch(/\*\*\$/);
  });
});

describe("every channel's setup time, added", () => {
  it("sums each channel the pages list, with the working and hours and minutes", () => {
    for (const text of [
      "if we hook the chatbot up to every channel you support, how long is setup in total?",
      "total setup time for all of your channels?",
      "say i connect it to each channel you list, whats the setup time altogether",
      "how much time to set up the bot on all channels, total?",
      "if i conect the bot to evry channel, total setup tiem?",
    ]) {
      const reply = say(text);
      expect(reply, text).toContain("Website 15 minutes");
      expect(reply, text).toContain("Email 30 minutes");
      expect(reply, text).toContain("2 hours 15 minutes");
    }
  });
});

describe("a month and a year asked of several offers", () => {
  it("gives the sum a month and the sum a year", () => {
    const starter = plan("starter");
    const pro = plan("professional");
    const month = starter.price! + pro.price!;
    for (const text of [
      "Business Starter and Business Pro, what's it per month and per year?",
      "I'd take Business Starter and Business Pro, both billed monthly. Monthly and yearly?",
      "Business Starter e Business Pro, quanto fica por mês e por ano?",
      "Business Starter und Business Pro: was kostet das pro Monat und pro Jahr?",
      "Business Starter et Business Pro, combien par mois et par an ?",
    ]) {
      const reply = say(text);
      expect(reply, text).toContain(`**${money(month)}/month**`);
      expect(reply, text).toContain(`**${money(month * 12)}**`);
    }
  });
  it("adds the 12-month plans' prices when both are on them", () => {
    const app = vibe("mobile_app");
    const web = vibe("smart_web_app");
    const month = app.yearlyPrice! + web.yearlyPrice!;
    const reply = say(
      "Mobile App Development and Smart Web Application, both on the 12-month plan: a month and a year?",
    );
    expect(reply).toContain(`**${money(month)}/month**`);
    expect(reply).toContain(`**${money(month * 12)}**`);
  });
});

describe("a pause asked after a story that mentions cancelling", () => {
  it("answers the pause the question asks, not the cancellation told before it", () => {
    for (const text of [
      "Things are slow and my partner says we should just cancel. I'd rather not. If I pause from today, what's the latest the pause can last until?",
      "Honestly I was about to cancel the plan last week, then a friend told me about pausing. If we pause today, until when can it stay paused?",
      "We thought about cancelling over the holidays. Could I pause starting today, and what's the last day the pause could run to?",
      "my boss wants to cancel everything, but I read you can pause. if I pause today how long can it last, until what date?",
    ]) {
      const reply = say(text);
      expect(reply, text).toContain("May 25, 2027");
      expect(reply, text).not.toContain("30 days");
    }
  });
  it("still answers a cancellation the question asks", () => {
    const reply = say(
      "I thought about pausing for a while. If I cancel today, when does billing stop?",
    );
    expect(reply).toContain("December 25, 2026");
  });
});

describe("a single fact asked in another language", () => {
  it("finds where the business is", () => {
    for (const text of [
      "In welcher Stadt ist euer Hauptsitz?",
      "¿En qué ciudad está la sede de la empresa?",
      "Dans quelle ville se trouve votre siège ?",
      "Em que cidade fica a sede de vocês?",
      "In quale città avete la sede?",
      "In welke stad zijn jullie gevestigd?",
    ]) {
      expect(say(text), text).toContain("Raleigh");
    }
  });
  it("finds the contact form's upload limit", () => {
    for (const text of [
      "Wie groß darf die Datei im Kontaktformular sein?",
      "¿De qué tamaño puede ser el archivo adjunto?",
      "Quelle taille maximum pour le fichier joint au formulaire ?",
      "Qual o tamanho máximo do arquivo anexo?",
      "Hoe groot mag de bijlage zijn?",
    ]) {
      expect(say(text), text).toContain("10 MB");
    }
  });
  it("gives both reply speeds the pages state", () => {
    for (const text of [
      "Vos chatbots répondent en combien de temps ?",
      "¿En cuánto tiempo responden los chatbots?",
      "Wie schnell antworten eure Chatbots?",
      "Em quanto tempo os chatbots respondem?",
      "how fast do your chatbots respond?",
    ]) {
      const reply = say(text);
      expect(reply, text).toContain("under 3 seconds for 95% of requests");
      expect(reply, text).toContain("sub-second");
    }
  });
  it("finds the phone, the opening hours and the refund", () => {
    expect(say("¿Cuál es su número de teléfono?")).toContain("555-0142");
    expect(say("Wie sind eure Öffnungszeiten?")).toMatch(/9AM|9 AM|9:00/);
    expect(say("Comment fonctionne le remboursement ?")).toMatch(/refund/i);
  });
});

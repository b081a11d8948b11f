/**
 * The words a message of a common kind is written with, for the keyword classifier: a category
 * named "bug" is met by "the app crashes" as well as by "bug", "billing" by "I was charged
 * twice". A family is recognised by any of its names (in the languages the composer reads) as a
 * word of the category; its words are matched as the starts of the message's words (accents
 * folded), or whole where they hold a space ("not working"). A word marked "~" is a family's only
 * by default, and counts half.
 *
 * A category of no known family is met by its own words only, so an owner's own kinds
 * ("wedding", "catering") keep working as before.
 */
type Family = { names: RegExp; words: string[] };

const families: Family[] = [
  {
    names:
      /^(bugs?|technical|tech|issues?|problems?|errors?|incidents?|outages?|defects?|fehler|technik|pannes?|averias?|problemas?|storing(en)?|errori|erros?)$/,
    words: [
      "bug",
      "crash",
      "error",
      "broken",
      "fail",
      "glitch",
      "freez",
      "froze",
      "stuck",
      "outage",
      "not working",
      "doesn t work",
      "does not work",
      "isn t working",
      "won t load",
      "can t log",
      "cannot log",
      "login",
      "log in",
      "password",
      "blank page",
      "fehler",
      "absturz",
      "sturzt",
      "kaputt",
      "funktioniert nicht",
      "panne",
      "plante",
      "erreur",
      "bloque",
      "fallo",
      "falla",
      "no funciona",
      "non funziona",
      "errore",
      "werkt niet",
      "storing",
      "nao funciona",
    ],
  },
  {
    names:
      /^(billing|bills?|invoices?|invoicing|payments?|accounting|accounts|finance|charges?|facturation|factura(cion)?|facturas|rechnung(en)?|zahlung(en)?|fattur[ae]|fatturazione|factuur|facturen|cobranca|pagamentos?|pagos?)$/,
    words: [
      "invoice",
      "bill",
      "charge",
      "payment",
      "paid",
      "pay",
      "refund",
      "receipt",
      "subscription",
      "credit card",
      "debit",
      "overcharg",
      "factur",
      "rechnung",
      "zahlung",
      "abbuchung",
      "pago",
      "cobro",
      "cobra",
      "fattur",
      "pagament",
      "betaling",
      "paiement",
      "prelevement",
    ],
  },
  {
    names:
      /^(sales|sale|leads?|quotes?|prospects?|enquiry|enquiries|inquiry|inquiries|new business|ventas?|ventes?|verkauf|vertrieb|vendite|verkoop|vendas|comercial)$/,
    words: [
      "quote",
      "pricing",
      "price",
      "cost",
      "buy",
      "purchas",
      "demo",
      "interested",
      "proposal",
      "how much",
      "presupuesto",
      "cotiz",
      "precio",
      "devis",
      "tarif",
      "prix",
      "angebot",
      "preis",
      "kosten",
      "preventivo",
      "prezzo",
      "offerte",
      "prijs",
      "orcamento",
      "preco",
    ],
  },
  {
    names:
      /^(support|help|helpdesk|questions?|assistance|customer service|service|soporte|ayuda|aide|hilfe|kundendienst|supporto|assistenza|ondersteuning|hulp|suporte|ajuda)$/,
    words: [
      "help",
      "how do",
      "how can",
      "question",
      "problem",
      "issue",
      "support",
      // Something broken is support's when no kind of its own is listed for it: these count
      // half, so "bug" listed beside "support" takes the broken app.
      "~broken",
      "~not working",
      "~doesn t work",
      "~does not work",
      "~can t log",
      "~cannot log",
      "~log in",
      "~login",
      "~password",
      "~error",
      "~crash",
      "ayuda",
      "aide",
      "hilfe",
      "frage",
      "aiuto",
      "domanda",
      "hulp",
      "vraag",
      "ajuda",
    ],
  },
  {
    names:
      /^(complaints?|unhappy|negative|angry|reclamacion(es)?|quejas?|plaintes?|reclamations?|beschwerden?|reklamation(en)?|reclami|reclamo|klachten?|reclamacao|reclamacoes)$/,
    words: [
      "complain",
      "unhappy",
      "disappoint",
      "terrible",
      "awful",
      "horrible",
      "angry",
      "worst",
      "rude",
      "unacceptable",
      "furious",
      "queja",
      "plainte",
      "decu",
      "beschwer",
      "enttauscht",
      "reclam",
      "delus",
      "klacht",
      "teleurgesteld",
    ],
  },
  {
    names:
      /^(bookings?|reservations?|appointments?|scheduling|reservas?|citas?|rendez vous|termine?|buchung(en)?|prenotazion[ei]|afspraa?k(en)?|reserveringen|agendamentos?)$/,
    words: [
      "book",
      "reserv",
      "appointment",
      "schedule",
      "table for",
      "slot",
      "availab",
      "cita",
      "rendez",
      "termin",
      "buchen",
      "prenot",
      "afspraak",
      "agend",
    ],
  },
  {
    names:
      /^(cancellations?|cancel|cancelaciones|cancelacion|annulations?|resiliations?|kundigung(en)?|stornierung(en)?|disdette|disdetta|annullamenti|opzegging(en)?|cancelamentos?)$/,
    words: [
      "cancel",
      "terminate",
      "unsubscribe",
      "close my account",
      "end my subscription",
      "annul",
      "resili",
      "kundig",
      "storn",
      "disdi",
      "opzeg",
      "cancela",
    ],
  },
  {
    names:
      /^(refunds?|returns?|reembolsos?|remboursements?|erstattung(en)?|rimborsi|rimborso|terugbetaling(en)?|devolucao|devolucoes)$/,
    words: [
      "refund",
      "money back",
      "return",
      "reembols",
      "devolu",
      "rembours",
      "erstatt",
      "rimbors",
      "terugbetal",
    ],
  },
  {
    names: /^(spam|junk|scam|ads?|advertising)$/,
    words: [
      "lottery",
      "winner",
      "you have won",
      "crypto",
      "bitcoin",
      "casino",
      "seo services",
      "backlink",
      "viagra",
      "click here",
      "limited offer",
      "guaranteed ranking",
    ],
  },
  {
    names: /^(feedback|praise|compliments?|reviews?|testimonials?|positive|thanks)$/,
    words: [
      "thank",
      "love",
      "great",
      "awesome",
      "amazing",
      "excellent",
      "recommend",
      "gracias",
      "merci",
      "danke",
      "grazie",
      "bedankt",
      "obrigad",
    ],
  },
  {
    names:
      /^(jobs?|careers?|hiring|recruit(ing|ment)?|applications?|applicants?|empleo|emploi|bewerbung(en)?|lavoro|vacatures?)$/,
    words: [
      "job",
      "career",
      "hiring",
      "position",
      "vacanc",
      "resume",
      "cv",
      "apply",
      "applying",
      "internship",
      "empleo",
      "emploi",
      "bewerb",
      "lavoro",
      "vacature",
      "sollicit",
    ],
  },
  {
    names:
      /^(shipping|delivery|deliveries|orders?|tracking|envios?|livraisons?|lieferung(en)?|spedizion[ei]|levering(en)?|entregas?)$/,
    words: [
      "ship",
      "deliver",
      "tracking",
      "package",
      "parcel",
      "arriv",
      "envio",
      "livraison",
      "colis",
      "lieferung",
      "paket",
      "spedizion",
      "pacco",
      "levering",
      "pakket",
      "entrega",
    ],
  },
  {
    names:
      /^(urgent|emergency|emergencies|priority|high priority|critical|urgente?s?|dringend|urgentes|spoed)$/,
    words: [
      "urgent",
      "asap",
      "emergency",
      "immediately",
      "right away",
      "critical",
      "urgente",
      "dringend",
      "spoed",
      "subito",
    ],
  },
];

/** The names a catch-all category goes by, in the languages the composer reads. */
export const catchAllKind =
  /^(others?|other enquir(y|ies)|misc(ellaneous)?|rest|autres?|divers|otros?|otras?|general|sonstiges?|andere|altro|altri|overig|overige|outros?|outras?)$/i;

/** A text's words, accents folded and lower-cased: "réservation" and "Reservation" are one. */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** The words a message of `category` is written with, its own among them. */
export function wordsFor(category: string): string[] {
  const own = wordsOf(category);
  const name = own.join(" ");
  const known = families.filter((f) => f.names.test(name) || own.some((w) => f.names.test(w)));
  return known.flatMap((f) => f.words);
}

/**
 * How strongly a message reads as `category`: each of the category's own words found counts
 * twice (the owner named it), each word of its family once.
 */
export function categoryScore(category: string, message: string): number {
  const words = wordsOf(message);
  const joined = ` ${words.join(" ")} `;
  const stems = wordsOf(category).map((w) => w.slice(0, 5));
  const own = words.filter((w) => stems.some((s) => w.startsWith(s))).length;
  const found = (word: string) =>
    word.includes(" ") ? joined.includes(` ${word}`) : words.some((w) => w.startsWith(word));
  const related = wordsFor(category).reduce(
    (sum, word) =>
      word.startsWith("~") ? sum + (found(word.slice(1)) ? 0.5 : 0) : sum + (found(word) ? 1 : 0),
    0,
  );
  return own * 2 + related;
}

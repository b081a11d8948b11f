/**
 * A message that mixes English with Spanish or German ("Queremos pausar nuestro plan starting
 * today", "Wie viel müssen wir noch zahlen?") is read in English: the common words of the other
 * language (pronouns, articles, question words, the verbs of buying, paying and cancelling,
 * periods) are replaced by their English word before anything else reads the message. Names and
 * figures pass through untouched, so the query engine still reads every part or says which part
 * it could not.
 *
 * A language is read only when the message shows it: two of its marker words (or one beside an
 * inverted question or exclamation mark for Spanish). "Die", "den", "was" and "rest" are English
 * words too, so an English message is never rewritten.
 */

type Glossary = Array<[string, string]>;

const spanishMarkers =
  /(?<![\p{L}])(?:hola|gracias|queremos|quiero|quisiera|necesito|necesitamos|tengo|tenemos|nuestro|nuestra|nuestros|nuestras|hasta|desde|fecha|cu[aá]nto|cu[aá]nta|cu[aá]ntos|cu[aá]ntas|cu[aá]ndo|cu[aá]l|qu[eé]|puede|puedo|podemos|pausar|pausado|pausada|cancelar|pagar|pagamos|pagu[eé]|precio|cuesta|cuestan|meses|a[nñ]o|a[nñ]os|hoy|ma[nñ]ana|ayer|est[aá]|estar|para|tambi[eé]n|porque|reembolso|semana|semanas|d[ií]as)(?![\p{L}])/gu;
const germanMarkers =
  /(?<![\p{L}])(?:wir|ich|wollen|m[oö]chten|m[oö]chte|haben|habe|m[uü]ssen|muss|k[oö]nnen|kann|wieviel|zahlen|bezahlt|gezahlt|bezahlen|genommen|gebucht|schon|bereits|noch|dann|und|f[uü]r|mit|unser|unsere|unseren|kostet|kosten|monat|monate|monaten|jahr|jahre|k[uü]ndigen|k[uü]ndigung|heute|morgen|wann|ist|sind|nicht|auch|aufh[oö]ren|erstattung|r[uü]ckerstattung|woche|wochen)(?![\p{L}])/gu;

/** Spanish words and phrases, longest first, as a visitor mixes them into English. */
const spanish: Glossary = [
  ["hasta qué fecha", "until what date"],
  ["hasta que fecha", "until what date"],
  ["hasta cuándo", "until when"],
  ["hasta cuando", "until when"],
  ["cuánto cuesta", "how much is"],
  ["cuanto cuesta", "how much is"],
  ["cuánto cuestan", "how much are"],
  ["cuanto cuestan", "how much are"],
  ["el más barato", "the cheapest"],
  ["la más barata", "the cheapest"],
  ["el mas barato", "the cheapest"],
  ["la mas barata", "the cheapest"],
  ["más barato", "cheaper"],
  ["mas barato", "cheaper"],
  ["prueba gratis", "free trial"],
  ["prueba gratuita", "free trial"],
  ["sitio web", "website"],
  ["página web", "website"],
  ["pagina web", "website"],
  ["por favor", "please"],
  ["por mes", "per month"],
  ["al mes", "a month"],
  ["hola", "hi"],
  ["gracias", "thanks"],
  ["queremos", "we want to"],
  ["quiero", "i want to"],
  ["quisiera", "i would like to"],
  ["necesito", "i need"],
  ["necesitamos", "we need"],
  ["tengo", "i have"],
  ["tenemos", "we have"],
  ["pausar", "pause"],
  ["pausado", "paused"],
  ["pausada", "paused"],
  ["cancelar", "cancel"],
  ["pagar", "pay"],
  ["pagamos", "we paid"],
  ["pagué", "i paid"],
  ["pague", "i paid"],
  ["reembolso", "refund"],
  ["nuestro", "our"],
  ["nuestra", "our"],
  ["nuestros", "our"],
  ["nuestras", "our"],
  ["hasta", "until"],
  ["desde", "from"],
  ["hoy", "today"],
  ["mañana", "tomorrow"],
  ["ayer", "yesterday"],
  ["cuánto", "how much"],
  ["cuanto", "how much"],
  ["cuánta", "how much"],
  ["cuántos", "how many"],
  ["cuantos", "how many"],
  ["cuántas", "how many"],
  ["cuándo", "when"],
  ["cuando", "when"],
  ["cuál", "which"],
  ["qué", "what"],
  ["cuesta", "costs"],
  ["cuestan", "cost"],
  ["precio", "price"],
  ["fecha", "date"],
  ["meses", "months"],
  ["mes", "month"],
  ["años", "years"],
  ["año", "year"],
  ["semanas", "weeks"],
  ["semana", "week"],
  ["días", "days"],
  ["puede", "can it"],
  ["puedo", "can i"],
  ["podemos", "can we"],
  ["estar", "be"],
  ["está", "is"],
  ["es", "is"],
  ["son", "are"],
  ["para", "for"],
  ["con", "with"],
  ["sin", "without"],
  ["también", "also"],
  ["pero", "but"],
  ["los", "the"],
  ["las", "the"],
  ["el", "the"],
  ["la", "the"],
  ["una", "a"],
  ["un", "a"],
  ["del", "of the"],
  ["de", "of"],
  ["mi", "my"],
  ["mis", "my"],
  ["y", "and"],
];

/** German words and phrases, longest first. */
const german: Glossary = [
  ["wie viel", "how much"],
  ["wieviel", "how much"],
  ["wie viele", "how many"],
  ["bis wann", "until when"],
  ["was kostet", "how much is"],
  ["was kosten", "how much are"],
  ["pro monat", "per month"],
  ["im monat", "a month"],
  ["wir", "we"],
  ["wollen", "want to"],
  ["möchten", "would like to"],
  ["möchte", "would like to"],
  ["ab", "from"],
  ["seit", "since"],
  ["bis", "until"],
  ["ich", "i"],
  ["haben", "have"],
  ["habe", "have"],
  ["hat", "has"],
  ["müssen", "must"],
  ["muessen", "must"],
  ["muss", "must"],
  ["können", "can"],
  ["kann", "can"],
  ["genommen", "taken"],
  ["gebucht", "booked"],
  ["bezahlt", "paid"],
  ["gezahlt", "paid"],
  ["bezahlen", "pay"],
  ["zahlen", "pay"],
  ["schon", "already"],
  ["bereits", "already"],
  ["noch", "still"],
  ["dann", "then"],
  ["und", "and"],
  ["oder", "or"],
  ["für", "for"],
  ["fuer", "for"],
  ["mit", "with"],
  ["ohne", "without"],
  ["unser", "our"],
  ["unsere", "our"],
  ["unseren", "our"],
  ["unserem", "our"],
  ["mein", "my"],
  ["meine", "my"],
  ["kostet", "costs"],
  ["kosten", "cost"],
  ["preis", "price"],
  ["monaten", "months"],
  ["monate", "months"],
  ["monat", "month"],
  ["jahren", "years"],
  ["jahre", "years"],
  ["jahr", "year"],
  ["wochen", "weeks"],
  ["woche", "week"],
  ["tagen", "days"],
  ["tage", "days"],
  ["heute", "today"],
  ["morgen", "tomorrow"],
  ["gestern", "yesterday"],
  ["kündigen", "cancel"],
  ["kündigung", "cancellation"],
  ["aufhören", "stop"],
  ["pausieren", "pause"],
  ["rückerstattung", "refund"],
  ["erstattung", "refund"],
  ["wann", "when"],
  ["ist", "is"],
  ["sind", "are"],
  ["nicht", "not"],
  ["auch", "also"],
  ["einen", "a"],
  ["eine", "a"],
  ["ein", "a"],
  ["dem", "the"],
  ["den", "the"],
  ["der", "the"],
  ["die", "the"],
  ["das", "the"],
];

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One pattern per glossary, longest entry first, on whole words only. */
function compile(glossary: Glossary): { re: RegExp; to: Map<string, string> } {
  const sorted = [...glossary].sort((a, b) => b[0].length - a[0].length);
  const to = new Map(sorted);
  const re = new RegExp(
    `(?<![\\p{L}])(?:${sorted.map(([from]) => literal(from)).join("|")})(?![\\p{L}])`,
    "gu",
  );
  return { re, to };
}

const readers = [
  {
    markers: spanishMarkers,
    shown: (text: string, n: number) => n >= 2 || (n >= 1 && /[¿¡]/.test(text)),
    ...compile(spanish),
  },
  { markers: germanMarkers, shown: (_: string, n: number) => n >= 2, ...compile(german) },
];

/** The message read in English where it shows Spanish or German words; else as it is. */
export function inEnglish(text: string): string {
  let out = text;
  for (const reader of readers) {
    const seen = new Set(out.match(reader.markers) ?? []);
    if (!reader.shown(out, seen.size)) continue;
    out = out.replace(reader.re, (w) => reader.to.get(w) ?? w);
  }
  return out.replace(/[¿¡]/g, "");
}

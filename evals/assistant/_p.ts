import { parse, capitalisedNames } from "../../server/assistant/compute";
import { normalizeText } from "../../server/assistant/normalize";
for (const t of process.argv.slice(2)) {
  const q = parse(normalizeText(t), { year: 2026, month: 11, day: 27 }, capitalisedNames(t));
  const ids = (os: { family: string; id: string }[]) => os.map((o) => `${o.family}:${o.id}`).join(",");
  console.log(t, "\n  offers", ids(q.offers), "| families", q.families.join(","), "| ops", q.ops.join(","), "| popular", q.popular, "| attrs", q.attributes.join(","), "| left", q.leftovers.join(","), q.casual.join(","));
}

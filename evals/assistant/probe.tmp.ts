import { defaultBusinessProfile } from "../../content/business";
import { createLocalAssistant } from "../../server/assistant/local";
const a = createLocalAssistant({ business: defaultBusinessProfile, now: () => new Date("2026-11-25T15:00:00Z") });
const convs: string[][] = JSON.parse(process.argv[2]!);
for (const c of convs) {
  const history: any[] = [];
  for (const m of c) {
    const { text } = a.answer({ sessionId: "p", message: m, history });
    console.log(`Q: ${m}\n   A: ${text.replace(/\n+/g, " ⏎ ").replace(/ ⏎ Sources?: .*$/, "").slice(0, 420)}`);
    history.push({ role: "user", content: m }, { role: "assistant", content: text });
  }
}

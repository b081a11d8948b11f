/**
 * Scores the local suggestion composer on a blind set of automation requests with its rubric.
 *   npx tsx evals/workflow-suggestions/score.ts [path to a suggest module] [--set first|fresh|third|fourth|fifth] [--verbose]
 * `--set first` (the default): evals/blind-2026-11-25 with rubric.ts; `--set fresh`:
 * evals/blind-2026-11-25-fresh/automation-fresh.json with rubric-fresh.ts; `--set third`:
 * evals/blind-2026-12-01-automation/automation-requests.json with rubric-third.ts; `--set fourth`:
 * evals/blind-2026-12-02-suggestion-requests/automation-requests.json (a bare list of sentences,
 * request i named r00…r24 by its index) with rubric-fourth.ts; `--set fifth`:
 * evals/blind-2026-12-03-suggestion-requests/automation-requests.json (the same form) with
 * rubric-fifth.ts.
 * Prints one line per request (right or the first check that failed) and the total.
 */
import fs from "node:fs";
import path from "node:path";
import { defaultBusinessProfile } from "../../content/business";
import type { WorkflowSuggestion } from "../../lib/workflows";
import { type Act, type CondCheck, type ItemCheck, rubric as firstRubric } from "./rubric";
import { rubric as fifthRubric } from "./rubric-fifth";
import { rubric as fourthRubric } from "./rubric-fourth";
import { rubric as freshRubric } from "./rubric-fresh";
import { rubric as thirdRubric } from "./rubric-third";

type Graph = Pick<WorkflowSuggestion, "nodes" | "connections"> & {
  description?: string;
  unsupported?: string[];
};
type Node = Graph["nodes"][number];

const root = path.resolve(import.meta.dirname, "../..");
const sets = {
  first: { file: "evals/blind-2026-11-25/automation-requests.json", rubric: firstRubric },
  fresh: { file: "evals/blind-2026-11-25-fresh/automation-fresh.json", rubric: freshRubric },
  third: {
    file: "evals/blind-2026-12-01-automation/automation-requests.json",
    rubric: thirdRubric,
  },
  fourth: {
    file: "evals/blind-2026-12-02-suggestion-requests/automation-requests.json",
    rubric: fourthRubric,
  },
  fifth: {
    file: "evals/blind-2026-12-03-suggestion-requests/automation-requests.json",
    rubric: fifthRubric,
  },
} as const;

function who(node: Node): "lead" | "team" | null {
  if (node.agentTemplateId !== "email-sender" && node.agentTemplateId !== "sms-alert") return null;
  const to = String(node.data.config.to ?? "");
  return to.includes("{{") ? "lead" : "team";
}

function matches(node: Node, act: Act): boolean {
  const config = node.data.config as Record<string, unknown>;
  const configOk = Object.entries(act.with ?? {}).every(([k, re]) =>
    re.test(String(config[k] ?? "")),
  );
  return configOk && matchesStep(node, act);
}

function matchesStep(node: Node, act: Act): boolean {
  const t = node.agentTemplateId;
  const w = who(node);
  switch (act.t) {
    case "notify-team":
      return w === "team";
    case "lead-message":
      return w === "lead";
    case "team-sms":
      return t === "sms-alert" && w === "team";
    case "lead-email":
      return t === "email-sender" && w === "lead";
    default:
      return t === act.t && (!act.to || act.to === w);
  }
}

function reach(graph: Graph, starts: string[], skipFromConditions: boolean): Node[] {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    if (skipFromConditions && byId.get(id)?.agentTemplateId === "condition") continue;
    for (const c of graph.connections) if (c.source === id) stack.push(c.target);
  }
  return [...seen].map((id) => byId.get(id) as Node);
}

function branch(graph: Graph, cond: Node, handle: "yes" | "no"): Node[] {
  const starts = graph.connections
    .filter((c) => c.source === cond.id && (c.sourceHandle ?? "yes") === handle)
    .map((c) => c.target);
  return reach(graph, starts, false);
}

function condOk(graph: Graph, cond: Node, check: CondCheck): boolean {
  const config = cond.data.config as Record<string, string>;
  if (!check.field.includes(String(config.field ?? "").trim())) return false;
  if (!check.op.includes(String(config.operator ?? ""))) return false;
  if (check.value && !check.value.test(String(config.value ?? "").trim())) return false;
  for (const handle of ["yes", "no"] as const) {
    const want = check[handle];
    const nodes = branch(graph, cond, handle);
    if (want === "none" && nodes.length > 0) return false;
    if (Array.isArray(want) && !want.every((a) => nodes.some((n) => matches(n, a)))) return false;
    const not = handle === "yes" ? check.yesNot : check.noNot;
    if (not?.some((a) => nodes.some((n) => matches(n, a)))) return false;
  }
  if (check.yesCond) {
    const inner = branch(graph, cond, "yes").filter(
      (n) => n.id !== cond.id && n.agentTemplateId === "condition",
    );
    if (!inner.some((n) => check.yesCond?.some((c) => condOk(graph, n, c)))) return false;
  }
  return true;
}

/** Whether the trigger can reach an end (a last step, or a condition's empty branch) avoiding `act`. */
function avoidable(graph: Graph, act: Act): boolean {
  const out = (n: Node, handle?: "yes" | "no") =>
    graph.connections.filter(
      (c) => c.source === n.id && (!handle || (c.sourceHandle ?? "yes") === handle),
    );
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const seen = new Set<string>();
  const stack = [graph.nodes[0]];
  while (stack.length) {
    const n = stack.pop() as Node;
    if (seen.has(n.id) || matches(n, act)) continue;
    seen.add(n.id);
    const open =
      n.agentTemplateId === "condition"
        ? !out(n, "yes").length || !out(n, "no").length
        : !out(n).length;
    if (open) return true;
    for (const c of out(n)) {
      const next = byId.get(c.target);
      if (next) stack.push(next);
    }
  }
  return false;
}

const label = (a: Act) =>
  `${a.t}${a.to ? ` to ${a.to}` : ""}${Object.entries(a.with ?? {})
    .map(([k, re]) => ` with ${k} ${re}`)
    .join("")}`;

export function judge(
  id: string,
  graph: Graph,
  rubric: ItemCheck[] = firstRubric,
): string | null {
  const item = rubric.find((r) => r.id === id);
  if (!item) return "no rubric";
  const nodes = graph.nodes;
  if (nodes[0]?.agentTemplateId !== "trigger") return "does not start with a trigger";
  const conditions = nodes.filter((n) => n.agentTemplateId === "condition");
  if (item.linear && conditions.length) return "invents a condition";
  if (item.only) {
    const extra = nodes.find(
      (n) => n.agentTemplateId !== "trigger" && !item.only?.includes(n.agentTemplateId),
    );
    if (extra) return `has an unrequested ${extra.agentTemplateId}`;
  }
  for (const c of item.configs ?? []) {
    const ok = nodes.some(
      (n) => n.agentTemplateId === c.t && c.value.test(String(n.data.config[c.key] ?? "")),
    );
    if (!ok) return `no ${c.t} with ${c.key} ${c.value}`;
  }
  const said = [graph.description ?? "", ...(graph.unsupported ?? [])].join(" ");
  for (const m of item.mentions ?? []) {
    if (!m.test(said)) return `does not say ${m} cannot be built`;
  }
  for (const a of item.acts ?? []) {
    if (!nodes.some((n) => matches(n, a))) return `missing ${label(a)}`;
  }
  const roots = nodes.filter((n) => !graph.connections.some((c) => c.target === n.id));
  const common = reach(graph, roots.map((n) => n.id), true);
  for (const a of item.always ?? []) {
    if (!common.some((n) => matches(n, a))) return `${a.t} not on the common path`;
  }
  for (const a of item.every ?? []) {
    if (avoidable(graph, a)) return `${a.t} not on every path`;
  }
  for (const list of item.order ?? []) {
    for (const [i, a] of list.slice(0, -1).entries()) {
      const b = list[i + 1];
      const ok = nodes.some(
        (n) =>
          matches(n, a) && reach(graph, [n.id], false).some((m) => m.id !== n.id && matches(m, b)),
      );
      if (!ok) return `no ${label(a)} before ${label(b)}`;
    }
  }
  for (const t of item.lacks ?? []) {
    if (nodes.some((n) => matches(n, { t }))) return `has an unrequested ${t}`;
  }
  for (const [t, max] of Object.entries(item.max ?? {})) {
    if (nodes.filter((n) => n.agentTemplateId === t).length > max) return `too many ${t}`;
  }
  for (const [i, alternatives] of (item.conditions ?? []).entries()) {
    if (!conditions.some((c) => alternatives.some((check) => condOk(graph, c, check)))) {
      const a = alternatives[0];
      return `condition ${i + 1} (${a.field[0]} ${a.op[0]} ${a.value ?? ""}) missing or mis-wired`;
    }
  }
  return null;
}

async function main() {
  const args = process.argv.slice(2);
  const verbose = args.includes("--verbose");
  const setName = args.includes("--set") ? args[args.indexOf("--set") + 1] : "first";
  const set = sets[setName as keyof typeof sets];
  if (!set) throw new Error(`--set must be one of ${Object.keys(sets).join(", ")}`);
  const listed = JSON.parse(fs.readFileSync(path.join(root, set.file), "utf8")) as (
    | string
    | { id: string; request: string }
  )[];
  // A set written as bare sentences names each by its index: r00, r01…
  const requests = listed.map((r, i) =>
    typeof r === "string" ? { id: `r${String(i).padStart(2, "0")}`, request: r } : r,
  );
  const modulePath =
    args.find((a, i) => !a.startsWith("--") && args[i - 1] !== "--set") ??
    "server/workflows/suggest.ts";
  const mod = (await import(path.resolve(root, modulePath))) as {
    composeLocally: (
      intent: string,
      business: typeof defaultBusinessProfile,
    ) => WorkflowSuggestion & { unsupported?: string[] };
  };
  let right = 0;
  for (const r of requests) {
    const suggestion = mod.composeLocally(r.request, defaultBusinessProfile);
    const verdict = judge(r.id, suggestion, set.rubric);
    if (!verdict) right++;
    console.log(`${r.id} ${verdict ? `✗ ${verdict}` : "✓"}`);
    if (verbose) {
      console.log(`    "${suggestion.name}": ${suggestion.nodes.map((n) => `${n.id}:${n.agentTemplateId}${who(n) ? `→${who(n)}` : ""}${n.agentTemplateId === "condition" ? `[${n.data.config.field} ${n.data.config.operator} ${n.data.config.value}]` : ""}`).join(" ")}`);
      if (suggestion.unsupported?.length) console.log(`    says: ${suggestion.unsupported.join(" ")}`);
      console.log(`    ${suggestion.connections.map((c) => `${c.source}${c.sourceHandle ? `(${c.sourceHandle})` : ""}>${c.target}`).join(" ")}`);
    }
  }
  console.log(`right: ${right} of ${requests.length}`);
}

await main();

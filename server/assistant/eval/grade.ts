import type { HeldOutCase } from "./computed-heldout";

/** Case-insensitive check of one held-out case; returns what went wrong, or nothing. */
export function gradeHeldOut(c: HeldOutCase, text: string): string[] {
  const answer = text.toLowerCase();
  const has = (s: string) => answer.includes(s.toLowerCase());
  const problems: string[] = [];
  for (const e of c.expect) {
    const options = Array.isArray(e) ? e : [e];
    if (!options.some(has)) problems.push(`missing ${options.join(" | ")}`);
  }
  for (const n of c.not ?? []) if (has(n)) problems.push(`has ${n}`);
  return problems;
}

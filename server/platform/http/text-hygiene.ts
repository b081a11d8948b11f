/**
 * Text every API accepts: no NUL, no other C0 control but tab, LF and CR, no DEL, no unpaired
 * UTF-16 surrogate, in any value or key of a request, however deeply nested. PostgreSQL cannot
 * store NUL in text or jsonb, nor a lone surrogate in jsonb (ADR 0035); the other controls have
 * no place in what a person types and make stored text look different from what staff read.
 */

import {
  directionControls,
  hasDirectionControl,
  hasDisallowedCharacter,
} from "../../../lib/text-rules";

// The rules are in lib/, where a form checks what its visitor types by them before sending.
export { hasDirectionControl, hasDisallowedCharacter };

// biome-ignore lint/suspicious/noControlCharactersInRegex: replacing them is the point
const shownAsReplacement = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udfff]/g;

/** At most this many offending fields are named: a huge body must not make a huge answer. */
const MAX_REPORTED = 10;
/** A key is echoed in the field's name; a long one is cut. */
const MAX_KEY_SHOWN = 60;

type Node = { value: unknown; key: string | number | null; parent: Node | null };

function pathOf(node: Node, badKey = false): string {
  const parts: string[] = [];
  for (let n: Node | null = node; n && n.key !== null; n = n.parent) {
    parts.push(String(n.key));
  }
  parts.reverse();
  if (badKey && parts.length) {
    // The key itself is at fault: name it without echoing what made it so.
    const last = parts.length - 1;
    parts[last] = parts[last]!.replace(shownAsReplacement, "\ufffd")
      .replace(directionControls, "\ufffd")
      .slice(0, MAX_KEY_SHOWN);
  }
  return parts.length ? parts.join(".") : "body";
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * The dotted paths ("customerInfo.name", "nodes.0.config.url", "body") of the values or keys
 * that carry a disallowed character (and, with `directionControls`, a direction control); empty
 * when the value is clean. Walks with its own stack, never recursion: a body nested a hundred
 * thousand levels deep is an answer, not a crash.
 */
export function findDisallowedText(
  value: unknown,
  options: { directionControls?: boolean } = {},
): string[] {
  const refused = options.directionControls
    ? (text: string) => hasDisallowedCharacter(text) || hasDirectionControl(text)
    : hasDisallowedCharacter;
  const found: string[] = [];
  const stack: Node[] = [{ value, key: null, parent: null }];
  while (stack.length && found.length < MAX_REPORTED) {
    const node = stack.pop()!;
    const v = node.value;
    if (typeof v === "string") {
      if (refused(v)) found.push(pathOf(node));
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: i, parent: node });
    } else if (v !== null && typeof v === "object" && isPlainObject(v)) {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        const child: Node = { value: v[key], key, parent: node };
        if (refused(key)) {
          found.push(pathOf(child, true));
          if (found.length >= MAX_REPORTED) break;
          continue;
        }
        stack.push(child);
      }
    }
  }
  return [...new Set(found)];
}

/** The value with every direction control removed from its strings, in place where nested. */
export function withoutDirectionControls<T>(value: T): T {
  if (typeof value === "string") return value.replace(directionControls, "") as T;
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        if (typeof v[i] === "string") v[i] = v[i].replace(directionControls, "");
        else if (v[i] !== null && typeof v[i] === "object") stack.push(v[i]);
      }
    } else if (v !== null && typeof v === "object" && isPlainObject(v)) {
      for (const key of Object.keys(v)) {
        const child = v[key];
        if (typeof child === "string") v[key] = child.replace(directionControls, "");
        else if (child !== null && typeof child === "object") stack.push(child);
      }
    }
  }
  return value;
}

/**
 * The characters no request may carry (the server refuses them in any value or key, ADR 0035):
 * NUL and every other C0 control but tab, LF and CR, DEL, and an unpaired UTF-16 surrogate. Here,
 * not in the server, so a form can say so under its field before anything is sent.
 */

import { requestErrors } from "../content/request-errors";

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The refusal of a text said with its first refused character named, by code point and place
 * ("contains a character that is not allowed (U+0007 at character 12)"): the character is
 * invisible, so "a character" alone leaves the visitor searching.
 */
export function refusedCharacterNamed(text: string, directionControlsToo = false): string {
  const refused = new RegExp(
    `${controlCharacter.source}|${loneSurrogate.source}${directionControlsToo ? "|[\\u202a-\\u202e\\u2066-\\u2069]" : ""}`,
  );
  const found = refused.exec(text);
  if (!found) return requestErrors.characterNotAllowed;
  const code = found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0");
  // Characters as a person counts them: an emoji before it is one, not two.
  const position = [...text.slice(0, found.index)].length + 1;
  return requestErrors.characterNamed(`U+${code}`, position);
}

/** True when the text holds a character no request may carry. */
export function hasDisallowedCharacter(text: string): boolean {
  return controlCharacter.test(text) || loneSurrogate.test(text);
}

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). Invisible,
 * they reorder what follows them: "Zoë ‮gnp.exe" reads "Zoë exe.png". Nothing a person types
 * needs them (a right-to-left name is shown right to left without them). The API drops them from
 * what it reads (ADR 0047); where a form shows its text back as typed (the workflow editor), they
 * are refused like a control character, so what is shown is what is stored (ADR 0059).
 */
export const directionControls = /[\u202a-\u202e\u2066-\u2069]/g;

const directionControl = new RegExp(directionControls.source);

/** True when the text holds a direction control. */
export function hasDirectionControl(text: string): boolean {
  return directionControl.test(text);
}

/** Line ends: LF, CR, NEL, and the line and paragraph separators. A name is one line. */
const lineBreak = /[\n\r\u0085\u2028\u2029]/;

/** True when the text holds a line break. */
export function hasLineBreak(text: string): boolean {
  return lineBreak.test(text);
}

/** Every line end (and a vertical tab or form feed), with the spaces around it. */
const lineEnds = /\s*[\n\r\v\f\u0085\u2028\u2029]+\s*/g;

/**
 * The lines of what a person typed joined by spaces, and nothing else changed: another control
 * character is left in, for the field's rule to refuse where it was typed rather than be
 * replaced unseen.
 */
export function joinLines(text: string): string {
  return text.replace(lineEnds, " ");
}

/**
 * Every line end Unicode has (LF, CR, NEL, the line and paragraph separators, a vertical tab or
 * form feed) and every other control character (C0, DEL, C1), with the spaces around them: a
 * mail library or a reader may break a line at any of them.
 */
const lineBreaks = /\s*[\p{Cc}\u2028\u2029]+\s*/gu;

/**
 * The text on one line: each run of line ends and control characters becomes one space. For a
 * value filled into a one-line setting at run time (an email's subject from a lead's name), and
 * every header-like value a notification writes, where a line end could start another header.
 */
export function onOneLine(text: string): string {
  return text.replace(lineBreaks, " ");
}

/**
 * What shows nothing on its own: whitespace of every width, controls and format characters
 * (zero-width spaces and joiners, the byte-order mark, direction marks, the soft hyphen),
 * combining marks (drawn only on the letter before them), the characters Unicode lets a font
 * draw as nothing (Hangul fillers, variation selectors, tags) and the blank braille pattern.
 */
const invisible = /[\s\p{Cc}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/**
 * Characters that draw nothing and join or separate nothing a script needs: the zero-width space,
 * the word joiner, the byte-order mark, the soft hyphen, the direction marks, the invisible math
 * operators and the Hangul fillers. Inside a name they make two names that look the same differ
 * ("Lead\u200bFollow-Up" beside "LeadFollow-Up"), so a name refuses them. The zero-width joiner
 * and non-joiner, variation selectors and tags stay: emoji sequences and Persian or Indic
 * spelling need them.
 */
const hiddenCharacter =
  /[\u00ad\u061c\u115f\u1160\u180e\u200b\u200e\u200f\u2060-\u2064\u3164\ufeff\uffa0]/;

/** True when the text holds a character that draws nothing and a name does not need. */
export function hasHiddenCharacter(text: string): boolean {
  return hiddenCharacter.test(text);
}

/**
 * True when the text has something to see: a letter, digit, sign or emoji. A name of zero-width
 * spaces or a lone combining mark looks empty where it is listed, and tells two apart by nothing.
 */
export function hasVisibleCharacter(text: string): boolean {
  return text.replace(invisible, "") !== "";
}

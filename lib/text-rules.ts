/**
 * The characters no request may carry (the server refuses them in any value or key, ADR 0035):
 * NUL and every other C0 control but tab, LF and CR, DEL, and an unpaired UTF-16 surrogate. Here,
 * not in the server, so a form can say so under its field before anything is sent.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

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

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

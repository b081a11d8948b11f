import { describe, expect, it } from "vitest";
import {
  hasHiddenCharacter,
  hasLineBreak,
  hasVisibleCharacter,
  refusedCharacterNamed,
  joinLines,
  onOneLine,
} from "./text-rules";

describe("a name's text rules", () => {
  it.each([
    ["a zero-width space", "\u200b"],
    ["a word joiner", "\u2060"],
    ["a byte-order mark", "\ufeff"],
    ["a lone combining mark", "\u0301"],
    ["combining marks and zero-width joiners", "\u0301\u200d\u0308"],
    ["spaces of every width", " \u00a0\u2003\u3000"],
    ["a soft hyphen and a left-to-right mark", "\u00ad\u200e"],
    ["Hangul fillers", "\u3164\uffa0"],
    ["a variation selector", "\ufe0f"],
    ["a blank braille pattern", "\u2800"],
    ["a tag character", "\u{e0041}"],
    ["nothing", ""],
  ])("%s shows nothing", (_what, text) => {
    expect(hasVisibleCharacter(text)).toBe(false);
  });

  it.each([
    ["a letter", "a"],
    ["a letter with its combining accent", "e\u0301"],
    ["a digit among zero-width spaces", "\u200b1\u200b"],
    ["an emoji joined by zero-width joiners", "👩\u200d💻"],
    ["a script without capitals", "北京"],
    ["punctuation", "-"],
  ])("%s shows something", (_what, text) => {
    expect(hasVisibleCharacter(text)).toBe(true);
  });

  it.each([
    ["a zero-width space", "Lead\u200bFollow-Up"],
    ["a word joiner", "Lead\u2060Follow-Up"],
    ["a byte-order mark", "\ufeffLead"],
    ["a soft hyphen", "Lead\u00adintake"],
    ["a right-to-left mark", "Lead\u200f"],
    ["an invisible plus", "a\u2064b"],
    ["a Hangul filler", "Lead\u3164"],
  ])("%s inside a visible name is hidden", (_what, text) => {
    expect(hasHiddenCharacter(text)).toBe(true);
  });

  it.each([
    ["an emoji joined by zero-width joiners", "👩\u200d💻 Lead"],
    ["a Persian word with a zero-width non-joiner", "می\u200cخواهم"],
    ["an emoji with its variation selector", "❤\ufe0f leads"],
    [
      "a flag made of tags",
      "\u{1f3f4}\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f} leads",
    ],
    ["plain text", "Lead follow-up"],
  ])("%s needs what it holds", (_what, text) => {
    expect(hasHiddenCharacter(text)).toBe(false);
  });

  it.each([
    ["LF", "a\nb"],
    ["CR", "a\rb"],
    ["CR LF at the end", "a\r\n"],
    ["a next-line control", "a\u0085b"],
    ["a line separator", "a\u2028b"],
    ["a paragraph separator", "\u2029"],
  ])("%s breaks the line", (_what, text) => {
    expect(hasLineBreak(text)).toBe(true);
  });

  it("a tab or a space does not", () => {
    expect(hasLineBreak("a\tb c")).toBe(false);
  });
});

describe("a value put on one line", () => {
  it.each([
    ["Ada\r\nBcc: x@example.com", "Ada Bcc: x@example.com"],
    ["Ada \n\n Lovelace", "Ada Lovelace"],
    ["a\rb\u0085c\u2028d\u2029e\vf\fg", "a b c d e f g"],
    // Every other control character: C0, DEL and C1 (a reader may break a line at any).
    ["a\u0000b\u001bc\u007fd\u008ae\u009ff\tg", "a b c d e f g"],
    ["no break", "no break"],
  ])("%j is %j", (text, flat) => {
    expect(onOneLine(text)).toBe(flat);
    expect(hasLineBreak(onOneLine(text))).toBe(false);
  });
});

describe("joinLines", () => {
  it("joins the lines of typed text and leaves other control characters for its rule to refuse", () => {
    expect(joinLines("Leads\r\n in\u2028 time")).toBe("Leads in time");
    expect(joinLines("Leads\u001b in")).toBe("Leads\u001b in");
    expect(onOneLine("Leads\u001b in")).toBe("Leads in");
  });
});

describe("a refused character, named", () => {
  it("says which and where, counting characters as a person does", () => {
    expect(refusedCharacterNamed("Acme\u0007")).toBe(
      "contains a character that is not allowed (U+0007 at character 5)",
    );
    expect(refusedCharacterNamed("🚀 x\u0000")).toBe(
      "contains a character that is not allowed (U+0000 at character 4)",
    );
    expect(refusedCharacterNamed("ab\udc00")).toBe(
      "contains a character that is not allowed (U+DC00 at character 3)",
    );
    // A direction control only where the form refuses it.
    expect(refusedCharacterNamed("a\u202eb", true)).toBe(
      "contains a character that is not allowed (U+202E at character 2)",
    );
    expect(refusedCharacterNamed("a\u202eb")).toBe("contains a character that is not allowed");
  });
});

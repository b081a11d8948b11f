/**
 * Single messages the twenty-first blind set showed were read short: typos in the words the
 * query language reads, other languages' compositions, a constraint with a price over time, two
 * asks where the second multiplies the first, and a figure put forward to be checked. Every
 * wording here is written for these tests; expected figures are computed from content/.
 */
import { describe, expect, it } from "vitest";
import { queryWordFor } from "./words";
import { plan, say } from "./testing";

const money = (n: number) => `$${n.toLocaleString("en-US")}`;

describe("a typo in a word the query language reads", () => {
  const pro = plan("professional");
  const starter = plan("starter");
  it("is read as that word: years, months, regular and limited prices", () => {
    const yearStarter = money(starter.price! * 12);
    for (const text of [
      "what does busines starter cost per yaer?",
      "business starter for a yera, how much?",
      "price of buisness starter over one yearr",
      "busness starter: cost for 1 yaer in total?",
    ]) {
      expect(say(text), text).toContain(`**${yearStarter}**`);
    }
    const saving = money((pro.originalPrice! - pro.price!) * 12);
    for (const text of [
      "how much do i save in a yaer on business pro, limted price vs the reguler price?",
      "saving over a yera on busines pro with the limited time price compared to the regualr one",
    ]) {
      expect(say(text), text).toContain(`**${saving}**`);
    }
  });
  it("never turns a known word into another, nor a short word by a changed letter", () => {
    expect(queryWordFor("yaer")).toBe("year");
    expect(queryWordFor("monts")).toBe("months");
    expect(queryWordFor("same")).toBeUndefined();
    expect(queryWordFor("with")).toBeUndefined();
    expect(queryWordFor("year")).toBeUndefined();
    expect(queryWordFor("1200")).toBeUndefined();
  });
});

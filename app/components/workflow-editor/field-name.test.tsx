import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FieldName } from "./field-name";

const breaks = (name: string) => renderToStaticMarkup(<FieldName name={name} />).split("<wbr/>");

describe("a field's name", () => {
  it("may break after a separator and between camelCase words, never inside a word", () => {
    expect(breaks("emailMessage.to")).toEqual(["email", "Message.", "to"]);
    expect(breaks("contact.company")).toEqual(["contact.", "company"]);
    expect(breaks("first_name-2/x:y")).toEqual(["first_", "name-", "2/", "x:", "y"]);
    expect(breaks("email")).toEqual(["email"]);
    expect(breaks("URL")).toEqual(["URL"]);
  });
});

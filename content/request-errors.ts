/** What any API answers about a request it cannot read, whichever form sent it. */
export const requestErrors = {
  notJson: "The request body is not valid JSON.",
  sendJson: "Send the request body as application/json.",
  /** After the field's dotted name: "message: contains a character that is not allowed". */
  characterNotAllowed: "contains a character that is not allowed",
  fieldsToCorrect: (names: string[]) => `Please correct these fields: ${names.join(", ")}`,
  /** A form sent without scripts came back with messages beside its fields. */
  checkFields: "Please check the answers marked below.",
} as const;

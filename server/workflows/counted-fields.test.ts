/**
 * A count the lead sample has no field for (guests, a score, stars or a rating) is checked on a
 * field named after it, as employees and seats are: on "amount" it would be compared with a sum.
 */
import { describe, expect, it } from "vitest";
import { composeLocally } from "./suggest";

const fieldsOf = (request: string) =>
  composeLocally(request)
    .nodes.filter((n) => n.agentTemplateId === "condition")
    .map((n) => String((n.data.config as Record<string, string>).field));

describe("a counted thing is checked on its own field", () => {
  it.each([
    ["If a booking is for more than 10 guests, text me", "guests"],
    ["Si una reserva es para más de 10 invitados, envíame un SMS", "guests"],
    ["When a catering order is between 50 and 200 guests, email the events coordinator", "guests"],
    ["If the lead score is over 50, email sales", "score"],
    ["Score above 80: email the lead a booking link. Score below 80: do nothing.", "score"],
    ["If a review has fewer than 3 stars, email me", "rating"],
    ["If the rating is below 3, email me", "rating"],
  ])("%s: %s", (request, field) => {
    const fields = fieldsOf(request);
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.every((f) => f === field)).toBe(true);
  });

  it.each([
    "If the order amount is over 500, email me",
    "If the order is between 100 and 500 dollars, email me",
  ])("%s: a sum is still the amount", (request) => {
    expect(fieldsOf(request)).toContain("amount");
  });
});

import { describe, expect, it } from "vitest";
import { consultationSchema } from "../../../lib/consultation";
import { leadRequestSchema } from "../../../lib/lead";
import { orderFormSchema, vibeRequestSchema } from "../../../lib/payments";
import { AppError } from "../errors";
import { parseWith } from "./request";
import { validConsultation, validOrder, validVibeRequest } from "../../../tests/helpers/forms";

/** The fields and messages of the 400 that parsing `value` with `schema` throws. */
function refusal(schema: Parameters<typeof parseWith>[0], value: unknown): Record<string, string> {
  try {
    parseWith(schema, value);
  } catch (err) {
    if (err instanceof AppError && err.fields) return err.fields;
    throw err;
  }
  throw new Error("taken");
}

const consultation = validConsultation;
const order = validOrder;
const vibe = validVibeRequest;

describe("the forms' messages", () => {
  it("a name over its limit says it is too long, with the limit, not that it is missing", () => {
    const long = "A".repeat(300);
    expect(refusal(consultationSchema, { ...consultation, fullName: long })).toEqual({
      fullName: "Please keep this to 200 characters or fewer",
    });
    expect(refusal(orderFormSchema, { ...order, name: long })).toEqual({
      name: "Please keep this to 200 characters or fewer",
    });
    expect(refusal(vibeRequestSchema, { ...vibe, name: long })).toEqual({
      name: "Please keep this to 200 characters or fewer",
    });
    expect(
      refusal(consultationSchema, { ...consultation, taskDescription: "x".repeat(4001) }),
    ).toEqual({ taskDescription: "Please keep this to 4,000 characters or fewer" });
    expect(
      refusal(leadRequestSchema, {
        firstName: long,
        lastName: "Lovelace",
        email: "ada@example.com",
        service: "website",
      }),
    ).toEqual({ firstName: "Please keep this to 100 characters or fewer" });
  });

  it("a refused character in one field does not hide the other fields' messages", () => {
    expect(
      refusal(consultationSchema, {
        ...consultation,
        fullName: "Ada\u0001",
        email: "not-an-email",
        taskDescription: "short",
      }),
    ).toEqual({
      fullName: "contains a character that is not allowed",
      email: "Please enter a valid email address",
      taskDescription: "Please describe your task or workflow (minimum 10 characters)",
    });
    const orderFields = refusal(orderFormSchema, { ...order, city: "Ral\u0000eigh", email: "x" });
    expect(Object.keys(orderFields).sort()).toEqual(["city", "email"]);
    expect(orderFields.city).toBe("contains a character that is not allowed");
    const vibeFields = refusal(vibeRequestSchema, { ...vibe, company: "\u0007", phone: "1" });
    expect(Object.keys(vibeFields).sort()).toEqual(["company", "phone"]);
  });
});

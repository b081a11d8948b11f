/**
 * What a business hands out (its catalogue, brochure, price list), sent where no one of the team
 * is named, goes to the lead: on the otherwise of a check too, where the team used to be guessed.
 */
import { describe, expect, it } from "vitest";
import { composeLocally } from "./suggest";

const emailsTo = (request: string) =>
  composeLocally(request)
    .nodes.filter((n) => n.agentTemplateId === "email-sender")
    .map((n) => String((n.data.config as Record<string, string>).to));

describe("a catalogue or brochure goes to the lead", () => {
  it.each([
    "If the budget is over 1000, email sales; otherwise send the customer our catalogue.",
    "If the budget is over 1000, email sales, else email the brochure to the lead.",
    "If the budget is over 1000, email sales; otherwise send an email with our brochure.",
    "Cuando llegue un nuevo cliente potencial, si su presupuesto es mayor a 1000 euros, envía un correo al equipo de ventas; si no, envíale al cliente un correo con nuestro catálogo.",
    "Als er een nieuwe lead binnenkomt met meer dan 20 medewerkers, mail dan het salesteam. Anders de lead een e-mail met onze brochure sturen.",
  ])("%s: the team on one side, the lead on the other", (request) => {
    const to = emailsTo(request);
    expect(to).toContain("{{email}}");
    expect(to.some((t) => t !== "{{email}}")).toBe(true);
  });

  it.each([
    "When someone asks for our brochure, email me",
    "When a lead asks for the price list, email the sales team",
  ])("%s: a request about it, sent to the team, stays the team's", (request) => {
    expect(emailsTo(request)).not.toContain("{{email}}");
  });
});

/**
 * The lead workflow, a person's status in the staff inbox: new → contacted → qualified → won
 * or lost. 'lost' is reachable from every open status (a lead can drop out at any point) and a
 * closed lead can be reopened as contacted, so a wrong click is never final.
 */
export const leadWorkflow = ["new", "contacted", "qualified", "won", "lost"] as const;

export const leadTransitions: Readonly<Record<string, readonly string[]>> = {
  new: ["contacted", "lost"],
  contacted: ["qualified", "lost"],
  qualified: ["won", "lost"],
  won: ["contacted"],
  lost: ["contacted"],
};

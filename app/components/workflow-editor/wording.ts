/**
 * The editor's words for a step's state on the diagram and in the list that the run log has no
 * line for; the rest are in the page's content (`workflowsPage.editor`).
 */
export const stateWording = {
  /** A step changed since the run shown: on the step, where the ring of that run was. */
  stale: "Out of date: changed since this run",
};

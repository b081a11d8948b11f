import { workflowsPage } from "@content/workflows-page";

const list = workflowsPage.editor.list;
const problemTexts = workflowsPage.editor.problems;

/**
 * A problem's words for the list, which connects with its menus: the diagram's Not connected
 * hints are of dots to drag, which the list does not have. Its own module: the workflow list's
 * cards say it too, and must not load the editor to do so.
 */
export function inListWords(text: string): string {
  return text
    .replace(problemTexts.disconnectedTrigger, list.disconnectedTrigger)
    .replace(problemTexts.disconnected, list.disconnected);
}

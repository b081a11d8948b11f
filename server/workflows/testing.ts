/** Test fixtures of the workflows capability. */
import type { WorkflowConnection, WorkflowNode } from "../../lib/workflows";

/**
 * What the editor sends to save a workflow it read (a stored one or a suggestion): its name,
 * description, steps and connections, never the fields the server adds (the API refuses them).
 */
export function draftOf(
  workflow: {
    name: string;
    description: string | null;
    nodes: WorkflowNode[];
    connections: WorkflowConnection[];
  },
  isActive = true,
) {
  const { name, description, nodes, connections } = workflow;
  return { name, description, nodes, connections, isActive };
}

/** Trigger → File Processor → CRM Update, SMS Alert and Email Sender: every kind of effect. */
export function runnableWorkflow(name = "Lead intake") {
  return {
    name,
    description: "Reads the sample file and files the first contact",
    isActive: true,
    nodes: [
      {
        id: "t",
        agentTemplateId: "trigger",
        position: { x: 0, y: 0 },
        data: { label: "Incoming Trigger", config: { sampleData: "" } },
      },
      {
        id: "f",
        agentTemplateId: "file-processor",
        position: { x: 250, y: 0 },
        data: { label: "File Processor", config: { format: "csv", content: "" } },
      },
      {
        id: "c",
        agentTemplateId: "crm-update",
        position: { x: 500, y: 0 },
        data: {
          label: "CRM Update",
          config: { name: "{{name}}", email: "{{email}}", company: "{{company}}" },
        },
      },
      {
        id: "s",
        agentTemplateId: "sms-alert",
        position: { x: 500, y: 150 },
        data: {
          label: "SMS Alert",
          config: { to: "+1 919 555 0100", message: "New lead {{name}}" },
        },
      },
      {
        id: "e",
        agentTemplateId: "email-sender",
        position: { x: 500, y: 300 },
        data: {
          label: "Email Sender",
          config: { to: "team@example.com", subject: "Lead {{name}}", body: "Hello {{name}}" },
        },
      },
    ],
    connections: [
      { source: "t", target: "f" },
      { source: "f", target: "c" },
      { source: "f", target: "s" },
      { source: "f", target: "e" },
    ],
  };
}

/** A step as a body sends it: `type` left to its default. */
type Step = Omit<WorkflowNode, "type" | "data"> & {
  data: { label: string; config: Record<string, unknown> };
};

/** A step of the runnable workflow by its id (`t`, `f`, `c`, `s`, `e`), its settings as there. */
export function runnableStep(id: string): Step {
  const step = runnableWorkflow().nodes.find((n) => n.id === id);
  if (!step) throw new Error(`The runnable workflow has no step ${id}`);
  return step;
}

/**
 * The runnable workflow's trigger, then `steps` one after another, each placed to the right of
 * the one before; a condition goes on to the next step on its Yes.
 */
export function triggeredChain(name: string, steps: Step[]) {
  const nodes = [runnableStep("t"), ...steps].map((n, i) => ({
    ...n,
    position: { x: i * 250, y: 0 },
  }));
  return {
    ...runnableWorkflow(name),
    description: null,
    nodes,
    connections: nodes.slice(1).map((n, i) => ({
      source: nodes[i].id,
      target: n.id,
      ...(nodes[i].agentTemplateId === "condition" ? { sourceHandle: "yes" as const } : {}),
    })),
  };
}

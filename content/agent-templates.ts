/**
 * The built-in agent templates of the workflow editor: one per step type the engine can run
 * (server/workflows/executors). Each declares its configuration fields; lib/workflows.ts turns
 * them into the zod schema that validates the editor's form and the API, and the seed migration
 * writes the same list into agent_templates (server/workflows/routes.test.ts keeps the two equal).
 */

export const agentIcons = [
  "Zap",
  "FileText",
  "MessageCircle",
  "Smartphone",
  "Database",
  "Receipt",
  "Mail",
  "CheckCircle",
  "Bot",
] as const;
export type AgentIcon = (typeof agentIcons)[number];

/** A configuration field. `text` values may use {{field}} to insert the step's input. */
export type ConfigField =
  | {
      key: string;
      label: string;
      /**
       * `text` is one line: a line break in it is refused, and a value filled in at run time is
       * put on one line (it may become an email header). `textarea` may have many.
       */
      kind: "text" | "textarea";
      required: boolean;
      maxLength: number;
      help?: string;
      default?: string;
      /** A stricter check than "not blank". */
      format?: "email" | "phone";
      /**
       * The value may also be read from a small file the visitor picks (in the browser; the
       * file's text must fit `maxLength`). `accept` is the file input's list of types.
       */
      file?: { accept: string };
    }
  | {
      key: string;
      label: string;
      kind: "select";
      required: boolean;
      options: readonly { value: string; label: string }[];
      help?: string;
      default?: string;
    };

export type AgentTemplateContent = {
  id: string;
  name: string;
  category: string;
  description: string;
  icon: AgentIcon;
  config: { fields: ConfigField[] };
};

const conditionOperators = [
  { value: "equals", label: "equals" },
  { value: "not_equals", label: "does not equal" },
  { value: "contains", label: "contains" },
  { value: "greater_than", label: "is greater than" },
  { value: "less_than", label: "is less than" },
  { value: "at_least", label: "is at least" },
  { value: "at_most", label: "is at most" },
  { value: "exists", label: "is present" },
] as const;

/** The sample file a File Processor reads when the run brings no file of its own. */
export const sampleCsv = [
  "name,email,company,amount",
  "Ada Lovelace,ada@example.com,Analytical Engines,1200",
  "Grace Hopper,grace@example.com,Compilers Inc,850",
  "Alan Turing,alan@example.com,Bletchley Labs,430",
].join("\n");

/**
 * The event a run starts from when it is started by hand: a lead as a contact form leaves it. Every
 * template's defaults read only these fields (or fields a step adds), so any chain of steps
 * dropped onto the canvas runs without typing (engine.defaults.test.ts checks it).
 */
export const sampleLead = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  phone: "+1 919 555 0142",
  message: "Hello, we would like a quote for automating our customer intake.",
  amount: 1200,
} as const;

/**
 * Where a suggested workflow sends the visitor's team its alerts until the visitor puts their own
 * address: we do not know the visitor's team, and this site's own contacts would be wrong. Reserved
 * example contacts (example.com, the 555-01xx fictional numbers) reach nobody and pass the steps'
 * checks, so the suggestion still runs as it comes.
 */
export const teamPlaceholder = { email: "team@example.com", phone: "+1 202 555 0100" } as const;

export const agentTemplates: AgentTemplateContent[] = [
  {
    id: "trigger",
    name: "Incoming Trigger",
    category: "Triggers",
    description: "Starts the workflow with the data of the event that fired it.",
    icon: "Zap",
    config: {
      fields: [
        {
          key: "sampleData",
          label: "Sample event (JSON)",
          kind: "textarea",
          required: false,
          maxLength: 4000,
          default: JSON.stringify(sampleLead, null, 2),
          help: "Used when you run the workflow by hand; left empty, a sample lead is used. Later steps read its fields as {{name}}, {{email}}…",
        },
      ],
    },
  },
  {
    id: "file-processor",
    name: "File Processor",
    category: "Documents",
    description: "Reads a CSV or text file and passes its rows and fields on.",
    icon: "FileText",
    config: {
      fields: [
        {
          key: "format",
          label: "File format",
          kind: "select",
          required: true,
          default: "csv",
          options: [
            { value: "csv", label: "CSV (comma-separated)" },
            { value: "text", label: "Plain text" },
          ],
        },
        {
          key: "content",
          label: "File content",
          kind: "textarea",
          required: false,
          maxLength: 20000,
          file: { accept: ".csv,.txt,text/csv,text/plain" },
          help: "Paste a file here or load one, or leave empty to read the file the run brings (or a sample).",
        },
      ],
    },
  },
  {
    id: "ai-responder",
    name: "AI Intake",
    category: "AI",
    description:
      "Writes a reply for your business from its prompt and the data it receives; on this site, a draft acknowledgement to review.",
    icon: "MessageCircle",
    config: {
      fields: [
        {
          key: "prompt",
          label: "What to reply to",
          kind: "textarea",
          required: true,
          maxLength: 2000,
          default: "A customer asks: {{message}}",
          help: "Use {{field}} to insert data from the previous step. The step knows nothing about your business but what you write here: give any fact the reply may state.",
        },
      ],
    },
  },
  {
    id: "sms-alert",
    name: "SMS Alert",
    category: "Notifications",
    description: "Writes a text message; on this site it is kept in the run log, not sent.",
    icon: "Smartphone",
    config: {
      fields: [
        {
          key: "to",
          label: "Recipient phone",
          kind: "text",
          required: true,
          maxLength: 20,
          format: "phone",
          default: "{{phone}}",
          help: "The lead's {{phone}}, or a number of your team. Not sent from this site: the message is kept in the run's log, and our team gets one note per run.",
        },
        {
          key: "message",
          label: "Message",
          kind: "textarea",
          required: true,
          maxLength: 320,
          default: "New workflow event: {{name}}",
        },
      ],
    },
  },
  {
    id: "crm-update",
    name: "CRM Update",
    category: "Data",
    description: "Saves the contact from the previous step to your CRM contacts.",
    icon: "Database",
    config: {
      fields: [
        {
          key: "name",
          label: "Contact name",
          kind: "text",
          required: true,
          maxLength: 200,
          default: "{{name}}",
        },
        {
          key: "email",
          label: "Contact email",
          kind: "text",
          required: true,
          maxLength: 200,
          default: "{{email}}",
        },
        {
          key: "company",
          label: "Company",
          kind: "text",
          required: false,
          maxLength: 200,
          default: "{{company}}",
        },
      ],
    },
  },
  {
    id: "invoice-extractor",
    name: "Invoice Extractor",
    category: "Finance",
    description: "Finds the amounts in a document or its rows and adds up the total.",
    icon: "Receipt",
    config: {
      fields: [
        {
          key: "amountField",
          label: "Amount column",
          kind: "text",
          required: false,
          maxLength: 60,
          default: "amount",
          help: "A column of a file's rows or a field of the event (a lead's amount); plain text is searched for $ amounts instead.",
        },
      ],
    },
  },
  {
    id: "email-sender",
    name: "Email Sender",
    category: "Notifications",
    description: "Writes an email; on this site it is kept in the run log, not sent.",
    icon: "Mail",
    config: {
      fields: [
        {
          key: "to",
          label: "Recipient email",
          kind: "text",
          required: true,
          maxLength: 200,
          format: "email",
          default: "{{email}}",
          help: "The lead's {{email}}, or an address of your team. Not sent from this site: the message is kept in the run's log, and our team gets one note per run.",
        },
        {
          key: "subject",
          label: "Subject",
          kind: "text",
          required: true,
          maxLength: 200,
          default: "Workflow update",
        },
        {
          key: "body",
          label: "Body",
          kind: "textarea",
          required: true,
          maxLength: 4000,
          default: "Hello {{name}}, thanks for getting in touch.",
        },
      ],
    },
  },
  {
    id: "condition",
    name: "Smart Condition",
    category: "Logic",
    description: "Checks the data and sends it down the Yes or the No branch.",
    icon: "CheckCircle",
    config: {
      fields: [
        {
          key: "field",
          label: "Field to check",
          kind: "text",
          required: true,
          maxLength: 100,
          default: "message",
          help: "A field of the previous step's output, e.g. message, total or category.",
        },
        {
          key: "operator",
          label: "Condition",
          kind: "select",
          required: true,
          default: "exists",
          options: conditionOperators,
        },
        { key: "value", label: "Value", kind: "text", required: false, maxLength: 200 },
      ],
    },
  },
  {
    id: "ai-classifier",
    name: "AI Classifier",
    category: "AI",
    description: "Sorts a message into one of your categories by its words.",
    icon: "Bot",
    config: {
      fields: [
        {
          key: "categories",
          label: "Categories",
          kind: "text",
          required: true,
          maxLength: 300,
          default: "sales, support, billing",
          help: "Comma-separated. The best-matching one is passed on as category.",
        },
        {
          key: "field",
          label: "Text field",
          kind: "text",
          required: false,
          maxLength: 100,
          default: "message",
        },
      ],
    },
  },
];

export const agentTemplateIds = agentTemplates.map((t) => t.id);

export function findAgentTemplate(id: string): AgentTemplateContent | undefined {
  return agentTemplates.find((t) => t.id === id);
}

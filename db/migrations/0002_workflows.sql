CREATE TABLE "crm_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"workflow_id" integer,
	"execution_id" integer,
	"node_id" text,
	"visitor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"workflow_id" integer NOT NULL,
	"workflow_name" text NOT NULL,
	"execution_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workflow_executions" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "workflow_executions" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workflow_executions" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_contacts_step_idx" ON "crm_contacts" USING btree ("execution_id","node_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_messages_step_idx" ON "workflow_messages" USING btree ("execution_id","node_id");
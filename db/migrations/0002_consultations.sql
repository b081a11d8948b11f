ALTER TABLE "automation_requests" ADD COLUMN "task_description" text;--> statement-breakpoint
ALTER TABLE "automation_requests" ADD COLUMN "current_tools" text;--> statement-breakpoint
ALTER TABLE "automation_requests" ADD COLUMN "ideal_solution" text;--> statement-breakpoint
ALTER TABLE "automation_requests" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "file_metadata" ADD COLUMN "storage" text DEFAULT 'disk' NOT NULL;--> statement-breakpoint
ALTER TABLE "automation_requests" ADD CONSTRAINT "automation_requests_idempotency_key_unique" UNIQUE("idempotency_key");
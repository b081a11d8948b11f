ALTER TABLE "workflows" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "idempotency_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "workflows_user_idempotency_idx" ON "workflows" USING btree ("user_id","idempotency_key");
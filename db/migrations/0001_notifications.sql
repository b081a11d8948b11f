CREATE TABLE "notification_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"channel" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"reference" text,
	"claimed_until" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_key_idx" ON "notification_deliveries" USING btree ("kind","record_id","channel","target");--> statement-breakpoint
-- Inquiries stored before team notifications existed are not notified now (the start-up sweep
-- would otherwise send every old lead at once): mark them as skipped.
INSERT INTO "notification_deliveries" ("kind", "record_id", "channel", "status", "last_error")
SELECT 'business_inquiry', "id", 'outbox', 'skipped', 'stored before team notifications existed'
FROM "business_inquiries";

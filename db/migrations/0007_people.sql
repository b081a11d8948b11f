CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_key" text,
	"email" text,
	"name" text,
	"phone" text,
	"company" text,
	"status" text DEFAULT 'new' NOT NULL,
	"open_items" integer DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, '') || ' ' || coalesce(phone, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_email_key_unique" UNIQUE("email_key")
);
--> statement-breakpoint
ALTER TABLE "automation_requests" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "business_inquiries" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "call_bookings" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "call_bookings" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "inbox_activity" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "transcript_requests" ADD COLUMN "person_id" integer;--> statement-breakpoint
CREATE INDEX "people_activity_idx" ON "people" USING btree ("last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "people_status_activity_idx" ON "people" USING btree ("status","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "people_search_idx" ON "people" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "automation_requests" ADD CONSTRAINT "automation_requests_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_inquiries" ADD CONSTRAINT "business_inquiries_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_bookings" ADD CONSTRAINT "call_bookings_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_activity" ADD CONSTRAINT "inbox_activity_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_requests" ADD CONSTRAINT "transcript_requests_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_requests_person_idx" ON "automation_requests" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "business_inquiries_person_idx" ON "business_inquiries" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "call_bookings_person_idx" ON "call_bookings" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "chat_sessions_person_idx" ON "chat_sessions" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "inbox_activity_person_idx" ON "inbox_activity" USING btree ("person_id","id");--> statement-breakpoint
CREATE INDEX "leads_person_idx" ON "leads" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "payments_person_idx" ON "payments" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "transcript_requests_person_idx" ON "transcript_requests" USING btree ("person_id");
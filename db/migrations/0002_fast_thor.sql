CREATE TABLE "call_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"time_zone" text NOT NULL,
	"email_sent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transcript_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"email" text NOT NULL,
	"transcript" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_bookings" ADD CONSTRAINT "call_bookings_inquiry_id_business_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."business_inquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_bookings_slot_idx" ON "call_bookings" USING btree ("slot_start");--> statement-breakpoint
CREATE UNIQUE INDEX "call_bookings_inquiry_idx" ON "call_bookings" USING btree ("inquiry_id");
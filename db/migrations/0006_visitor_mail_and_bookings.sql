ALTER TABLE "call_bookings" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "call_bookings" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "transcript_requests" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "call_bookings_email_key_idx" ON "call_bookings" USING btree ("email_key","slot_start");--> statement-breakpoint
CREATE INDEX "call_bookings_client_key_idx" ON "call_bookings" USING btree ("client_key","slot_start");
DROP INDEX "call_bookings_person_idx";--> statement-breakpoint
DROP INDEX "people_activity_idx";--> statement-breakpoint
DROP INDEX "people_status_activity_idx";--> statement-breakpoint
CREATE INDEX "call_bookings_person_idx" ON "call_bookings" USING btree ("person_id","slot_start");--> statement-breakpoint
CREATE INDEX "people_activity_idx" ON "people" USING btree ("last_activity_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "people_status_activity_idx" ON "people" USING btree ("status","last_activity_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- How many people a search term matches decides between walking the activity index (a common
-- term: the first page is found in a few hundred rows) and the trigram index (a rare one). The
-- default sample misjudges `like '%term%'` by a factor of hundreds; a finer one gets it right.
ALTER TABLE "people" ALTER COLUMN "search_text" SET STATISTICS 1000;
--> statement-breakpoint
ANALYZE "people";

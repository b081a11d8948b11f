DROP INDEX "crm_contacts_step_idx";--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD COLUMN "email_key" text GENERATED ALWAYS AS (lower(btrim(email))) STORED;--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Until now every run of a CRM Update step added a contact, so a visitor has a row per run for
-- the same address. Before the index that keeps one per visitor and address, each such set
-- becomes its first row (its id, the run and step that created it, its creation time) holding
-- the newest row's name and address, the newest company any of them gave (a run that gives none
-- keeps the known one, as a run now does) and the newest row's time as its last update
-- (ADR 0067). Contacts of no known visitor stay apart, as the index leaves them.
UPDATE "crm_contacts" SET "updated_at" = "created_at";--> statement-breakpoint
WITH "ranked" AS (
  SELECT "id", "visitor_id", "email_key", "company", "created_at",
    row_number() OVER (PARTITION BY "visitor_id", "email_key" ORDER BY "created_at", "id") AS "oldest_first",
    row_number() OVER (PARTITION BY "visitor_id", "email_key" ORDER BY "created_at" DESC, "id" DESC) AS "newest_first"
  FROM "crm_contacts"
  WHERE "visitor_id" IS NOT NULL
), "merged" AS (
  SELECT max("id") FILTER (WHERE "oldest_first" = 1) AS "kept_id",
    max("id") FILTER (WHERE "newest_first" = 1) AS "newest_id",
    (array_agg("company" ORDER BY "created_at" DESC, "id" DESC) FILTER (WHERE "company" IS NOT NULL))[1] AS "company"
  FROM "ranked"
  GROUP BY "visitor_id", "email_key"
  HAVING count(*) > 1
)
UPDATE "crm_contacts" AS "kept"
SET "name" = "newest"."name", "email" = "newest"."email", "company" = "merged"."company",
  "updated_at" = "newest"."created_at"
FROM "merged" JOIN "crm_contacts" AS "newest" ON "newest"."id" = "merged"."newest_id"
WHERE "kept"."id" = "merged"."kept_id";--> statement-breakpoint
DELETE FROM "crm_contacts" USING (
  SELECT "id", row_number() OVER (PARTITION BY "visitor_id", "email_key" ORDER BY "created_at", "id") AS "oldest_first"
  FROM "crm_contacts"
  WHERE "visitor_id" IS NOT NULL
) AS "copies"
WHERE "crm_contacts"."id" = "copies"."id" AND "copies"."oldest_first" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_contacts_visitor_email_idx" ON "crm_contacts" USING btree ("visitor_id","email_key");
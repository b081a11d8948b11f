-- Records stored before people existed get their person, by the rules the app applies to new ones
-- (docs/decisions/0040-existing-records-become-people.md). Set-based, one statement per step,
-- and only rows whose person_id is still null are touched: running it again changes nothing.
-- The people it links records to are recomputed (contact fields, status, open items, last activity)
-- from all their records; people it does not touch keep what the app wrote.
DROP TABLE IF EXISTS pg_temp.people_backfill_touched;
--> statement-breakpoint
CREATE TEMP TABLE people_backfill_touched (person_id integer NOT NULL);
--> statement-breakpoint
-- One person per normalised email, whichever record and whatever case it came in.
INSERT INTO people (email_key)
SELECT DISTINCT email_key FROM (
  SELECT nullif(lower(trim(email)), '') AS email_key FROM business_inquiries WHERE person_id IS NULL
  UNION ALL
  SELECT nullif(lower(trim(email)), '') FROM automation_requests WHERE person_id IS NULL
  UNION ALL
  SELECT nullif(lower(trim(customer_email)), '') FROM payments WHERE person_id IS NULL
  UNION ALL
  SELECT nullif(lower(trim(email)), '') FROM transcript_requests WHERE person_id IS NULL
  UNION ALL
  SELECT nullif(lower(trim(email)), '') FROM leads WHERE person_id IS NULL AND inquiry_id IS NULL
) r
WHERE email_key IS NOT NULL
ON CONFLICT (email_key) DO NOTHING;
--> statement-breakpoint
WITH linked AS (
  UPDATE business_inquiries r SET person_id = p.id FROM people p
  WHERE r.person_id IS NULL AND p.email_key = lower(trim(r.email))
  RETURNING p.id
)
INSERT INTO people_backfill_touched SELECT DISTINCT id FROM linked;
--> statement-breakpoint
WITH linked AS (
  UPDATE automation_requests r SET person_id = p.id FROM people p
  WHERE r.person_id IS NULL AND p.email_key = lower(trim(r.email))
  RETURNING p.id
)
INSERT INTO people_backfill_touched SELECT DISTINCT id FROM linked;
--> statement-breakpoint
WITH linked AS (
  UPDATE payments r SET person_id = p.id FROM people p
  WHERE r.person_id IS NULL AND p.email_key = lower(trim(r.customer_email))
  RETURNING p.id
)
INSERT INTO people_backfill_touched SELECT DISTINCT id FROM linked;
--> statement-breakpoint
WITH linked AS (
  UPDATE transcript_requests r SET person_id = p.id FROM people p
  WHERE r.person_id IS NULL AND p.email_key = lower(trim(r.email))
  RETURNING p.id
)
INSERT INTO people_backfill_touched SELECT DISTINCT id FROM linked;
--> statement-breakpoint
-- A chat lead the lead form completed is that form's: its person is the form's email.
WITH linked AS (
  UPDATE leads r SET person_id = i.person_id FROM business_inquiries i
  WHERE r.person_id IS NULL AND r.inquiry_id = i.id AND i.person_id IS NOT NULL
  RETURNING i.person_id
)
INSERT INTO people_backfill_touched SELECT DISTINCT person_id FROM linked;
--> statement-breakpoint
WITH linked AS (
  UPDATE leads r SET person_id = p.id FROM people p
  WHERE r.person_id IS NULL AND r.inquiry_id IS NULL AND p.email_key = lower(trim(r.email))
  RETURNING p.id
)
INSERT INTO people_backfill_touched SELECT DISTINCT id FROM linked;
--> statement-breakpoint
-- A conversation belongs to the email left in it: the lead form first (the visitor's own details),
-- then an email typed in the chat for the transcript, then a payment started from the chat; the
-- newest of a kind wins.
WITH owner AS (
  SELECT DISTINCT ON (session_id) session_id, person_id FROM (
    SELECT session_id, person_id, 1 AS rank, created_at FROM business_inquiries
    WHERE session_id IS NOT NULL AND person_id IS NOT NULL
    UNION ALL
    SELECT l.session_id, l.person_id, 1, l.created_at FROM leads l
    JOIN people p ON p.id = l.person_id AND p.email_key IS NOT NULL
    WHERE l.session_id IS NOT NULL
    UNION ALL
    SELECT session_id, person_id, 2, created_at FROM transcript_requests WHERE person_id IS NOT NULL
    UNION ALL
    SELECT session_id, person_id, 3, created_at FROM payments
    WHERE session_id IS NOT NULL AND person_id IS NOT NULL
  ) c
  ORDER BY session_id, rank, created_at DESC
),
linked AS (
  UPDATE chat_sessions s SET person_id = o.person_id FROM owner o
  WHERE s.person_id IS NULL AND s.session_id = o.session_id
  RETURNING o.person_id
)
INSERT INTO people_backfill_touched SELECT DISTINCT person_id FROM linked;
--> statement-breakpoint
-- Before an email exists the conversation is the link: a chat lead with no contact details (and a
-- record whose email is blank) goes to whoever owns its chat session.
WITH linked AS (
  UPDATE leads r SET person_id = s.person_id FROM chat_sessions s
  WHERE r.person_id IS NULL AND r.session_id = s.session_id AND s.person_id IS NOT NULL
  RETURNING s.person_id
)
INSERT INTO people_backfill_touched SELECT DISTINCT person_id FROM linked;
--> statement-breakpoint
WITH linked AS (
  UPDATE business_inquiries r SET person_id = s.person_id FROM chat_sessions s
  WHERE r.person_id IS NULL AND r.session_id = s.session_id AND s.person_id IS NOT NULL
  RETURNING s.person_id
)
INSERT INTO people_backfill_touched SELECT DISTINCT person_id FROM linked;
--> statement-breakpoint
WITH linked AS (
  UPDATE payments r SET person_id = s.person_id FROM chat_sessions s
  WHERE r.person_id IS NULL AND r.session_id = s.session_id AND s.person_id IS NOT NULL
  RETURNING s.person_id
)
INSERT INTO people_backfill_touched SELECT DISTINCT person_id FROM linked;
--> statement-breakpoint
WITH linked AS (
  UPDATE transcript_requests r SET person_id = s.person_id FROM chat_sessions s
  WHERE r.person_id IS NULL AND r.session_id = s.session_id AND s.person_id IS NOT NULL
  RETURNING s.person_id
)
INSERT INTO people_backfill_touched SELECT DISTINCT person_id FROM linked;
--> statement-breakpoint
-- What is left has no email and no owned conversation: one anonymous person per chat session
-- (or per record, for one without a session). The ids are drawn first so the records can be
-- linked by key.
DROP TABLE IF EXISTS pg_temp.people_backfill_anonymous;
--> statement-breakpoint
CREATE TEMP TABLE people_backfill_anonymous AS
SELECT key, session_id, nextval(pg_get_serial_sequence('people', 'id'))::integer AS person_id
FROM (
  SELECT coalesce('session:' || session_id, 'lead:' || id) AS key, session_id FROM leads
  WHERE person_id IS NULL
  UNION
  SELECT coalesce('session:' || session_id, 'inquiry:' || id), session_id FROM business_inquiries
  WHERE person_id IS NULL
  UNION
  SELECT coalesce('session:' || session_id, 'payment:' || id), session_id FROM payments
  WHERE person_id IS NULL
  UNION
  SELECT 'session:' || session_id, session_id FROM transcript_requests WHERE person_id IS NULL
  UNION
  SELECT 'consultation:' || id, NULL FROM automation_requests WHERE person_id IS NULL
) k;
--> statement-breakpoint
INSERT INTO people (id, email_key) SELECT person_id, NULL FROM people_backfill_anonymous;
--> statement-breakpoint
INSERT INTO people_backfill_touched SELECT person_id FROM people_backfill_anonymous;
--> statement-breakpoint
UPDATE chat_sessions s SET person_id = a.person_id FROM people_backfill_anonymous a
WHERE s.person_id IS NULL AND s.session_id = a.session_id;
--> statement-breakpoint
UPDATE leads r SET person_id = a.person_id FROM people_backfill_anonymous a
WHERE r.person_id IS NULL AND a.key = coalesce('session:' || r.session_id, 'lead:' || r.id);
--> statement-breakpoint
UPDATE business_inquiries r SET person_id = a.person_id FROM people_backfill_anonymous a
WHERE r.person_id IS NULL AND a.key = coalesce('session:' || r.session_id, 'inquiry:' || r.id);
--> statement-breakpoint
UPDATE payments r SET person_id = a.person_id FROM people_backfill_anonymous a
WHERE r.person_id IS NULL AND a.key = coalesce('session:' || r.session_id, 'payment:' || r.id);
--> statement-breakpoint
UPDATE transcript_requests r SET person_id = a.person_id FROM people_backfill_anonymous a
WHERE r.person_id IS NULL AND a.key = 'session:' || r.session_id;
--> statement-breakpoint
UPDATE automation_requests r SET person_id = a.person_id FROM people_backfill_anonymous a
WHERE r.person_id IS NULL AND a.key = 'consultation:' || r.id;
--> statement-breakpoint
-- A call is booked on a lead form: it is that form's person's.
WITH linked AS (
  UPDATE call_bookings r SET person_id = i.person_id FROM business_inquiries i
  WHERE r.person_id IS NULL AND r.inquiry_id = i.id AND i.person_id IS NOT NULL
  RETURNING i.person_id
)
INSERT INTO people_backfill_touched SELECT DISTINCT person_id FROM linked;
--> statement-breakpoint
-- The team's history follows the item it was made on; a workflow failure is nobody's.
WITH linked AS (
  UPDATE inbox_activity a SET person_id = r.person_id FROM leads r
  WHERE a.person_id IS NULL AND a.kind = 'lead' AND a.record_id = r.id AND r.person_id IS NOT NULL
  RETURNING r.person_id
)
INSERT INTO people_backfill_touched SELECT DISTINCT person_id FROM linked;
--> statement-breakpoint
WITH linked AS (
  UPDATE inbox_activity a SET person_id = r.person_id FROM business_inquiries r
  WHERE a.person_id IS NULL AND a.kind = 'inquiry' AND a.record_id = r.id
    AND r.person_id IS NOT NULL
  RETURNING r.person_id
)
INSERT INTO people_backfill_touched SELECT DISTINCT person_id FROM linked;
--> statement-breakpoint
WITH linked AS (
  UPDATE inbox_activity a SET person_id = r.person_id FROM automation_requests r
  WHERE a.person_id IS NULL AND a.kind = 'consultation' AND a.record_id = r.id
    AND r.person_id IS NOT NULL
  RETURNING r.person_id
)
INSERT INTO people_backfill_touched SELECT DISTINCT person_id FROM linked;
--> statement-breakpoint
WITH linked AS (
  UPDATE inbox_activity a SET person_id = r.person_id FROM payments r
  WHERE a.person_id IS NULL AND a.kind = 'payment' AND a.record_id = r.id
    AND r.person_id IS NOT NULL
  RETURNING r.person_id
)
INSERT INTO people_backfill_touched SELECT DISTINCT person_id FROM linked;
--> statement-breakpoint
-- Every record of the touched people, as inbox items (a chat lead the form completed is shown as
-- that form, so it gives contact details but is no item of its own).
DROP TABLE IF EXISTS pg_temp.people_backfill_records;
--> statement-breakpoint
CREATE TEMP TABLE people_backfill_records AS
SELECT r.* FROM (
  SELECT person_id, id, created_at, 'chat_lead'::text AS kind, inquiry_id IS NULL AS is_item,
    name, email, phone, company,
    CASE WHEN inquiry_id IS NOT NULL THEN NULL WHEN status = 'collecting' THEN 'new' ELSE status END
      AS team_status
  FROM leads
  UNION ALL
  SELECT person_id, id, created_at, 'inquiry', true, first_name || ' ' || last_name, email, NULL,
    company, status
  FROM business_inquiries
  UNION ALL
  SELECT person_id, id, created_at, 'booking', true, NULL, NULL, phone, NULL, NULL
  FROM call_bookings
  UNION ALL
  SELECT person_id, id, created_at, 'consultation', true,
    first_name || ' ' || coalesce(last_name, ''), email, phone, company,
    CASE WHEN status = 'requested' THEN 'new' ELSE status END
  FROM automation_requests
  UNION ALL
  SELECT person_id, id, created_at, 'payment', true, customer_name, customer_email, customer_phone,
    coalesce(customer_company, customer_info ->> 'company'), NULL
  FROM payments
  UNION ALL
  SELECT person_id, id, created_at, 'transcript_request', true, NULL, email, NULL, NULL, NULL
  FROM transcript_requests
) r
WHERE r.person_id IN (SELECT person_id FROM people_backfill_touched);
--> statement-breakpoint
-- The team's last decision (its latest status change) and its last action (a status change or a
-- note) on any of the person's items.
DROP TABLE IF EXISTS pg_temp.people_backfill_team;
--> statement-breakpoint
CREATE TEMP TABLE people_backfill_team AS
SELECT person_id,
  max(created_at) FILTER (WHERE type IN ('status', 'note')) AS acted_at,
  (array_agg(to_status ORDER BY created_at DESC, id DESC) FILTER (WHERE type = 'status'))[1]
    AS decided
FROM inbox_activity
WHERE person_id IN (SELECT person_id FROM people_backfill_touched)
GROUP BY person_id;
--> statement-breakpoint
UPDATE people p SET
  email = coalesce(s.email, p.email),
  name = coalesce(s.name, p.name),
  phone = coalesce(s.phone, p.phone),
  company = coalesce(s.company, p.company),
  status = coalesce(s.decided, s.item_status, p.status),
  open_items = s.open_items,
  last_activity_at = coalesce(s.last_at, p.last_activity_at),
  last_activity = coalesce(s.last_kind, p.last_activity),
  created_at = least(p.created_at, s.first_at),
  updated_at = now()
FROM (
  SELECT r.person_id,
    (array_agg(trim(r.email) ORDER BY r.created_at DESC, r.id DESC)
      FILTER (WHERE trim(r.email) <> ''))[1] AS email,
    (array_agg(trim(r.name) ORDER BY r.created_at DESC, r.id DESC)
      FILTER (WHERE trim(r.name) <> ''))[1] AS name,
    (array_agg(trim(r.phone) ORDER BY r.created_at DESC, r.id DESC)
      FILTER (WHERE trim(r.phone) <> ''))[1] AS phone,
    (array_agg(trim(r.company) ORDER BY r.created_at DESC, r.id DESC)
      FILTER (WHERE trim(r.company) <> ''))[1] AS company,
    (array_agg(r.team_status ORDER BY r.created_at DESC, r.id DESC)
      FILTER (WHERE r.team_status IN ('new', 'contacted', 'qualified', 'won', 'lost')))[1]
      AS item_status,
    CASE
      WHEN min(t.decided) IN ('collecting', 'requested') THEN 'new'
      WHEN min(t.decided) IN ('new', 'contacted', 'qualified', 'won', 'lost') THEN min(t.decided)
    END AS decided,
    count(*) FILTER (WHERE r.is_item AND (t.acted_at IS NULL OR r.created_at > t.acted_at))::integer
      AS open_items,
    max(r.created_at) FILTER (WHERE r.is_item) AS last_at,
    (array_agg(r.kind ORDER BY r.created_at DESC, r.id DESC) FILTER (WHERE r.is_item))[1]
      AS last_kind,
    min(r.created_at) AS first_at
  FROM people_backfill_records r
  LEFT JOIN people_backfill_team t ON t.person_id = r.person_id
  GROUP BY r.person_id
) s
WHERE p.id = s.person_id;
--> statement-breakpoint
DROP TABLE people_backfill_touched, people_backfill_anonymous, people_backfill_records,
  people_backfill_team;
--> statement-breakpoint
-- The inbox lists people by these columns: plan its first queries on real numbers.
ANALYZE people;

-- Records stored before people existed get their person, by the rules the app applies to new ones
-- (docs/decisions/0040-existing-records-become-people.md). Only rows whose person_id is null are
-- considered, so running it again changes nothing. Set-based: the links are worked out first in
-- temporary tables, then each person is written once and each record once, which on a large
-- inbox costs a fraction of updating people step by step.
DROP TABLE IF EXISTS pg_temp.people_backfill_links;
--> statement-breakpoint
CREATE TEMP TABLE people_backfill_links (
  tbl text NOT NULL,
  id integer NOT NULL,
  person_id integer NOT NULL,
  PRIMARY KEY (tbl, id)
);
--> statement-breakpoint
-- One person per normalised email, whichever record and whatever case it came in: the existing
-- person for that email, or a new id.
DROP TABLE IF EXISTS pg_temp.people_backfill_emails;
--> statement-breakpoint
CREATE TEMP TABLE people_backfill_emails AS
SELECT k.email_key,
  CASE WHEN p.id IS NULL THEN nextval(pg_get_serial_sequence('people', 'id'))::integer ELSE p.id END
    AS person_id
FROM (
  SELECT DISTINCT email_key FROM (
    SELECT nullif(lower(trim(email)), '') AS email_key FROM business_inquiries
    WHERE person_id IS NULL
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
) k
LEFT JOIN people p ON p.email_key = k.email_key;
--> statement-breakpoint
ANALYZE people_backfill_emails;
--> statement-breakpoint
INSERT INTO people_backfill_links
SELECT 'business_inquiries', r.id, e.person_id FROM business_inquiries r
JOIN people_backfill_emails e ON e.email_key = lower(trim(r.email))
WHERE r.person_id IS NULL;
--> statement-breakpoint
INSERT INTO people_backfill_links
SELECT 'automation_requests', r.id, e.person_id FROM automation_requests r
JOIN people_backfill_emails e ON e.email_key = lower(trim(r.email))
WHERE r.person_id IS NULL;
--> statement-breakpoint
INSERT INTO people_backfill_links
SELECT 'payments', r.id, e.person_id FROM payments r
JOIN people_backfill_emails e ON e.email_key = lower(trim(r.customer_email))
WHERE r.person_id IS NULL;
--> statement-breakpoint
INSERT INTO people_backfill_links
SELECT 'transcript_requests', r.id, e.person_id FROM transcript_requests r
JOIN people_backfill_emails e ON e.email_key = lower(trim(r.email))
WHERE r.person_id IS NULL;
--> statement-breakpoint
INSERT INTO people_backfill_links
SELECT 'leads', r.id, e.person_id FROM leads r
JOIN people_backfill_emails e ON e.email_key = lower(trim(r.email))
WHERE r.person_id IS NULL AND r.inquiry_id IS NULL;
--> statement-breakpoint
-- A chat lead the lead form completed is that form's: its person is the form's email.
INSERT INTO people_backfill_links
SELECT 'leads', r.id, coalesce(i.person_id, li.person_id) FROM leads r
JOIN business_inquiries i ON i.id = r.inquiry_id
LEFT JOIN people_backfill_links li ON li.tbl = 'business_inquiries' AND li.id = i.id
WHERE r.person_id IS NULL AND coalesce(i.person_id, li.person_id) IS NOT NULL;
--> statement-breakpoint
ANALYZE people_backfill_links;
--> statement-breakpoint
-- A conversation belongs to whoever it first led to: the first email left in it (on the lead form,
-- or typed in the chat for the transcript). A payment carries no conversation.
INSERT INTO people_backfill_links
SELECT DISTINCT ON (s.id) 'chat_sessions', s.id, c.person_id
FROM chat_sessions s
JOIN (
  SELECT r.session_id, coalesce(r.person_id, l.person_id) AS person_id, r.created_at
  FROM business_inquiries r
  LEFT JOIN people_backfill_links l ON l.tbl = 'business_inquiries' AND l.id = r.id
  WHERE r.session_id IS NOT NULL
  UNION ALL
  SELECT r.session_id, coalesce(r.person_id, l.person_id), r.created_at
  FROM leads r
  LEFT JOIN people_backfill_links l ON l.tbl = 'leads' AND l.id = r.id
  WHERE r.session_id IS NOT NULL AND (r.inquiry_id IS NOT NULL OR trim(r.email) <> '')
  UNION ALL
  SELECT r.session_id, coalesce(r.person_id, l.person_id), r.created_at
  FROM transcript_requests r
  LEFT JOIN people_backfill_links l ON l.tbl = 'transcript_requests' AND l.id = r.id
) c ON c.session_id = s.session_id
WHERE s.person_id IS NULL AND c.person_id IS NOT NULL
ORDER BY s.id, c.created_at, c.person_id;
--> statement-breakpoint
-- Temporary tables get no automatic statistics: without these the joins below are planned as if
-- the table were empty (minutes instead of a second on a large inbox).
ANALYZE people_backfill_links;
--> statement-breakpoint
-- Before an email exists the conversation is the link: a chat lead with no contact details (and a
-- record whose email is blank) goes to whoever owns its chat session.
INSERT INTO people_backfill_links
SELECT 'leads', r.id, coalesce(s.person_id, ls.person_id) FROM leads r
JOIN chat_sessions s ON s.session_id = r.session_id
LEFT JOIN people_backfill_links ls ON ls.tbl = 'chat_sessions' AND ls.id = s.id
WHERE r.person_id IS NULL AND coalesce(s.person_id, ls.person_id) IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM people_backfill_links l WHERE l.tbl = 'leads' AND l.id = r.id);
--> statement-breakpoint
INSERT INTO people_backfill_links
SELECT 'business_inquiries', r.id, coalesce(s.person_id, ls.person_id) FROM business_inquiries r
JOIN chat_sessions s ON s.session_id = r.session_id
LEFT JOIN people_backfill_links ls ON ls.tbl = 'chat_sessions' AND ls.id = s.id
WHERE r.person_id IS NULL AND coalesce(s.person_id, ls.person_id) IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM people_backfill_links l WHERE l.tbl = 'business_inquiries' AND l.id = r.id
  );
--> statement-breakpoint
INSERT INTO people_backfill_links
SELECT 'transcript_requests', r.id, coalesce(s.person_id, ls.person_id) FROM transcript_requests r
JOIN chat_sessions s ON s.session_id = r.session_id
LEFT JOIN people_backfill_links ls ON ls.tbl = 'chat_sessions' AND ls.id = s.id
WHERE r.person_id IS NULL AND coalesce(s.person_id, ls.person_id) IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM people_backfill_links l WHERE l.tbl = 'transcript_requests' AND l.id = r.id
  );
--> statement-breakpoint
-- What is left has no email and no owned conversation: one anonymous person per chat session (or
-- per record without one, like a payment whose checkout asked no email).
DROP TABLE IF EXISTS pg_temp.people_backfill_anonymous;
--> statement-breakpoint
CREATE TEMP TABLE people_backfill_anonymous AS
SELECT key, session_id, nextval(pg_get_serial_sequence('people', 'id'))::integer AS person_id
FROM (
  SELECT coalesce('session:' || r.session_id, 'lead:' || r.id) AS key, r.session_id FROM leads r
  WHERE r.person_id IS NULL
    AND NOT EXISTS (SELECT 1 FROM people_backfill_links l WHERE l.tbl = 'leads' AND l.id = r.id)
  UNION
  SELECT coalesce('session:' || r.session_id, 'inquiry:' || r.id), r.session_id
  FROM business_inquiries r
  WHERE r.person_id IS NULL
    AND NOT EXISTS (
      SELECT 1 FROM people_backfill_links l WHERE l.tbl = 'business_inquiries' AND l.id = r.id
    )
  UNION
  SELECT 'payment:' || r.id, NULL FROM payments r
  WHERE r.person_id IS NULL
    AND NOT EXISTS (SELECT 1 FROM people_backfill_links l WHERE l.tbl = 'payments' AND l.id = r.id)
  UNION
  SELECT 'session:' || r.session_id, r.session_id FROM transcript_requests r
  WHERE r.person_id IS NULL
    AND NOT EXISTS (
      SELECT 1 FROM people_backfill_links l WHERE l.tbl = 'transcript_requests' AND l.id = r.id
    )
  UNION
  SELECT 'consultation:' || r.id, NULL FROM automation_requests r
  WHERE r.person_id IS NULL
    AND NOT EXISTS (
      SELECT 1 FROM people_backfill_links l WHERE l.tbl = 'automation_requests' AND l.id = r.id
    )
) k;
--> statement-breakpoint
ANALYZE people_backfill_links;
--> statement-breakpoint
ANALYZE people_backfill_anonymous;
--> statement-breakpoint
INSERT INTO people_backfill_links
SELECT 'chat_sessions', s.id, a.person_id FROM chat_sessions s
JOIN people_backfill_anonymous a ON a.session_id = s.session_id
WHERE s.person_id IS NULL
  AND NOT EXISTS (SELECT 1 FROM people_backfill_links l WHERE l.tbl = 'chat_sessions' AND l.id = s.id);
--> statement-breakpoint
INSERT INTO people_backfill_links
SELECT 'leads', r.id, a.person_id FROM leads r
JOIN people_backfill_anonymous a ON a.key = coalesce('session:' || r.session_id, 'lead:' || r.id)
WHERE r.person_id IS NULL
  AND NOT EXISTS (SELECT 1 FROM people_backfill_links l WHERE l.tbl = 'leads' AND l.id = r.id);
--> statement-breakpoint
INSERT INTO people_backfill_links
SELECT 'business_inquiries', r.id, a.person_id FROM business_inquiries r
JOIN people_backfill_anonymous a
  ON a.key = coalesce('session:' || r.session_id, 'inquiry:' || r.id)
WHERE r.person_id IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM people_backfill_links l WHERE l.tbl = 'business_inquiries' AND l.id = r.id
  );
--> statement-breakpoint
INSERT INTO people_backfill_links
SELECT 'payments', r.id, a.person_id FROM payments r
JOIN people_backfill_anonymous a ON a.key = 'payment:' || r.id
WHERE r.person_id IS NULL
  AND NOT EXISTS (SELECT 1 FROM people_backfill_links l WHERE l.tbl = 'payments' AND l.id = r.id);
--> statement-breakpoint
INSERT INTO people_backfill_links
SELECT 'transcript_requests', r.id, a.person_id FROM transcript_requests r
JOIN people_backfill_anonymous a ON a.key = 'session:' || r.session_id
WHERE r.person_id IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM people_backfill_links l WHERE l.tbl = 'transcript_requests' AND l.id = r.id
  );
--> statement-breakpoint
INSERT INTO people_backfill_links
SELECT 'automation_requests', r.id, a.person_id FROM automation_requests r
JOIN people_backfill_anonymous a ON a.key = 'consultation:' || r.id
WHERE r.person_id IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM people_backfill_links l WHERE l.tbl = 'automation_requests' AND l.id = r.id
  );
--> statement-breakpoint
-- A call is booked on a lead form: it is that form's person's.
INSERT INTO people_backfill_links
SELECT 'call_bookings', r.id, coalesce(i.person_id, l.person_id) FROM call_bookings r
JOIN business_inquiries i ON i.id = r.inquiry_id
LEFT JOIN people_backfill_links l ON l.tbl = 'business_inquiries' AND l.id = i.id
WHERE r.person_id IS NULL AND coalesce(i.person_id, l.person_id) IS NOT NULL;
--> statement-breakpoint
-- The team's history follows the item it was made on; a workflow failure is nobody's.
INSERT INTO people_backfill_links
SELECT 'inbox_activity', a.id, coalesce(r.person_id, l.person_id) FROM inbox_activity a
JOIN leads r ON r.id = a.record_id
LEFT JOIN people_backfill_links l ON l.tbl = 'leads' AND l.id = r.id
WHERE a.kind = 'lead' AND a.person_id IS NULL AND coalesce(r.person_id, l.person_id) IS NOT NULL;
--> statement-breakpoint
INSERT INTO people_backfill_links
SELECT 'inbox_activity', a.id, coalesce(r.person_id, l.person_id) FROM inbox_activity a
JOIN business_inquiries r ON r.id = a.record_id
LEFT JOIN people_backfill_links l ON l.tbl = 'business_inquiries' AND l.id = r.id
WHERE a.kind = 'inquiry' AND a.person_id IS NULL
  AND coalesce(r.person_id, l.person_id) IS NOT NULL;
--> statement-breakpoint
INSERT INTO people_backfill_links
SELECT 'inbox_activity', a.id, coalesce(r.person_id, l.person_id) FROM inbox_activity a
JOIN automation_requests r ON r.id = a.record_id
LEFT JOIN people_backfill_links l ON l.tbl = 'automation_requests' AND l.id = r.id
WHERE a.kind = 'consultation' AND a.person_id IS NULL
  AND coalesce(r.person_id, l.person_id) IS NOT NULL;
--> statement-breakpoint
INSERT INTO people_backfill_links
SELECT 'inbox_activity', a.id, coalesce(r.person_id, l.person_id) FROM inbox_activity a
JOIN payments r ON r.id = a.record_id
LEFT JOIN people_backfill_links l ON l.tbl = 'payments' AND l.id = r.id
WHERE a.kind = 'payment' AND a.person_id IS NULL
  AND coalesce(r.person_id, l.person_id) IS NOT NULL;
--> statement-breakpoint
ANALYZE people_backfill_links;
--> statement-breakpoint
-- Every record of the people this run links something to, as inbox items (a chat lead the form
-- completed is shown as that form: it gives contact details but is no item of its own). `opens`:
-- the record asks the team for something (a lead form, a booked call, a consultation, an AI Vibe
-- Coding request without payment, a payment that went through: a customer to contact); a chat
-- lead, a payment attempt or a transcript request does not. `at`: when the record was activity
-- (a payment that went through, when it did).
DROP TABLE IF EXISTS pg_temp.people_backfill_records;
--> statement-breakpoint
CREATE TEMP TABLE people_backfill_records AS
SELECT x.* FROM (
  SELECT coalesce(r.person_id, l.person_id) AS person_id, r.id, r.created_at,
    'chat_lead'::text AS kind, r.inquiry_id IS NULL AS is_item, false AS opens,
    r.name, r.email, r.phone, r.company,
    CASE
      WHEN r.inquiry_id IS NOT NULL THEN NULL
      WHEN r.status = 'collecting' THEN 'new'
      ELSE r.status
    END AS team_status,
    r.created_at AS at
  FROM leads r LEFT JOIN people_backfill_links l ON l.tbl = 'leads' AND l.id = r.id
  UNION ALL
  SELECT coalesce(r.person_id, l.person_id), r.id, r.created_at, 'inquiry', true, true,
    r.first_name || ' ' || r.last_name, r.email, NULL, r.company, r.status, r.created_at
  FROM business_inquiries r
  LEFT JOIN people_backfill_links l ON l.tbl = 'business_inquiries' AND l.id = r.id
  UNION ALL
  SELECT coalesce(r.person_id, l.person_id), r.id, r.created_at, 'booking', true, true,
    NULL, NULL, r.phone, NULL, NULL, r.created_at
  FROM call_bookings r
  LEFT JOIN people_backfill_links l ON l.tbl = 'call_bookings' AND l.id = r.id
  UNION ALL
  SELECT coalesce(r.person_id, l.person_id), r.id, r.created_at, 'consultation', true, true,
    r.first_name || ' ' || coalesce(r.last_name, ''), r.email, r.phone, r.company,
    CASE WHEN r.status = 'requested' THEN 'new' ELSE r.status END, r.created_at
  FROM automation_requests r
  LEFT JOIN people_backfill_links l ON l.tbl = 'automation_requests' AND l.id = r.id
  UNION ALL
  SELECT coalesce(r.person_id, l.person_id), r.id, r.created_at, 'payment', true,
    r.status = 'succeeded' OR (r.kind = 'vibe_coding' AND r.provider_payment_id IS NULL),
    r.customer_name, r.customer_email, r.customer_phone,
    coalesce(r.customer_company, r.customer_info ->> 'company'), NULL,
    CASE WHEN r.status = 'succeeded' THEN r.updated_at ELSE r.created_at END
  FROM payments r LEFT JOIN people_backfill_links l ON l.tbl = 'payments' AND l.id = r.id
  UNION ALL
  SELECT coalesce(r.person_id, l.person_id), r.id, r.created_at, 'transcript_request', true, false,
    NULL, r.email, NULL, NULL, NULL, r.created_at
  FROM transcript_requests r
  LEFT JOIN people_backfill_links l ON l.tbl = 'transcript_requests' AND l.id = r.id
) x
WHERE x.person_id IN (SELECT person_id FROM people_backfill_links);
--> statement-breakpoint
-- The team's last decision (its latest status change) and its last action (a status change or a
-- note) on any of the person's items.
DROP TABLE IF EXISTS pg_temp.people_backfill_team;
--> statement-breakpoint
CREATE TEMP TABLE people_backfill_team AS
SELECT x.person_id,
  max(x.created_at) FILTER (WHERE x.type IN ('status', 'note')) AS acted_at,
  (array_agg(x.to_status ORDER BY x.created_at DESC, x.id DESC) FILTER (WHERE x.type = 'status'))[1]
    AS decided
FROM (
  SELECT coalesce(a.person_id, l.person_id) AS person_id, a.id, a.created_at, a.type, a.to_status
  FROM inbox_activity a
  LEFT JOIN people_backfill_links l ON l.tbl = 'inbox_activity' AND l.id = a.id
) x
WHERE x.person_id IN (SELECT person_id FROM people_backfill_links)
GROUP BY x.person_id;
--> statement-breakpoint
ANALYZE people_backfill_team;
--> statement-breakpoint
-- Each person written once: contact fields from their newest record that has each, the team's
-- status, the records asking for something that came after the team last acted, their newest
-- item.
INSERT INTO people AS p (id, email_key, email, name, phone, company, status, open_items,
  last_activity_at, last_activity, created_at, updated_at)
SELECT s.person_id, e.email_key, s.email, s.name, s.phone, s.company,
  coalesce(s.decided, s.item_status, 'new'), s.open_items,
  coalesce(s.last_at, s.first_at), s.last_kind, s.first_at, now()
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
    count(*) FILTER (WHERE r.opens AND (t.acted_at IS NULL OR r.at > t.acted_at))::integer
      AS open_items,
    max(r.at) FILTER (WHERE r.is_item) AS last_at,
    (array_agg(r.kind ORDER BY r.at DESC, r.id DESC) FILTER (WHERE r.is_item))[1] AS last_kind,
    min(r.created_at) AS first_at
  FROM people_backfill_records r
  LEFT JOIN people_backfill_team t ON t.person_id = r.person_id
  GROUP BY r.person_id
) s
LEFT JOIN people_backfill_emails e ON e.person_id = s.person_id
ON CONFLICT (id) DO UPDATE SET
  email = coalesce(excluded.email, p.email),
  name = coalesce(excluded.name, p.name),
  phone = coalesce(excluded.phone, p.phone),
  company = coalesce(excluded.company, p.company),
  status = excluded.status,
  open_items = excluded.open_items,
  last_activity_at = excluded.last_activity_at,
  last_activity = coalesce(excluded.last_activity, p.last_activity),
  created_at = least(p.created_at, excluded.created_at),
  updated_at = now();
--> statement-breakpoint
UPDATE business_inquiries r SET person_id = l.person_id FROM people_backfill_links l
WHERE l.tbl = 'business_inquiries' AND l.id = r.id AND r.person_id IS NULL;
--> statement-breakpoint
UPDATE leads r SET person_id = l.person_id FROM people_backfill_links l
WHERE l.tbl = 'leads' AND l.id = r.id AND r.person_id IS NULL;
--> statement-breakpoint
UPDATE chat_sessions r SET person_id = l.person_id FROM people_backfill_links l
WHERE l.tbl = 'chat_sessions' AND l.id = r.id AND r.person_id IS NULL;
--> statement-breakpoint
UPDATE automation_requests r SET person_id = l.person_id FROM people_backfill_links l
WHERE l.tbl = 'automation_requests' AND l.id = r.id AND r.person_id IS NULL;
--> statement-breakpoint
UPDATE payments r SET person_id = l.person_id FROM people_backfill_links l
WHERE l.tbl = 'payments' AND l.id = r.id AND r.person_id IS NULL;
--> statement-breakpoint
UPDATE call_bookings r SET person_id = l.person_id FROM people_backfill_links l
WHERE l.tbl = 'call_bookings' AND l.id = r.id AND r.person_id IS NULL;
--> statement-breakpoint
UPDATE transcript_requests r SET person_id = l.person_id FROM people_backfill_links l
WHERE l.tbl = 'transcript_requests' AND l.id = r.id AND r.person_id IS NULL;
--> statement-breakpoint
UPDATE inbox_activity r SET person_id = l.person_id FROM people_backfill_links l
WHERE l.tbl = 'inbox_activity' AND l.id = r.id AND r.person_id IS NULL;
--> statement-breakpoint
DROP TABLE people_backfill_links, people_backfill_emails, people_backfill_anonymous,
  people_backfill_records, people_backfill_team;
--> statement-breakpoint
-- The inbox lists people by these columns: plan its first queries on real numbers.
ANALYZE people;

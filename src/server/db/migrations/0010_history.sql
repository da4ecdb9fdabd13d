CREATE TABLE "event_row_changes" (
	"id" bigint NOT NULL,
	"event_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"entity" text NOT NULL,
	"row_id" text NOT NULL,
	"label" text,
	"op" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "event_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text,
	"reason" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"at_version" integer NOT NULL,
	"guests" integer NOT NULL,
	"tables" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_versions" ADD CONSTRAINT "event_versions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_versions" ADD CONSTRAINT "event_versions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_row_changes_event_version_idx" ON "event_row_changes" USING btree ("event_id","version");--> statement-breakpoint
CREATE INDEX "event_versions_event_created_idx" ON "event_versions" USING btree ("event_id","created_at");--> statement-breakpoint
-- A row of the log's id: a row's own id, or a guest's membership of a group (guest id:group id).
CREATE FUNCTION "seatwise_row_id"(j jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(j->>'id', (j->>'guest_id') || ':' || (j->>'group_id'))
$$;
--> statement-breakpoint
-- What a row is called: a guest's, table's, household's or group's name, an event's title, an element's label.
CREATE FUNCTION "seatwise_row_label"(j jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(j->>'name', j->>'title', nullif(j->>'label', ''), j->>'kind')
$$;
--> statement-breakpoint
-- What says nothing about what a change did: a row's id and event (columns of the log), and the bookkeeping
-- every write changes (versions, who and when). An update's changed fields leave them out; an added or removed
-- row is logged whole, and the API leaves them out (src/server/modules/history/rows.ts).
CREATE FUNCTION "seatwise_row_fields"(j jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT j - ARRAY['id', 'event_id', 'version', 'updated_by', 'updated_at', 'settings_version',
    'settings_updated_by', 'layout_version', 'layout_updated_by']
$$;
--> statement-breakpoint
CREATE SEQUENCE "event_row_changes_statement_seq";
--> statement-breakpoint
-- The history triggers (docs/decisions/026-history.md): after each statement on a watched table, what it did
-- to the rows goes to event_row_changes under the change-log entry that recordChange opened in this
-- transaction (src/server/modules/live/change-log.ts sets seatwise.event and seatwise.version). A write
-- outside a change (an event created, an account deleted) or into an event being deleted is not logged. One
-- INSERT … SELECT per statement, one sequence number per statement: an import's 10,000 rows cost little more
-- than writing them.
CREATE FUNCTION "seatwise_history"() RETURNS trigger AS $$
DECLARE
  v integer := nullif(current_setting('seatwise.version', true), '')::integer;
  e uuid := nullif(current_setting('seatwise.event', true), '')::uuid;
  s bigint;
BEGIN
  IF v IS NULL OR NOT EXISTS (SELECT 1 FROM "events" WHERE "id" = e) THEN
    RETURN NULL;
  END IF;
  s := nextval('event_row_changes_statement_seq');
  IF TG_OP = 'INSERT' THEN
    IF (SELECT count(*) FROM new_rows) > 100 THEN
      -- Many rows at once (an import): one log row for the statement, each added row as [id, name] (a guest's
      -- with their table), which is what History shows of them; their whole rows are in the version the bulk
      -- action kept before it (src/server/modules/history/rows.ts reads them back as rows).
      IF TG_TABLE_NAME = 'guests' THEN
        INSERT INTO "event_row_changes" ("id", "event_id", "version", "entity", "row_id", "op", "after")
        SELECT s, e, v, TG_ARGV[0], '*', 'insert', jsonb_agg(jsonb_build_array(n.id, n.name, n.table_id))
        FROM new_rows n;
      ELSIF TG_TABLE_NAME = 'guest_group_members' THEN
        INSERT INTO "event_row_changes" ("id", "event_id", "version", "entity", "row_id", "op", "after")
        SELECT s, e, v, TG_ARGV[0], '*', 'insert', jsonb_agg(jsonb_build_array(n.guest_id || ':' || n.group_id))
        FROM new_rows n;
      ELSE
        INSERT INTO "event_row_changes" ("id", "event_id", "version", "entity", "row_id", "op", "after")
        SELECT s, e, v, TG_ARGV[0], '*', 'insert', jsonb_agg(jsonb_build_array(seatwise_row_id(j), seatwise_row_label(j)))
        FROM (SELECT to_jsonb(n) AS j FROM new_rows n) r;
      END IF;
    ELSE
      INSERT INTO "event_row_changes" ("id", "event_id", "version", "entity", "row_id", "label", "op", "after")
      SELECT s, e, v, TG_ARGV[0], seatwise_row_id(j), seatwise_row_label(j), 'insert', j
      FROM (SELECT to_jsonb(n) AS j FROM new_rows n) r;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "event_row_changes" ("id", "event_id", "version", "entity", "row_id", "label", "op", "before")
    SELECT s, e, v, TG_ARGV[0], seatwise_row_id(j), seatwise_row_label(j), 'delete', j
    FROM (SELECT to_jsonb(o) AS j FROM old_rows o) r;
  ELSE
    INSERT INTO "event_row_changes" ("id", "event_id", "version", "entity", "row_id", "label", "op", "before", "after")
    SELECT s, e, v, TG_ARGV[0], n.id, seatwise_row_label(n.j), 'update', d.b, d.a
    FROM (SELECT seatwise_row_id(to_jsonb(o)) AS id, seatwise_row_fields(to_jsonb(o)) AS j FROM old_rows o) o
    JOIN (SELECT seatwise_row_id(to_jsonb(n)) AS id, seatwise_row_fields(to_jsonb(n)) AS j FROM new_rows n) n
      ON n.id = o.id
    CROSS JOIN LATERAL (
      SELECT jsonb_object_agg(k, o.j->k) AS b, jsonb_object_agg(k, n.j->k) AS a
      FROM jsonb_object_keys(n.j) k
      WHERE o.j->k IS DISTINCT FROM n.j->k
    ) d
    WHERE d.a IS NOT NULL;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "guests_history_insert" AFTER INSERT ON "guests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "seatwise_history"('guest');--> statement-breakpoint
CREATE TRIGGER "guests_history_update" AFTER UPDATE ON "guests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "seatwise_history"('guest');--> statement-breakpoint
CREATE TRIGGER "guests_history_delete" AFTER DELETE ON "guests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "seatwise_history"('guest');--> statement-breakpoint
CREATE TRIGGER "households_history_insert" AFTER INSERT ON "households" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "seatwise_history"('household');--> statement-breakpoint
CREATE TRIGGER "households_history_update" AFTER UPDATE ON "households" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "seatwise_history"('household');--> statement-breakpoint
CREATE TRIGGER "households_history_delete" AFTER DELETE ON "households" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "seatwise_history"('household');--> statement-breakpoint
CREATE TRIGGER "guest_groups_history_insert" AFTER INSERT ON "guest_groups" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "seatwise_history"('group');--> statement-breakpoint
CREATE TRIGGER "guest_groups_history_update" AFTER UPDATE ON "guest_groups" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "seatwise_history"('group');--> statement-breakpoint
CREATE TRIGGER "guest_groups_history_delete" AFTER DELETE ON "guest_groups" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "seatwise_history"('group');--> statement-breakpoint
CREATE TRIGGER "guest_group_members_history_insert" AFTER INSERT ON "guest_group_members" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "seatwise_history"('group_member');--> statement-breakpoint
CREATE TRIGGER "guest_group_members_history_delete" AFTER DELETE ON "guest_group_members" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "seatwise_history"('group_member');--> statement-breakpoint
CREATE TRIGGER "tables_history_insert" AFTER INSERT ON "tables" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "seatwise_history"('table');--> statement-breakpoint
CREATE TRIGGER "tables_history_update" AFTER UPDATE ON "tables" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "seatwise_history"('table');--> statement-breakpoint
CREATE TRIGGER "tables_history_delete" AFTER DELETE ON "tables" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "seatwise_history"('table');--> statement-breakpoint
CREATE TRIGGER "venue_elements_history_insert" AFTER INSERT ON "venue_elements" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "seatwise_history"('venue_element');--> statement-breakpoint
CREATE TRIGGER "venue_elements_history_update" AFTER UPDATE ON "venue_elements" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "seatwise_history"('venue_element');--> statement-breakpoint
CREATE TRIGGER "venue_elements_history_delete" AFTER DELETE ON "venue_elements" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "seatwise_history"('venue_element');--> statement-breakpoint
CREATE TRIGGER "seating_rules_history_insert" AFTER INSERT ON "seating_rules" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "seatwise_history"('rule');--> statement-breakpoint
CREATE TRIGGER "seating_rules_history_update" AFTER UPDATE ON "seating_rules" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "seatwise_history"('rule');--> statement-breakpoint
CREATE TRIGGER "seating_rules_history_delete" AFTER DELETE ON "seating_rules" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "seatwise_history"('rule');--> statement-breakpoint
-- The log has no foreign key to its event (a check per logged row would double an import's cost): an event's
-- rows go with it here, once per statement.
CREATE FUNCTION "seatwise_history_forget"() RETURNS trigger AS $$
BEGIN
  DELETE FROM "event_row_changes" WHERE "event_id" IN (SELECT "id" FROM old_rows);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "events_history_forget" AFTER DELETE ON "events" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "seatwise_history_forget"();--> statement-breakpoint
-- Every change raises its event's version (recordChange): that update alone is not logged, and is the only
-- one that changes the version, so the trigger need not even run for it.
CREATE FUNCTION "seatwise_event_history"() RETURNS trigger AS $$
DECLARE
  v integer := nullif(current_setting('seatwise.version', true), '')::integer;
  b jsonb := seatwise_row_fields(to_jsonb(OLD));
  a jsonb := seatwise_row_fields(to_jsonb(NEW));
BEGIN
  IF v IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO "event_row_changes" ("id", "event_id", "version", "entity", "row_id", "label", "op", "before", "after")
  SELECT nextval('event_row_changes_statement_seq'), NEW."id", v, 'event', NEW."id"::text, NEW."title", 'update', jsonb_object_agg(k, b->k), jsonb_object_agg(k, a->k)
  FROM jsonb_object_keys(a) k WHERE b->k IS DISTINCT FROM a->k
  HAVING count(*) > 0;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "events_history_update" AFTER UPDATE ON "events" FOR EACH ROW WHEN (OLD."version" = NEW."version") EXECUTE FUNCTION "seatwise_event_history"();--> statement-breakpoint
CREATE TRIGGER "custom_themes_history_insert" AFTER INSERT ON "custom_themes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "seatwise_history"('theme');--> statement-breakpoint
CREATE TRIGGER "custom_themes_history_update" AFTER UPDATE ON "custom_themes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "seatwise_history"('theme');--> statement-breakpoint
-- A copy of an event's plan (event_versions.data): every watched table's rows as stored, the groups'
-- members as pairs. Guests, tables and elements in their screens' order.
CREATE FUNCTION "seatwise_snapshot"(e uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'guests', coalesce((SELECT jsonb_agg(to_jsonb(g) ORDER BY g.created_at, g.id) FROM "guests" g WHERE g.event_id = e), '[]'),
    'households', coalesce((SELECT jsonb_agg(to_jsonb(h) ORDER BY h.created_at, h.id) FROM "households" h WHERE h.event_id = e), '[]'),
    'groups', coalesce((SELECT jsonb_agg(to_jsonb(gr) ORDER BY gr.created_at, gr.id) FROM "guest_groups" gr WHERE gr.event_id = e), '[]'),
    'members', coalesce((SELECT jsonb_agg(jsonb_build_array(m.guest_id, m.group_id) ORDER BY m.guest_id, m.group_id)
      FROM "guest_group_members" m JOIN "guests" g ON g.id = m.guest_id WHERE g.event_id = e), '[]'),
    'tables', coalesce((SELECT jsonb_agg(to_jsonb(t) ORDER BY t.number) FROM "tables" t WHERE t.event_id = e), '[]'),
    'elements', coalesce((SELECT jsonb_agg(to_jsonb(v) ORDER BY v.sort_order, v.id) FROM "venue_elements" v WHERE v.event_id = e), '[]'),
    'rules', coalesce((SELECT jsonb_agg(to_jsonb(r) ORDER BY r.created_at, r.id) FROM "seating_rules" r WHERE r.event_id = e), '[]')
  )
$$;

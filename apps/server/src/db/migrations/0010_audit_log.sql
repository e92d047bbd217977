CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"request" text NOT NULL,
	"module" text NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_log_item_idx" ON "audit_log" USING btree ("item_type","item_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_changed_at_idx" ON "audit_log" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","changed_at");--> statement-breakpoint
CREATE INDEX "audit_log_module_idx" ON "audit_log" USING btree ("module","changed_at");--> statement-breakpoint
-- Audit capture (platform/audit): every audited table (a module manifest's `audited`) gets an
-- AFTER ROW trigger running this function, installed at migration time from the manifests.
-- The API sets `audit.actor` on the connection of a change it makes ({"user_id", "request"});
-- changes without an actor (jobs, seeds, the admin CLI) are not the API's and are not recorded.
-- Arguments: the module, the id column, the columns never recorded (comma separated), and
-- the item type when the rows belong to another item (empty: the table's own name).
CREATE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb := nullif(current_setting('audit.actor', true), '')::jsonb;
  omitted text[] := coalesce(string_to_array(nullif(TG_ARGV[2], ''), ','), '{}');
  old_row jsonb;
  new_row jsonb;
  before_fields jsonb := '{}';
  after_fields jsonb := '{}';
  field text;
BEGIN
  IF actor IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    old_row := to_jsonb(OLD) - omitted;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_row := to_jsonb(NEW) - omitted;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    FOR field IN SELECT jsonb_object_keys(new_row) LOOP
      IF new_row -> field IS DISTINCT FROM old_row -> field THEN
        before_fields := before_fields || jsonb_build_object(field, old_row -> field);
        after_fields := after_fields || jsonb_build_object(field, new_row -> field);
      END IF;
    END LOOP;
    IF after_fields = '{}' THEN
      RETURN NULL;
    END IF;
  END IF;
  INSERT INTO audit_log (user_id, request, module, item_type, item_id, action, before, after)
  VALUES (
    (actor ->> 'user_id')::integer,
    actor ->> 'request',
    TG_ARGV[0],
    coalesce(nullif(TG_ARGV[3], ''), TG_TABLE_NAME),
    coalesce(new_row, old_row) ->> TG_ARGV[1],
    CASE TG_OP WHEN 'INSERT' THEN 'created' WHEN 'UPDATE' THEN 'changed' ELSE 'deleted' END,
    CASE TG_OP WHEN 'INSERT' THEN NULL WHEN 'UPDATE' THEN before_fields ELSE old_row END,
    CASE TG_OP WHEN 'DELETE' THEN NULL WHEN 'UPDATE' THEN after_fields ELSE new_row END
  );
  RETURN NULL;
END
$$;

ALTER TABLE "audit_log" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "table_name" text;--> statement-breakpoint
CREATE INDEX "audit_log_request_idx" ON "audit_log" USING btree ("request_id","item_type","item_id","id");--> statement-breakpoint
-- The audit function of 0010, now also naming the call (the actor's request_id, one per API
-- request) and the table the row changed, so a history groups one call's rows into one entry
-- and tells the item's own row from its children's (a meeting's invitees).
CREATE OR REPLACE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
  INSERT INTO audit_log (user_id, request, module, item_type, item_id, action, before, after, request_id, table_name)
  VALUES (
    (actor ->> 'user_id')::integer,
    actor ->> 'request',
    TG_ARGV[0],
    coalesce(nullif(TG_ARGV[3], ''), TG_TABLE_NAME),
    coalesce(new_row, old_row) ->> TG_ARGV[1],
    CASE TG_OP WHEN 'INSERT' THEN 'created' WHEN 'UPDATE' THEN 'changed' ELSE 'deleted' END,
    CASE TG_OP WHEN 'INSERT' THEN NULL WHEN 'UPDATE' THEN before_fields ELSE old_row END,
    CASE TG_OP WHEN 'DELETE' THEN NULL WHEN 'UPDATE' THEN after_fields ELSE new_row END,
    actor ->> 'request_id',
    TG_TABLE_NAME
  );
  RETURN NULL;
END
$$;

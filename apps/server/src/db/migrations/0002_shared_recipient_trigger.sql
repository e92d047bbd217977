-- students.recipient_shared: true when another student row has the same recipient_key. The
-- reach count (platform/targeting) counts unshared rows one by one and de-duplicates only the
-- shared ones. Statement triggers keep it after inserts and updates (bulk seeds and imports
-- touch each key once per statement); it is never cleared, which only costs a little speed.
CREATE FUNCTION students_mark_shared_recipients() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The trigger's own UPDATE fires it again; that pass has nothing to add.
  IF pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  UPDATE students s SET recipient_shared = true
  WHERE NOT s.recipient_shared
    AND s.recipient_key IN (
      SELECT o.recipient_key FROM students o
      WHERE o.recipient_key IN (SELECT c.recipient_key FROM changed_students c WHERE c.recipient_key IS NOT NULL)
      GROUP BY o.recipient_key
      HAVING count(*) > 1
    );
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER students_shared_recipients_insert AFTER INSERT ON students
  REFERENCING NEW TABLE AS changed_students
  FOR EACH STATEMENT EXECUTE FUNCTION students_mark_shared_recipients();--> statement-breakpoint
CREATE TRIGGER students_shared_recipients_update AFTER UPDATE ON students
  REFERENCING NEW TABLE AS changed_students
  FOR EACH STATEMENT EXECUTE FUNCTION students_mark_shared_recipients();--> statement-breakpoint
UPDATE students SET recipient_shared = true
WHERE recipient_key IN (
  SELECT recipient_key FROM students WHERE recipient_key IS NOT NULL
  GROUP BY recipient_key HAVING count(*) > 1
);

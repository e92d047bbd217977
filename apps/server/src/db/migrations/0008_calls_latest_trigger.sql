-- call_records.superseded: a later call (by created_at, then id) to the same number, of the same
-- call type and academic year, exists. The calls list's `unique` keeps the calls that are not
-- superseded (each number's latest) through the partial indexes of migration 0007. The database
-- keeps the flag whoever writes: statement triggers recompute it for every number an INSERT,
-- UPDATE or DELETE touched, in one pass for a bulk statement. A new latest call is written as not
-- superseded already, so the usual insert updates one row: the number's previous latest call.
--
-- Two transactions writing calls to one number must not both keep theirs as the latest. Each
-- takes a transaction-long advisory lock on the number (on a hash bucket of it: a bulk insert
-- touches too many numbers for one lock each) before it recomputes; the second waits for the
-- first to commit and, in READ COMMITTED, its recomputing statement then sees the first one's
-- call. Buckets are locked in ascending order, so two statements never wait on each other.
CREATE FUNCTION call_records_refresh_superseded(types smallint[], years integer[], numbers text[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- A REPEATABLE READ snapshot would not see a call committed while this one waited for the
  -- lock, and both calls would stay the latest (SERIALIZABLE fails one of them instead).
  IF current_setting('transaction_isolation') = 'repeatable read' THEN
    RAISE EXCEPTION 'call_records is written under READ COMMITTED or SERIALIZABLE isolation'
      USING HINT = 'Each number''s latest call is kept under a lock per number and needs to see '
        'the calls other transactions committed meanwhile.';
  END IF;
  -- 1667329132 is 'call' in ASCII: the class of these locks, apart from any other advisory lock.
  PERFORM pg_advisory_xact_lock(1667329132, bucket)
  FROM (SELECT DISTINCT hashtext(number) & 1023 AS bucket FROM unnest(numbers) AS number
        ORDER BY 1) AS buckets;
  UPDATE call_records c SET superseded = f.superseded
  FROM (
    SELECT r.id, r.superseded AS stored,
      r.id <> first_value(r.id) OVER (
        PARTITION BY r.call_type, r.academic_year_id, r.user_number
        ORDER BY r.created_at DESC, r.id DESC) AS superseded
    FROM call_records r
    JOIN unnest(types, years, numbers) AS k(call_type, academic_year_id, user_number)
      ON r.call_type = k.call_type AND r.academic_year_id = k.academic_year_id
        AND r.user_number = k.user_number
  ) AS f
  WHERE c.id = f.id AND f.stored <> f.superseded;
END
$$;--> statement-breakpoint
CREATE FUNCTION call_records_mark_superseded() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  types smallint[];
  years integer[];
  numbers text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(call_type), array_agg(academic_year_id), array_agg(user_number)
    INTO types, years, numbers
    FROM (SELECT DISTINCT call_type, academic_year_id, user_number FROM new_calls) AS k;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(call_type), array_agg(academic_year_id), array_agg(user_number)
    INTO types, years, numbers
    FROM (SELECT DISTINCT call_type, academic_year_id, user_number FROM old_calls) AS k;
  ELSE
    -- Only a call whose number, type, year or time changed can move the latest call: a review,
    -- a status refresh or this function's own flag updates find nothing here and lock nothing.
    SELECT array_agg(call_type), array_agg(academic_year_id), array_agg(user_number)
    INTO types, years, numbers
    FROM (
      SELECT DISTINCT call_type, academic_year_id, user_number FROM (
        (SELECT id, call_type, academic_year_id, user_number, created_at FROM old_calls
         EXCEPT SELECT id, call_type, academic_year_id, user_number, created_at FROM new_calls)
        UNION ALL
        (SELECT id, call_type, academic_year_id, user_number, created_at FROM new_calls
         EXCEPT SELECT id, call_type, academic_year_id, user_number, created_at FROM old_calls)
      ) AS moved
    ) AS k;
  END IF;
  IF numbers IS NOT NULL THEN
    PERFORM call_records_refresh_superseded(types, years, numbers);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Existing calls: no other writer gets in while the flags are set and the triggers created.
LOCK TABLE call_records IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
UPDATE call_records c SET superseded = true
WHERE EXISTS (
  SELECT 1 FROM call_records later
  WHERE later.call_type = c.call_type AND later.academic_year_id = c.academic_year_id
    AND later.user_number = c.user_number AND (later.created_at, later.id) > (c.created_at, c.id)
);--> statement-breakpoint
CREATE TRIGGER call_records_superseded_insert AFTER INSERT ON call_records
  REFERENCING NEW TABLE AS new_calls
  FOR EACH STATEMENT EXECUTE FUNCTION call_records_mark_superseded();--> statement-breakpoint
CREATE TRIGGER call_records_superseded_update AFTER UPDATE ON call_records
  REFERENCING OLD TABLE AS old_calls NEW TABLE AS new_calls
  FOR EACH STATEMENT EXECUTE FUNCTION call_records_mark_superseded();--> statement-breakpoint
CREATE TRIGGER call_records_superseded_delete AFTER DELETE ON call_records
  REFERENCING OLD TABLE AS old_calls
  FOR EACH STATEMENT EXECUTE FUNCTION call_records_mark_superseded();

CREATE INDEX "service_schedules_board_idx" ON "service_schedules" USING btree ("service_date","status","outcome","subscription_id","outcome_action_id");--> statement-breakpoint
CREATE INDEX "service_schedules_problems_idx" ON "service_schedules" USING btree ("service_date") WHERE "service_schedules"."outcome" = 'problem';--> statement-breakpoint
-- Every app server tells the office's open Today boards to read again when a pickup changes
-- (docs/decisions/035-today-board-live.md). The notices come from the tables, so a crew sync, an
-- admin's mark and the schedule generator all send them, and only when their transaction
-- commits. The payload is each changed pickup's service date; '*' means any day (a truncate, or a
-- change of who walks a community).
CREATE FUNCTION "service_schedules_notify_today"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('today_board_changed', day::text)
    FROM (SELECT DISTINCT service_date AS day FROM new_rows) changed;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM pg_notify('today_board_changed', day::text)
    FROM (
      SELECT service_date AS day FROM old_rows
      UNION SELECT service_date FROM new_rows
    ) changed;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('today_board_changed', day::text)
    FROM (SELECT DISTINCT service_date AS day FROM old_rows) changed;
  ELSE
    PERFORM pg_notify('today_board_changed', '*');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "service_schedules_today_insert" AFTER INSERT ON "service_schedules"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "service_schedules_notify_today"();--> statement-breakpoint
CREATE TRIGGER "service_schedules_today_update" AFTER UPDATE ON "service_schedules"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "service_schedules_notify_today"();--> statement-breakpoint
CREATE TRIGGER "service_schedules_today_delete" AFTER DELETE ON "service_schedules"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "service_schedules_notify_today"();--> statement-breakpoint
CREATE TRIGGER "service_schedules_today_truncate" AFTER TRUNCATE ON "service_schedules"
  FOR EACH STATEMENT EXECUTE FUNCTION "service_schedules_notify_today"();--> statement-breakpoint
CREATE FUNCTION "crew_assignments_notify_today"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('today_board_changed', '*');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "crew_assignments_today" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "crew_assignments"
  FOR EACH STATEMENT EXECUTE FUNCTION "crew_assignments_notify_today"();

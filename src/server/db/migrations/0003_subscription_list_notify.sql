-- Every app server caches its customers' subscription lists and drops a customer's copy when this
-- channel names them (docs/decisions/021-subscription-list-cache.md). The notices come from the
-- tables themselves, so no write path can forget them, and pg_notify delivers only on commit.
-- The payload is the user id; '*' (a TRUNCATE) means every customer.
CREATE FUNCTION "subscriptions_notify_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('subscription_list_changed', changed.user_id::text)
    FROM (SELECT DISTINCT user_id FROM new_rows) changed;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM pg_notify('subscription_list_changed', changed.user_id::text)
    FROM (SELECT user_id FROM old_rows UNION SELECT user_id FROM new_rows) changed;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('subscription_list_changed', changed.user_id::text)
    FROM (SELECT DISTINCT user_id FROM old_rows) changed;
  ELSE
    PERFORM pg_notify('subscription_list_changed', '*');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only scheduled pickups feed the list (its next pickup); rows that are not scheduled before or
-- after a change cannot move it. A pickup deleted with its subscription finds no owner here; the
-- subscription's own trigger has named them.
CREATE FUNCTION "service_schedules_notify_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('subscription_list_changed', changed.user_id::text)
    FROM (
      SELECT DISTINCT s.user_id FROM subscriptions s
      WHERE s.id IN (SELECT subscription_id FROM new_rows WHERE status = 'scheduled')
    ) changed;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM pg_notify('subscription_list_changed', changed.user_id::text)
    FROM (
      SELECT DISTINCT s.user_id FROM subscriptions s
      WHERE s.id IN (
        SELECT subscription_id FROM old_rows WHERE status = 'scheduled'
        UNION SELECT subscription_id FROM new_rows WHERE status = 'scheduled'
      )
    ) changed;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('subscription_list_changed', changed.user_id::text)
    FROM (
      SELECT DISTINCT s.user_id FROM subscriptions s
      WHERE s.id IN (SELECT subscription_id FROM old_rows WHERE status = 'scheduled')
    ) changed;
  ELSE
    PERFORM pg_notify('subscription_list_changed', '*');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "subscriptions_list_changed_insert" AFTER INSERT ON "subscriptions"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "subscriptions_notify_list_changed"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_list_changed_update" AFTER UPDATE ON "subscriptions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "subscriptions_notify_list_changed"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_list_changed_delete" AFTER DELETE ON "subscriptions"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "subscriptions_notify_list_changed"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_list_changed_truncate" AFTER TRUNCATE ON "subscriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION "subscriptions_notify_list_changed"();--> statement-breakpoint
CREATE TRIGGER "service_schedules_list_changed_insert" AFTER INSERT ON "service_schedules"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "service_schedules_notify_list_changed"();--> statement-breakpoint
CREATE TRIGGER "service_schedules_list_changed_update" AFTER UPDATE ON "service_schedules"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "service_schedules_notify_list_changed"();--> statement-breakpoint
CREATE TRIGGER "service_schedules_list_changed_delete" AFTER DELETE ON "service_schedules"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "service_schedules_notify_list_changed"();--> statement-breakpoint
CREATE TRIGGER "service_schedules_list_changed_truncate" AFTER TRUNCATE ON "service_schedules"
  FOR EACH STATEMENT EXECUTE FUNCTION "service_schedules_notify_list_changed"();

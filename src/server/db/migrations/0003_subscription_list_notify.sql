-- Every app server caches its customers' subscription lists and drops a customer's copy when this
-- channel names them (docs/decisions/021-subscription-list-cache.md). The notices come from the
-- tables themselves, so no write path can forget them, and pg_notify delivers only on commit.
-- The payload is the user id; '*' (a TRUNCATE) means every customer.
CREATE FUNCTION "subscriptions_notify_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(user_id) INTO owners FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(user_id) INTO owners
    FROM (SELECT user_id FROM old_rows UNION ALL SELECT user_id FROM new_rows) changed;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(user_id) INTO owners FROM old_rows;
  ELSE
    PERFORM pg_notify('subscription_list_changed', '*');
    RETURN NULL;
  END IF;
  PERFORM pg_notify('subscription_list_changed', owner::text)
  FROM (SELECT DISTINCT unnest(owners) AS owner) named;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only scheduled pickups feed the list (its next pickup); rows that are not scheduled before or
-- after a change cannot move it. A pickup deleted with its subscription finds no owner here; the
-- subscription's own trigger has named them.
CREATE FUNCTION "service_schedules_notify_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(subscription_id) INTO changed FROM new_rows WHERE status = 'scheduled';
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(subscription_id) INTO changed
    FROM (
      SELECT subscription_id, status FROM old_rows
      UNION ALL SELECT subscription_id, status FROM new_rows
    ) touched
    WHERE status = 'scheduled';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(subscription_id) INTO changed FROM old_rows WHERE status = 'scheduled';
  ELSE
    PERFORM pg_notify('subscription_list_changed', '*');
    RETURN NULL;
  END IF;
  PERFORM pg_notify('subscription_list_changed', owner.user_id::text)
  FROM (SELECT DISTINCT user_id FROM subscriptions WHERE id = ANY(changed)) owner;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Each table gets one trigger per kind of write (a trigger with transition tables takes one event).
DO $$
DECLARE
  tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['subscriptions', 'service_schedules'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      tbl || '_list_changed_insert', tbl, tbl || '_notify_list_changed');
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      tbl || '_list_changed_update', tbl, tbl || '_notify_list_changed');
    EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      tbl || '_list_changed_delete', tbl, tbl || '_notify_list_changed');
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      tbl || '_list_changed_truncate', tbl, tbl || '_notify_list_changed');
  END LOOP;
END
$$;

-- The customer's pickups are cached per app server too (docs/decisions/021-subscription-list-cache.md):
-- every change to a pickup row now names its customer, not only a change to a scheduled one (its
-- date, status, completion and notes are what the portal's schedule shows).
CREATE OR REPLACE FUNCTION "service_schedules_notify_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(subscription_id) INTO changed FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(subscription_id) INTO changed
    FROM (
      SELECT subscription_id FROM old_rows
      UNION ALL SELECT subscription_id FROM new_rows
    ) touched;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(subscription_id) INTO changed FROM old_rows;
  ELSE
    PERFORM pg_notify('subscription_list_changed', '*');
    RETURN NULL;
  END IF;
  PERFORM pg_notify('subscription_list_changed', owner.user_id::text)
  FROM (SELECT DISTINCT user_id FROM subscriptions WHERE id = ANY(changed)) owner;
  RETURN NULL;
END
$$;

-- The office's filters on plan and city, copied onto the rows they filter
-- (docs/decisions/040-admin-search-and-export-at-scale.md): each pickup carries its
-- subscription's plan and its customer's lowered city, each subscription its customer's lowered
-- city, so a filter on status, plan and city meets in one index instead of joining two common
-- sets into a rare one. The database keeps the copies in step, whoever writes.
ALTER TABLE "service_schedules" ADD COLUMN "plan" text;--> statement-breakpoint
ALTER TABLE "service_schedules" ADD COLUMN "city_key" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "city_key" text;--> statement-breakpoint
-- Filled by rewriting each table once (a change of type with USING), not by an UPDATE, which
-- would leave a dead version of every row until a vacuum. USING takes no subquery; a function
-- may read other tables.
CREATE FUNCTION "copy_city_key_of_user"(owner integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(city) FROM users WHERE id = owner
$$;--> statement-breakpoint
CREATE FUNCTION "copy_plan_of_subscription"(subscription integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT plan FROM subscriptions WHERE id = subscription
$$;--> statement-breakpoint
CREATE FUNCTION "copy_city_key_of_subscription"(subscription integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT city_key FROM subscriptions WHERE id = subscription
$$;--> statement-breakpoint
ALTER TABLE "subscriptions"
  ALTER COLUMN "city_key" TYPE text USING "copy_city_key_of_user"("user_id");--> statement-breakpoint
ALTER TABLE "service_schedules"
  ALTER COLUMN "plan" TYPE text USING "copy_plan_of_subscription"("subscription_id"),
  ALTER COLUMN "city_key" TYPE text USING "copy_city_key_of_subscription"("subscription_id");--> statement-breakpoint
DROP FUNCTION "copy_city_key_of_user"(integer);--> statement-breakpoint
DROP FUNCTION "copy_plan_of_subscription"(integer);--> statement-breakpoint
DROP FUNCTION "copy_city_key_of_subscription"(integer);--> statement-breakpoint
-- A new subscription, or one given to another customer, takes that customer's city.
CREATE FUNCTION "subscriptions_copy_city"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT lower(u.city) INTO NEW.city_key FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "subscriptions_copy_city" BEFORE INSERT OR UPDATE OF "user_id" ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "subscriptions_copy_city"();--> statement-breakpoint
-- A customer who moves takes their subscriptions along (and, through the next trigger, their
-- pickups).
CREATE FUNCTION "users_copy_city_to_subscriptions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE subscriptions SET city_key = lower(NEW.city) WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_copy_city_to_subscriptions" AFTER UPDATE OF "city" ON "users"
  FOR EACH ROW WHEN (lower(OLD.city) IS DISTINCT FROM lower(NEW.city))
  EXECUTE FUNCTION "users_copy_city_to_subscriptions"();--> statement-breakpoint
-- A new pickup, or one moved to another subscription, takes that subscription's plan and city.
CREATE FUNCTION "service_schedules_copy_filters"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s.plan, s.city_key INTO NEW.plan, NEW.city_key
  FROM subscriptions s WHERE s.id = NEW.subscription_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "service_schedules_copy_filters"
  BEFORE INSERT OR UPDATE OF "subscription_id" ON "service_schedules"
  FOR EACH ROW EXECUTE FUNCTION "service_schedules_copy_filters"();--> statement-breakpoint
-- A change of plan, or of the customer's city, reaches every pickup of the subscription. Any
-- update, not only one naming the columns: the city changes through the trigger before it.
CREATE FUNCTION "subscriptions_copy_filters_to_schedules"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE service_schedules SET plan = NEW.plan, city_key = NEW.city_key
  WHERE subscription_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "subscriptions_copy_filters_to_schedules" AFTER UPDATE ON "subscriptions"
  FOR EACH ROW WHEN (OLD.plan IS DISTINCT FROM NEW.plan OR OLD.city_key IS DISTINCT FROM NEW.city_key)
  EXECUTE FUNCTION "subscriptions_copy_filters_to_schedules"();--> statement-breakpoint
CREATE INDEX "service_schedules_status_city_date_idx" ON "service_schedules" USING btree ("status","city_key","service_date","id");--> statement-breakpoint
CREATE INDEX "service_schedules_status_plan_city_date_idx" ON "service_schedules" USING btree ("status","plan","city_key","service_date","id");--> statement-breakpoint
CREATE INDEX "subscriptions_status_plan_city_idx" ON "subscriptions" USING btree ("status","plan","city_key","created_at","id");--> statement-breakpoint
ANALYZE "subscriptions";--> statement-breakpoint
ANALYZE "service_schedules";

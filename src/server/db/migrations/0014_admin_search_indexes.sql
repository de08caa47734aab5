-- The trigram operator classes of the office's search indexes (docs/decisions/040-admin-search-and-export-at-scale.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "service_schedules_status_date_idx" ON "service_schedules" USING btree ("status","service_date","id");--> statement-breakpoint
CREATE INDEX "service_schedules_status_idx" ON "service_schedules" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "service_schedules_notes_trgm_idx" ON "service_schedules" USING gin ("notes" gin_trgm_ops) WHERE "service_schedules"."notes" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_gate_code_trgm_idx" ON "subscriptions" USING gin ("gate_code" gin_trgm_ops) WHERE "subscriptions"."gate_code" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_status_created_at_idx" ON "subscriptions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_price_idx" ON "subscriptions" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "subscriptions_plan_idx" ON "subscriptions" USING btree ("plan","id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ((trim("first_name" || ' ' || "last_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_address_trgm_idx" ON "users" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_zip_trgm_idx" ON "users" USING gin ("zip" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_city_trgm_idx" ON "users" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_role_created_at_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "users_city_idx" ON "users" USING btree ("city","id");--> statement-breakpoint
-- The planner estimates a search of the name through the statistics of its expression index,
-- which only ANALYZE collects.
ANALYZE "users";
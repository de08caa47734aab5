-- The trigram operator classes of the office's search indexes (docs/decisions/040-admin-search-and-export-at-scale.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "service_schedules_status_date_idx" ON "service_schedules" USING btree ("status","service_date","id");--> statement-breakpoint
CREATE INDEX "service_schedules_notes_trgm_idx" ON "service_schedules" USING gin ("notes" gin_trgm_ops) WHERE "service_schedules"."notes" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_gate_code_trgm_idx" ON "subscriptions" USING gin ("gate_code" gin_trgm_ops) WHERE "subscriptions"."gate_code" is not null;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "username" || ' ' || "phone" || ' ' || "address" || ' ' || "zip") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_city_trgm_idx" ON "users" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_role_created_at_idx" ON "users" USING btree ("role","created_at","id");
DROP INDEX "service_schedules_date_idx";--> statement-breakpoint
ALTER TABLE "service_schedules" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pause_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pause_year" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pause_days_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "subscriptions_created_at_idx" ON "subscriptions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "service_schedules_date_idx" ON "service_schedules" USING btree ("service_date","id");--> statement-breakpoint
-- Pauses that started before the allowance existed end 30 days after they began, as before.
UPDATE "subscriptions" SET "pause_ends_at" = "paused_at" + interval '30 days' WHERE "status" = 'paused' AND "paused_at" IS NOT NULL;

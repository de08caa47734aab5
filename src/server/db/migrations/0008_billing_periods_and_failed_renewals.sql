ALTER TABLE "subscriptions" ADD COLUMN "current_period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "current_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_plan" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_plan_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "past_due_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "subscriptions_past_due_idx" ON "subscriptions" USING btree ("past_due_since") WHERE "subscriptions"."status" = 'past_due';--> statement-breakpoint
CREATE INDEX "subscriptions_pending_plan_idx" ON "subscriptions" USING btree ("pending_plan_at") WHERE "subscriptions"."pending_plan" is not null;
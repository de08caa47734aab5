ALTER TABLE "subscriptions" ADD COLUMN "service_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_note" text;--> statement-breakpoint
CREATE INDEX "subscriptions_cancelled_at_idx" ON "subscriptions" USING btree ("cancelled_at") WHERE "subscriptions"."status" = 'cancelled';
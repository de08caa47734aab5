ALTER TABLE "subscriptions" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_last4" text;
-- Each person's language: every message to them is written in it
-- (docs/decisions/063-one-message-catalogue.md). Everyone so far reads English.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'es'));
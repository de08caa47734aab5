-- The language a waitlisted visitor read the form in: both of the waitlist's emails are written
-- in it (docs/decisions/063-one-message-catalogue.md). Everyone so far joined in English.
ALTER TABLE "waitlist_entries" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_language_check" CHECK ("waitlist_entries"."language" in ('en', 'es'));
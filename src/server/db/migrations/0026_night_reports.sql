-- Nightly reports of property-paid communities, kept as data (docs/decisions/059-properties-as-customers.md),
-- and mail attachments as references to stored objects, so the report's email carries its PDF.
CREATE TABLE "night_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"service_date" date NOT NULL,
	"made_at" timestamp with time zone NOT NULL,
	"report" jsonb NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "night_reports" ADD CONSTRAINT "night_reports_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "night_reports_community_date_key" ON "night_reports" USING btree ("community_id","service_date");
CREATE TABLE "communities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"zip" text NOT NULL,
	"access_notes" text DEFAULT '' NOT NULL,
	"manager_name" text DEFAULT '' NOT NULL,
	"manager_phone" text DEFAULT '' NOT NULL,
	"manager_email" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_change_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"new_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_detail_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"changed_by" integer,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_zips" (
	"zip" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"zip" text NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "waitlist_entries_kind_check" CHECK ("waitlist_entries"."kind" in ('apartment', 'house'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "community_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "community_request" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "building" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_change_tokens" ADD CONSTRAINT "email_change_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_detail_changes" ADD CONSTRAINT "service_detail_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_detail_changes" ADD CONSTRAINT "service_detail_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "communities_name_zip_key" ON "communities" USING btree (lower("name"),"zip");--> statement-breakpoint
CREATE INDEX "communities_zip_idx" ON "communities" USING btree ("zip");--> statement-breakpoint
CREATE INDEX "email_change_tokens_user_id_idx" ON "email_change_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "service_detail_changes_user_idx" ON "service_detail_changes" USING btree ("user_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_email_zip_key" ON "waitlist_entries" USING btree (lower("email"),"zip");--> statement-breakpoint
CREATE INDEX "waitlist_entries_zip_idx" ON "waitlist_entries" USING btree ("zip");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_community_idx" ON "users" USING btree ("community_id");--> statement-breakpoint
-- The service area as the site described it until now (docs/product.md#service-areas); admins edit it from here on.
INSERT INTO "service_zips" ("zip", "city") VALUES
	('77450', 'Katy'), ('77493', 'Katy'), ('77494', 'Katy'),
	('77406', 'Fulshear'), ('77441', 'Fulshear'),
	('77423', 'Brookshire'), ('77474', 'Sealy'), ('77485', 'Sealy')
ON CONFLICT ("zip") DO NOTHING;--> statement-breakpoint
INSERT INTO "communities" ("name", "street", "zip") VALUES
	('Cinco Ranch Commons', '23500 Cinco Ranch Blvd', '77494'),
	('Grand Parkway Residences', '2100 N Grand Pkwy', '77493'),
	('Katy Mills Crossing', '5000 Katy Mills Cir', '77494'),
	('Mason Creek Villas', '21000 Highland Knolls Dr', '77450'),
	('Cross Creek Lofts', '4800 Cross Creek Bend Ln', '77441'),
	('Fulshear Village Flats', '8000 FM 1093', '77441'),
	('Westpark Meadows', '9200 Westpark Tollway', '77406'),
	('Brookshire Pines', '4100 FM 359', '77423'),
	('Sealy Station Apartments', '1200 Meyer St', '77474'),
	('Bernardo Oaks', '3100 FM 1094', '77485')
ON CONFLICT DO NOTHING;

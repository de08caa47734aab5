-- Rent-roll rosters (docs/decisions/059-properties-as-customers.md): a property-paid community's
-- doors, the column map remembered for its next upload, and each applied import with its diff.
CREATE TABLE "roster_column_maps" (
	"community_id" integer PRIMARY KEY NOT NULL,
	"columns" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_doors" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"building" text NOT NULL,
	"unit" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"applied_by" integer,
	"applied_by_name" text NOT NULL,
	"file_name" text NOT NULL,
	"rows" integer NOT NULL,
	"doors_added" integer NOT NULL,
	"moved_in" integer NOT NULL,
	"moved_out" integer NOT NULL,
	"contacts_changed" integer NOT NULL,
	"rejected" integer NOT NULL,
	"diff" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roster_column_maps" ADD CONSTRAINT "roster_column_maps_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_doors" ADD CONSTRAINT "roster_doors_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_imports" ADD CONSTRAINT "roster_imports_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_imports" ADD CONSTRAINT "roster_imports_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roster_doors_door_key" ON "roster_doors" USING btree ("community_id",lower("building"),lower("unit"));--> statement-breakpoint
CREATE INDEX "roster_imports_community_idx" ON "roster_imports" USING btree ("community_id","created_at");

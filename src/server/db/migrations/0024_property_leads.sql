-- Leads from the form of /property-management (docs/decisions/059-properties-as-customers.md): the
-- office follows each one up from the Communities page.
CREATE TABLE "property_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_name" text NOT NULL,
	"doors" integer NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_leads_doors_check" CHECK ("property_leads"."doors" between 1 and 5000)
);
--> statement-breakpoint
CREATE INDEX "property_leads_created_at_idx" ON "property_leads" USING btree ("created_at");
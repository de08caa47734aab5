-- Property-paid communities and their contracts (docs/decisions/059-properties-as-customers.md): every
-- community stays resident-paid until the office records a contract for it.
CREATE TABLE "property_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"legal_name" text NOT NULL,
	"billing_contact_name" text NOT NULL,
	"billing_email" text NOT NULL,
	"billing_phone" text NOT NULL,
	"rate_cents" integer NOT NULL,
	"doors" integer NOT NULL,
	"starts_on" date NOT NULL,
	"term_months" integer NOT NULL,
	"renews" boolean NOT NULL,
	"service_days" integer[] NOT NULL,
	"window_start" text NOT NULL,
	"window_end" text NOT NULL,
	"report_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_contracts_community_id_unique" UNIQUE("community_id"),
	CONSTRAINT "property_contracts_rate_check" CHECK ("property_contracts"."rate_cents" between 500 and 10000),
	CONSTRAINT "property_contracts_doors_check" CHECK ("property_contracts"."doors" between 1 and 5000),
	CONSTRAINT "property_contracts_term_check" CHECK ("property_contracts"."term_months" between 1 and 120),
	CONSTRAINT "property_contracts_service_days_check" CHECK (cardinality("property_contracts"."service_days") between 1 and 7 and "property_contracts"."service_days" <@ array[1, 2, 3, 4, 5, 6, 7]),
	CONSTRAINT "property_contracts_window_check" CHECK ("property_contracts"."window_start" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "property_contracts"."window_end" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "property_contracts"."window_start" >= '08:00' and "property_contracts"."window_end" <= '12:00' and "property_contracts"."window_start" < "property_contracts"."window_end"),
	CONSTRAINT "property_contracts_report_emails_check" CHECK (cardinality("property_contracts"."report_emails") <= 10)
);
--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "billing" text DEFAULT 'resident' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_contracts" ADD CONSTRAINT "property_contracts_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_billing_check" CHECK ("communities"."billing" in ('resident', 'property'));
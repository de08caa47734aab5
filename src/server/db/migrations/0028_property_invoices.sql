-- The monthly invoices of property-paid communities and their door-by-door lines
-- (docs/decisions/059-properties-as-customers.md): one invoice per contract and month.
CREATE TABLE "property_invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"building" text NOT NULL,
	"unit" text NOT NULL,
	"resident" text NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"days" integer NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"month" date NOT NULL,
	"rate_cents" integer NOT NULL,
	"doors" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'issuing' NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text,
	"provider_invoice_id" text,
	"number" text,
	"hosted_url" text,
	"due_on" date,
	"issued_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_invoices_provider_invoice_id_unique" UNIQUE("provider_invoice_id"),
	CONSTRAINT "property_invoices_status_check" CHECK ("property_invoices"."status" in ('issuing', 'open', 'paid', 'overdue', 'void', 'uncollectible')),
	CONSTRAINT "property_invoices_month_check" CHECK (extract(day from "property_invoices"."month") = 1),
	CONSTRAINT "property_invoices_amount_check" CHECK ("property_invoices"."amount_cents" >= 0 and "property_invoices"."doors" >= 0)
);
--> statement-breakpoint
ALTER TABLE "property_invoice_lines" ADD CONSTRAINT "property_invoice_lines_invoice_id_property_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."property_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_invoices" ADD CONSTRAINT "property_invoices_contract_id_property_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."property_contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "property_invoice_lines_invoice_position_key" ON "property_invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "property_invoices_contract_month_key" ON "property_invoices" USING btree ("contract_id","month");--> statement-breakpoint
CREATE INDEX "property_invoices_issuing_idx" ON "property_invoices" USING btree ("id") WHERE "property_invoices"."status" = 'issuing';
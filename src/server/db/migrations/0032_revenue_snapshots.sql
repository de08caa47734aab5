-- The owner's revenue numbers are read from daily snapshots kept by a job
-- (docs/decisions/062-the-owners-numbers.md). The payments indexes answer its two daily questions:
-- what was paid that day, and which renewals are unpaid.
CREATE TABLE "revenue_cohorts" (
	"cohort_month" date NOT NULL,
	"month" date NOT NULL,
	"customers" integer NOT NULL,
	"paying" integer NOT NULL,
	CONSTRAINT "revenue_cohorts_cohort_month_month_pk" PRIMARY KEY("cohort_month","month")
);
--> statement-breakpoint
CREATE TABLE "revenue_customers" (
	"customer_key" text PRIMARY KEY NOT NULL,
	"mrr_cents" integer NOT NULL,
	"held_cents" integer NOT NULL,
	"first_paid_on" date
);
--> statement-breakpoint
CREATE TABLE "revenue_days" (
	"day" date PRIMARY KEY NOT NULL,
	"mrr_cents" bigint NOT NULL,
	"customers" integer NOT NULL,
	"property_mrr_cents" bigint NOT NULL,
	"held_cents" bigint NOT NULL,
	"held_subscriptions" integer NOT NULL,
	"new_cents" bigint NOT NULL,
	"expansion_cents" bigint NOT NULL,
	"contraction_cents" bigint NOT NULL,
	"churn_cents" bigint NOT NULL,
	"reactivation_cents" bigint NOT NULL,
	"held_out_cents" bigint NOT NULL,
	"held_back_cents" bigint NOT NULL,
	"new_customers" integer NOT NULL,
	"churned_customers" integer NOT NULL,
	"reactivated_customers" integer NOT NULL,
	"cash_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revenue_failed_renewals" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"failed_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"recovered_on" date
);
--> statement-breakpoint
CREATE TABLE "revenue_recovery_days" (
	"day" date PRIMARY KEY NOT NULL,
	"failed_cents" bigint NOT NULL,
	"failed_count" integer NOT NULL,
	"recovered_cents" bigint NOT NULL,
	"recovered_count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "revenue_customers_first_paid_idx" ON "revenue_customers" USING btree ("first_paid_on");--> statement-breakpoint
CREATE INDEX "revenue_failed_renewals_open_idx" ON "revenue_failed_renewals" USING btree ("payment_id") WHERE "revenue_failed_renewals"."recovered_on" is null;--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "payments_failed_idx" ON "payments" USING btree ("id") WHERE "payments"."status" = 'failed';
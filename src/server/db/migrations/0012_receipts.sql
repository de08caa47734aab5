CREATE SEQUENCE "public"."receipt_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "plan" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_number_unique" UNIQUE("receipt_number");--> statement-breakpoint
-- Invoices paid before receipts existed get one too, numbered in the order they were paid. Their
-- plan and method are the subscription's today and their period the month from the payment: the
-- nearest record there is (docs/decisions/037-receipts.md).
WITH "ordered" AS (
  SELECT "id", row_number() OVER (ORDER BY "paid_at", "id") AS "n" FROM "payments" WHERE "status" = 'paid'
)
UPDATE "payments" AS p SET
  "receipt_number" = 'KVT-' || to_char(p."paid_at" AT TIME ZONE 'America/Chicago', 'YYYY') || '-' || lpad(o."n"::text, 6, '0'),
  "plan" = s."plan",
  "period_start" = p."paid_at",
  "period_end" = p."paid_at" + interval '1 month',
  "method" = CASE
    WHEN s."provider" IN ('paypal', 'sandbox-paypal') THEN 'PayPal'
    WHEN s."card_brand" IS NOT NULL THEN s."card_brand" || ' ending in ' || s."card_last4"
    ELSE 'Card'
  END
FROM "ordered" AS o, "subscriptions" AS s
WHERE p."id" = o."id" AND s."id" = p."subscription_id";--> statement-breakpoint
SELECT setval('receipt_numbers', greatest(count(*), 1), count(*) > 0) FROM "payments" WHERE "status" = 'paid';

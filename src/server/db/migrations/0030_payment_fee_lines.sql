-- The one-off fees a paid invoice billed beside the plan, kept with its receipt
-- (docs/decisions/060-fees-on-the-next-bill.md). Every invoice paid before has none.
ALTER TABLE "payments" ADD COLUMN "fee_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;
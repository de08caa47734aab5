-- One unfinished checkout per customer (docs/decisions/026-one-sign-up-saved-before-payment.md):
-- each customer keeps their newest pending subscription; the older ones were abandoned attempts.
-- Their failed payments move to the one kept, so the billing history loses nothing.
WITH ranked AS (
	SELECT "id", "user_id", row_number() OVER (PARTITION BY "user_id" ORDER BY "id" DESC) AS "n"
	FROM "subscriptions"
	WHERE "status" = 'pending'
), kept AS (
	SELECT "id", "user_id" FROM ranked WHERE "n" = 1
)
UPDATE "payments" SET "subscription_id" = kept."id"
FROM ranked, kept
WHERE "payments"."subscription_id" = ranked."id" AND ranked."n" > 1 AND kept."user_id" = ranked."user_id";
--> statement-breakpoint
DELETE FROM "subscriptions" s
WHERE s."status" = 'pending'
	AND EXISTS (
		SELECT 1 FROM "subscriptions" newer
		WHERE newer."user_id" = s."user_id" AND newer."status" = 'pending' AND newer."id" > s."id"
	);
--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_pending_per_user" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" = 'pending';

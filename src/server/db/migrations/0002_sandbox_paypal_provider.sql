-- The sandbox's approval flow now has a provider name of its own (docs/decisions/004-payments-providers-and-webhooks.md).
-- Its references start with SBX-; the card flow's with sbx_sub_.
UPDATE "subscriptions" SET "provider" = 'sandbox-paypal' WHERE "provider" = 'sandbox' AND "provider_subscription_id" LIKE 'SBX-%';

-- Texts need the number's YES to the confirmation text (docs/decisions/046-text-consent-confirmed-by-reply.md).
-- Opt-ins made before are left unconfirmed: nothing showed they came from the number's owner, so
-- those numbers get no texts until they reply YES or the resident turns texts on again.
ALTER TABLE "notification_settings" ADD COLUMN "sms_confirmed_at" timestamp with time zone;

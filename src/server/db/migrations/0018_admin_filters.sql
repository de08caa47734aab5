-- The office's lists at scale (docs/decisions/040-admin-search-and-export-at-scale.md).
-- Trigram entries go straight into their index: a list of pending entries, which every search
-- scans in full, is merged now and no longer kept.
ALTER INDEX "users_name_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "users_email_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "users_username_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "users_phone_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "users_address_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "users_zip_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "subscriptions_gate_code_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "service_schedules_notes_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list(i::regclass) FROM unnest(array[
  'users_name_trgm_idx', 'users_email_trgm_idx', 'users_username_trgm_idx', 'users_phone_trgm_idx',
  'users_address_trgm_idx', 'users_zip_trgm_idx', 'subscriptions_gate_code_trgm_idx',
  'service_schedules_notes_trgm_idx'
]) i;--> statement-breakpoint
-- The city filter is an equality in any case, which a B-tree on the lowered city answers.
DROP INDEX "users_city_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_city_lower_idx" ON "users" USING btree (lower("city"),"id");--> statement-breakpoint
ANALYZE "users";

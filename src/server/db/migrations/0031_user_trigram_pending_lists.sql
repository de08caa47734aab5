-- The users' trigram indexes keep a pending list of at most 64 kB, the least PostgreSQL allows
-- (docs/decisions/040-admin-search-and-export-at-scale.md, docs/benchmarks/2026-12-roster.md):
-- a rent roll's thousands of new accounts are merged into each index a trigram at a time instead
-- of rewriting, at every account, the list of rows each shared trigram points to. A search scans
-- at most that much more. Changing the storage options rebuilds nothing.
ALTER INDEX "users_city_name_trgm_idx" SET (fastupdate = true, gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "users_city_email_trgm_idx" SET (fastupdate = true, gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "users_username_trgm_idx" SET (fastupdate = true, gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "users_phone_trgm_idx" SET (fastupdate = true, gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "users_city_address_trgm_idx" SET (fastupdate = true, gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "users_zip_trgm_idx" SET (fastupdate = true, gin_pending_list_limit = 64);

-- A search in one city (docs/decisions/040-admin-search-and-export-at-scale.md): the fields the
-- subscriptions' and pickups' searches read are indexed with the lowered city in one GIN index
-- (btree_gin gives text an equality there), so the planner meets the term and the city inside the
-- index instead of ANDing a term's customers everywhere with every customer of the city. Without
-- a city a search reads the field's own keys, as it did from the indexes these replace.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_email_trgm_idx";--> statement-breakpoint
DROP INDEX "users_address_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_city_name_trgm_idx" ON "users" USING gin (lower("city"),(trim("first_name" || ' ' || "last_name")) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_city_email_trgm_idx" ON "users" USING gin (lower("city"),"email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_city_address_trgm_idx" ON "users" USING gin (lower("city"),"address" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The name's statistics belonged to the index dropped above; the new one's exist after ANALYZE.
ANALYZE "users";

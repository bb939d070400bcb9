-- Substring search on name and e-mail for the admin user list (server/src/features/admin/admin.repository.ts).
-- pg_trgm ships with PostgreSQL's contrib and with PGlite's (db/client.ts loads it). The searched text is a
-- stored generated column so the index's recheck reads it instead of recomputing lower(...) per row (half the
-- time of the count on a common fragment, bench/admin-users.ts); it is not in the drizzle schema on purpose
-- (no query but the search needs it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "search_text" text GENERATED ALWAYS AS (
  lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || "email")
) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The list's default order (newest first, id as tie-breaker) walks this index and stops after one page.
CREATE INDEX IF NOT EXISTS "users_created_at_id_idx" ON "users" USING btree ("created_at", "id");

-- Substring search on name and e-mail for the admin user list (server/src/features/admin/admin.repository.ts
-- builds the same expression). pg_trgm ships with PostgreSQL's contrib and with PGlite's (db/client.ts loads it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin (
  (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || "email")) gin_trgm_ops
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_created_at_idx" ON "users" USING btree ("created_at");

CREATE TABLE "two_factor_spent_challenges" (
	"jti" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "two_factor_spent_challenges_expires_idx" ON "two_factor_spent_challenges" USING btree ("expires_at");
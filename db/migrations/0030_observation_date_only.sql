ALTER TABLE "observations" ADD COLUMN "effective_date_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Observations stored before this column: day-only where their record is and the value is at the record's date
-- (what the twin pages used to work out on every read, with a join the column now saves).
UPDATE "observations" AS o SET "effective_date_only" = true FROM "medical_records" AS r WHERE r."id" = o."record_id" AND r."date_only" AND o."effective_at" = r."date";

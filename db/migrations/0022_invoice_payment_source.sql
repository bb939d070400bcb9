CREATE TYPE "public"."payment_source" AS ENUM('portal', 'import');--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "source" "payment_source" DEFAULT 'portal' NOT NULL;
ALTER TABLE "admin_audit" ADD COLUMN "details" jsonb;--> statement-breakpoint
-- Billing rows written before this migration named the invoice, amount and method in an English sentence in
-- "reason" (see invoices.service.ts before 0028): read them into "details" so every language can show them.
-- plainAmount wrote exactly the currency's minor digits, so dropping the point gives minor units. Rows that do
-- not match keep their sentence, which the pages still show.
UPDATE "admin_audit" AS a SET "details" = jsonb_build_object('invoiceNumber', p.m[1], 'currency', p.m[2], 'amountMinor', replace(p.m[3], '.', '')::bigint), "reason" = NULL
FROM (SELECT "id", regexp_match("reason", '^(.+?): ([A-Z]{3}) (-?[0-9]+(?:\.[0-9]+)?)$') AS m FROM "admin_audit" WHERE "action" = 'ISSUE_INVOICE' AND "details" IS NULL) AS p
WHERE a."id" = p."id" AND p.m IS NOT NULL;--> statement-breakpoint
UPDATE "admin_audit" AS a SET "details" = jsonb_build_object('invoiceNumber', p.m[1], 'currency', p.m[2], 'amountMinor', replace(p.m[3], '.', '')::bigint, 'paymentMethod', p.m[4], 'paymentReference', p.m[5]), "reason" = NULL
FROM (SELECT "id", regexp_match("reason", '^(.+?): ([A-Z]{3}) (-?[0-9]+(?:\.[0-9]+)?), (card|bank_transfer|cash|cheque|insurance|other)(?:, (.*))?$') AS m FROM "admin_audit" WHERE "action" = 'RECORD_INVOICE_PAYMENT' AND "details" IS NULL) AS p
WHERE a."id" = p."id" AND p.m IS NOT NULL;--> statement-breakpoint
UPDATE "admin_audit" AS a SET "details" = jsonb_build_object('invoiceNumber', p.m[1]), "reason" = p.m[2]
FROM (SELECT "id", regexp_match("reason", '^(.+?): (.*)$') AS m FROM "admin_audit" WHERE "action" = 'CANCEL_INVOICE' AND "details" IS NULL) AS p
WHERE a."id" = p."id" AND p.m IS NOT NULL;

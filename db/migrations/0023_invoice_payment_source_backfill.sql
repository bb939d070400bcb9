-- Custom SQL migration file, put your code below! --
-- Payments the FHIR import wrote before the source column existed: no recorder, on an imported invoice, the
-- insurer's payment with the EOB as reference (exactly what the importer writes). A portal payment by an admin
-- deleted since also has no recorder, but not this method and reference pattern, so it stays 'portal'.
UPDATE "invoice_payments" p SET "source" = 'import'
FROM "invoices" i
WHERE i."id" = p."invoice_id" AND i."origin" = 'fhir' AND p."recorded_by" IS NULL
  AND p."method" = 'insurance' AND p."reference" LIKE 'ExplanationOfBenefit/%';

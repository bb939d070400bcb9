CREATE TYPE "public"."interpretation" AS ENUM('low', 'normal', 'high', 'critical');--> statement-breakpoint
CREATE TYPE "public"."record_kind" AS ENUM('lab_result', 'lab_panel', 'condition', 'medication', 'immunization', 'procedure', 'allergy', 'encounter', 'imaging', 'vital_sign', 'document');--> statement-breakpoint
CREATE TYPE "public"."record_source" AS ENUM('manual', 'fhir');--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "record_kind" NOT NULL,
	"title" text NOT NULL,
	"code" text,
	"code_system" text,
	"date" timestamp (3) with time zone NOT NULL,
	"end_date" timestamp (3) with time zone,
	"provider" text,
	"facility" text,
	"status" text,
	"notes" text,
	"source" "record_source" DEFAULT 'manual' NOT NULL,
	"fhir_resource_type" text,
	"fhir_id" text,
	"fhir_source" text DEFAULT '' NOT NULL,
	"fhir_hash" text,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "observations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"parent_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"code" text,
	"system" text,
	"display" text,
	"value_number" double precision,
	"value_text" text,
	"value_code" text,
	"unit" text,
	"ref_low" double precision,
	"ref_high" double precision,
	"ref_text" text,
	"interpretation" "interpretation",
	"effective_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "patient_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"fhir_id" text NOT NULL,
	"fhir_source" text DEFAULT '' NOT NULL,
	"first_name" text,
	"last_name" text,
	"birth_date" date,
	"gender" text,
	"phone" text,
	"email" text,
	"address" text,
	"dismissed_at" timestamp (3) with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_user_id" uuid,
	"subject_user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"entity_type" text,
	"entity_id" text,
	"ip" text,
	"user_agent" text,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_record_id_medical_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."medical_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_record_id_medical_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."medical_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_parent_id_observations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."observations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_suggestions" ADD CONSTRAINT "patient_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_record_idx" ON "attachments" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "medical_records_user_date_idx" ON "medical_records" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "medical_records_fhir_key" ON "medical_records" USING btree ("user_id","fhir_resource_type","fhir_source","fhir_id") WHERE "medical_records"."fhir_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "observations_record_idx" ON "observations" USING btree ("record_id","position");--> statement-breakpoint
CREATE INDEX "observations_user_code_idx" ON "observations" USING btree ("user_id","code","effective_at");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_suggestions_fhir_key" ON "patient_suggestions" USING btree ("user_id","fhir_source","fhir_id");--> statement-breakpoint
CREATE INDEX "audit_log_subject_at_idx" ON "audit_log" USING btree ("subject_user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "vital_readings_import_key" ON "vital_readings" USING btree ("user_id","device_reading_id") WHERE "vital_readings"."source" = 'import';
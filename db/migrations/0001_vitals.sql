CREATE TYPE "public"."gadget_kind" AS ENUM('wearable', 'cgm', 'bp_cuff', 'pulse_oximeter', 'sleep_tracker', 'simulator');--> statement-breakpoint
CREATE TYPE "public"."alert_severity" AS ENUM('warning', 'critical');--> statement-breakpoint
CREATE TYPE "public"."reading_source" AS ENUM('device', 'manual', 'import');--> statement-breakpoint
CREATE TYPE "public"."threshold_comparator" AS ENUM('lt', 'lte', 'gt', 'gte');--> statement-breakpoint
CREATE TYPE "public"."threshold_field" AS ENUM('value', 'value2');--> statement-breakpoint
CREATE TYPE "public"."vital_kind" AS ENUM('heart_rate', 'spo2', 'glucose', 'blood_pressure', 'stress');--> statement-breakpoint
CREATE TABLE "gadgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" "gadget_kind" NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"key_rotated_at" timestamp with time zone,
	"key_revoked_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"last_seen_at" timestamp (3) with time zone,
	"battery_level" integer,
	"readings_day" date,
	"readings_day_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_thresholds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"kind" "vital_kind" NOT NULL,
	"name" text NOT NULL,
	"field" "threshold_field" DEFAULT 'value' NOT NULL,
	"comparator" "threshold_comparator" NOT NULL,
	"limit" double precision NOT NULL,
	"severity" "alert_severity" NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_thresholds_user_kind_name_key" UNIQUE NULLS NOT DISTINCT("user_id","kind","name")
);
--> statement-breakpoint
CREATE TABLE "sleep_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"gadget_id" uuid,
	"device_reading_id" text,
	"source" "reading_source" NOT NULL,
	"start" timestamp (3) with time zone NOT NULL,
	"end" timestamp (3) with time zone NOT NULL,
	"stages" jsonb NOT NULL,
	"awake_seconds" integer NOT NULL,
	"light_seconds" integer NOT NULL,
	"deep_seconds" integer NOT NULL,
	"rem_seconds" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vital_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"gadget_id" uuid,
	"kind" "vital_kind" NOT NULL,
	"reading_time" timestamp (3) with time zone NOT NULL,
	"value" double precision NOT NULL,
	"value2" double precision,
	"rule" text NOT NULL,
	"severity" "alert_severity" NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "vital_readings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vital_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"gadget_id" uuid,
	"kind" "vital_kind" NOT NULL,
	"time" timestamp (3) with time zone NOT NULL,
	"value" double precision NOT NULL,
	"value2" double precision,
	"code" text NOT NULL,
	"unit" text NOT NULL,
	"source" "reading_source" NOT NULL,
	"device_reading_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vital_rollups" (
	"user_id" uuid NOT NULL,
	"kind" "vital_kind" NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"sum" double precision NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	"sum2" double precision,
	"min2" double precision,
	"max2" double precision,
	CONSTRAINT "vital_rollups_user_id_kind_bucket_pk" PRIMARY KEY("user_id","kind","bucket")
);
--> statement-breakpoint
ALTER TABLE "gadgets" ADD CONSTRAINT "gadgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_thresholds" ADD CONSTRAINT "alert_thresholds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sleep_sessions" ADD CONSTRAINT "sleep_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sleep_sessions" ADD CONSTRAINT "sleep_sessions_gadget_id_gadgets_id_fk" FOREIGN KEY ("gadget_id") REFERENCES "public"."gadgets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vital_alerts" ADD CONSTRAINT "vital_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vital_alerts" ADD CONSTRAINT "vital_alerts_gadget_id_gadgets_id_fk" FOREIGN KEY ("gadget_id") REFERENCES "public"."gadgets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vital_readings" ADD CONSTRAINT "vital_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vital_readings" ADD CONSTRAINT "vital_readings_gadget_id_gadgets_id_fk" FOREIGN KEY ("gadget_id") REFERENCES "public"."gadgets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vital_rollups" ADD CONSTRAINT "vital_rollups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gadgets_key_hash_key" ON "gadgets" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "gadgets_user_idx" ON "gadgets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "gadgets_simulator_idx" ON "gadgets" USING btree ("kind") WHERE "gadgets"."removed_at" IS NULL AND "gadgets"."key_revoked_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sleep_sessions_gadget_reading_key" ON "sleep_sessions" USING btree ("gadget_id","device_reading_id");--> statement-breakpoint
CREATE INDEX "sleep_sessions_user_start_idx" ON "sleep_sessions" USING btree ("user_id","start");--> statement-breakpoint
CREATE INDEX "vital_alerts_user_created_idx" ON "vital_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "vital_alerts_open_idx" ON "vital_alerts" USING btree ("user_id","kind","rule","reading_time") WHERE "vital_alerts"."acknowledged_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "vital_readings_gadget_reading_key" ON "vital_readings" USING btree ("gadget_id","device_reading_id");--> statement-breakpoint
CREATE INDEX "vital_readings_user_kind_time_idx" ON "vital_readings" USING btree ("user_id","kind","time");
CREATE TYPE "public"."blood_type" AS ENUM('a_pos', 'a_neg', 'b_pos', 'b_neg', 'ab_pos', 'ab_neg', 'o_pos', 'o_neg');--> statement-breakpoint
CREATE TYPE "public"."gender_identity" AS ENUM('female', 'male', 'non_binary', 'other', 'undisclosed');--> statement-breakpoint
CREATE TYPE "public"."preferred_language" AS ENUM('en', 'fr', 'ar', 'zh');--> statement-breakpoint
CREATE TYPE "public"."sex_at_birth" AS ENUM('female', 'male', 'intersex', 'undisclosed');--> statement-breakpoint
CREATE TABLE "personal_info" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"birth_date" date,
	"sex_at_birth" "sex_at_birth",
	"gender" "gender_identity",
	"phone" text,
	"address_line" text,
	"city" text,
	"postal_code" text,
	"country" text,
	"preferred_language" "preferred_language",
	"emergency_name" text,
	"emergency_relation" text,
	"emergency_phone" text,
	"blood_type" "blood_type",
	"height_cm" double precision,
	"weight_kg" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "personal_info" ADD CONSTRAINT "personal_info_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
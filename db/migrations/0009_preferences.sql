CREATE TABLE "user_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"appearance" jsonb,
	"glucose_unit" text DEFAULT 'MG_DL' NOT NULL,
	"weight_unit" text DEFAULT 'KG' NOT NULL,
	"height_unit" text DEFAULT 'CM' NOT NULL,
	"temperature_unit" text DEFAULT 'CELSIUS' NOT NULL,
	"clock" text DEFAULT 'H24' NOT NULL,
	"first_day_of_week" smallint DEFAULT 1 NOT NULL,
	"time_zone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
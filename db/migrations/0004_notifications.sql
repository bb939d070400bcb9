CREATE TABLE "critical_alert_mails" (
	"user_id" uuid NOT NULL,
	"kind" "vital_kind" NOT NULL,
	"last_sent_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "critical_alert_mails_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"critical_alert_email" boolean DEFAULT true NOT NULL,
	"quiet_start_minute" smallint,
	"quiet_end_minute" smallint,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"weekly_summary_email" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_summary_sends" (
	"user_id" uuid NOT NULL,
	"iso_week" text NOT NULL,
	"claimed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp (3) with time zone,
	CONSTRAINT "weekly_summary_sends_user_id_iso_week_pk" PRIMARY KEY("user_id","iso_week")
);
--> statement-breakpoint
ALTER TABLE "critical_alert_mails" ADD CONSTRAINT "critical_alert_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_summary_sends" ADD CONSTRAINT "weekly_summary_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
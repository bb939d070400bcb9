CREATE TYPE "public"."ai_message_status" AS ENUM('pending', 'answered', 'done', 'stopped', 'failed');--> statement-breakpoint
CREATE TYPE "public"."ai_sender" AS ENUM('user', 'ai');--> statement-breakpoint
CREATE TABLE "ai_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"sender" "ai_sender" NOT NULL,
	"message" text NOT NULL,
	"status" "ai_message_status" NOT NULL,
	"reply_to" uuid,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"engine" text,
	"input_tokens" integer,
	"output_tokens" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_states" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"consent_endpoint" text,
	"consented_at" timestamp with time zone,
	"cleared_at" timestamp (3) with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_messages" ADD CONSTRAINT "ai_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_states" ADD CONSTRAINT "ai_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_messages_user_time_idx" ON "ai_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_messages_pending_idx" ON "ai_messages" USING btree ("user_id") WHERE "ai_messages"."status" = 'pending';
CREATE TABLE "post_health_snapshots" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_health_snapshots" ADD CONSTRAINT "post_health_snapshots_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
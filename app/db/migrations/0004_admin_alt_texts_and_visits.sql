CREATE TABLE "admin_visits" (
	"user_id" text PRIMARY KEY NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	"previous_visit_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bio_content" ADD COLUMN "bio_image_alt" jsonb;--> statement-breakpoint
ALTER TABLE "media_articles" ADD COLUMN "thumbnail_alt" jsonb;--> statement-breakpoint
ALTER TABLE "projectos" ADD COLUMN "image_alt" jsonb;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "photo_alt" jsonb;--> statement-breakpoint
ALTER TABLE "admin_visits" ADD CONSTRAINT "admin_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
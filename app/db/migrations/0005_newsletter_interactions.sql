ALTER TABLE "newsletter_subscriptions" ADD COLUMN "last_interaction_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "repermission_sent_at" timestamp with time zone;--> statement-breakpoint
UPDATE "newsletter_subscriptions" SET "last_interaction_at" = coalesce("confirmed_at", "created_at") WHERE "confirmed" AND "last_interaction_at" IS NULL;

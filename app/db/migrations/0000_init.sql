CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bio_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"singleton" boolean DEFAULT true NOT NULL,
	"intro_text" jsonb NOT NULL,
	"bio_image_url" text,
	"timeline" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bio_content_singleton" CHECK ("bio_content"."singleton"),
	CONSTRAINT "bio_content_intro_pt" CHECK (coalesce(btrim("bio_content"."intro_text"->>'pt-PT'), '') <> ''),
	CONSTRAINT "bio_content_timeline_array" CHECK (jsonb_typeof("bio_content"."timeline") = 'array')
);
--> statement-breakpoint
CREATE TABLE "book_prereservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"source" text DEFAULT 'Site Principal' NOT NULL,
	"locale" text DEFAULT 'pt-PT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_prereservations_name_length" CHECK (char_length("book_prereservations"."name") between 1 and 100),
	CONSTRAINT "book_prereservations_name_trimmed" CHECK ("book_prereservations"."name" = btrim("book_prereservations"."name")),
	CONSTRAINT "book_prereservations_email_normalized" CHECK ("book_prereservations"."email" = lower(btrim("book_prereservations"."email")) and char_length("book_prereservations"."email") between 3 and 255 and position('@' in "book_prereservations"."email") > 1),
	CONSTRAINT "book_prereservations_locale" CHECK ("book_prereservations"."locale" in ('pt-PT', 'en', 'es'))
);
--> statement-breakpoint
CREATE TABLE "contact_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"locale" text DEFAULT 'pt-PT' NOT NULL,
	"processed" boolean DEFAULT false NOT NULL,
	"gdpr_consent_timestamp" timestamp with time zone NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_submissions_name_length" CHECK (char_length("contact_submissions"."name") between 2 and 100),
	CONSTRAINT "contact_submissions_subject_length" CHECK (char_length("contact_submissions"."subject") between 5 and 200),
	CONSTRAINT "contact_submissions_message_length" CHECK (char_length("contact_submissions"."message") between 10 and 2000),
	CONSTRAINT "contact_submissions_email_normalized" CHECK ("contact_submissions"."email" = lower(btrim("contact_submissions"."email")) and char_length("contact_submissions"."email") between 3 and 255 and position('@' in "contact_submissions"."email") > 1),
	CONSTRAINT "contact_submissions_locale" CHECK ("contact_submissions"."locale" in ('pt-PT', 'en', 'es')),
	CONSTRAINT "contact_submissions_no_ip" CHECK ("contact_submissions"."ip_address" is null)
);
--> statement-breakpoint
CREATE TABLE "cookie_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"analytics_consent" boolean NOT NULL,
	"marketing_consent" boolean NOT NULL,
	"preferences_consent" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cookie_consents_session_id_length" CHECK (char_length("cookie_consents"."session_id") between 8 and 100)
);
--> statement-breakpoint
CREATE TABLE "media_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"published_date" date DEFAULT current_date NOT NULL,
	"excerpt" jsonb,
	"external_url" text,
	"thumbnail_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_articles_title_length" CHECK (char_length("media_articles"."title") between 1 and 300)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"locale" text DEFAULT 'pt-PT' NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"consent_timestamp" timestamp with time zone NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_email_normalized" CHECK ("newsletter_subscriptions"."email" = lower(btrim("newsletter_subscriptions"."email")) and char_length("newsletter_subscriptions"."email") between 3 and 255 and position('@' in "newsletter_subscriptions"."email") > 1),
	CONSTRAINT "newsletter_subscriptions_locale" CHECK ("newsletter_subscriptions"."locale" in ('pt-PT', 'en', 'es')),
	CONSTRAINT "newsletter_subscriptions_no_ip" CHECK ("newsletter_subscriptions"."ip_address" is null)
);
--> statement-breakpoint
CREATE TABLE "projectos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb,
	"description" jsonb NOT NULL,
	"external_url" text,
	"image_url" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projectos_title_pt" CHECK (coalesce(btrim("projectos"."title"->>'pt-PT'), '') <> ''),
	CONSTRAINT "projectos_description_pt" CHECK (coalesce(btrim("projectos"."description"->>'pt-PT'), '') <> '')
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"role" jsonb,
	"testimonial" jsonb NOT NULL,
	"photo_url" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_name_length" CHECK (char_length("testimonials"."name") between 1 and 100),
	CONSTRAINT "testimonials_testimonial_pt" CHECK (coalesce(btrim("testimonials"."testimonial"->>'pt-PT'), '') <> '')
);
--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role"),
	CONSTRAINT "user_roles_role" CHECK ("user_roles"."role" in ('admin'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_normalized" CHECK ("users"."email" = lower(btrim("users"."email")))
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bio_content_singleton_key" ON "bio_content" USING btree ("singleton");--> statement-breakpoint
CREATE INDEX "book_prereservations_email_idx" ON "book_prereservations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "book_prereservations_created_at_idx" ON "book_prereservations" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_submissions_email_idx" ON "contact_submissions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "contact_submissions_created_at_idx" ON "contact_submissions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "cookie_consents_session_id_key" ON "cookie_consents" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "cookie_consents_created_at_idx" ON "cookie_consents" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "media_articles_published_date_idx" ON "media_articles" USING btree ("published_date" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_key" ON "newsletter_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_created_at_idx" ON "newsletter_subscriptions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projectos_priority_idx" ON "projectos" USING btree ("priority" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projectos_active_priority_idx" ON "projectos" USING btree ("priority" DESC NULLS LAST) WHERE "projectos"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_key" ON "sessions" USING btree ("token");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "testimonials_priority_idx" ON "testimonials" USING btree ("priority" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "testimonials_active_priority_idx" ON "testimonials" USING btree ("priority" DESC NULLS LAST) WHERE "testimonials"."is_active";--> statement-breakpoint
CREATE INDEX "two_factors_user_id_idx" ON "two_factors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");
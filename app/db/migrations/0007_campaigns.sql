CREATE TABLE "campaign_recipients" (
	"campaign_id" uuid NOT NULL,
	"email" text NOT NULL,
	"locale" text DEFAULT 'pt-PT' NOT NULL,
	"outbox_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_recipients_campaign_id_email_pk" PRIMARY KEY("campaign_id","email"),
	CONSTRAINT "campaign_recipients_locale" CHECK ("campaign_recipients"."locale" in ('pt-PT', 'en', 'es'))
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audience" text NOT NULL,
	"subject" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"enqueued_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_audience" CHECK ("campaigns"."audience" in ('prereservations', 'newsletter')),
	CONSTRAINT "campaigns_status" CHECK ("campaigns"."status" in ('draft', 'sending', 'paused', 'cancelled', 'sent')),
	CONSTRAINT "campaigns_subject_pt" CHECK (coalesce(btrim("campaigns"."subject"->>'pt-PT'), '') <> ''),
	CONSTRAINT "campaigns_body_pt" CHECK (coalesce(btrim("campaigns"."body"->>'pt-PT'), '') <> '')
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_recipients_email_idx" ON "campaign_recipients" USING btree ("email");--> statement-breakpoint
CREATE INDEX "campaign_recipients_created_at_idx" ON "campaign_recipients" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "campaigns_created_at_idx" ON "campaigns" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_outbox_campaign_idx" ON "mail_outbox" USING btree ("campaign_id","status");
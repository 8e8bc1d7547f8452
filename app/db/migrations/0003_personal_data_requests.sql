CREATE TABLE "data_access_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"session_hash" text,
	"session_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_access_links_email_normalized" CHECK ("data_access_links"."email" = lower(btrim("data_access_links"."email")) and char_length("data_access_links"."email") between 3 and 255 and position('@' in "data_access_links"."email") > 1)
);
--> statement-breakpoint
CREATE TABLE "data_request_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "data_request_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"address_hash" text NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_request_log_action" CHECK ("data_request_log"."action" in ('view', 'export', 'delete'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "data_access_links_token_hash_key" ON "data_access_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "data_access_links_session_hash_key" ON "data_access_links" USING btree ("session_hash");--> statement-breakpoint
CREATE INDEX "data_access_links_email_idx" ON "data_access_links" USING btree ("email");--> statement-breakpoint
CREATE INDEX "data_access_links_expires_at_idx" ON "data_access_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "data_request_log_created_at_idx" ON "data_request_log" USING btree ("created_at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "data_request_log_address_hash_idx" ON "data_request_log" USING btree ("address_hash");
CREATE TABLE "stored_images" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_images_key_shape" CHECK ("stored_images"."key" ~ '^(bio|projects|media|testimonials)/[A-Za-z0-9][A-Za-z0-9_-]*[.](jpg|jpeg|png|webp|gif|avif)$'),
	CONSTRAINT "stored_images_size_matches" CHECK ("stored_images"."byte_size" = octet_length("stored_images"."bytes"))
);

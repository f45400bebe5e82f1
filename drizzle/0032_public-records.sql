CREATE TABLE "public_records" (
	"reference" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"statement" jsonb NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_records_kind_check" CHECK ("public_records"."kind" in ('placement_agreement', 'certificate')),
	CONSTRAINT "public_records_status_check" CHECK ("public_records"."status" in ('valid', 'superseded', 'cancelled', 'revoked')),
	CONSTRAINT "public_records_reason_check" CHECK (("public_records"."status" in ('cancelled', 'revoked')) = ("public_records"."reason" is not null))
);

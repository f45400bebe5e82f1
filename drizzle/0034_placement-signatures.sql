CREATE TABLE "placement_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"party" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"signer_user_id" text,
	"signer_name" text,
	"method" text,
	"code_channel" text,
	"code_sent_to" text,
	"ip_address" text,
	"user_agent" text,
	"text_hash" text,
	"declined_reason" text,
	"answered_at" timestamp with time zone,
	"invite_token_hash" text,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placement_signatures_party_check" CHECK ("placement_signatures"."party" in ('student', 'guardian', 'employer', 'institution')),
	CONSTRAINT "placement_signatures_status_check" CHECK ("placement_signatures"."status" in ('pending', 'signed', 'declined', 'void')),
	CONSTRAINT "placement_signatures_method_check" CHECK ("placement_signatures"."method" in ('account', 'link_and_code')),
	CONSTRAINT "placement_signatures_signed_check" CHECK ("placement_signatures"."status" <> 'signed' or ("placement_signatures"."method" is not null and "placement_signatures"."text_hash" is not null and "placement_signatures"."answered_at" is not null and "placement_signatures"."signer_name" is not null)),
	CONSTRAINT "placement_signatures_declined_check" CHECK ("placement_signatures"."status" <> 'declined' or "placement_signatures"."declined_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "placement_versions" (
	"placement_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"text_hash" text NOT NULL,
	"terms" jsonb NOT NULL,
	"required_parties" jsonb NOT NULL,
	"rule_pack" jsonb NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone,
	"reference" text,
	CONSTRAINT "placement_versions_placement_id_version_pk" PRIMARY KEY("placement_id","version")
);
--> statement-breakpoint
ALTER TABLE "placement_signatures" ADD CONSTRAINT "placement_signatures_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_signatures" ADD CONSTRAINT "placement_signatures_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_versions" ADD CONSTRAINT "placement_versions_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "placement_signatures_party_key" ON "placement_signatures" USING btree ("placement_id","version","party");--> statement-breakpoint
CREATE UNIQUE INDEX "placement_signatures_invite_key" ON "placement_signatures" USING btree ("invite_token_hash");--> statement-breakpoint
CREATE INDEX "placement_signatures_pending_idx" ON "placement_signatures" USING btree ("created_at") WHERE "placement_signatures"."status" = 'pending';
CREATE TABLE "placement_school_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"institution_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "placement_school_invitations_status_check" CHECK ("placement_school_invitations"."status" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "placement_school_invitations" ADD CONSTRAINT "placement_school_invitations_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_school_invitations" ADD CONSTRAINT "placement_school_invitations_institution_id_institution_profiles_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "placement_school_invitations_one_pending" ON "placement_school_invitations" USING btree ("placement_id") WHERE "placement_school_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "placement_school_invitations_placement_idx" ON "placement_school_invitations" USING btree ("placement_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "placement_school_invitations_school_idx" ON "placement_school_invitations" USING btree ("institution_id","status");
CREATE TABLE "school_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" text NOT NULL,
	"institution_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_links_status_check" CHECK ("school_links"."status" in ('pending', 'approved', 'declined', 'removed'))
);
--> statement-breakpoint
ALTER TABLE "school_links" ADD CONSTRAINT "school_links_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_links" ADD CONSTRAINT "school_links_institution_id_institution_profiles_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "school_links_student_id_key" ON "school_links" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "school_links_institution_status_idx" ON "school_links" USING btree ("institution_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
-- A school named in a student's profile before links existed was never approved by that school:
-- it becomes a pending request, which the school approves or declines (docs/decisions/016).
INSERT INTO "school_links" ("student_id", "institution_id", "status")
SELECT "user_id", "institution_id", 'pending' FROM "student_profiles" WHERE "institution_id" IS NOT NULL;

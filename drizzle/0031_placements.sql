CREATE TABLE "placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"student_id" text NOT NULL,
	"employer_id" text NOT NULL,
	"institution_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"terms" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cancelled_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placements_status_check" CHECK ("placements"."status" in ('draft', 'employer_completed', 'school_validated', 'signing', 'signed', 'active', 'completed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "notification_settings" DROP CONSTRAINT "notification_settings_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_institution_id_institution_profiles_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "placements_application_id_key" ON "placements" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "placements_student_created_idx" ON "placements" USING btree ("student_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "placements_employer_created_idx" ON "placements" USING btree ("employer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "placements_institution_created_idx" ON "placements" USING btree ("institution_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_kind_check" CHECK ("notification_settings"."kind" in ('application_received', 'application_status', 'event_tomorrow', 'saved_job_closing', 'school_digest', 'event_registration', 'application_withdrawn', 'posting_deleted', 'partnership_invited', 'partnership_answered', 'partnership_ended', 'saved_search_matches', 'posting_taken_down', 'verification_decided', 'school_link_requested', 'school_link_decided', 'student_account_deleted', 'application_answer_due', 'application_student_answered', 'placement_step'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('application_received', 'application_status', 'event_tomorrow', 'saved_job_closing', 'school_digest', 'event_registration', 'application_withdrawn', 'posting_deleted', 'partnership_invited', 'partnership_answered', 'partnership_ended', 'saved_search_matches', 'posting_taken_down', 'verification_decided', 'school_link_requested', 'school_link_decided', 'student_account_deleted', 'application_answer_due', 'application_student_answered', 'placement_step'));
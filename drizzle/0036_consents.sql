CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	CONSTRAINT "consents_kind_check" CHECK ("consents"."kind" in ('terms', 'privacy'))
);
--> statement-breakpoint
CREATE TABLE "guardian_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" text NOT NULL,
	"guardian_name" text NOT NULL,
	"guardian_email" text NOT NULL,
	"guardian_phone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invite_token_hash" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"code_channel" text,
	"code_sent_to" text,
	"code_link_id" uuid,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_consents_status_check" CHECK ("guardian_consents"."status" in ('pending', 'consented', 'refused', 'replaced')),
	CONSTRAINT "guardian_consents_code_channel_check" CHECK ("guardian_consents"."code_channel" in ('sms', 'email'))
);
--> statement-breakpoint
ALTER TABLE "notification_settings" DROP CONSTRAINT "notification_settings_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consents_user_kind_version_idx" ON "consents" USING btree ("user_id","kind","version");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_consents_invite_token_hash_idx" ON "guardian_consents" USING btree ("invite_token_hash");--> statement-breakpoint
CREATE INDEX "guardian_consents_student_idx" ON "guardian_consents" USING btree ("student_id","requested_at");--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_kind_check" CHECK ("notification_settings"."kind" in ('application_received', 'application_status', 'event_tomorrow', 'saved_job_closing', 'school_digest', 'event_registration', 'application_withdrawn', 'posting_deleted', 'partnership_invited', 'partnership_answered', 'partnership_ended', 'saved_search_matches', 'posting_taken_down', 'verification_decided', 'school_link_requested', 'school_link_decided', 'student_account_deleted', 'application_answer_due', 'application_student_answered', 'placement_step', 'guardian_consent_answered'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('application_received', 'application_status', 'event_tomorrow', 'saved_job_closing', 'school_digest', 'event_registration', 'application_withdrawn', 'posting_deleted', 'partnership_invited', 'partnership_answered', 'partnership_ended', 'saved_search_matches', 'posting_taken_down', 'verification_decided', 'school_link_requested', 'school_link_decided', 'student_account_deleted', 'application_answer_due', 'application_student_answered', 'placement_step', 'guardian_consent_answered'));
CREATE TABLE "application_interviews" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"place" text,
	"call_link" text,
	"note" text,
	"response" text DEFAULT 'awaiting' NOT NULL,
	"response_note" text,
	"responded_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_interviews_response_check" CHECK ("application_interviews"."response" in ('awaiting', 'accepted', 'reschedule_requested'))
);
--> statement-breakpoint
CREATE TABLE "employer_response_stats" (
	"employer_id" text PRIMARY KEY NOT NULL,
	"counted" integer NOT NULL,
	"answered_in_time" integer NOT NULL,
	"typical_days" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_status_check";--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_status_change_to_check";--> statement-breakpoint
ALTER TABLE "notification_settings" DROP CONSTRAINT "notification_settings_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "saved_searches" DROP CONSTRAINT "saved_searches_sort_check";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "answer_due_at" timestamp with time zone DEFAULT (now() + interval '14 days') NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "offer_note" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "offer_decline_note" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "not_selected_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "not_selected_note" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "employer_response_rate" smallint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "employer_response_days" smallint;--> statement-breakpoint
-- Applications sent before the deadline existed: due 14 days after they were sent; those already
-- accepted or rejected were answered when last moved. A held "accepted" becomes an offer (the student accepts).
UPDATE "applications" SET "answer_due_at" = "created_at" + interval '14 days';--> statement-breakpoint
UPDATE "applications" SET "answered_at" = "updated_at" WHERE "status" IN ('accepted', 'rejected');--> statement-breakpoint
UPDATE "applications" SET "status_change_to" = 'offered' WHERE "status_change_to" = 'accepted';--> statement-breakpoint
UPDATE "applications" SET "not_selected_reason" = 'other' WHERE "status" = 'rejected' OR "status_change_to" = 'rejected';--> statement-breakpoint
ALTER TABLE "application_interviews" ADD CONSTRAINT "application_interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_response_stats" ADD CONSTRAINT "employer_response_stats_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_awaiting_due_idx" ON "applications" USING btree ("answer_due_at") WHERE "applications"."status" in ('pending', 'reviewing');--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_not_selected_reason_check" CHECK ("applications"."not_selected_reason" in ('position_filled', 'more_experience', 'schedule', 'distance', 'other'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('pending', 'reviewing', 'interview', 'offered', 'accepted', 'declined', 'rejected', 'no_response', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_change_to_check" CHECK ("applications"."status_change_to" in ('pending', 'reviewing', 'interview', 'offered', 'rejected'));--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_kind_check" CHECK ("notification_settings"."kind" in ('application_received', 'application_status', 'event_tomorrow', 'saved_job_closing', 'school_digest', 'event_registration', 'application_withdrawn', 'posting_deleted', 'partnership_invited', 'partnership_answered', 'partnership_ended', 'saved_search_matches', 'posting_taken_down', 'verification_decided', 'school_link_requested', 'school_link_decided', 'student_account_deleted', 'application_answer_due', 'application_student_answered'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('application_received', 'application_status', 'event_tomorrow', 'saved_job_closing', 'school_digest', 'event_registration', 'application_withdrawn', 'posting_deleted', 'partnership_invited', 'partnership_answered', 'partnership_ended', 'saved_search_matches', 'posting_taken_down', 'verification_decided', 'school_link_requested', 'school_link_decided', 'student_account_deleted', 'application_answer_due', 'application_student_answered'));--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_sort_check" CHECK ("saved_searches"."sort" in ('newest', 'closing', 'response'));
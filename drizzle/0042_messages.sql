CREATE TABLE "message_blocks" (
	"student_id" text NOT NULL,
	"employer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_blocks_student_id_employer_id_pk" PRIMARY KEY("student_id","employer_id")
);
--> statement-breakpoint
CREATE TABLE "message_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"thread_id" uuid NOT NULL,
	"reporter_id" text,
	"reason" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_user_id" text,
	"action" text,
	"note" text,
	CONSTRAINT "message_reports_reason_check" CHECK ("message_reports"."reason" in ('inappropriate', 'harassment', 'off_platform_contact', 'scam', 'spam', 'other')),
	CONSTRAINT "message_reports_action_check" CHECK ("message_reports"."action" in ('dismiss', 'warn', 'suspend', 'close'))
);
--> statement-breakpoint
CREATE TABLE "message_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"student_id" text NOT NULL,
	"employer_id" text NOT NULL,
	"last_student_message_at" timestamp with time zone,
	"last_employer_message_at" timestamp with time zone,
	"student_read_at" timestamp with time zone,
	"employer_read_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"sender_id" text,
	"sender_role" text NOT NULL,
	"body" text NOT NULL,
	"masked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_sender_role_check" CHECK ("messages"."sender_role" in ('student', 'employer'))
);
--> statement-breakpoint
ALTER TABLE "notification_settings" DROP CONSTRAINT "notification_settings_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'America/Toronto' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_blocks" ADD CONSTRAINT "message_blocks_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_blocks" ADD CONSTRAINT "message_blocks_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_closed_by_user_id_users_id_fk" FOREIGN KEY ("closed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_once_key" ON "message_reports" USING btree ("message_id","reporter_id");--> statement-breakpoint
CREATE INDEX "message_reports_open_idx" ON "message_reports" USING btree ("created_at") WHERE "message_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "message_reports_thread_idx" ON "message_reports" USING btree ("thread_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_application_key" ON "message_threads" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "message_threads_student_idx" ON "message_threads" USING btree ("student_id","last_employer_message_at");--> statement-breakpoint
CREATE INDEX "message_threads_employer_idx" ON "message_threads" USING btree ("employer_id","last_student_message_at");--> statement-breakpoint
CREATE INDEX "messages_thread_created_idx" ON "messages" USING btree ("thread_id","created_at");--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_kind_check" CHECK ("notification_settings"."kind" in ('application_received', 'application_status', 'event_tomorrow', 'saved_job_closing', 'school_digest', 'event_registration', 'application_withdrawn', 'posting_deleted', 'partnership_invited', 'partnership_answered', 'partnership_ended', 'saved_search_matches', 'posting_taken_down', 'verification_decided', 'school_link_requested', 'school_link_decided', 'student_account_deleted', 'application_answer_due', 'application_student_answered', 'placement_step', 'guardian_consent_answered', 'message_received', 'messages_digest', 'message_reported', 'message_warning'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('application_received', 'application_status', 'event_tomorrow', 'saved_job_closing', 'school_digest', 'event_registration', 'application_withdrawn', 'posting_deleted', 'partnership_invited', 'partnership_answered', 'partnership_ended', 'saved_search_matches', 'posting_taken_down', 'verification_decided', 'school_link_requested', 'school_link_decided', 'student_account_deleted', 'application_answer_due', 'application_student_answered', 'placement_step', 'guardian_consent_answered', 'message_received', 'messages_digest', 'message_reported', 'message_warning'));
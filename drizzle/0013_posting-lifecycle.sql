CREATE TABLE "job_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"changed_fields" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_settings" DROP CONSTRAINT "notification_settings_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "job_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "filled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_revisions" ADD CONSTRAINT "job_revisions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_revisions_job_created_idx" ON "job_revisions" USING btree ("job_id","created_at");--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_kind_check" CHECK ("notification_settings"."kind" in ('application_received', 'application_status', 'event_tomorrow', 'saved_job_closing', 'school_digest', 'event_registration', 'application_withdrawn', 'posting_deleted'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('application_received', 'application_status', 'event_tomorrow', 'saved_job_closing', 'school_digest', 'event_registration', 'application_withdrawn', 'posting_deleted'));--> statement-breakpoint
-- Applications made before snapshots were kept: the posting as it is now is the best record of what was applied to.
UPDATE "applications" SET "job_snapshot" = jsonb_build_object(
	'title', j."title", 'companyName', j."company_name", 'description', j."description", 'location', j."location",
	'city', j."city", 'type', j."type", 'duration', j."duration", 'industry', j."industry", 'requirements', to_jsonb(j."requirements"),
	'isHighSchoolOpportunity', j."is_high_school_opportunity",
	'applicationDeadline', to_char(j."application_deadline" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
) FROM "jobs" j WHERE j."id" = "applications"."job_id";

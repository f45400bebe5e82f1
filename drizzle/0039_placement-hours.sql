CREATE TABLE "placement_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"break_minutes" integer DEFAULT 0 NOT NULL,
	"minutes" integer NOT NULL,
	"activities" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'logged' NOT NULL,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"supervisor_link_id" uuid,
	"supervisor_note" text,
	"corrected_start_time" text,
	"corrected_end_time" text,
	"corrected_break_minutes" integer,
	"verified_by" text,
	"verified_by_user_id" text,
	"verify_reason" text,
	"verified_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placement_shifts_status_check" CHECK ("placement_shifts"."status" in ('logged', 'awaiting_supervisor', 'verified', 'disputed', 'absent', 'approved')),
	CONSTRAINT "placement_shifts_verified_by_check" CHECK ("placement_shifts"."verified_by" in ('supervisor', 'coordinator')),
	CONSTRAINT "placement_shifts_minutes_check" CHECK ("placement_shifts"."minutes" >= 0 and "placement_shifts"."break_minutes" >= 0),
	CONSTRAINT "placement_shifts_coordinator_reason_check" CHECK ("placement_shifts"."verified_by" is distinct from 'coordinator' or "placement_shifts"."verify_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "supervisor_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"period_start" date,
	"period_end" date,
	"sent_to" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	"overdue_told_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supervisor_links_purpose_check" CHECK ("supervisor_links"."purpose" in ('hours', 'evaluation'))
);
--> statement-breakpoint
CREATE TABLE "placement_closures" (
	"placement_id" uuid PRIMARY KEY NOT NULL,
	"evaluation_requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"last_day_present" date,
	"hours_missed" integer,
	"ratings" jsonb,
	"would_host_again" boolean,
	"evaluator_name" text,
	"evaluated_at" timestamp with time zone,
	"reflection" text,
	"agrees_with_evaluation" boolean,
	"disagreement_comment" text,
	"reflected_at" timestamp with time zone,
	"evaluation_reminders" integer DEFAULT 0 NOT NULL,
	"reflection_reminders" integer DEFAULT 0 NOT NULL,
	"signed_off_at" timestamp with time zone,
	"signed_off_by_user_id" text,
	CONSTRAINT "placement_closures_outcome_check" CHECK ("placement_closures"."outcome" in ('completed', 'partly_completed', 'did_not_show'))
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"language" text NOT NULL,
	"verified_minutes" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_user_id" text,
	CONSTRAINT "certificates_language_check" CHECK ("certificates"."language" in ('en', 'fr'))
);
--> statement-breakpoint
ALTER TABLE "placement_shifts" ADD CONSTRAINT "placement_shifts_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_shifts" ADD CONSTRAINT "placement_shifts_supervisor_link_id_supervisor_links_id_fk" FOREIGN KEY ("supervisor_link_id") REFERENCES "public"."supervisor_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_shifts" ADD CONSTRAINT "placement_shifts_verified_by_user_id_users_id_fk" FOREIGN KEY ("verified_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_shifts" ADD CONSTRAINT "placement_shifts_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supervisor_links" ADD CONSTRAINT "supervisor_links_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_closures" ADD CONSTRAINT "placement_closures_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_closures" ADD CONSTRAINT "placement_closures_signed_off_by_user_id_users_id_fk" FOREIGN KEY ("signed_off_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_reference_public_records_reference_fk" FOREIGN KEY ("reference") REFERENCES "public"."public_records"("reference") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_user_id_users_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "placement_shifts_date_key" ON "placement_shifts" USING btree ("placement_id","work_date");--> statement-breakpoint
CREATE INDEX "placement_shifts_logged_idx" ON "placement_shifts" USING btree ("placement_id","work_date") WHERE "placement_shifts"."status" = 'logged';--> statement-breakpoint
CREATE UNIQUE INDEX "supervisor_links_token_key" ON "supervisor_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "supervisor_links_placement_idx" ON "supervisor_links" USING btree ("placement_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "supervisor_links_open_hours_idx" ON "supervisor_links" USING btree ("sent_at") WHERE "supervisor_links"."used_at" is null and "supervisor_links"."purpose" = 'hours';--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_placement_key" ON "certificates" USING btree ("placement_id");
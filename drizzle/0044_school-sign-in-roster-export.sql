CREATE TABLE "class_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_sign_in_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"institution_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_providers" (
	"id" text PRIMARY KEY NOT NULL,
	"institution_id" uuid NOT NULL,
	"issuer" text NOT NULL,
	"oidc_config" text,
	"saml_config" text,
	"user_id" text,
	"provider_id" text NOT NULL,
	"organization_id" text,
	"domain" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"grade" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"guardian_name" text NOT NULL,
	"guardian_email" text,
	"guardian_phone" text,
	"student_id" text,
	"last_import_id" uuid,
	"invited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"uploaded_by" text,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"total_rows" integer NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_rows" integer NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"unchanged_count" integer DEFAULT 0 NOT NULL,
	"invited_count" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_imports_status_check" CHECK ("roster_imports"."status" in ('previewed', 'queued', 'running', 'done', 'failed', 'discarded'))
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_user_id" text NOT NULL,
	"requested_by" text,
	"institution_id" uuid,
	"kind" text NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"file_key" text,
	"size_bytes" integer,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_exports_kind_check" CHECK ("data_exports"."kind" in ('account', 'school_record')),
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('preparing', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "notification_settings" DROP CONSTRAINT "notification_settings_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "school_links" ADD COLUMN "source" text DEFAULT 'request' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_links" ADD COLUMN "class_code_id" uuid;--> statement-breakpoint
ALTER TABLE "class_codes" ADD CONSTRAINT "class_codes_institution_id_institution_profiles_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_codes" ADD CONSTRAINT "class_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_sign_in_domains" ADD CONSTRAINT "school_sign_in_domains_institution_id_institution_profiles_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD CONSTRAINT "sso_providers_institution_id_institution_profiles_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD CONSTRAINT "sso_providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_entries" ADD CONSTRAINT "roster_entries_institution_id_institution_profiles_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_entries" ADD CONSTRAINT "roster_entries_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_entries" ADD CONSTRAINT "roster_entries_last_import_id_roster_imports_id_fk" FOREIGN KEY ("last_import_id") REFERENCES "public"."roster_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_imports" ADD CONSTRAINT "roster_imports_institution_id_institution_profiles_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_imports" ADD CONSTRAINT "roster_imports_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_institution_id_institution_profiles_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_codes_code_key" ON "class_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "class_codes_institution_idx" ON "class_codes" USING btree ("institution_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "school_sign_in_domains_institution_idx" ON "school_sign_in_domains" USING btree ("institution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_providers_provider_id_key" ON "sso_providers" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_providers_institution_id_key" ON "sso_providers" USING btree ("institution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roster_entries_institution_email_key" ON "roster_entries" USING btree ("institution_id","email");--> statement-breakpoint
CREATE INDEX "roster_entries_student_idx" ON "roster_entries" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "roster_imports_institution_idx" ON "roster_imports" USING btree ("institution_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "data_exports_subject_idx" ON "data_exports" USING btree ("subject_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "data_exports_requested_by_idx" ON "data_exports" USING btree ("requested_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "data_exports_expires_idx" ON "data_exports" USING btree ("status","expires_at");--> statement-breakpoint
ALTER TABLE "school_links" ADD CONSTRAINT "school_links_class_code_id_class_codes_id_fk" FOREIGN KEY ("class_code_id") REFERENCES "public"."class_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_links_class_code_idx" ON "school_links" USING btree ("class_code_id","status");--> statement-breakpoint
ALTER TABLE "school_links" ADD CONSTRAINT "school_links_source_check" CHECK ("school_links"."source" in ('request', 'class_code', 'roster', 'school_sign_in'));--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_kind_check" CHECK ("notification_settings"."kind" in ('application_received', 'application_status', 'event_tomorrow', 'saved_job_closing', 'school_digest', 'event_registration', 'application_withdrawn', 'posting_deleted', 'partnership_invited', 'partnership_answered', 'partnership_ended', 'saved_search_matches', 'posting_taken_down', 'verification_decided', 'school_link_requested', 'school_link_decided', 'student_account_deleted', 'application_answer_due', 'application_student_answered', 'placement_step', 'guardian_consent_answered', 'message_received', 'messages_digest', 'message_reported', 'message_warning', 'data_export_ready', 'roster_import_finished'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('application_received', 'application_status', 'event_tomorrow', 'saved_job_closing', 'school_digest', 'event_registration', 'application_withdrawn', 'posting_deleted', 'partnership_invited', 'partnership_answered', 'partnership_ended', 'saved_search_matches', 'posting_taken_down', 'verification_decided', 'school_link_requested', 'school_link_decided', 'student_account_deleted', 'application_answer_due', 'application_student_answered', 'placement_step', 'guardian_consent_answered', 'message_received', 'messages_digest', 'message_reported', 'message_warning', 'data_export_ready', 'roster_import_finished'));
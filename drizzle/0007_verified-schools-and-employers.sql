DROP INDEX "jobs_active_created_idx";--> statement-breakpoint
ALTER TABLE "employer_profiles" ADD COLUMN "verification_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "employer_profiles" ADD COLUMN "verification_note" text;--> statement-breakpoint
ALTER TABLE "employer_profiles" ADD COLUMN "verification_decided_by" text;--> statement-breakpoint
ALTER TABLE "employer_profiles" ADD COLUMN "verification_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "institution_profiles" ADD COLUMN "verification_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "institution_profiles" ADD COLUMN "verification_note" text;--> statement-breakpoint
ALTER TABLE "institution_profiles" ADD COLUMN "verification_decided_by" text;--> statement-breakpoint
ALTER TABLE "institution_profiles" ADD COLUMN "verification_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "employer_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Schools and employers already here were admitted under the earlier rules (the demo accounts among
-- them): they start verified, decided by no one at the time of this migration, so no live posting
-- disappears and no student loses their school; an admin can still reject one (decision 017).
-- Profiles created from now on start pending (the column default).
UPDATE "employer_profiles" SET "verification_status" = 'verified', "verification_decided_at" = now();--> statement-breakpoint
UPDATE "institution_profiles" SET "verification_status" = 'verified', "verification_decided_at" = now();--> statement-breakpoint
UPDATE "jobs" SET "employer_verified" = true
WHERE "employer_id" IN (SELECT "user_id" FROM "employer_profiles" WHERE "verification_status" = 'verified');--> statement-breakpoint
ALTER TABLE "employer_profiles" ADD CONSTRAINT "employer_profiles_verification_decided_by_users_id_fk" FOREIGN KEY ("verification_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_profiles" ADD CONSTRAINT "institution_profiles_verification_decided_by_users_id_fk" FOREIGN KEY ("verification_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employer_profiles_verification_idx" ON "employer_profiles" USING btree ("verification_status","created_at","id");--> statement-breakpoint
CREATE INDEX "institution_profiles_verification_idx" ON "institution_profiles" USING btree ("verification_status","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_active_created_idx" ON "jobs" USING btree ("is_active","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."employer_verified";--> statement-breakpoint
ALTER TABLE "employer_profiles" ADD CONSTRAINT "employer_profiles_verification_status_check" CHECK ("employer_profiles"."verification_status" in ('pending', 'verified', 'rejected'));--> statement-breakpoint
ALTER TABLE "institution_profiles" ADD CONSTRAINT "institution_profiles_verification_status_check" CHECK ("institution_profiles"."verification_status" in ('pending', 'verified', 'rejected'));
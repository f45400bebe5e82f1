ALTER TABLE "upload_grants" ADD COLUMN "size_bytes" integer;--> statement-breakpoint
ALTER TABLE "upload_grants" ADD COLUMN "recorded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "upload_grants_user_idx" ON "upload_grants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "upload_grants_expires_idx" ON "upload_grants" USING btree ("expires_at");--> statement-breakpoint
-- Grants whose file is already a student's resume were recorded before this column existed: the
-- sweep must never treat their file as an upload that never came.
UPDATE "upload_grants" SET "recorded_at" = coalesce("used_at", "created_at") WHERE "storage_key" IN (SELECT "resume_key" FROM "student_profiles" WHERE "resume_key" IS NOT NULL);

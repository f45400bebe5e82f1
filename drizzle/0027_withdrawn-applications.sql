ALTER TABLE "applications" DROP CONSTRAINT "applications_status_check";--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('pending', 'reviewing', 'accepted', 'rejected', 'withdrawn'));--> statement-breakpoint
-- A withdrawn application stays in the student's history but is no longer an application to the
-- posting (docs/product/jobs.md#withdrawing): the kept count leaves it out, and takes it back
-- when the student applies again (the row is reopened as pending, an UPDATE).
CREATE OR REPLACE FUNCTION "jobs_count_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" <> 'withdrawn' THEN
    UPDATE "jobs" SET "application_count" = "application_count" - 1 WHERE "id" = OLD."job_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" <> 'withdrawn' THEN
    UPDATE "jobs" SET "application_count" = "application_count" + 1 WHERE "id" = NEW."job_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "applications_recount_on_jobs" AFTER UPDATE OF "status" ON "applications"
FOR EACH ROW WHEN ((OLD."status" = 'withdrawn') IS DISTINCT FROM (NEW."status" = 'withdrawn'))
EXECUTE FUNCTION "jobs_count_applications"();--> statement-breakpoint
-- Nor does a school count it (drizzle/0019): every change of a school's figures passes here.
CREATE OR REPLACE FUNCTION "school_counts_add"(school uuid, application_status text, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF application_status = 'withdrawn' THEN
    RETURN;
  END IF;
  IF delta > 0 THEN
    INSERT INTO "school_application_counts" ("institution_id", "status", "count") VALUES (school, application_status, delta)
    ON CONFLICT ("institution_id", "status") DO UPDATE SET "count" = "school_application_counts"."count" + delta;
  ELSIF delta < 0 THEN
    UPDATE "school_application_counts" SET "count" = "count" + delta
    WHERE "institution_id" = school AND "status" = application_status;
  END IF;
END;
$$;

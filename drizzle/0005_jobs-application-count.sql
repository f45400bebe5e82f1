ALTER TABLE "jobs" ADD COLUMN "application_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing applications, counted once; from now on the trigger below keeps the figure.
UPDATE "jobs" SET "application_count" = counted.n
FROM (SELECT "job_id", count(*)::int AS n FROM "applications" GROUP BY "job_id") AS counted
WHERE "jobs"."id" = counted."job_id";--> statement-breakpoint
-- Every way an application comes or goes (the API, a deleted account, a cascade) passes here,
-- so the count cannot drift from the rows. An application never moves to another posting.
CREATE FUNCTION "jobs_count_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "jobs" SET "application_count" = "application_count" + 1 WHERE "id" = NEW."job_id";
  ELSE
    UPDATE "jobs" SET "application_count" = "application_count" - 1 WHERE "id" = OLD."job_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "applications_count_on_jobs" AFTER INSERT OR DELETE ON "applications"
FOR EACH ROW EXECUTE FUNCTION "jobs_count_applications"();

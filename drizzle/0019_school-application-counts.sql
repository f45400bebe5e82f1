CREATE TABLE "school_application_counts" (
	"institution_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "school_application_counts_institution_id_status_pk" PRIMARY KEY("institution_id","status")
);
--> statement-breakpoint
ALTER TABLE "school_application_counts" ADD CONSTRAINT "school_application_counts_institution_id_institution_profiles_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing applications, counted once; from now on the triggers below keep the figures.
INSERT INTO "school_application_counts" ("institution_id", "status", "count")
SELECT l."institution_id", a."status", count(*)::int
FROM "applications" a JOIN "school_links" l ON l."student_id" = a."student_id" AND l."status" = 'approved'
GROUP BY l."institution_id", a."status";--> statement-breakpoint
-- Adds delta to one school's count of one status. Only an increase creates a row: a decrease may
-- come from a school being deleted in the same cascade, whose row is already gone.
CREATE FUNCTION "school_counts_add"(school uuid, application_status text, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF delta > 0 THEN
    INSERT INTO "school_application_counts" ("institution_id", "status", "count") VALUES (school, application_status, delta)
    ON CONFLICT ("institution_id", "status") DO UPDATE SET "count" = "school_application_counts"."count" + delta;
  ELSIF delta < 0 THEN
    UPDATE "school_application_counts" SET "count" = "count" + delta
    WHERE "institution_id" = school AND "status" = application_status;
  END IF;
END;
$$;--> statement-breakpoint
-- An application counts for the school that approved its student. The link is read FOR SHARE so
-- that an approval being made at the same moment either waits for this transaction (and then
-- counts this application itself) or is seen here: the figure cannot miss the application.
CREATE FUNCTION "school_counts_on_application"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  school uuid;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT "institution_id" INTO school FROM "school_links"
    WHERE "student_id" = OLD."student_id" AND "status" = 'approved' FOR SHARE;
    IF FOUND THEN
      PERFORM "school_counts_add"(school, OLD."status", -1);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT "institution_id" INTO school FROM "school_links"
    WHERE "student_id" = NEW."student_id" AND "status" = 'approved' FOR SHARE;
    IF FOUND THEN
      PERFORM "school_counts_add"(school, NEW."status", 1);
    END IF;
  END IF;
  -- A delete is counted BEFORE it happens (below), and a BEFORE trigger must return the row.
  IF TG_WHEN = 'BEFORE' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Deletes are counted before they happen: when an account is deleted, its applications and its
-- link go in one cascade, and after it neither trigger could see the other table's row any more.
CREATE TRIGGER "applications_count_on_schools" AFTER INSERT ON "applications"
FOR EACH ROW EXECUTE FUNCTION "school_counts_on_application"();--> statement-breakpoint
CREATE TRIGGER "applications_uncount_on_schools" BEFORE DELETE ON "applications"
FOR EACH ROW EXECUTE FUNCTION "school_counts_on_application"();--> statement-breakpoint
CREATE TRIGGER "applications_recount_on_schools" AFTER UPDATE OF "status", "student_id" ON "applications"
FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."student_id" IS DISTINCT FROM NEW."student_id")
EXECUTE FUNCTION "school_counts_on_application"();--> statement-breakpoint
-- A student's applications move with their approval: added to the school that approves them,
-- taken from the school whose approval ends (removed, replaced by a request elsewhere, deleted).
-- Each statement of this function reads the applications committed by then, so an application
-- whose transaction held the link (above) is counted once, here or there.
CREATE FUNCTION "school_counts_on_link"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted record;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" = 'approved' THEN
    FOR counted IN SELECT "status", count(*)::int AS n FROM "applications" WHERE "student_id" = OLD."student_id" GROUP BY "status" LOOP
      PERFORM "school_counts_add"(OLD."institution_id", counted."status", -counted.n);
    END LOOP;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" = 'approved' THEN
    FOR counted IN SELECT "status", count(*)::int AS n FROM "applications" WHERE "student_id" = NEW."student_id" GROUP BY "status" LOOP
      PERFORM "school_counts_add"(NEW."institution_id", counted."status", counted.n);
    END LOOP;
  END IF;
  -- A delete is counted BEFORE it happens (below), and a BEFORE trigger must return the row.
  IF TG_WHEN = 'BEFORE' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "school_links_count_on_schools" AFTER INSERT ON "school_links"
FOR EACH ROW EXECUTE FUNCTION "school_counts_on_link"();--> statement-breakpoint
CREATE TRIGGER "school_links_uncount_on_schools" BEFORE DELETE ON "school_links"
FOR EACH ROW EXECUTE FUNCTION "school_counts_on_link"();--> statement-breakpoint
CREATE TRIGGER "school_links_recount_on_schools" AFTER UPDATE OF "status", "institution_id", "student_id" ON "school_links"
FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."institution_id" IS DISTINCT FROM NEW."institution_id" OR OLD."student_id" IS DISTINCT FROM NEW."student_id")
EXECUTE FUNCTION "school_counts_on_link"();

DROP INDEX "placement_closures_open_idx";--> statement-breakpoint
ALTER TABLE "supervisor_links" ADD COLUMN "institution_id" uuid;--> statement-breakpoint
ALTER TABLE "placement_closures" ADD COLUMN "institution_id" uuid;--> statement-breakpoint
ALTER TABLE "placement_closures" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "supervisor_links" ADD CONSTRAINT "supervisor_links_institution_id_institution_profiles_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_closures" ADD CONSTRAINT "placement_closures_institution_id_institution_profiles_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The links and closures written before this migration take their placement's school (and end date).
UPDATE "supervisor_links" l SET "institution_id" = p."institution_id" FROM "placements" p WHERE p."id" = l."placement_id";--> statement-breakpoint
UPDATE "placement_closures" c SET "institution_id" = p."institution_id", "ends_on" = (p."terms" ->> 'endDate')::date FROM "placements" p WHERE p."id" = c."placement_id";--> statement-breakpoint
CREATE INDEX "supervisor_links_school_open_hours_idx" ON "supervisor_links" USING btree ("institution_id","sent_at") WHERE "supervisor_links"."used_at" is null and "supervisor_links"."purpose" = 'hours' and "supervisor_links"."institution_id" is not null;--> statement-breakpoint
CREATE INDEX "placement_closures_school_open_idx" ON "placement_closures" USING btree ("institution_id") WHERE "placement_closures"."signed_off_at" is null and "placement_closures"."outcome" is distinct from 'did_not_show' and "placement_closures"."institution_id" is not null;--> statement-breakpoint
-- Every writer (the runs, the demo, the tests, a bench's SQL) passes here, so the copies cannot drift
-- from the placement: taken when a link or a closure is written (a closure is written once the
-- placement is over, when its dates are final), and the school follows the placement if it changes (a
-- school that joins, or a school account that is deleted).
CREATE FUNCTION "supervisor_links_copy_school"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "institution_id" INTO NEW."institution_id" FROM "placements" WHERE "id" = NEW."placement_id";
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "supervisor_links_copy_school" BEFORE INSERT ON "supervisor_links"
FOR EACH ROW EXECUTE FUNCTION "supervisor_links_copy_school"();--> statement-breakpoint
CREATE FUNCTION "placement_closures_copy_placement"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "institution_id", ("terms" ->> 'endDate')::date INTO NEW."institution_id", NEW."ends_on" FROM "placements" WHERE "id" = NEW."placement_id";
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "placement_closures_copy_placement" BEFORE INSERT ON "placement_closures"
FOR EACH ROW EXECUTE FUNCTION "placement_closures_copy_placement"();--> statement-breakpoint
CREATE FUNCTION "placements_school_follows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "supervisor_links" SET "institution_id" = NEW."institution_id" WHERE "placement_id" = NEW."id";
  UPDATE "placement_closures" SET "institution_id" = NEW."institution_id" WHERE "placement_id" = NEW."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "placements_school_follows" AFTER UPDATE OF "institution_id" ON "placements"
FOR EACH ROW WHEN (OLD."institution_id" IS DISTINCT FROM NEW."institution_id")
EXECUTE FUNCTION "placements_school_follows"();

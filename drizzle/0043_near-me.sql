ALTER TABLE "saved_searches" DROP CONSTRAINT "saved_searches_sort_check";--> statement-breakpoint
ALTER TABLE "institution_profiles" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "institution_profiles" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "institution_profiles" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "institution_profiles" ADD COLUMN "alert_radius_km" smallint DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "home_postal_code" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "geo_source" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "geo_cell" integer GENERATED ALWAYS AS ((floor(("jobs"."latitude" + 90) / 0.25) * 1440 + floor(("jobs"."longitude" + 180) / 0.25))::integer) STORED;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "near" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "within_km" smallint;--> statement-breakpoint
CREATE INDEX "jobs_active_cell_idx" ON "jobs" USING btree ("is_active","geo_cell","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."employer_verified" and "jobs"."geo_cell" is not null;--> statement-breakpoint
CREATE INDEX "jobs_unplaced_idx" ON "jobs" USING btree ("id") WHERE "jobs"."geo_source" is null;--> statement-breakpoint
ALTER TABLE "institution_profiles" ADD CONSTRAINT "institution_profiles_alert_radius_check" CHECK ("institution_profiles"."alert_radius_km" in (10, 25, 50, 100));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_geo_source_check" CHECK ("jobs"."geo_source" in ('postal_code', 'town', 'none'));--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_within_check" CHECK ("saved_searches"."within_km" in (5, 10, 25, 50));--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_sort_check" CHECK ("saved_searches"."sort" in ('newest', 'closing', 'response', 'distance'));
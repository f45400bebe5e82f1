ALTER TABLE "applications" ADD COLUMN "status_change_to" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_change_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_change_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_change_to_check" CHECK ("applications"."status_change_to" in ('pending', 'reviewing', 'accepted', 'rejected'));
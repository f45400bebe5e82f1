ALTER TABLE "applications" DROP CONSTRAINT "applications_status_check";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "offer_answer_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "placement_signatures" ADD COLUMN "overdue_told_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "applications_offer_due_idx" ON "applications" USING btree ("offer_answer_due_at") WHERE "applications"."status" = 'offered';--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('pending', 'reviewing', 'interview', 'offered', 'accepted', 'declined', 'rejected', 'no_response', 'offer_expired', 'withdrawn'));--> statement-breakpoint
-- Offers already waiting get the full OFFER_ANSWER_DAYS from now: none expires the hour this runs.
UPDATE "applications" SET "offer_answer_due_at" = now() + interval '7 days' WHERE "status" = 'offered';
ALTER TABLE "jobs" ADD COLUMN "pay_kind" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_unit" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_currency" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hours_per_week" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "places" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "minimum_age" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_pay_kind_check" CHECK ("jobs"."pay_kind" in ('paid', 'unpaid'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_pay_unit_check" CHECK ("jobs"."pay_unit" in ('hour', 'week', 'month', 'year'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_pay_currency_check" CHECK ("jobs"."pay_currency" in ('CAD'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_pay_complete_check" CHECK (case when "jobs"."pay_kind" = 'paid' then "jobs"."pay_amount_cents" > 0 and "jobs"."pay_unit" is not null and "jobs"."pay_currency" is not null else "jobs"."pay_amount_cents" is null and "jobs"."pay_unit" is null and "jobs"."pay_currency" is null end);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_hours_per_week_check" CHECK ("jobs"."hours_per_week" between 1 and 60);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_places_check" CHECK ("jobs"."places" between 1 and 999);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_minimum_age_check" CHECK ("jobs"."minimum_age" between 14 and 18);
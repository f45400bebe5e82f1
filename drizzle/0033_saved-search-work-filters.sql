ALTER TABLE "saved_searches" ADD COLUMN "paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "max_hours" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "start_from" date;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_places" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "responsive" boolean DEFAULT false NOT NULL;
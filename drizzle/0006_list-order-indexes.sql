CREATE INDEX "users_roster_order_idx" ON "users" USING btree (("last_name" is null),coalesce("last_name", ''),("first_name" is null),coalesce("first_name", ''),"id");--> statement-breakpoint
CREATE INDEX "applications_created_id_idx" ON "applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "applications_job_created_idx" ON "applications" USING btree ("job_id","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_created_id_idx" ON "jobs" USING btree ("created_at","id");
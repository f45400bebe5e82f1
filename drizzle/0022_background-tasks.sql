-- The background queue's "job" is a "task" (a job is a posting): the table, its primary key, its
-- check and its indexes are renamed in place, so every queued, failed and finished task stays.
ALTER TABLE "background_jobs" RENAME TO "background_tasks";--> statement-breakpoint
ALTER TABLE "background_tasks" RENAME CONSTRAINT "background_jobs_pkey" TO "background_tasks_pkey";--> statement-breakpoint
ALTER TABLE "background_tasks" RENAME CONSTRAINT "background_jobs_status_check" TO "background_tasks_status_check";--> statement-breakpoint
ALTER INDEX "background_jobs_dedupe_key" RENAME TO "background_tasks_dedupe_key";--> statement-breakpoint
ALTER INDEX "background_jobs_due_idx" RENAME TO "background_tasks_due_idx";--> statement-breakpoint
ALTER INDEX "background_jobs_status_idx" RENAME TO "background_tasks_status_idx";--> statement-breakpoint
-- PostgreSQL 18 (and PGlite's) also names each NOT NULL constraint after the table
-- ("background_jobs_kind_not_null"); earlier versions keep no such constraints, so renamed where found.
DO $$
DECLARE
  old_name text;
BEGIN
  FOR old_name IN
    SELECT conname FROM pg_constraint WHERE conrelid = 'background_tasks'::regclass AND conname LIKE 'background\_jobs\_%'
  LOOP
    EXECUTE format('ALTER TABLE "background_tasks" RENAME CONSTRAINT %I TO %I', old_name, 'background_tasks_' || substr(old_name, length('background_jobs_') + 1));
  END LOOP;
END;
$$;

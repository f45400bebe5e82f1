ALTER TABLE "mail_messages" ADD COLUMN "mentioned_user_ids" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mentioned_user_ids" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_messages_user_idx" ON "mail_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_messages_mentioned_idx" ON "mail_messages" USING gin ("mentioned_user_ids");--> statement-breakpoint
CREATE INDEX "notifications_mentioned_idx" ON "notifications" USING gin ("mentioned_user_ids");--> statement-breakpoint
-- The employers' notifications of applications still there name their student: linked now, so
-- deleting the student deletes them. A withdrawal's notification outlived its application and
-- cannot be linked; new ones carry the link from the start.
UPDATE "notifications" n SET "mentioned_user_ids" = ARRAY[a."student_id"]
FROM "applications" a JOIN "users" u ON u."id" = a."student_id"
WHERE n."kind" IN ('application_received', 'application_withdrawn')
  AND a."job_id"::text = n."params"->>'jobId'
  AND n."params"->>'studentName' = coalesce(nullif(trim(concat_ws(' ', nullif(u."first_name", ''), nullif(u."last_name", ''))), ''), u."name");--> statement-breakpoint
-- The audit log stays append-only with one exception: when an account is deleted, the rows that
-- name it keep its id but its e-mail becomes 'deleted account' and a name in their details goes
-- (docs/product/accounts.md). Who did what, when and to which account stays.
CREATE OR REPLACE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW.id = OLD.id
    AND NEW.action = OLD.action
    AND NEW.actor_id = OLD.actor_id
    AND NEW.target_id IS NOT DISTINCT FROM OLD.target_id
    AND NEW.ip_address IS NOT DISTINCT FROM OLD.ip_address
    AND NEW.created_at = OLD.created_at
    AND (NEW.actor_email = OLD.actor_email OR NEW.actor_email = 'deleted account')
    AND (NEW.target_email IS NOT DISTINCT FROM OLD.target_email OR NEW.target_email = 'deleted account')
    AND (NEW.details = OLD.details OR (NEW.target_email = 'deleted account' AND NEW.details = OLD.details - 'name'))
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;

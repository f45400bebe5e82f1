-- The sign-in failure counts move to rate_counters (docs/decisions/018); a count in flight is lost, which only forgives a few failures.
CREATE TABLE "rate_counters" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_hit_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_counters_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
DROP TABLE "sign_in_failures" CASCADE;--> statement-breakpoint
CREATE INDEX "rate_counters_last_hit_idx" ON "rate_counters" USING btree ("last_hit_at");
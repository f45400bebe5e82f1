-- Search ignores accents and case, matches English and French stems and near spellings
-- (docs/product/jobs.md#browse; the conditions: server/features/jobs/search-text.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary chosen by search_path); naming the dictionary
-- makes the answer fixed, so it may be used in an index's expression and folded at plan time.
CREATE FUNCTION "immutable_unaccent"(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
-- search_text without accents, however it is written (the repository, a migration, the seeds),
-- so "montreal" is contained in "montréal"'s text. A BEFORE trigger runs before the generated
-- search_words is computed, so the stems are of the folded text too.
CREATE FUNCTION "jobs_fold_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_text" := immutable_unaccent(NEW."search_text");
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_search_text_folded" BEFORE INSERT OR UPDATE OF "search_text" ON "jobs"
FOR EACH ROW EXECUTE FUNCTION "jobs_fold_search_text"();--> statement-breakpoint
UPDATE "jobs" SET "search_text" = "search_text";--> statement-breakpoint
CREATE TABLE "job_search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_search_vocabulary_trgm_idx" ON "job_search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of a (folded) search_text that near spellings are looked up among: 5 letters or
-- more, a to z only (numbers, codes and short words are matched as typed).
CREATE FUNCTION "job_search_vocabulary_words"(search_text text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT word FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, search_text))) AS word
  WHERE length(word) >= 5 AND word !~ '[^a-z]'
$$;--> statement-breakpoint
-- New words enter the vocabulary in word order, so two postings written at once with the same
-- new words wait for each other instead of deadlocking.
CREATE FUNCTION "jobs_add_inserted_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "job_search_vocabulary" ("word")
  SELECT DISTINCT job_search_vocabulary_words("search_text") FROM "new_rows" ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_search_vocabulary_on_insert" AFTER INSERT ON "jobs"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "jobs_add_inserted_words"();--> statement-breakpoint
CREATE FUNCTION "jobs_add_updated_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "job_search_vocabulary" ("word")
  SELECT DISTINCT job_search_vocabulary_words(NEW."search_text") ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Per row: an UPDATE trigger with a transition table cannot name its column, and most updates
-- (a view counted, a posting switched off) leave the text alone.
CREATE TRIGGER "jobs_search_vocabulary_on_update" AFTER UPDATE OF "search_text" ON "jobs"
FOR EACH ROW WHEN (OLD."search_text" IS DISTINCT FROM NEW."search_text") EXECUTE FUNCTION "jobs_add_updated_words"();--> statement-breakpoint
INSERT INTO "job_search_vocabulary" ("word")
SELECT DISTINCT job_search_vocabulary_words("search_text") FROM "jobs" ORDER BY 1
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, search_text) || to_tsvector('french'::regconfig, search_text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_search_words_idx" ON "jobs" USING gin ("search_words");--> statement-breakpoint
-- ANALYZE keeps the frequencies of the 10,000 commonest stems (10 times the target) instead of
-- 1,000, so a word few postings use is estimated as rare: at the default, a near spelling of a rare
-- word ("zepelin": 50 postings in 1,000,000) was estimated at 1,500 and its first page read the
-- whole list in date order (5 s) instead of its 50 matches (0.3 ms) (docs/benchmarks.md).
ALTER TABLE "jobs" ALTER COLUMN "search_words" SET STATISTICS 1000;--> statement-breakpoint
DROP INDEX "jobs_active_city_idx";--> statement-breakpoint
CREATE INDEX "jobs_active_city_idx" ON "jobs" USING btree ("is_active",immutable_unaccent(lower("city")),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."employer_verified";--> statement-breakpoint
-- The words of a search (its LIKE pattern: the %, _ and \ are not words) as a text query: each
-- typed word must be found, as one of its English or French stems or as a stem of a near
-- spelling from the vocabulary (a word of 5 letters or more, trigram similarity 0.45 or more).
-- NULL when no word is left (stop words only, or none): search_words @@ NULL matches nothing.
-- Declared IMMUTABLE though it reads the vocabulary, so that PostgreSQL computes it once, when it
-- plans a search (every search with words is planned for its own values, job-page.ts), and
-- estimates how many postings match from it; between plans, a new word can only add a near
-- spelling. Never use it in an index or a stored column.
CREATE FUNCTION "job_search_query"(pattern text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT nullif(string_agg(alternatives, ' & '), '')::tsquery
  FROM (
    SELECT '(' || string_agg(DISTINCT '''' || replace(stem.lexeme, '''', '''''') || '''', ' | ') || ')' AS alternatives
    FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, immutable_unaccent(lower(pattern))))) AS typed(word)
    CROSS JOIN LATERAL (
      SELECT typed.word
      UNION
      SELECT known.word FROM job_search_vocabulary AS known
      WHERE length(typed.word) >= 5 AND known.word % typed.word AND similarity(known.word, typed.word) >= 0.45
    ) AS near(word)
    CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('english'::regconfig, near.word) || to_tsvector('french'::regconfig, near.word))) AS stem(lexeme)
    GROUP BY typed.word
  ) AS per_word
$$;

-- The search box also finds places: search_text now holds the city, after the location
-- (server/features/jobs/search-text.ts builds it the same way for new and changed postings).
UPDATE "jobs" SET "search_text" = lower(concat_ws(' ', "title", "company_name", "description", "location", "city", "type", coalesce("industry", ''), nullif(array_to_string("requirements", ' '), '')));

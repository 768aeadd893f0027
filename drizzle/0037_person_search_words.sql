-- The back office's search of quote requests (docs/decisions/113): by the words of the name and the
-- e-mail address, the last word of the search the beginning of a word ("jan jans" finds "Jan Jansen",
-- "piet.jansen@gm" finds piet.jansen@gmail.com). A word is a run of letters and digits; the rest
-- separates words. One GIN entry per word, so a search reads the posting lists of its own words, and a
-- rare word decides: the trigram search read every row's trigrams "aan", "anv", ... for each search.
-- Both functions are plain SQL expressions (inlined by the planner), IMMUTABLE for the index.
-- The text is cut at 500 characters (a name of at most 200 and an address of at most 254 with a space
-- between): a word of at most 2,000 bytes stays under tsvector's limit of 2,047 for any input.
CREATE FUNCTION person_search_words(name text, email text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_tsvector(array_remove(regexp_split_to_array(left(lower(coalesce(name, '') || ' ' || coalesce(email, '')), 500), '[^[:alnum:]]+'), '')) $$;--> statement-breakpoint
-- The search as a tsquery of the same words: each word whole, the last one a beginning ('jan' & 'jans':*);
-- NULL (nothing found) for a search without a letter or digit. Words hold no quote or backslash.
CREATE FUNCTION person_search_query(search text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT nullif('''' || array_to_string(array_remove(regexp_split_to_array(lower(search), '[^[:alnum:]]+'), ''), ''' & ''') || ''':*', ''''':*')::tsquery $$;--> statement-breakpoint
DROP INDEX "quote_requests_name_trgm_idx";--> statement-breakpoint
DROP INDEX "quote_requests_email_trgm_idx";--> statement-breakpoint
CREATE INDEX "quote_requests_search_words_idx" ON "quote_requests" USING gin (person_search_words("name", "email"));

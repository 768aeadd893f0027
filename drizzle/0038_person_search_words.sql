-- The back office's search of quote requests (docs/decisions/113): by the words of the name and the
-- e-mail address, the last word of the search the beginning of a word ("jan jans" finds "Jan Jansen",
-- "piet.jansen@gm" finds piet.jansen@gmail.com). A word is a run of letters and digits; the rest
-- separates words. One GIN entry per word, so a search reads the posting lists of its own words, and a
-- rare word decides: the trigram search read every row's trigrams "aan", "anv", ... for each search.
-- person_search_words is a plain SQL expression (inlined by the planner: the index is over its body),
-- IMMUTABLE for the index; person_search_query is worked out once per search (IMMUTABLE, a constant).
-- The text is cut at 500 characters (a name of at most 200 and an address of at most 254 with a space
-- between): a word of at most 2,000 bytes stays under tsvector's limit of 2,047 for any input.
CREATE FUNCTION person_search_words(name text, email text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_tsvector(array_remove(regexp_split_to_array(left(lower(coalesce(name, '') || ' ' || coalesce(email, '')), 500), '[^[:alnum:]]+'), '')) $$;--> statement-breakpoint
-- The search as a tsquery of the same words: each word whole, the last one also as a beginning
-- ('jan' & ('jans' | 'jans':*)); NULL (nothing found) for a search without a letter or digit. The last
-- word whole beside its beginning finds nothing more, but gives the planner its frequency: a beginning
-- alone is estimated at 2 % of the rows, so a search of a word in every request (the count, and the page
-- of a search above the cap) built a bitmap of a million rows instead of reading until it had enough.
-- Words hold no quote or backslash.
CREATE FUNCTION person_search_query(search text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE WHEN cardinality(w) > 0 THEN concat(
      (SELECT string_agg(format('''%s'' & ', word), '') FROM unnest(w[1:cardinality(w) - 1]) AS word),
      format('(''%1$s'' | ''%1$s'':*)', w[cardinality(w)]))::tsquery END
    FROM (SELECT array_remove(regexp_split_to_array(lower(search), '[^[:alnum:]]+'), '') AS w) AS words
  $$;--> statement-breakpoint
DROP INDEX "quote_requests_name_trgm_idx";--> statement-breakpoint
DROP INDEX "quote_requests_email_trgm_idx";--> statement-breakpoint
CREATE INDEX "quote_requests_search_words_idx" ON "quote_requests" USING gin (person_search_words("name", "email"));
--> statement-breakpoint
CREATE INDEX "users_role_email_idx" ON "users" USING btree ("role_id","email","id");
SELECT 1; -- filled in by the search-change work

SELECT 1; -- filled in by the page-cache work

-- Issue 20: a claim sets only "claimed_until" and "attempts", which no index of webhook_logs covers
-- (nor any partial index's condition), so it can be a HOT update (no new index entries) when the
-- row's page has room for the new version. Pages filled to 70% leave that room; the pruning of a
-- page then gives it back, so the table no longer grows by a row version per claim on PGlite,
-- which never vacuums (decision 041). It applies to pages written from now on. Drizzle's schema
-- cannot state a table's storage parameters: this migration is where it is said.
ALTER TABLE "webhook_logs" SET (fillfactor = 70);

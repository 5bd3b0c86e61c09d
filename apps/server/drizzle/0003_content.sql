-- content area tables: written by hand while areas were built in parallel (see docs/decisions.md).
SELECT 1;

-- Index levels after an end-of-day import (issue 41): an index is a basket of its companies' prices over a divisor.
-- When an import restarts some of them from real closes, the divisor is scaled by their change in capitalisation so
-- the level goes on from where it was: the factor over the reference divisor is kept here, for every restart.
ALTER TABLE "market_indices" ADD COLUMN "divisor_factor" double precision DEFAULT 1 NOT NULL;

-- The planner estimates a word-similarity test (`<%`) on the titles and categories by running it
-- on the sampled values of that expression: up to 100 common values and 101 histogram bounds,
-- each split into trigrams and sorted, for every approximate test of every search. That was two
-- thirds of a search's planning (2–3 ms of 3–4). Its answer was no guide anyway: how many ideas a
-- word is similar to is not in those samples, so the statements order those matches by a sort they
-- choose for themselves (list-paging.ts). Keeping one value of the expression leaves no histogram
-- to test, and the planner takes its default selectivity. Plans only: every result stays the same.
ALTER INDEX "ideas_public_text_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1;--> statement-breakpoint
ANALYZE "ideas";

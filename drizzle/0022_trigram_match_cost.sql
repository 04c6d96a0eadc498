-- The planner takes pg_trgm's word-similarity operators (`<%`, `%>`) for as cheap as an equality
-- (cost 1), so for a search whose words match approximately in a few percent of the ideas it walks
-- the listing index comparing every row (~7 µs each: 30,000 rows, 235 ms for the newest 2,000
-- matches of 'serrvice') rather than reading the trigram index's candidates (79 ms). Their real
-- cost makes it choose the index. Plans only: every result stays the same.
ALTER FUNCTION word_similarity_op(text, text) COST 100;--> statement-breakpoint
ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;

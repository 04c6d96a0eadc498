-- The planner takes pg_trgm's word-similarity operators (`<%`, `%>`) for as cheap as an equality
-- (cost 1), so for a search whose words match approximately in a few percent of the ideas it walks
-- the listing index comparing every row (~7 µs each: 30,000 rows, 235 ms for the newest 2,000
-- matches of 'serrvice') rather than reading the trigram index's candidates (79 ms). Their real
-- cost makes it choose the index. Plans only: every result stays the same.
-- Only the functions' owner may change them: a trusted extension installed by a database owner
-- belongs to the bootstrap superuser. Such a database keeps the default cost (a notice says so).
DO $$
BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm''s word-similarity operators keep their default cost: only their owner may change it';
END
$$;

import type { Queryable } from '../../db/database';

/**
 * What a shopper typed, as a full-text query on products.name_words: each word folded (accents and
 * case) and matched as a prefix, all of them in any order ('galaxy a5' finds 'Galaxy A55'). A word
 * that starts no word of any name is taken as mistyped and replaced by the most similar word that
 * does ('samsumg' → 'samsung'), found by trigram similarity in the short table of name words, not
 * among the products. Null when some word is like nothing sold: the search then finds nothing.
 * Words are runs of a-z and 0-9, the split migration 010 gives names, so the query holds no
 * operator of the tsquery syntax whatever was typed.
 */
export async function searchQuery(db: Queryable, term: string): Promise<string | null> {
  const [row] = await db.query<{ query: string | null }>(
    `WITH typed AS MATERIALIZED (
       -- unnest(), not regexp_split_to_table(): the planner expects 10 words, not 1,000, and does not
       -- JIT-compile the statement (5 ms, for two words).
       SELECT word, n FROM unnest(regexp_split_to_array(fold($1), '[^a-z0-9]+')) WITH ORDINALITY AS t(word, n) WHERE word <> ''
     ), resolved AS MATERIALIZED (
       SELECT n, coalesce(
         -- name_words is in C order and its words are a-z0-9 only: '{' sorts after every word with this prefix.
         (SELECT typed.word FROM name_words w WHERE w.word >= typed.word AND w.word < typed.word || '{' LIMIT 1),
         -- pg_trgm's % keeps words with a similarity of at least 0.3 ('sansung' and 'samsung' have 0.45).
         (SELECT w.word FROM name_words w WHERE w.word % typed.word ORDER BY w.word <-> typed.word, w.word LIMIT 1)
       ) AS word
       FROM typed
     )
     SELECT CASE WHEN count(*) > 0 AND count(word) = count(*) THEN string_agg(word || ':*', ' & ' ORDER BY n) END AS query
       FROM resolved`,
    [term],
    // Kept planned on each connection: every search and suggestion runs it first, and its plan is
    // the same for any term (two index lookups per word).
    { prepare: 'search-query' },
  );
  return row?.query ?? null;
}


-- The pay a posting states, as the engine read it: a copy of parsed -> 'pay' kept by the
-- database itself, so that a list of jobs reads a few bytes per job instead of the whole
-- reading of every posting. Generated: no writer can let the two disagree, and the rows saved
-- before it are filled as the column is added.
ALTER TABLE jobs ADD COLUMN pay jsonb GENERATED ALWAYS AS (parsed -> 'pay') STORED;

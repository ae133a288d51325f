-- Sample plants shared with every user (owner_id NULL). Safe to run any number of times:
-- fixed ids, existing rows are left as they are.
INSERT INTO plants (id, owner_id, name, tag) OVERRIDING SYSTEM VALUE VALUES
  (1, NULL, 'Aloe vera', 'succulent'),
  (2, NULL, 'Boston fern', 'fern'),
  (3, NULL, 'Bunny ears cactus', 'cactus'),
  (4, NULL, 'Fiddle-leaf fig', 'tree'),
  (5, NULL, 'Golden pothos', 'vine'),
  (6, NULL, 'Jade plant', 'succulent'),
  (7, NULL, 'Lavender', 'herb'),
  (8, NULL, 'Monstera deliciosa', 'foliage'),
  (9, NULL, 'Moth orchid', 'flowering'),
  (10, NULL, 'Peace lily', 'flowering'),
  (11, NULL, 'Sweet basil', 'herb'),
  (12, NULL, 'ZZ plant', NULL)
ON CONFLICT (id) DO NOTHING;

-- Explicit ids do not advance the identity sequence: move it past them so the next plant
-- gets a free id, but never backwards (ids of deleted plants are not handed out again).
SELECT setval(
  pg_get_serial_sequence('plants', 'id'),
  GREATEST(
    (SELECT max(id) FROM plants),
    pg_sequence_last_value(pg_get_serial_sequence('plants', 'id')::regclass),
    1
  )
);

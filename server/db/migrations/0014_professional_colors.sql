-- Issue 19: every professional was the same blue. Each organization's users (removed ones aside)
-- get distinct colours of the palette (core/professional-colors.ts, same order) where theirs
-- collides with another's or is not in the palette. The first holder of a colour keeps it (active
-- before inactive, then the oldest); the others take the first colours nobody there has, in
-- palette order, and once none is left go round the palette again.
WITH palette (hex, position) AS (
  VALUES
    ('#3b82f6', 1),
    ('#cb2526', 2),
    ('#02853c', 3),
    ('#be01a8', 4),
    ('#e36b02', 5),
    ('#027b96', 6),
    ('#783ff5', 7),
    ('#906f02', 8),
    ('#e94b8a', 9),
    ('#079e92', 10),
    ('#ba4dfa', 11),
    ('#6d9c00', 12)
),
ranked AS (
  SELECT u."id", u."organization_id", lower(u."color") AS color, u."is_active", u."created_at",
    row_number() OVER (
      PARTITION BY u."organization_id", lower(u."color")
      ORDER BY u."is_active" DESC, u."created_at", u."id"
    ) AS nth
  FROM "users" AS u
  WHERE u."deleted_at" IS NULL
),
kept AS (
  SELECT r."organization_id", r.color FROM ranked AS r JOIN palette AS p ON p.hex = r.color
  WHERE r.nth = 1
),
movers AS (
  SELECT r."id", r."organization_id",
    row_number() OVER (
      PARTITION BY r."organization_id" ORDER BY r."is_active" DESC, r."created_at", r."id"
    ) AS k
  FROM ranked AS r
  WHERE r.nth > 1 OR NOT EXISTS (SELECT 1 FROM palette AS p WHERE p.hex = r.color)
),
free AS (
  SELECT o."organization_id", p.hex,
    row_number() OVER (PARTITION BY o."organization_id" ORDER BY p.position) AS k
  FROM (SELECT DISTINCT "organization_id" FROM movers) AS o
  CROSS JOIN palette AS p
  WHERE NOT EXISTS (
    SELECT 1 FROM kept WHERE kept."organization_id" = o."organization_id" AND kept.color = p.hex
  )
),
choice AS (
  SELECT m."id", COALESCE(
    (SELECT f.hex FROM free AS f WHERE f."organization_id" = m."organization_id" AND f.k = m.k),
    (SELECT p.hex FROM palette AS p WHERE p.position = (
      (m.k - 1 - (SELECT count(*) FROM free AS f WHERE f."organization_id" = m."organization_id"))
      % 12) + 1)
  ) AS hex
  FROM movers AS m
)
UPDATE "users" SET "color" = choice.hex, "updated_at" = now()
FROM choice WHERE "users"."id" = choice."id";

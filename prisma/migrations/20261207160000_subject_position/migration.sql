-- AlterTable
ALTER TABLE "Subject" ADD COLUMN     "position" INTEGER NOT NULL DEFAULT 0;


-- Each school's subjects in the ministry's usual bulletin order (Arabic first), then in the order the school created
-- them; a school changes it on /subjects. Subjects created later go last.
UPDATE "Subject" s SET "position" = o."position"
FROM (
  SELECT "id", row_number() OVER (
    PARTITION BY "schoolId"
    ORDER BY CASE
      WHEN lower("nameFr") LIKE '%arabe%' THEN 1
      WHEN lower("nameFr") LIKE '%math%' THEN 2
      WHEN lower("nameFr") LIKE '%fran%' THEN 3
      WHEN lower("nameFr") LIKE '%anglai%' THEN 4
      WHEN lower("nameFr") LIKE '%islam%' THEN 5
      WHEN lower("nameFr") LIKE '%civique%' THEN 6
      WHEN lower("nameFr") LIKE '%histoire%' THEN 7
      WHEN lower("nameFr") LIKE '%nature%' THEN 8
      WHEN lower("nameFr") LIKE '%physique%' AND lower("nameFr") NOT LIKE '%sportive%' THEN 9
      WHEN lower("nameFr") LIKE '%tamazight%' OR lower("nameFr") LIKE '%amazigh%' THEN 10
      WHEN lower("nameFr") LIKE '%informatique%' THEN 11
      WHEN lower("nameFr") LIKE '%artistique%' OR lower("nameFr") LIKE '%plastique%' THEN 12
      WHEN lower("nameFr") LIKE '%musica%' THEN 13
      WHEN lower("nameFr") LIKE '%sportive%' THEN 14
      ELSE 100
    END, "createdAt", "nameFr") AS "position"
  FROM "Subject"
) o
WHERE o."id" = s."id";

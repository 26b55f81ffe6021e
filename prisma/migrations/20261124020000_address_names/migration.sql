-- Issue 14, "Address data": name fixes checked against the Journal officiel
-- (see prisma/data/algeria/README.md, "Checked names (issue 14)").
-- The JSON files in prisma/data/algeria already carry these names; this brings existing databases in line.

-- Wilaya 55: Arabic name as presidential decree 21-117 (art. 1, item 55) and law 19-12 print it
UPDATE "Wilaya" SET "nameAr" = 'توقرت' WHERE "code" = '55';

-- Wilaya 57: French name as presidential decree 21-117 (art. 1, item 57) prints it
UPDATE "Wilaya" SET "nameFr" = 'El M''Ghaier' WHERE "code" = '57';

-- Commune 2503 (Constantine): executive decree 91-306 prints ابن باديس; "أبن" was a misplaced hamza
UPDATE "Commune" SET "nameAr" = 'ابن باديس' WHERE "code" = '2503';

-- Commune 1606 (Alger): executive decree 91-306 prints Bologhine / بولوغين
UPDATE "Commune" SET "nameAr" = 'بولوغين' WHERE "code" = '1606';

-- A platform role (schoolId NULL) could be granted twice: PostgreSQL treats NULLs as distinct in a unique index,
-- so two concurrent grants both inserted. Keep the oldest of each duplicate set, then make NULL school ids equal.
-- Prisma's schema language cannot say NULLS NOT DISTINCT: schema.prisma keeps @@unique([userId, roleId, schoolId])
-- and src/server/db/migrations.test.ts knows this index differs from what Prisma would generate.
DELETE FROM "UserRole" AS later
USING "UserRole" AS earlier
WHERE later."userId" = earlier."userId"
  AND later."roleId" = earlier."roleId"
  AND later."schoolId" IS NOT DISTINCT FROM earlier."schoolId"
  AND (later."createdAt", later."id") > (earlier."createdAt", earlier."id");

-- DropIndex
DROP INDEX "UserRole_userId_roleId_schoolId_key";

-- CreateIndex
CREATE UNIQUE INDEX "UserRole_userId_roleId_schoolId_key" ON "UserRole"("userId", "roleId", "schoolId") NULLS NOT DISTINCT;

-- CreateEnum
CREATE TYPE "InvitationRole" AS ENUM ('TEACHER', 'STUDENT', 'PARENT');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "createdBySchoolId" TEXT;

-- CreateTable
CREATE TABLE "SchoolInvitation" (
    "id" TEXT NOT NULL,
    "schoolId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "role" "InvitationRole" NOT NULL,
    "studentId" TEXT,
    "details" JSONB,
    "invitedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SchoolInvitation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SchoolInvitation_userId_idx" ON "SchoolInvitation"("userId");

-- CreateIndex
CREATE INDEX "SchoolInvitation_schoolId_idx" ON "SchoolInvitation"("schoolId");

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_createdBySchoolId_fkey" FOREIGN KEY ("createdBySchoolId") REFERENCES "School"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SchoolInvitation" ADD CONSTRAINT "SchoolInvitation_schoolId_fkey" FOREIGN KEY ("schoolId") REFERENCES "School"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SchoolInvitation" ADD CONSTRAINT "SchoolInvitation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SchoolInvitation" ADD CONSTRAINT "SchoolInvitation_invitedById_fkey" FOREIGN KEY ("invitedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SchoolInvitation" ADD CONSTRAINT "SchoolInvitation_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Backfill: an account a school made holds roles in that one school only (school-made accounts never get the
-- platform-wide Member role) and no social login.
UPDATE "User" u SET "createdBySchoolId" = r."schoolId"
FROM (
  SELECT "userId", MIN("schoolId") AS "schoolId"
  FROM "UserRole"
  GROUP BY "userId"
  HAVING COUNT(*) FILTER (WHERE "schoolId" IS NULL) = 0 AND COUNT(DISTINCT "schoolId") = 1
) r
WHERE u."id" = r."userId"
  AND NOT EXISTS (SELECT 1 FROM "OAuthAccount" o WHERE o."userId" = u."id");

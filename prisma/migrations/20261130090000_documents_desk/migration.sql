-- The documents desk (issue 32): papers a family asks for or the office issues, numbered in a register per school
-- and year, each with a code /verify answers; the head's name they are signed with; the permission to issue them
-- CreateEnum
CREATE TYPE "DocumentKind" AS ENUM ('SCHOOL_CERTIFICATE', 'ATTENDANCE_CERTIFICATE', 'TRANSFER_CERTIFICATE', 'FEES_CERTIFICATE');

-- CreateEnum
CREATE TYPE "DocumentStatus" AS ENUM ('REQUESTED', 'ISSUED', 'REFUSED', 'WITHDRAWN');

-- AlterTable
ALTER TABLE "School" ADD COLUMN     "headName" TEXT;

-- CreateTable
CREATE TABLE "SchoolDocument" (
    "id" TEXT NOT NULL,
    "schoolId" TEXT NOT NULL,
    "schoolYearId" TEXT NOT NULL,
    "studentId" TEXT NOT NULL,
    "kind" "DocumentKind" NOT NULL,
    "status" "DocumentStatus" NOT NULL,
    "purpose" TEXT NOT NULL DEFAULT '',
    "requestedById" TEXT,
    "number" INTEGER,
    "content" JSONB,
    "verifyCode" TEXT,
    "issuedAt" TIMESTAMP(3),
    "issuedById" TEXT,
    "reason" TEXT,
    "decidedAt" TIMESTAMP(3),
    "decidedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SchoolDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DocumentCounter" (
    "schoolId" TEXT NOT NULL,
    "schoolYearId" TEXT NOT NULL,
    "last" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "DocumentCounter_pkey" PRIMARY KEY ("schoolId","schoolYearId")
);

-- CreateIndex
CREATE UNIQUE INDEX "SchoolDocument_verifyCode_key" ON "SchoolDocument"("verifyCode");

-- CreateIndex
CREATE INDEX "SchoolDocument_studentId_createdAt_idx" ON "SchoolDocument"("studentId", "createdAt");

-- CreateIndex
CREATE INDEX "SchoolDocument_schoolId_status_createdAt_idx" ON "SchoolDocument"("schoolId", "status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "SchoolDocument_schoolId_schoolYearId_number_key" ON "SchoolDocument"("schoolId", "schoolYearId", "number");

-- AddForeignKey
ALTER TABLE "SchoolDocument" ADD CONSTRAINT "SchoolDocument_schoolId_fkey" FOREIGN KEY ("schoolId") REFERENCES "School"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SchoolDocument" ADD CONSTRAINT "SchoolDocument_schoolYearId_fkey" FOREIGN KEY ("schoolYearId") REFERENCES "SchoolYear"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SchoolDocument" ADD CONSTRAINT "SchoolDocument_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SchoolDocument" ADD CONSTRAINT "SchoolDocument_requestedById_fkey" FOREIGN KEY ("requestedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SchoolDocument" ADD CONSTRAINT "SchoolDocument_issuedById_fkey" FOREIGN KEY ("issuedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SchoolDocument" ADD CONSTRAINT "SchoolDocument_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- issuing documents: the school's administration (and the platform roles that hold every school right)
INSERT INTO "Permission" ("id", "key") VALUES ('perm_document_issue', 'document.issue') ON CONFLICT ("key") DO NOTHING;
INSERT INTO "RolePermission" ("roleId", "permissionId")
SELECT r."id", p."id" FROM "Role" r, "Permission" p WHERE r."key" IN ('ADMIN', 'SUPER_ADMIN', 'DEVELOPER') AND p."key" = 'document.issue'
ON CONFLICT DO NOTHING;

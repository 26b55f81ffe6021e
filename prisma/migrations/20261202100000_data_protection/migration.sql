-- Issue 34, children's data protected as the law asks (docs/privacy.md): consents per optional purpose, the access
-- log of a child's grades, absences, payments and documents, correction and erasure requests, the breach register,
-- a school's data-protection officer and how long it keeps textbook entries and homework.

-- CreateEnum
CREATE TYPE "AccessKind" AS ENUM ('GRADES', 'ABSENCES', 'PAYMENTS', 'DOCUMENTS');

-- CreateEnum
CREATE TYPE "DataRequestKind" AS ENUM ('CORRECTION', 'ERASURE');

-- CreateEnum
CREATE TYPE "DataRequestStatus" AS ENUM ('PENDING', 'DONE', 'REFUSED');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "erasedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "School" ADD COLUMN     "dpoEmail" TEXT,
ADD COLUMN     "dpoName" TEXT,
ADD COLUMN     "keepSchoolWorkYears" INTEGER NOT NULL DEFAULT 5;

-- CreateTable
CREATE TABLE "Consent" (
    "userId" TEXT NOT NULL,
    "schoolId" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "granted" BOOLEAN NOT NULL,
    "decidedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Consent_pkey" PRIMARY KEY ("userId","schoolId","purpose")
);

-- CreateTable
CREATE TABLE "AccessLog" (
    "id" TEXT NOT NULL,
    "schoolId" TEXT NOT NULL,
    "studentId" TEXT NOT NULL,
    "actorId" TEXT NOT NULL,
    "kind" "AccessKind" NOT NULL,
    "hour" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AccessLog_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DataRequest" (
    "id" TEXT NOT NULL,
    "requesterId" TEXT NOT NULL,
    "schoolId" TEXT,
    "studentId" TEXT,
    "kind" "DataRequestKind" NOT NULL,
    "details" TEXT NOT NULL,
    "status" "DataRequestStatus" NOT NULL DEFAULT 'PENDING',
    "dueAt" TIMESTAMP(3) NOT NULL,
    "answer" TEXT,
    "decidedById" TEXT,
    "decidedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DataRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DataBreach" (
    "id" TEXT NOT NULL,
    "occurredAt" TIMESTAMP(3),
    "discoveredAt" TIMESTAMP(3) NOT NULL,
    "description" TEXT NOT NULL,
    "dataConcerned" TEXT NOT NULL,
    "peopleCount" INTEGER NOT NULL,
    "measures" TEXT NOT NULL,
    "authorityNotifiedAt" TIMESTAMP(3),
    "peopleNotifiedAt" TIMESTAMP(3),
    "recordedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DataBreach_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Consent_schoolId_purpose_idx" ON "Consent"("schoolId", "purpose");

-- CreateIndex
CREATE INDEX "AccessLog_studentId_hour_idx" ON "AccessLog"("studentId", "hour" DESC);

-- CreateIndex
CREATE INDEX "AccessLog_schoolId_hour_idx" ON "AccessLog"("schoolId", "hour" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "AccessLog_actorId_studentId_kind_hour_key" ON "AccessLog"("actorId", "studentId", "kind", "hour");

-- CreateIndex
CREATE INDEX "DataRequest_schoolId_status_dueAt_idx" ON "DataRequest"("schoolId", "status", "dueAt");

-- CreateIndex
CREATE INDEX "DataRequest_requesterId_createdAt_idx" ON "DataRequest"("requesterId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "DataBreach_discoveredAt_idx" ON "DataBreach"("discoveredAt" DESC);

-- AddForeignKey
ALTER TABLE "Consent" ADD CONSTRAINT "Consent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Consent" ADD CONSTRAINT "Consent_schoolId_fkey" FOREIGN KEY ("schoolId") REFERENCES "School"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccessLog" ADD CONSTRAINT "AccessLog_schoolId_fkey" FOREIGN KEY ("schoolId") REFERENCES "School"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccessLog" ADD CONSTRAINT "AccessLog_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccessLog" ADD CONSTRAINT "AccessLog_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DataRequest" ADD CONSTRAINT "DataRequest_requesterId_fkey" FOREIGN KEY ("requesterId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DataRequest" ADD CONSTRAINT "DataRequest_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DataRequest" ADD CONSTRAINT "DataRequest_schoolId_fkey" FOREIGN KEY ("schoolId") REFERENCES "School"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DataRequest" ADD CONSTRAINT "DataRequest_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DataBreach" ADD CONSTRAINT "DataBreach_recordedById_fkey" FOREIGN KEY ("recordedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The school's privacy desk (consents, access log, requests, retention) and the platform's breach register.
INSERT INTO "Permission" ("id", "key") VALUES ('perm_privacy_manage', 'privacy.manage') ON CONFLICT ("key") DO NOTHING;
INSERT INTO "RolePermission" ("roleId", "permissionId")
SELECT r."id", p."id" FROM "Role" r, "Permission" p WHERE r."key" IN ('ADMIN', 'SUPER_ADMIN', 'DEVELOPER') AND p."key" = 'privacy.manage'
ON CONFLICT DO NOTHING;
INSERT INTO "Permission" ("id", "key") VALUES ('perm_breach_manage', 'breach.manage') ON CONFLICT ("key") DO NOTHING;
INSERT INTO "RolePermission" ("roleId", "permissionId")
SELECT r."id", p."id" FROM "Role" r, "Permission" p WHERE r."key" = 'SUPER_ADMIN' AND p."key" = 'breach.manage'
ON CONFLICT DO NOTHING;

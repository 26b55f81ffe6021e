-- Issue 33, the board that returns things (docs/board-matching.md): matching lost against found (pg_trgm), expiry,
-- verified claims, safe contact (board threads), a school's lost property.

-- CreateEnum
CREATE TYPE "AdClaimStatus" AS ENUM ('PENDING', 'ACCEPTED', 'REFUSED', 'CLOSED');

-- CreateEnum
CREATE TYPE "LostPropertyFate" AS ENUM ('PUBLIC', 'CHARITY');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "AdStatus" ADD VALUE 'EXPIRED';
ALTER TYPE "AdStatus" ADD VALUE 'RETURNED';

-- AlterTable
ALTER TABLE "School" ADD COLUMN     "lostPropertyDays" INTEGER NOT NULL DEFAULT 30,
ADD COLUMN     "lostPropertyFate" "LostPropertyFate" NOT NULL DEFAULT 'PUBLIC';

-- AlterTable
ALTER TABLE "Ad" ADD COLUMN     "claimQuestion" TEXT,
ADD COLUMN     "expiresAt" TIMESTAMP(3),
ADD COLUMN     "hidePhone" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "returnedAt" TIMESTAMP(3),
ADD COLUMN     "schoolId" TEXT,
ADD COLUMN     "unclaimedOn" DATE,
ADD COLUMN     "givenAwayAt" TIMESTAMP(3),
ADD COLUMN     "matchedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Report" ADD COLUMN     "adMessageId" TEXT;

-- CreateTable
CREATE TABLE "AdMatch" (
    "adId" TEXT NOT NULL,
    "otherId" TEXT NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "notifiedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AdMatch_pkey" PRIMARY KEY ("adId","otherId")
);

-- CreateTable
CREATE TABLE "AdClaim" (
    "id" TEXT NOT NULL,
    "adId" TEXT NOT NULL,
    "claimantId" TEXT NOT NULL,
    "answer" TEXT NOT NULL,
    "status" "AdClaimStatus" NOT NULL DEFAULT 'PENDING',
    "decidedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AdClaim_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AdThread" (
    "id" TEXT NOT NULL,
    "adId" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "lastMessageAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "blockedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AdThread_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AdMessage" (
    "id" TEXT NOT NULL,
    "threadId" TEXT NOT NULL,
    "authorId" TEXT,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reportedAt" TIMESTAMP(3),
    "hiddenAt" TIMESTAMP(3),

    CONSTRAINT "AdMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AdMatch_otherId_idx" ON "AdMatch"("otherId");

-- CreateIndex
CREATE INDEX "AdClaim_adId_status_idx" ON "AdClaim"("adId", "status");

-- CreateIndex
CREATE INDEX "AdClaim_claimantId_idx" ON "AdClaim"("claimantId");

-- CreateIndex
CREATE UNIQUE INDEX "AdClaim_adId_claimantId_key" ON "AdClaim"("adId", "claimantId");

-- CreateIndex
CREATE INDEX "AdThread_memberId_lastMessageAt_idx" ON "AdThread"("memberId", "lastMessageAt");

-- CreateIndex
CREATE UNIQUE INDEX "AdThread_adId_memberId_key" ON "AdThread"("adId", "memberId");

-- CreateIndex
CREATE INDEX "AdMessage_threadId_createdAt_idx" ON "AdMessage"("threadId", "createdAt");

-- CreateIndex
CREATE INDEX "Ad_status_expiresAt_idx" ON "Ad"("status", "expiresAt");

-- CreateIndex
CREATE INDEX "Ad_schoolId_status_idx" ON "Ad"("schoolId", "status");

-- AddForeignKey
ALTER TABLE "Ad" ADD CONSTRAINT "Ad_schoolId_fkey" FOREIGN KEY ("schoolId") REFERENCES "School"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdMatch" ADD CONSTRAINT "AdMatch_adId_fkey" FOREIGN KEY ("adId") REFERENCES "Ad"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdMatch" ADD CONSTRAINT "AdMatch_otherId_fkey" FOREIGN KEY ("otherId") REFERENCES "Ad"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdClaim" ADD CONSTRAINT "AdClaim_adId_fkey" FOREIGN KEY ("adId") REFERENCES "Ad"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdClaim" ADD CONSTRAINT "AdClaim_claimantId_fkey" FOREIGN KEY ("claimantId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdThread" ADD CONSTRAINT "AdThread_adId_fkey" FOREIGN KEY ("adId") REFERENCES "Ad"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdThread" ADD CONSTRAINT "AdThread_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdMessage" ADD CONSTRAINT "AdMessage_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "AdThread"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdMessage" ADD CONSTRAINT "AdMessage_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_adMessageId_fkey" FOREIGN KEY ("adMessageId") REFERENCES "AdMessage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Trigram similarity for the matching, on PostgreSQL and on the embedded database (src/server/db/pglite-extensions.mjs
-- loads the contrib bundle); pg_trgm is a trusted extension: the database owner may create it. No trigram index: the
-- candidates come from the category/status/day filters (a few hundred at 100,000 ads), which pg_trgm then scores
-- (docs/board-matching.md, measured).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- ads already public expire 60 days after publication, like new ones
UPDATE "Ad" SET "expiresAt" = "publishedAt" + interval '60 days' WHERE "publishedAt" IS NOT NULL;

-- a school's lost property: the school's administration (and the platform roles that hold every school right)
INSERT INTO "Permission" ("id", "key") VALUES ('perm_lost_property_manage', 'lostProperty.manage') ON CONFLICT ("key") DO NOTHING;
INSERT INTO "RolePermission" ("roleId", "permissionId")
SELECT r."id", p."id" FROM "Role" r, "Permission" p WHERE r."key" IN ('ADMIN', 'SUPER_ADMIN', 'DEVELOPER') AND p."key" = 'lostProperty.manage'
ON CONFLICT DO NOTHING;

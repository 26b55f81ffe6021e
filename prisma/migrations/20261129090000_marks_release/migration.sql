-- Marks as they come (issue 32): a level's rule for showing released evaluations to families, and an evaluation's release
-- CreateEnum
CREATE TYPE "MarksRelease" AS ENUM ('NEVER', 'AT_RELEASE', 'AFTER_DAYS');

-- AlterTable
ALTER TABLE "Level" ADD COLUMN     "marksDelayDays" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "marksRelease" "MarksRelease" NOT NULL DEFAULT 'NEVER',
ADD COLUMN     "parentsLagDays" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "runningAverage" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Evaluation" ADD COLUMN     "parentsToldAt" TIMESTAMP(3),
ADD COLUMN     "releasedAt" TIMESTAMP(3),
ADD COLUMN     "releasedById" TEXT,
ADD COLUMN     "remark" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "studentsToldAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Evaluation_releasedAt_idx" ON "Evaluation"("releasedAt");

-- Issue 31, the weekly brief: the school's day and hour, a family's choice to hear of calm weeks, one claimed run per school and week
-- AlterTable
ALTER TABLE "User" ADD COLUMN     "briefWhenCalm" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "School" ADD COLUMN     "briefDay" INTEGER DEFAULT 4,
ADD COLUMN     "briefHour" INTEGER NOT NULL DEFAULT 17;

-- CreateTable
CREATE TABLE "BriefRun" (
    "schoolId" TEXT NOT NULL,
    "week" DATE NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "families" INTEGER NOT NULL DEFAULT 0,
    "teachers" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "BriefRun_pkey" PRIMARY KEY ("schoolId","week")
);

-- AddForeignKey
ALTER TABLE "BriefRun" ADD CONSTRAINT "BriefRun_schoolId_fkey" FOREIGN KEY ("schoolId") REFERENCES "School"("id") ON DELETE CASCADE ON UPDATE CASCADE;

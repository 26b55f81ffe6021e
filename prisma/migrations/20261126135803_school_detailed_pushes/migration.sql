-- AlterTable
ALTER TABLE "School" ADD COLUMN     "detailedPushes" BOOLEAN NOT NULL DEFAULT false;

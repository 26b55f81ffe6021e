-- Issue 31, early warning: the school's thresholds
-- AlterTable
ALTER TABLE "School" ADD COLUMN     "warningRules" JSONB;

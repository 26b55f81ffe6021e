-- AlterTable
ALTER TABLE "School" ADD COLUMN     "chargilyMode" TEXT,
ADD COLUMN     "chargilySecret" TEXT;

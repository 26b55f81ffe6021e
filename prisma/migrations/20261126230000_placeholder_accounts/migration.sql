-- AlterTable
ALTER TABLE "User" ADD COLUMN     "contactEmail" TEXT,
ADD COLUMN     "contactPhone" TEXT;

-- AlterTable
ALTER TABLE "SchoolInvitation" ADD COLUMN     "placeholderId" TEXT;

-- CreateIndex
CREATE INDEX "SchoolInvitation_placeholderId_idx" ON "SchoolInvitation"("placeholderId");

-- AddForeignKey
ALTER TABLE "SchoolInvitation" ADD CONSTRAINT "SchoolInvitation_placeholderId_fkey" FOREIGN KEY ("placeholderId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

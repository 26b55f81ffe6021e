-- A token registered before it was bound to a login session cannot be told apart from one a later account took
-- over: those devices are forgotten, and each browser with push on registers again on its next visit.
DELETE FROM "PushDevice";

-- AlterTable
ALTER TABLE "PushDevice" ADD COLUMN     "loginSessionId" TEXT NOT NULL;

-- CreateIndex
CREATE INDEX "PushDevice_loginSessionId_idx" ON "PushDevice"("loginSessionId");

-- AddForeignKey
ALTER TABLE "PushDevice" ADD CONSTRAINT "PushDevice_loginSessionId_fkey" FOREIGN KEY ("loginSessionId") REFERENCES "LoginSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Messages to a class (issue 30): a message to its parents, one copy per family (answers private), read per family;
-- or a group discussion of the class.
-- AlterEnum
ALTER TYPE "ConversationKind" ADD VALUE 'CLASS_GROUP';

-- AlterTable
ALTER TABLE "Conversation" ADD COLUMN     "classId" TEXT;

-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "broadcastId" TEXT;

-- CreateTable
CREATE TABLE "MessageBroadcast" (
    "id" TEXT NOT NULL,
    "schoolId" TEXT NOT NULL,
    "classId" TEXT,
    "authorId" TEXT,
    "body" TEXT NOT NULL,
    "families" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MessageBroadcast_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MessageBroadcast_schoolId_authorId_createdAt_idx" ON "MessageBroadcast"("schoolId", "authorId", "createdAt");

-- CreateIndex
CREATE INDEX "Message_broadcastId_idx" ON "Message"("broadcastId");

-- AddForeignKey
ALTER TABLE "Conversation" ADD CONSTRAINT "Conversation_classId_fkey" FOREIGN KEY ("classId") REFERENCES "SchoolClass"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_broadcastId_fkey" FOREIGN KEY ("broadcastId") REFERENCES "MessageBroadcast"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageBroadcast" ADD CONSTRAINT "MessageBroadcast_schoolId_fkey" FOREIGN KEY ("schoolId") REFERENCES "School"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageBroadcast" ADD CONSTRAINT "MessageBroadcast_classId_fkey" FOREIGN KEY ("classId") REFERENCES "SchoolClass"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageBroadcast" ADD CONSTRAINT "MessageBroadcast_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

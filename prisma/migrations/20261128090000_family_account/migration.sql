-- Issue 31, the family account: link requests (matricule + birth date, or a guardian's code) in the school's queue, codes, custody decisions (read-only, no pickup, no access), delegates
-- CreateEnum
CREATE TYPE "FamilyRequestStatus" AS ENUM ('PENDING', 'ACCEPTED', 'REFUSED', 'WITHDRAWN');

-- AlterTable
ALTER TABLE "ParentLink" ADD COLUMN     "noPickup" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "readOnly" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "FamilyRequest" (
    "id" TEXT NOT NULL,
    "schoolId" TEXT NOT NULL,
    "studentId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "via" TEXT NOT NULL,
    "relation" TEXT NOT NULL,
    "invitedById" TEXT,
    "status" "FamilyRequestStatus" NOT NULL DEFAULT 'PENDING',
    "reason" TEXT,
    "decidedById" TEXT,
    "decidedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FamilyRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FamilyCode" (
    "id" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "studentId" TEXT NOT NULL,
    "createdById" TEXT NOT NULL,
    "delegateId" TEXT,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FamilyCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ParentBlock" (
    "parentId" TEXT NOT NULL,
    "studentId" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "decidedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ParentBlock_pkey" PRIMARY KEY ("parentId","studentId")
);

-- CreateTable
CREATE TABLE "Delegate" (
    "id" TEXT NOT NULL,
    "studentId" TEXT NOT NULL,
    "grantedById" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "phone" TEXT,
    "relation" TEXT NOT NULL,
    "pickup" BOOLEAN NOT NULL DEFAULT true,
    "timetable" BOOLEAN NOT NULL DEFAULT false,
    "userId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Delegate_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "FamilyRequest_schoolId_status_idx" ON "FamilyRequest"("schoolId", "status");

-- CreateIndex
CREATE INDEX "FamilyRequest_userId_idx" ON "FamilyRequest"("userId");

-- CreateIndex
CREATE INDEX "FamilyRequest_studentId_idx" ON "FamilyRequest"("studentId");

-- CreateIndex
CREATE UNIQUE INDEX "FamilyCode_codeHash_key" ON "FamilyCode"("codeHash");

-- CreateIndex
CREATE UNIQUE INDEX "FamilyCode_delegateId_key" ON "FamilyCode"("delegateId");

-- CreateIndex
CREATE INDEX "FamilyCode_studentId_idx" ON "FamilyCode"("studentId");

-- CreateIndex
CREATE INDEX "ParentBlock_studentId_idx" ON "ParentBlock"("studentId");

-- CreateIndex
CREATE INDEX "Delegate_studentId_idx" ON "Delegate"("studentId");

-- CreateIndex
CREATE INDEX "Delegate_userId_idx" ON "Delegate"("userId");

-- AddForeignKey
ALTER TABLE "FamilyRequest" ADD CONSTRAINT "FamilyRequest_schoolId_fkey" FOREIGN KEY ("schoolId") REFERENCES "School"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FamilyRequest" ADD CONSTRAINT "FamilyRequest_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FamilyRequest" ADD CONSTRAINT "FamilyRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FamilyRequest" ADD CONSTRAINT "FamilyRequest_invitedById_fkey" FOREIGN KEY ("invitedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FamilyRequest" ADD CONSTRAINT "FamilyRequest_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FamilyCode" ADD CONSTRAINT "FamilyCode_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FamilyCode" ADD CONSTRAINT "FamilyCode_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FamilyCode" ADD CONSTRAINT "FamilyCode_delegateId_fkey" FOREIGN KEY ("delegateId") REFERENCES "Delegate"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ParentBlock" ADD CONSTRAINT "ParentBlock_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ParentBlock" ADD CONSTRAINT "ParentBlock_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ParentBlock" ADD CONSTRAINT "ParentBlock_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Delegate" ADD CONSTRAINT "Delegate_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Delegate" ADD CONSTRAINT "Delegate_grantedById_fkey" FOREIGN KEY ("grantedById") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Delegate" ADD CONSTRAINT "Delegate_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

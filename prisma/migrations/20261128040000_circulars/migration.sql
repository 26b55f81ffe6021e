-- Circulars (issue 30): a school's circulars with an answer asked (read, or a signed yes/no) and a deadline; one row per
-- pupil's family with what it opened and answered.
-- CreateEnum
CREATE TYPE "CircularAnswer" AS ENUM ('NONE', 'ACKNOWLEDGE', 'CONSENT');

-- CreateTable
CREATE TABLE "Circular" (
    "id" TEXT NOT NULL,
    "schoolId" TEXT NOT NULL,
    "authorId" TEXT,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "answer" "CircularAnswer" NOT NULL DEFAULT 'NONE',
    "deadline" TIMESTAMP(3),
    "audience" JSONB NOT NULL,
    "recipients" INTEGER NOT NULL,
    "lastRemindedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Circular_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CircularFamily" (
    "circularId" TEXT NOT NULL,
    "studentId" TEXT NOT NULL,
    "classId" TEXT,
    "openedAt" TIMESTAMP(3),
    "answeredAt" TIMESTAMP(3),
    "consent" BOOLEAN,
    "signature" TEXT,
    "answeredById" TEXT,

    CONSTRAINT "CircularFamily_pkey" PRIMARY KEY ("circularId","studentId")
);

-- CreateIndex
CREATE INDEX "Circular_schoolId_createdAt_idx" ON "Circular"("schoolId", "createdAt");

-- CreateIndex
CREATE INDEX "CircularFamily_circularId_classId_idx" ON "CircularFamily"("circularId", "classId");

-- CreateIndex
CREATE INDEX "CircularFamily_studentId_idx" ON "CircularFamily"("studentId");

-- AddForeignKey
ALTER TABLE "Circular" ADD CONSTRAINT "Circular_schoolId_fkey" FOREIGN KEY ("schoolId") REFERENCES "School"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Circular" ADD CONSTRAINT "Circular_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CircularFamily" ADD CONSTRAINT "CircularFamily_circularId_fkey" FOREIGN KEY ("circularId") REFERENCES "Circular"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CircularFamily" ADD CONSTRAINT "CircularFamily_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CircularFamily" ADD CONSTRAINT "CircularFamily_answeredById_fkey" FOREIGN KEY ("answeredById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- sending circulars: the school's staff (Admin, Teacher), where those roles exist
INSERT INTO "Permission" ("id", "key") VALUES ('perm_circular_send', 'circular.send') ON CONFLICT ("key") DO NOTHING;
INSERT INTO "RolePermission" ("roleId", "permissionId")
SELECT r."id", p."id" FROM "Role" r, "Permission" p WHERE r."key" IN ('ADMIN', 'TEACHER', 'SUPER_ADMIN') AND p."key" = 'circular.send'
ON CONFLICT DO NOTHING;

-- Meetings (issue 30): teachers' reception slots, parent-teacher days, a parent's booking for a child (one per slot).
-- CreateTable
CREATE TABLE "MeetingDay" (
    "id" TEXT NOT NULL,
    "schoolId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MeetingDay_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MeetingSlot" (
    "id" TEXT NOT NULL,
    "schoolId" TEXT NOT NULL,
    "teacherId" TEXT NOT NULL,
    "dayId" TEXT,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "place" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MeetingSlot_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MeetingBooking" (
    "slotId" TEXT NOT NULL,
    "studentId" TEXT NOT NULL,
    "parentId" TEXT,
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "remindedAt" TIMESTAMP(3),

    CONSTRAINT "MeetingBooking_pkey" PRIMARY KEY ("slotId")
);

-- CreateIndex
CREATE INDEX "MeetingDay_schoolId_startsAt_idx" ON "MeetingDay"("schoolId", "startsAt");

-- CreateIndex
CREATE INDEX "MeetingSlot_schoolId_startsAt_idx" ON "MeetingSlot"("schoolId", "startsAt");

-- CreateIndex
CREATE UNIQUE INDEX "MeetingSlot_teacherId_startsAt_key" ON "MeetingSlot"("teacherId", "startsAt");

-- CreateIndex
CREATE INDEX "MeetingBooking_studentId_idx" ON "MeetingBooking"("studentId");

-- CreateIndex
CREATE INDEX "MeetingBooking_parentId_idx" ON "MeetingBooking"("parentId");

-- AddForeignKey
ALTER TABLE "MeetingDay" ADD CONSTRAINT "MeetingDay_schoolId_fkey" FOREIGN KEY ("schoolId") REFERENCES "School"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MeetingSlot" ADD CONSTRAINT "MeetingSlot_schoolId_fkey" FOREIGN KEY ("schoolId") REFERENCES "School"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MeetingSlot" ADD CONSTRAINT "MeetingSlot_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MeetingSlot" ADD CONSTRAINT "MeetingSlot_dayId_fkey" FOREIGN KEY ("dayId") REFERENCES "MeetingDay"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MeetingBooking" ADD CONSTRAINT "MeetingBooking_slotId_fkey" FOREIGN KEY ("slotId") REFERENCES "MeetingSlot"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MeetingBooking" ADD CONSTRAINT "MeetingBooking_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MeetingBooking" ADD CONSTRAINT "MeetingBooking_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- meetings: staff publish reception slots (Admin, Teacher); parents book them for their children
INSERT INTO "Permission" ("id", "key") VALUES ('perm_meeting_publish', 'meeting.publish'), ('perm_meeting_book', 'meeting.book') ON CONFLICT ("key") DO NOTHING;
INSERT INTO "RolePermission" ("roleId", "permissionId")
SELECT r."id", p."id" FROM "Role" r, "Permission" p
WHERE (r."key" IN ('ADMIN', 'TEACHER', 'SUPER_ADMIN') AND p."key" = 'meeting.publish') OR (r."key" IN ('PARENT', 'SUPER_ADMIN') AND p."key" = 'meeting.book')
ON CONFLICT DO NOTHING;

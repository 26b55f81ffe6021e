-- Issue 47: every attempt to be linked by matricule and birth date is recorded, matched or not; the person sees each
-- alike and the school sees the failed ones per pupil.
CREATE TABLE "FamilyLinkAttempt" (
    "id" TEXT NOT NULL,
    "schoolId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "studentId" TEXT,
    "requestId" TEXT,
    "matricule" TEXT NOT NULL,
    "relation" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "withdrawnAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FamilyLinkAttempt_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "FamilyLinkAttempt_requestId_key" ON "FamilyLinkAttempt"("requestId");
CREATE INDEX "FamilyLinkAttempt_schoolId_createdAt_idx" ON "FamilyLinkAttempt"("schoolId", "createdAt");
CREATE INDEX "FamilyLinkAttempt_studentId_createdAt_idx" ON "FamilyLinkAttempt"("studentId", "createdAt");
CREATE INDEX "FamilyLinkAttempt_userId_createdAt_idx" ON "FamilyLinkAttempt"("userId", "createdAt");

ALTER TABLE "FamilyLinkAttempt" ADD CONSTRAINT "FamilyLinkAttempt_schoolId_fkey" FOREIGN KEY ("schoolId") REFERENCES "School"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "FamilyLinkAttempt" ADD CONSTRAINT "FamilyLinkAttempt_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "FamilyLinkAttempt" ADD CONSTRAINT "FamilyLinkAttempt_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "FamilyLinkAttempt" ADD CONSTRAINT "FamilyLinkAttempt_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "FamilyRequest"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- the requests made by matricule before: their person keeps seeing them, now through their attempt
INSERT INTO "FamilyLinkAttempt" ("id", "schoolId", "userId", "studentId", "requestId", "matricule", "relation", "outcome", "createdAt")
SELECT 'fla' || r."id", r."schoolId", r."userId", r."studentId", r."id", COALESCE(s."registrationNumber", ''), r."relation", 'REQUESTED', r."createdAt"
FROM "FamilyRequest" r JOIN "Student" s ON s."id" = r."studentId"
WHERE r."via" = 'MATRICULE';

-- CreateEnum
CREATE TYPE "EvaluationKind" AS ENUM ('CONTINUOUS', 'TEST', 'EXAM', 'QUIZ', 'NOTE');

-- CreateEnum
CREATE TYPE "GradeStatus" AS ENUM ('MARK', 'ABSENT', 'EXEMPT', 'CLEARED');

-- CreateEnum
CREATE TYPE "CouncilDecision" AS ENUM ('PROMOTED', 'REPEATS', 'REDIRECTED');

-- AlterTable
ALTER TABLE "School" ADD COLUMN     "distinctionBounds" INTEGER[] DEFAULT ARRAY[1800, 1500, 1400, 1200]::INTEGER[],
ADD COLUMN     "showRank" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "termWeights" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

-- CreateTable
CREATE TABLE "Evaluation" (
    "id" TEXT NOT NULL,
    "schoolId" TEXT NOT NULL,
    "classSubjectId" TEXT NOT NULL,
    "termId" TEXT NOT NULL,
    "kind" "EvaluationKind" NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "fromDate" DATE NOT NULL,
    "toDate" DATE NOT NULL,
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Evaluation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Grade" (
    "evaluationId" TEXT NOT NULL,
    "studentId" TEXT NOT NULL,
    "status" "GradeStatus" NOT NULL,
    "hundredths" INTEGER,
    "version" INTEGER NOT NULL DEFAULT 1,
    "changeSeq" BIGSERIAL NOT NULL,
    "updatedById" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Grade_pkey" PRIMARY KEY ("evaluationId","studentId")
);

-- CreateTable
CREATE TABLE "SubjectExemption" (
    "studentId" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "schoolYearId" TEXT NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SubjectExemption_pkey" PRIMARY KEY ("studentId","subjectId","schoolYearId")
);

-- CreateTable
CREATE TABLE "ReportCard" (
    "id" TEXT NOT NULL,
    "schoolId" TEXT NOT NULL,
    "studentId" TEXT NOT NULL,
    "classId" TEXT NOT NULL,
    "termId" TEXT NOT NULL,
    "content" JSONB NOT NULL,
    "averageHundredths" INTEGER,
    "generalRemark" TEXT NOT NULL DEFAULT '',
    "generatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReportCard_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReportCardRemark" (
    "reportCardId" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReportCardRemark_pkey" PRIMARY KEY ("reportCardId","subjectId")
);

-- CreateTable
CREATE TABLE "ReportCardRelease" (
    "classId" TEXT NOT NULL,
    "termId" TEXT NOT NULL,
    "publishedById" TEXT NOT NULL,
    "publishedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReportCardRelease_pkey" PRIMARY KEY ("classId","termId")
);

-- CreateTable
CREATE TABLE "YearDecision" (
    "studentId" TEXT NOT NULL,
    "schoolYearId" TEXT NOT NULL,
    "classId" TEXT NOT NULL,
    "decision" "CouncilDecision" NOT NULL,
    "annualHundredths" INTEGER,
    "note" TEXT NOT NULL DEFAULT '',
    "decidedById" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "YearDecision_pkey" PRIMARY KEY ("studentId","schoolYearId")
);

-- CreateIndex
CREATE INDEX "Evaluation_classSubjectId_termId_idx" ON "Evaluation"("classSubjectId", "termId");

-- CreateIndex
CREATE INDEX "Evaluation_schoolId_idx" ON "Evaluation"("schoolId");

-- CreateIndex
CREATE INDEX "Grade_studentId_idx" ON "Grade"("studentId");

-- CreateIndex
CREATE INDEX "Grade_evaluationId_changeSeq_idx" ON "Grade"("evaluationId", "changeSeq");

-- CreateIndex
CREATE INDEX "SubjectExemption_schoolYearId_idx" ON "SubjectExemption"("schoolYearId");

-- CreateIndex
CREATE INDEX "ReportCard_classId_termId_idx" ON "ReportCard"("classId", "termId");

-- CreateIndex
CREATE UNIQUE INDEX "ReportCard_studentId_termId_key" ON "ReportCard"("studentId", "termId");

-- CreateIndex
CREATE INDEX "YearDecision_classId_idx" ON "YearDecision"("classId");

-- AddForeignKey
ALTER TABLE "Evaluation" ADD CONSTRAINT "Evaluation_classSubjectId_fkey" FOREIGN KEY ("classSubjectId") REFERENCES "ClassSubject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Evaluation" ADD CONSTRAINT "Evaluation_termId_fkey" FOREIGN KEY ("termId") REFERENCES "Term"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Grade" ADD CONSTRAINT "Grade_evaluationId_fkey" FOREIGN KEY ("evaluationId") REFERENCES "Evaluation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Grade" ADD CONSTRAINT "Grade_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubjectExemption" ADD CONSTRAINT "SubjectExemption_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubjectExemption" ADD CONSTRAINT "SubjectExemption_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "Subject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubjectExemption" ADD CONSTRAINT "SubjectExemption_schoolYearId_fkey" FOREIGN KEY ("schoolYearId") REFERENCES "SchoolYear"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportCard" ADD CONSTRAINT "ReportCard_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportCard" ADD CONSTRAINT "ReportCard_classId_fkey" FOREIGN KEY ("classId") REFERENCES "SchoolClass"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportCard" ADD CONSTRAINT "ReportCard_termId_fkey" FOREIGN KEY ("termId") REFERENCES "Term"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportCardRemark" ADD CONSTRAINT "ReportCardRemark_reportCardId_fkey" FOREIGN KEY ("reportCardId") REFERENCES "ReportCard"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportCardRelease" ADD CONSTRAINT "ReportCardRelease_classId_fkey" FOREIGN KEY ("classId") REFERENCES "SchoolClass"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportCardRelease" ADD CONSTRAINT "ReportCardRelease_termId_fkey" FOREIGN KEY ("termId") REFERENCES "Term"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "YearDecision" ADD CONSTRAINT "YearDecision_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "YearDecision" ADD CONSTRAINT "YearDecision_schoolYearId_fkey" FOREIGN KEY ("schoolYearId") REFERENCES "SchoolYear"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "YearDecision" ADD CONSTRAINT "YearDecision_classId_fkey" FOREIGN KEY ("classId") REFERENCES "SchoolClass"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Primary levels average (CE + final evaluation) / 2: exam coefficient 1 where a school kept the old default of 2.
UPDATE "Level" SET "examCoef" = 1 WHERE "cycle" = 'PRIMARY' AND "assessmentCoef" = 1 AND "testCoef" = 1 AND "examCoef" = 2;

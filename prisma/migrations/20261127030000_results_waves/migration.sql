-- Results day (issue 35): when a published class's families are pushed — its wave of the school's results time
ALTER TABLE "ReportCardRelease" ADD COLUMN "pushAt" TIMESTAMP(3);

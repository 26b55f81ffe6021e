-- Codes that verify a school's papers (issue 32): a report card's and a receipt's, opened by /verify/{code}. Existing
-- ones get a code here (16 hexadecimal digits, 64 random bits from gen_random_uuid); new ones 12 characters of
-- Crockford base32 (60 bits, src/server/documents/new-code.ts)
-- AlterTable
ALTER TABLE "ReportCard" ADD COLUMN     "verifyCode" TEXT;

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "verifyCode" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "ReportCard_verifyCode_key" ON "ReportCard"("verifyCode");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_verifyCode_key" ON "Payment"("verifyCode");

UPDATE "ReportCard" SET "verifyCode" = upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 16)) WHERE "verifyCode" IS NULL;
UPDATE "Payment" SET "verifyCode" = upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 16)) WHERE "verifyCode" IS NULL;

-- A fee's name in the school's other languages (issue 29): an Arabic parent reads "حقوق التمدرس", not "Frais de scolarité"
ALTER TABLE "Fee" ADD COLUMN "nameAr" TEXT;
ALTER TABLE "Fee" ADD COLUMN "nameEn" TEXT;

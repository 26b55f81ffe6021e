-- CreateEnum
CREATE TYPE "AdType" AS ENUM ('LOST', 'FOUND', 'MISSING');

-- CreateEnum
CREATE TYPE "AdStatus" AS ENUM ('PENDING', 'PUBLISHED', 'HIDDEN', 'DELETED');

-- CreateEnum
CREATE TYPE "CommentStatus" AS ENUM ('VISIBLE', 'HIDDEN', 'DELETED');

-- CreateEnum
CREATE TYPE "ReportReason" AS ENUM ('IDENTITY_OR_WRONG_PHONE', 'WRONG_CATEGORY', 'INAPPROPRIATE_CONTENT', 'SCAM_OR_SPAM');

-- CreateEnum
CREATE TYPE "ReportStatus" AS ENUM ('OPEN', 'DISMISSED', 'ACTION_TAKEN');

-- CreateTable
CREATE TABLE "Category" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "nameFr" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameAr" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Category_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Ad" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "type" "AdType" NOT NULL,
    "status" "AdStatus" NOT NULL DEFAULT 'PENDING',
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,
    "wilayaCode" TEXT NOT NULL,
    "communeCode" TEXT NOT NULL,
    "happenedOn" DATE NOT NULL,
    "contactName" TEXT NOT NULL,
    "whatsapp" TEXT,
    "viber" TEXT,
    "messenger" TEXT,
    "phone" TEXT,
    "authorId" TEXT,
    "editTokenHash" TEXT,
    "searchText" TEXT NOT NULL,
    "searchVector" tsvector,
    "likeCount" INTEGER NOT NULL DEFAULT 0,
    "commentCount" INTEGER NOT NULL DEFAULT 0,
    "publishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "deletedAt" TIMESTAMP(3),

    CONSTRAINT "Ad_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AdPhoto" (
    "id" TEXT NOT NULL,
    "adId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "thumbKey" TEXT NOT NULL,
    "displayKey" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AdPhoto_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AdLike" (
    "adId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AdLike_pkey" PRIMARY KEY ("adId","userId")
);

-- CreateTable
CREATE TABLE "Comment" (
    "id" TEXT NOT NULL,
    "adId" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "status" "CommentStatus" NOT NULL DEFAULT 'VISIBLE',
    "editedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Comment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Report" (
    "id" TEXT NOT NULL,
    "reason" "ReportReason" NOT NULL,
    "status" "ReportStatus" NOT NULL DEFAULT 'OPEN',
    "reporterId" TEXT NOT NULL,
    "adId" TEXT NOT NULL,
    "commentId" TEXT,
    "resolvedById" TEXT,
    "resolvedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Report_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Category_slug_key" ON "Category"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "Category_nameFr_key" ON "Category"("nameFr");

-- CreateIndex
CREATE UNIQUE INDEX "Category_nameEn_key" ON "Category"("nameEn");

-- CreateIndex
CREATE UNIQUE INDEX "Category_nameAr_key" ON "Category"("nameAr");

-- CreateIndex
CREATE UNIQUE INDEX "Ad_slug_key" ON "Ad"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "Ad_editTokenHash_key" ON "Ad"("editTokenHash");

-- CreateIndex
CREATE INDEX "Ad_status_publishedAt_idx" ON "Ad"("status", "publishedAt" DESC);

-- CreateIndex
CREATE INDEX "Ad_categoryId_status_publishedAt_idx" ON "Ad"("categoryId", "status", "publishedAt" DESC);

-- CreateIndex
CREATE INDEX "Ad_wilayaCode_status_publishedAt_idx" ON "Ad"("wilayaCode", "status", "publishedAt" DESC);

-- CreateIndex
CREATE INDEX "Ad_authorId_createdAt_idx" ON "Ad"("authorId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Ad_searchVector_idx" ON "Ad" USING GIN ("searchVector");

-- CreateIndex
CREATE INDEX "AdPhoto_adId_position_idx" ON "AdPhoto"("adId", "position");

-- CreateIndex
CREATE INDEX "AdLike_userId_idx" ON "AdLike"("userId");

-- CreateIndex
CREATE INDEX "Comment_adId_createdAt_idx" ON "Comment"("adId", "createdAt");

-- CreateIndex
CREATE INDEX "Comment_authorId_createdAt_idx" ON "Comment"("authorId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Report_status_createdAt_idx" ON "Report"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Report_adId_idx" ON "Report"("adId");

-- CreateIndex
CREATE INDEX "Report_commentId_idx" ON "Report"("commentId");

-- CreateIndex
CREATE INDEX "Report_reporterId_idx" ON "Report"("reporterId");

-- AddForeignKey
ALTER TABLE "Ad" ADD CONSTRAINT "Ad_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ad" ADD CONSTRAINT "Ad_wilayaCode_fkey" FOREIGN KEY ("wilayaCode") REFERENCES "Wilaya"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ad" ADD CONSTRAINT "Ad_communeCode_fkey" FOREIGN KEY ("communeCode") REFERENCES "Commune"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ad" ADD CONSTRAINT "Ad_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdPhoto" ADD CONSTRAINT "AdPhoto_adId_fkey" FOREIGN KEY ("adId") REFERENCES "Ad"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdLike" ADD CONSTRAINT "AdLike_adId_fkey" FOREIGN KEY ("adId") REFERENCES "Ad"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdLike" ADD CONSTRAINT "AdLike_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_adId_fkey" FOREIGN KEY ("adId") REFERENCES "Ad"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_resolvedById_fkey" FOREIGN KEY ("resolvedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_adId_fkey" FOREIGN KEY ("adId") REFERENCES "Ad"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_commentId_fkey" FOREIGN KEY ("commentId") REFERENCES "Comment"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Full-text search (raw SQL Prisma cannot express; the drift test compares tables, columns, indexes and
-- constraints, which stay exactly as schema.prisma says). The application writes "searchText", already
-- normalized (src/lib/search-text.ts: accents, Arabic letter variants and diacritics); this trigger keeps the
-- GIN-indexed "searchVector" in step with it, on PostgreSQL and on PGlite alike ('simple': no stemming, no
-- stop words, every language treated the same).
CREATE FUNCTION "ad_search_vector_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchVector" := to_tsvector('simple', NEW."searchText");
  RETURN NEW;
END
$$;

CREATE TRIGGER "ad_search_vector" BEFORE INSERT OR UPDATE OF "searchText" ON "Ad"
  FOR EACH ROW EXECUTE FUNCTION "ad_search_vector_refresh"();

-- The board's categories (reference data every installation needs; the moderation screens edit them later).
INSERT INTO "Category" ("id", "slug", "nameFr", "nameEn", "nameAr", "position", "updatedAt") VALUES
  ('cat_identity',    'papiers-identite',  'Papiers d''identité',        'Identity papers',          'وثائق الهوية',            1, CURRENT_TIMESTAMP),
  ('cat_phones',      'telephones',        'Téléphones',                 'Phones',                   'هواتف',                   2, CURRENT_TIMESTAMP),
  ('cat_keys',        'cles',              'Clés',                       'Keys',                     'مفاتيح',                  3, CURRENT_TIMESTAMP),
  ('cat_wallets',     'portefeuilles',     'Portefeuilles',              'Wallets',                  'محافظ النقود',            4, CURRENT_TIMESTAMP),
  ('cat_bags',        'sacs-bagages',      'Sacs et bagages',            'Bags and luggage',         'حقائب وأمتعة',            5, CURRENT_TIMESTAMP),
  ('cat_school',      'affaires-scolaires','Cartables et affaires scolaires', 'School bags and supplies', 'محافظ وأدوات مدرسية', 6, CURRENT_TIMESTAMP),
  ('cat_electronics', 'electronique',      'Électronique',               'Electronics',              'إلكترونيات',              7, CURRENT_TIMESTAMP),
  ('cat_jewelry',     'bijoux-montres',    'Bijoux et montres',          'Jewelry and watches',      'مجوهرات وساعات',          8, CURRENT_TIMESTAMP),
  ('cat_clothing',    'vetements',         'Vêtements et accessoires',   'Clothing and accessories', 'ملابس وإكسسوارات',        9, CURRENT_TIMESTAMP),
  ('cat_vehicles',    'vehicules',         'Véhicules',                  'Vehicles',                 'مركبات',                  10, CURRENT_TIMESTAMP),
  ('cat_animals',     'animaux',           'Animaux',                    'Animals',                  'حيوانات',                 11, CURRENT_TIMESTAMP),
  ('cat_persons',     'personnes',         'Personnes',                  'Persons',                  'أشخاص',                   12, CURRENT_TIMESTAMP),
  ('cat_other',       'autre',             'Autre',                      'Other',                    'أخرى',                    99, CURRENT_TIMESTAMP);

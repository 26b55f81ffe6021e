-- Messages (issue 30): the school's messaging rules and teachers' hours, searchable text, the conversation's notices
-- (closed, handed over), what a reported message said.
-- AlterTable
ALTER TABLE "School" ADD COLUMN     "messagingRules" JSONB;

-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "notice" TEXT,
ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "MessageReport" ADD COLUMN     "snapshot" TEXT NOT NULL DEFAULT '';

-- the school's admins moderate reported messages: the permission, granted to the Admin role where it exists
INSERT INTO "Permission" ("id", "key") VALUES ('perm_message_moderate', 'message.moderate') ON CONFLICT ("key") DO NOTHING;
INSERT INTO "RolePermission" ("roleId", "permissionId")
SELECT r."id", p."id" FROM "Role" r, "Permission" p WHERE r."key" IN ('ADMIN', 'SUPER_ADMIN') AND p."key" = 'message.moderate'
ON CONFLICT DO NOTHING;

-- messages written before: searchable by their lower-cased words (new ones are folded by the application)
UPDATE "Message" SET "searchText" = lower("body") WHERE "searchText" = '';

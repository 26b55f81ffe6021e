import { resolveMessagingRules, type MessagingRules } from "~/modules/messages/domain/messaging-rules";
import type { Scoped } from "~/platform/api/scope";
import type { Db } from "~/platform/db";
import { notFound } from "~/platform/errors";

/** The school's messaging rules and teachers' hours (/settings, 'edit school notifications'). */
export async function getMessagingRules(db: Db, scope: Scoped<"school">): Promise<MessagingRules> {
  const school = await db.school.findUniqueOrThrow({ where: { id: scope.schoolId }, select: { messagingRules: true } });
  return resolveMessagingRules(school.messagingRules);
}

export async function updateMessagingRules(
  db: Db,
  scope: Scoped<"school">,
  input: MessagingRules,
): Promise<MessagingRules> {
  const rules = resolveMessagingRules(input);
  const { count } = await db.school.updateMany({
    where: { id: scope.schoolId },
    data: { messagingRules: { ...rules } },
  });
  if (count === 0) throw notFound();
  return rules;
}

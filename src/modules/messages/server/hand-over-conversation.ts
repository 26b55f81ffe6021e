import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { fieldError, forbidden } from "~/platform/errors";
import type { Membership } from "~/platform/api/relations";
import { assertManages, schoolStaff } from "./access";
import { postMessage } from "./send-message";

/**
 * A teacher hands a family's conversation to the school's office: it becomes the office's (its admins join; the
 * teacher stays in it and may still read and write), with a line saying who handed it over. Only a teacher's
 * conversation with a family is handed over; a school without admins cannot take it.
 */
export async function handOverConversation(db: Db, actor: Actor, conversation: Membership) {
  assertManages(conversation);
  if (conversation.kind !== "FAMILY_TEACHER" || conversation.closedAt) throw forbidden();
  const admins = await schoolStaff(db, conversation.schoolId, ["ADMIN"]);
  if (admins.length === 0) throw fieldError("conversationId", "messages.error.noOffice");
  return db.$transaction(async (tx) => {
    const { count } = await tx.conversation.updateMany({
      where: { id: conversation.id, kind: "FAMILY_TEACHER" },
      data: { kind: "FAMILY_OFFICE" },
    });
    if (count === 0) return { handedOver: false };
    // the one documented exception to "members only at creation" (continuedWith) besides the class group: the office
    // must read the matter it takes over; only the school's side joins, at a teacher's explicit act, and the family
    // is told by the line below — no family member is ever added here
    await tx.conversationMember.createMany({
      data: admins.map((a) => ({ conversationId: conversation.id, userId: a.id, side: "STAFF" })),
      skipDuplicates: true,
    });
    await postMessage(tx, actor, conversation, "", [], "handedOver");
    return { handedOver: true };
  });
}

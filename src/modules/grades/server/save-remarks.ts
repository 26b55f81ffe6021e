import type { z } from "zod";
import type { ZCardRemarks } from "~/modules/grades/schemas";
import type { Scoped } from "~/platform/api/scope";
import { hasRole, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { fieldError, forbidden } from "~/platform/errors";
import { administers } from "~/modules/school";
import { enqueueCardPdfs } from "~/modules/grades/server/card-pdf-queue";
import { isReleased } from "./access";

/**
 * Saves remarks: a teacher's on the subjects they teach in the class, an administrator's on any subject and the
 * general remark (the head's). 'Report card saved!'
 */
export async function saveRemarks(
  db: Db,
  actor: Actor,
  card: Scoped<"reportCard">,
  input: z.output<typeof ZCardRemarks>,
) {
  const admin = administers(actor, card.schoolId);
  // the gate checked 'edit gradebook' in the card's school: beyond its administrators, its teachers
  if (!admin && !hasRole(actor, "TEACHER", card.schoolId)) throw forbidden();
  const subjects = await db.classSubject.findMany({
    where: { classId: card.classId },
    select: { subjectId: true, teacherId: true },
  });
  const teachers = new Map(subjects.map((s) => [s.subjectId, s.teacherId]));
  for (const s of input.subjects) {
    if (!teachers.has(s.subjectId)) throw fieldError("subjects", "validation.checkInput");
    if (!admin && teachers.get(s.subjectId) !== actor.userId) throw forbidden();
  }
  if (input.general !== undefined && !admin) throw forbidden();
  if (!admin && !input.subjects.length) throw forbidden();
  await db.$transaction(async (tx) => {
    for (const s of input.subjects) {
      if (s.text) {
        await tx.reportCardRemark.upsert({
          where: { reportCardId_subjectId: { reportCardId: card.id, subjectId: s.subjectId } },
          create: { reportCardId: card.id, subjectId: s.subjectId, text: s.text, authorId: actor.userId },
          update: { text: s.text, authorId: actor.userId },
        });
      } else await tx.reportCardRemark.deleteMany({ where: { reportCardId: card.id, subjectId: s.subjectId } });
    }
    if (input.general !== undefined)
      await tx.reportCard.update({ where: { id: card.id }, data: { generalRemark: input.general } });
    // a published card's PDF is made again ahead (a card not yet published gets its PDFs when it is)
    if (await isReleased(tx, card.classId, card.termId)) await enqueueCardPdfs(tx, [card.id]);
  });
  return { ok: true as const };
}

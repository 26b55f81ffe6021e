import type { z } from "zod";
import { SIGNATURE_MIN } from "~/modules/circulars/domain/constants";
import type { ZAnswerCircular } from "~/modules/circulars/schemas";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { AppError, fieldError, forbidden, notFound } from "~/platform/errors";
import { mayActFor } from "~/modules/family";
import { circularFor } from "./circular-access";

/**
 * A parent answers for one of their children: "I have read", or a consent's yes/no signed with their name typed. An
 * answer may change until the deadline (the latest stands, with who gave it and when); after it, nothing changes.
 * A circular that asks nothing takes no answer.
 */
export async function answerCircular(db: Db, actor: Actor, input: z.output<typeof ZAnswerCircular>) {
  const { circular, children } = await circularFor(db, actor, input.circularId);
  if (!children.some((c) => c.studentId === input.studentId)) throw notFound();
  // a parent the school left read-only (custody) reads the circular but does not sign for the child
  if (!(await mayActFor(db, actor.userId, input.studentId))) throw forbidden("family.error.readOnly");
  if (circular.answer === "NONE") throw forbidden();
  if (circular.deadline && circular.deadline < new Date()) throw new AppError("CONFLICT", "circulars.error.closed");
  let consent: boolean | null = null;
  let signature: string | null = null;
  if (circular.answer === "CONSENT") {
    if (input.consent === undefined) throw fieldError("consent", "validation.required");
    if (!input.signature || input.signature.length < SIGNATURE_MIN)
      throw fieldError("signature", "circulars.error.signature");
    consent = input.consent;
    signature = input.signature;
  }
  const now = new Date();
  const family = { circularId: circular.id, studentId: input.studentId };
  await db.$transaction([
    // answered from a notification's link without the page: opened now
    db.circularFamily.updateMany({ where: { ...family, openedAt: null }, data: { openedAt: now } }),
    db.circularFamily.update({
      where: { circularId_studentId: family },
      data: { answeredAt: now, consent, signature, answeredById: actor.userId },
    }),
  ]);
  return { answeredAt: now };
}

import type { z } from "zod";
import { REQUEST_DEADLINE_DAYS } from "~/modules/privacy/domain/purposes";
import type { ZDataRequest, ZDecideDataRequest } from "~/modules/privacy/schemas";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Scoped } from "~/platform/api/scope";
import { AppError, fieldError } from "~/platform/errors";
import { audit } from "~/platform/audit/audit";
import { storage } from "~/platform/storage";
import { holdersOf, platformHoldersOf } from "~/modules/notify";
import { notify } from "~/modules/notify";
import { ACTS_FOR_CHILD, relateToChild } from "~/platform/api/relations";
import { erasePerson } from "./erase-person";

const DAY = 86_400_000;

const view = {
  id: true,
  kind: true,
  details: true,
  status: true,
  dueAt: true,
  answer: true,
  decidedAt: true,
  createdAt: true,
  school: { select: { id: true, name: true } },
  student: { select: { id: true, user: { select: { name: true } } } },
} as const;

/**
 * A person asks to correct or erase data (issue 34): to a school where they belong — about themself or a child they
 * are the parent of there — or to the platform (their board account). The request is answered within
 * REQUEST_DEADLINE_DAYS; whoever holds privacy.manage there is told.
 */
export async function createDataRequest(db: Db, actor: Actor, input: z.output<typeof ZDataRequest>, now = new Date()) {
  const schoolId = input.schoolId || null;
  let studentId: string | null = null;
  if (schoolId) {
    if (!actor.schoolIds.includes(schoolId)) throw new AppError("FORBIDDEN", "errors.forbidden");
    if (input.studentId) {
      // a request about a child is an act for the child (issue 47): a guardian under a 'read-only' decision reads, asks nothing
      const child = await relateToChild(db, actor, input.studentId, ACTS_FOR_CHILD).catch((error: unknown) => {
        throw error instanceof AppError && error.message === "family.error.readOnly"
          ? fieldError("studentId", "family.error.readOnly")
          : fieldError("studentId", "privacy.error.child");
      });
      if (child.schoolId !== schoolId || (child.as !== "guardian" && child.as !== "self"))
        throw fieldError("studentId", "privacy.error.child");
      studentId = child.id;
    }
  } else if (input.studentId) throw fieldError("studentId", "privacy.error.child");
  return db.$transaction(async (tx) => {
    const request = await tx.dataRequest.create({
      data: {
        requesterId: actor.userId,
        schoolId,
        studentId,
        kind: input.kind,
        details: input.details,
        dueAt: new Date(now.getTime() + REQUEST_DEADLINE_DAYS * DAY),
        createdAt: now,
      },
      select: view,
    });
    const staff = schoolId
      ? await holdersOf(tx, schoolId, "privacy.manage")
      : await platformHoldersOf(tx, "privacy.manage");
    if (staff.length)
      await notify(tx, {
        schoolId,
        kind: "privacy.request",
        to: schoolId ? { STAFF: staff } : { MEMBER: staff },
        params: { kind: input.kind },
        url: schoolId ? "/privacy/school" : "/privacy/platform",
      });
    return request;
  });
}

/** The actor's own requests, newest first. */
export function myDataRequests(db: Db, actor: Actor) {
  return db.dataRequest.findMany({
    where: { requesterId: actor.userId },
    orderBy: { createdAt: "desc" },
    take: 50,
    select: view,
  });
}

const withRequester = { ...view, requester: { select: { id: true, name: true, erasedAt: true } } } as const;

/** A school's requests: waiting ones first by deadline, then the last answered. */
export async function schoolDataRequests(db: Db, scope: Scoped<"school">) {
  const [waiting, answered] = await Promise.all([
    db.dataRequest.findMany({
      where: { schoolId: scope.schoolId, status: "PENDING" },
      orderBy: { dueAt: "asc" },
      select: withRequester,
    }),
    db.dataRequest.findMany({
      where: { schoolId: scope.schoolId, status: { not: "PENDING" } },
      orderBy: { decidedAt: "desc" },
      take: 30,
      select: withRequester,
    }),
  ]);
  return { waiting, answered };
}

/** The platform's requests (board members'): the same, for the super admin. */
export async function platformDataRequests(db: Db) {
  const [waiting, answered] = await Promise.all([
    db.dataRequest.findMany({
      where: { schoolId: null, status: "PENDING" },
      orderBy: { dueAt: "asc" },
      select: withRequester,
    }),
    db.dataRequest.findMany({
      where: { schoolId: null, status: { not: "PENDING" } },
      orderBy: { decidedAt: "desc" },
      take: 30,
      select: withRequester,
    }),
  ]);
  return { waiting, answered };
}

/**
 * Answers a request once (two clicks at once: one answer). A correction is made by the staff on the screen that holds
 * the data, then marked done with what was changed; an accepted erasure is carried out here, in the same transaction:
 * the pupil's account when it is about a child, else the requester's (erasePerson keeps what the law keeps).
 */
export async function decideDataRequest(
  db: Db,
  actor: Actor,
  schoolId: string | null,
  input: z.output<typeof ZDecideDataRequest>,
  now = new Date(),
) {
  let files: string[] = [];
  const result = await db.$transaction(
    async (tx) => {
      const request = await tx.dataRequest.findUnique({
        where: { id: input.requestId },
        select: {
          id: true,
          schoolId: true,
          kind: true,
          requesterId: true,
          studentId: true,
          student: { select: { userId: true } },
        },
      });
      if (!request || request.schoolId !== schoolId) throw new AppError("NOT_FOUND", "errors.notFound");
      const { count } = await tx.dataRequest.updateMany({
        where: { id: request.id, status: "PENDING" },
        data: {
          status: input.accept ? "DONE" : "REFUSED",
          answer: input.answer || null,
          decidedById: actor.userId,
          decidedAt: now,
        },
      });
      if (count === 0) throw new AppError("CONFLICT", "privacy.error.decided");
      if (input.accept && request.kind === "ERASURE") {
        const subject = request.student?.userId ?? request.requesterId;
        if (subject === actor.userId) throw new AppError("BAD_REQUEST", "privacy.error.self");
        // the requester is told before the erasure (their notifications go with it when they erased themself)
        files = (await erasePerson(tx, subject, now)).files;
        await audit(tx, actor, {
          action: "user.erase",
          targetType: "user",
          targetId: subject,
          after: { request: request.id },
        });
      }
      const requesterLeft = input.accept && request.kind === "ERASURE" && !request.studentId;
      if (!requesterLeft) {
        await notify(tx, {
          schoolId,
          kind: "privacy.decided",
          to: schoolId ? { PARENT: [request.requesterId] } : { MEMBER: [request.requesterId] },
          params: { kind: request.kind, accepted: input.accept ? 1 : 0 },
          url: "/profil/data",
        });
      }
      return { id: request.id, status: input.accept ? ("DONE" as const) : ("REFUSED" as const) };
    },
    { timeout: 30_000 },
  );
  await Promise.all(files.map((key) => storage.remove(key).catch(() => {})));
  return result;
}

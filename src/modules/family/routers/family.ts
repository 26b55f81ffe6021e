import { z } from "zod";
import { ZAddDelegate, ZCustody, ZDecideRequest, ZJoinWithCode, ZLinkByMatricule } from "~/modules/family/schemas";
import { recordId } from "~/lib/validation";
import { createTRPCRouter, ownProcedure, scopedProcedure } from "~/platform/api/trpc";
import { childGuardians, setCustody } from "~/modules/family/server/custody";
import { decideFamilyRequest, listFamilyRequests } from "~/modules/family/server/decide-request";
import { addDelegate, createGuardianCode, removeDelegate } from "~/modules/family/server/delegates";
import { delegateTimetable, familyOverview } from "~/modules/family/server/family-overview";
import { pickupList } from "~/modules/family/server/pickup-list";
import { joinWithCode, requestLinkByMatricule, withdrawRequest } from "~/modules/family/server/request-link";

/**
 * The family account (issue 31). A person's own: /family across schools, link requests, codes for the other guardian
 * and for trusted adults (each checks, in its service, that the person is a guardian who may act for that child).
 * The school's, through 'link a parent' ('student.linkParent'): the request queue, custody decisions, pickup lists.
 */
export const familyRouter = createTRPCRouter({
  overview: ownProcedure.query(({ ctx }) => familyOverview(ctx.db, ctx.actor)),
  requestLink: ownProcedure
    .input(ZLinkByMatricule)
    .mutation(({ ctx, input }) => requestLinkByMatricule(ctx.db, ctx.actor, input, ctx.ip)),
  join: ownProcedure.input(ZJoinWithCode).mutation(({ ctx, input }) => joinWithCode(ctx.db, ctx.actor, input)),
  withdraw: ownProcedure
    .input(z.object({ requestId: recordId() }))
    .mutation(({ ctx, input }) => withdrawRequest(ctx.db, ctx.actor, input)),
  guardianCode: ownProcedure
    .input(z.object({ studentId: recordId() }))
    .mutation(({ ctx, input }) => createGuardianCode(ctx.db, ctx.actor, input)),
  addDelegate: ownProcedure.input(ZAddDelegate).mutation(({ ctx, input }) => addDelegate(ctx.db, ctx.actor, input)),
  removeDelegate: ownProcedure
    .input(z.object({ delegateId: recordId() }))
    .mutation(({ ctx, input }) => removeDelegate(ctx.db, ctx.actor, input)),
  delegateTimetable: ownProcedure
    .input(z.object({ delegateId: recordId() }))
    .query(({ ctx, input }) => delegateTimetable(ctx.db, ctx.actor, input)),

  requests: scopedProcedure("student.linkParent", "school").query(({ ctx }) => listFamilyRequests(ctx.db, ctx.scope)),
  decide: scopedProcedure("student.linkParent", "familyRequest")
    .input(ZDecideRequest)
    .mutation(({ ctx, input }) => decideFamilyRequest(ctx.db, ctx.actor, ctx.scope, input)),
  guardians: scopedProcedure("student.linkParent", "student").query(({ ctx }) => childGuardians(ctx.db, ctx.scope)),
  setCustody: scopedProcedure("student.linkParent", "student")
    .input(ZCustody)
    .mutation(({ ctx, input }) => setCustody(ctx.db, ctx.actor, ctx.scope, input)),
  pickup: scopedProcedure("student.linkParent", "school")
    .input(z.object({ schoolId: recordId(), classId: recordId().optional() }))
    .query(({ ctx, input }) => pickupList(ctx.db, ctx.scope, input)),
});

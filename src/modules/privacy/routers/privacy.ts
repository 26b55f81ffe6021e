import { z } from "zod";
import { PURPOSES } from "~/modules/privacy/domain/purposes";
import { RETENTION } from "~/modules/privacy/domain/retention";
import { ZBreach, ZDataRequest, ZDecideDataRequest, ZPrivacySettings, ZSaveConsents } from "~/modules/privacy/schemas";
import { recordId } from "~/lib/validation";
import { env } from "~/env";
import { GUARDIAN_READS } from "~/platform/api/relations";
import {
  childProcedure,
  createTRPCRouter,
  ownProcedure,
  platformProcedure,
  publicProcedure,
  scopedProcedure,
  taughtClassProcedure,
} from "~/platform/api/trpc";
import { childAccessLog, schoolAccessLog } from "~/modules/privacy/server/access-log";
import { listBreaches, saveBreach } from "~/modules/privacy/server/breaches";
import {
  consentPending,
  myConsents,
  photoRefusals,
  saveConsents,
  schoolConsents,
} from "~/modules/privacy/server/consents";
import {
  createDataRequest,
  decideDataRequest,
  myDataRequests,
  platformDataRequests,
  schoolDataRequests,
} from "~/modules/privacy/server/data-requests";
import { exportPersonalData } from "~/modules/privacy/server/export-data";
import { myDataPage } from "~/modules/privacy/server/my-data";
import { getPrivacySettings, updatePrivacySettings } from "~/modules/privacy/server/privacy-settings";

/**
 * Data protection (issue 34). Anyone: the register of processing and the officer's contact (/privacy). One's own:
 * consents, the export of one's data, correction and erasure requests, who opened one's child's data. A school's,
 * through privacy.manage: the families' consents, its requests, its access log, its officer and retention. The
 * platform's: board members' requests (privacy.manage held platform-wide) and the breach register (breach.manage).
 */
export const privacyRouter = createTRPCRouter({
  register: publicProcedure.query(() => ({
    purposes: PURPOSES,
    retention: RETENTION,
    dpo: { name: env.PRIVACY_DPO_NAME, email: env.PRIVACY_DPO_EMAIL, address: env.PRIVACY_DPO_ADDRESS ?? null },
  })),

  /** /profil/data in one read */
  myData: ownProcedure.query(({ ctx }) => myDataPage(ctx.db, ctx.actor)),
  consents: ownProcedure.query(({ ctx }) => myConsents(ctx.db, ctx.actor)),
  consentPending: ownProcedure.query(({ ctx }) => consentPending(ctx.db, ctx.actor)),
  saveConsents: ownProcedure.input(ZSaveConsents).mutation(({ ctx, input }) => saveConsents(ctx.db, ctx.actor, input)),
  exportData: ownProcedure.query(({ ctx }) => exportPersonalData(ctx.db, ctx.actor)),
  requests: ownProcedure.query(({ ctx }) => myDataRequests(ctx.db, ctx.actor)),
  request: ownProcedure.input(ZDataRequest).mutation(({ ctx, input }) => createDataRequest(ctx.db, ctx.actor, input)),
  childAccess: childProcedure(GUARDIAN_READS).query(({ ctx }) => childAccessLog(ctx.db, ctx.child)),

  schoolConsents: scopedProcedure("privacy.manage", "school").query(({ ctx }) => schoolConsents(ctx.db, ctx.scope)),
  schoolRequests: scopedProcedure("privacy.manage", "school").query(({ ctx }) => schoolDataRequests(ctx.db, ctx.scope)),
  decide: scopedProcedure("privacy.manage", "dataRequest")
    .input(ZDecideDataRequest)
    .mutation(({ ctx, input }) => decideDataRequest(ctx.db, ctx.actor, ctx.scope.schoolId, input)),
  accessLog: scopedProcedure("privacy.manage", "school")
    .input(z.object({ schoolId: recordId(), studentId: recordId().optional() }))
    .query(({ ctx, input }) => schoolAccessLog(ctx.db, ctx.scope, input)),
  settings: scopedProcedure("privacy.manage", "school").query(({ ctx }) => getPrivacySettings(ctx.db, ctx.scope)),
  updateSettings: scopedProcedure("privacy.manage", "school")
    .input(ZPrivacySettings)
    .mutation(({ ctx, input }) => updatePrivacySettings(ctx.db, ctx.scope, input)),
  /** the pupils of a class a parent of whom refused school-life photos: flagged where a photo is posted to the class */
  photoRefusals: taughtClassProcedure("message.send").query(({ ctx }) =>
    photoRefusals(ctx.db, ctx.taught.schoolId, [ctx.taught.id]),
  ),

  platformRequests: platformProcedure("privacy.manage").query(({ ctx }) => platformDataRequests(ctx.db)),
  decidePlatform: platformProcedure("privacy.manage")
    .input(ZDecideDataRequest)
    .mutation(({ ctx, input }) => decideDataRequest(ctx.db, ctx.actor, null, input)),
  breaches: platformProcedure("breach.manage").query(({ ctx }) => listBreaches(ctx.db)),
  saveBreach: platformProcedure("breach.manage")
    .input(ZBreach)
    .mutation(({ ctx, input }) => saveBreach(ctx.db, ctx.actor, input)),
});

import { z } from "zod";
import { RESOURCE_FILE_MAX_BYTES, ZResourceFilters, ZResourceInput } from "~/modules/resources/schemas";
import { recordId } from "~/lib/validation";
import { fileParts } from "~/platform/api/multipart";
import {
  createTRPCRouter,
  memberProcedure,
  ownProcedure,
  publicProcedure,
  scopedFormProcedure,
  scopedProcedure,
} from "~/platform/api/trpc";
import { createResource } from "~/modules/resources/server/create-resource";
import { deleteResource } from "~/modules/resources/server/delete-resource";
import { listResources } from "~/modules/resources/server/list-resources";
import { openResourceFile } from "~/modules/resources/server/open-resource";
import { resourceChoices } from "~/modules/resources/server/resource-choices";

export const resourcesRouter = createTRPCRouter({
  /**
   * the school's resources I may see, filtered, a page at a time: the actor's own — what their own roles in the school
   * give them (audienceWhere), and to anyone else what the school shows on its public page; no school's right is used
   */
  list: ownProcedure.input(ZResourceFilters).query(({ ctx, input }) => listResources(ctx.db, ctx.actor, input)),
  /** the school's subjects, levels and classes: the list's filters and the form's choices (the school's members) */
  choices: memberProcedure().query(({ ctx }) => resourceChoices(ctx.db, ctx.actor, ctx.school)),
  /** multipart: a "fields" part (ZResourceInput as JSON) and, for a file, a "file" part */
  create: scopedFormProcedure(ZResourceInput, "fields", [
    { kind: "school", field: "schoolId", permissions: ["resource.create"] },
  ]).mutation(async ({ ctx, input }) => {
    const [file] =
      ctx.fields.source === "file"
        ? await fileParts(input, "file", { field: "file", max: 1, maxBytes: RESOURCE_FILE_MAX_BYTES })
        : [];
    return createResource(ctx.db, ctx.actor, ctx.scope, ctx.fields, file ?? null);
  }),
  /** a resource's file, bytes and all (GET /api/resources/{id}/file only): public ones to anyone, others to the school's members */
  file: publicProcedure
    .meta({ serverOnly: true })
    .input(z.object({ id: recordId() }))
    .query(({ ctx, input }) => openResourceFile(ctx.db, ctx.actor, input.id)),
  delete: scopedProcedure("resource.delete", "resource", "id").mutation(({ ctx }) =>
    deleteResource(ctx.db, ctx.actor, ctx.scope),
  ),
});

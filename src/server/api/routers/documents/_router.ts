import { z } from "zod";
import { ZDecideDocument, ZIssueDocuments, ZRequestDocument } from "~/lib/schemas/documents";
import { addressChoice, recordId } from "~/lib/validation";
import { createTRPCRouter, ownProcedure, scopedProcedure } from "~/server/api/trpc";
import { decideDocument } from "~/server/services/documents/decide-document";
import { documentSheet } from "~/server/services/documents/document-sheet";
import { documentsDesk, documentsRegister } from "~/server/services/documents/documents-desk";
import { familyDocuments } from "~/server/services/documents/family-documents";
import { issueDocuments, issueRequestedDocument } from "~/server/services/documents/issue-documents";
import { requestDocument } from "~/server/services/documents/request-document";

/**
 * The documents desk (issue 32). A family's own papers and requests (the services reach only the children the person
 * reads as a parent or themself as a student); the school's desk, register and decisions for those who may issue
 * ('document.issue'); one paper's print view for either.
 */
export const documentsRouter = createTRPCRouter({
  mine: ownProcedure.input(z.object({ schoolId: recordId() })).query(({ ctx, input }) => familyDocuments(ctx.db, ctx.actor, input)),
  request: ownProcedure.input(ZRequestDocument).mutation(({ ctx, input }) => requestDocument(ctx.db, ctx.actor, input)),
  sheet: ownProcedure.input(z.object({ id: recordId() })).query(({ ctx, input }) => documentSheet(ctx.db, ctx.actor, input)),
  desk: scopedProcedure("document.issue", "school")
    .input(z.object({ schoolId: recordId(), classId: addressChoice() }))
    .query(({ ctx, input }) => documentsDesk(ctx.db, ctx.scope, input)),
  register: scopedProcedure("document.issue", "school")
    .input(z.object({ schoolId: recordId() }))
    .query(({ ctx }) => documentsRegister(ctx.db, ctx.scope)),
  issueRequested: scopedProcedure("document.issue", "document")
    .input(z.object({ documentId: recordId() }))
    .mutation(({ ctx }) => issueRequestedDocument(ctx.db, ctx.actor, ctx.scope)),
  issue: scopedProcedure("document.issue", "class").input(ZIssueDocuments).mutation(({ ctx, input }) => issueDocuments(ctx.db, ctx.actor, ctx.scope, input)),
  refuse: scopedProcedure("document.issue", "document")
    .input(ZDecideDocument)
    .mutation(({ ctx, input }) => decideDocument(ctx.db, ctx.actor, ctx.scope, input, "REFUSED")),
  withdraw: scopedProcedure("document.issue", "document")
    .input(ZDecideDocument)
    .mutation(({ ctx, input }) => decideDocument(ctx.db, ctx.actor, ctx.scope, input, "WITHDRAWN")),
});

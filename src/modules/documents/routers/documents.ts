import { z } from "zod";
import { ZDecideDocument, ZIssueDocuments, ZRequestDocument } from "~/modules/documents/schemas";
import { addressChoice, recordId } from "~/lib/validation";
import { createTRPCRouter, ownProcedure, scopedProcedure } from "~/platform/api/trpc";
import { decideDocument } from "~/modules/documents/server/decide-document";
import { documentSheet } from "~/modules/documents/server/document-sheet";
import { documentsDesk, documentsRegister } from "~/modules/documents/server/documents-desk";
import { familyDocuments } from "~/modules/documents/server/family-documents";
import { issueDocuments, issueRequestedDocument } from "~/modules/documents/server/issue-documents";
import { requestDocument } from "~/modules/documents/server/request-document";

/**
 * The documents desk (issue 32). A family's own papers and requests (the services reach only the children the person
 * reads as a parent or themself as a student); the school's desk, register and decisions for those who may issue
 * ('document.issue'); one paper's print view for either.
 */
export const documentsRouter = createTRPCRouter({
  mine: ownProcedure
    .input(z.object({ schoolId: recordId() }))
    .query(({ ctx, input }) => familyDocuments(ctx.db, ctx.actor, input)),
  request: ownProcedure.input(ZRequestDocument).mutation(({ ctx, input }) => requestDocument(ctx.db, ctx.actor, input)),
  sheet: ownProcedure
    .input(z.object({ id: recordId() }))
    .query(({ ctx, input }) => documentSheet(ctx.db, ctx.actor, input)),
  desk: scopedProcedure("document.issue", "school")
    .input(z.object({ schoolId: recordId(), classId: addressChoice() }))
    .query(({ ctx, input }) => documentsDesk(ctx.db, ctx.scope, input)),
  register: scopedProcedure("document.issue", "school")
    .input(z.object({ schoolId: recordId() }))
    .query(({ ctx }) => documentsRegister(ctx.db, ctx.scope)),
  issueRequested: scopedProcedure("document.issue", "document")
    .input(z.object({ documentId: recordId() }))
    .mutation(({ ctx }) => issueRequestedDocument(ctx.db, ctx.actor, ctx.scope)),
  issue: scopedProcedure("document.issue", "class")
    .input(ZIssueDocuments)
    .mutation(({ ctx, input }) => issueDocuments(ctx.db, ctx.actor, ctx.scope, input)),
  refuse: scopedProcedure("document.issue", "document")
    .input(ZDecideDocument)
    .mutation(({ ctx, input }) => decideDocument(ctx.db, ctx.actor, ctx.scope, input, "REFUSED")),
  withdraw: scopedProcedure("document.issue", "document")
    .input(ZDecideDocument)
    .mutation(({ ctx, input }) => decideDocument(ctx.db, ctx.actor, ctx.scope, input, "WITHDRAWN")),
});

import { z } from "zod";
import { recordId } from "~/lib/validation";
import {
  ZListInput,
  ZParentInput,
  ZStaffInput,
  ZStudentInput,
  ZUpdateStudentInput,
} from "~/modules/school/schemas/school";
import { IMPORT_COLUMNS, MAX_IMPORT_ROWS } from "~/lib/student-import";
import { READS_CHILD } from "~/platform/api/relations";
import { childProcedure, createTRPCRouter, memberProcedure, ownProcedure, scopedProcedure } from "~/platform/api/trpc";
import { generateCredentials } from "~/modules/school/server/accounts";
import { commitImport, previewImport } from "~/modules/school/server/import-students";
import { schoolInvitations, withdrawInvitation } from "~/modules/school/server/invitations";
import { addStudent } from "~/modules/school/server/add-student";
import { addTeacher } from "~/modules/school/server/add-teacher";
import { getStudent } from "~/modules/school/server/get-student";
import { linkParent } from "~/modules/school/server/link-parent";
import { myChildren } from "~/modules/school/server/list-my-children";
import { listStudents } from "~/modules/school/server/list-students";
import { listTeachers } from "~/modules/school/server/list-teachers";
import { removeStudent } from "~/modules/school/server/remove-student";
import { removeTeacher } from "~/modules/school/server/remove-teacher";
import { unlinkParent } from "~/modules/school/server/unlink-parent";
import { updateStudent } from "~/modules/school/server/update-student";

const id = recordId();
const ZImportInput = z.object({
  rows: z
    .array(z.partialRecord(z.enum(IMPORT_COLUMNS), z.string().max(300)))
    .min(1, "validation.required")
    .max(MAX_IMPORT_ROWS),
});

/** Teachers, students and parents of a school: lists, linking, credentials and spreadsheet import. */
export const peopleRouter = createTRPCRouter({
  /** the school's teachers, for its staff (a member of the school; listTeachers refuses who is neither its administration nor a teacher) */
  teachers: memberProcedure()
    .input(ZListInput)
    .query(({ ctx, input }) => listTeachers(ctx.db, ctx.actor, input)),
  addTeacher: scopedProcedure("school.linkTeacher", "school")
    .input(ZStaffInput)
    .mutation(({ ctx, input }) => addTeacher(ctx.db, ctx.actor, ctx.scope, input)),
  removeTeacher: scopedProcedure("school.linkTeacher", "school")
    .input(z.object({ userId: id }))
    .mutation(({ ctx, input }) => removeTeacher(ctx.db, ctx.scope, input)),

  students: memberProcedure()
    .input(ZListInput.extend({ classId: id.optional() }))
    .query(({ ctx, input }) => listStudents(ctx.db, ctx.actor, ctx.school, input)),
  student: childProcedure(READS_CHILD, "id").query(({ ctx }) => getStudent(ctx.db, ctx.actor, ctx.child)),
  myChildren: ownProcedure.query(({ ctx }) => myChildren(ctx.db, ctx.actor)),
  addStudent: scopedProcedure("school.linkStudent", "school")
    .input(ZStudentInput)
    .mutation(({ ctx, input }) => addStudent(ctx.db, ctx.actor, ctx.scope, input)),
  updateStudent: scopedProcedure("user.edit", "student", "id")
    .input(ZUpdateStudentInput)
    .mutation(({ ctx, input }) => updateStudent(ctx.db, ctx.scope, input, ctx)),
  removeStudent: scopedProcedure("school.linkStudent", "student", "id").mutation(({ ctx }) =>
    removeStudent(ctx.db, ctx.scope),
  ),

  linkParent: scopedProcedure("student.linkParent", "student")
    .input(ZParentInput)
    .mutation(({ ctx, input }) => linkParent(ctx.db, ctx.actor, ctx.scope, input)),
  unlinkParent: scopedProcedure("student.linkParent", "student")
    .input(z.object({ parentId: id }))
    .mutation(({ ctx, input }) => unlinkParent(ctx.db, ctx.scope, input)),

  generateCredentials: scopedProcedure("user.edit", "school")
    .input(
      z.object({
        schoolId: id,
        classId: id.optional(),
        studentIds: z.array(id).max(2000).optional(),
        students: z.boolean(),
        parents: z.boolean(),
      }),
    )
    .mutation(({ ctx, input }) => generateCredentials(ctx.db, ctx.actor, ctx.scope, input)),

  invitations: scopedProcedure("user.edit", "school").query(({ ctx }) => schoolInvitations(ctx.db, ctx.scope)),
  withdrawInvitation: scopedProcedure("user.edit", "invitation", "id").mutation(({ ctx }) =>
    withdrawInvitation(ctx.db, ctx.scope),
  ),

  previewImport: scopedProcedure("school.linkStudent", "school")
    .input(ZImportInput)
    .mutation(async ({ ctx, input }) =>
      (await previewImport(ctx.db, ctx.actor, ctx.scope, input)).checked.map((c) => c.preview),
    ),
  import: scopedProcedure("school.linkStudent", "school")
    .input(ZImportInput)
    .mutation(({ ctx, input }) => commitImport(ctx.db, ctx.actor, ctx.scope, input)),
});

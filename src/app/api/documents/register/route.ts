import { type NextRequest } from "next/server";
import { isLocale } from "~/i18n/config";
import { t } from "~/i18n/server";
import { csvCell } from "~/lib/csv";
import { dayKey, schoolClock } from "~/lib/school-time";
import { getActiveSchool } from "~/platform/active-school";
import { routeCall } from "~/platform/api/route-caller";
import { getActor } from "~/platform/auth/session";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * GET /api/documents/register?lang=fr|en|ar: the active school's register of papers for the current year, in number
 * order — number, day of issue, paper, pupil, matricule, class, purpose, who issued it, state and reason — as CSV for
 * those who may issue them ('document.issue', checked by its procedure). UTF-8 with a BOM, ';' for French and Arabic
 * Excel, ',' in English (as the payments export).
 */
export async function GET(request: NextRequest) {
  const actor = await getActor();
  if (!actor) return new Response("Unauthorized", { status: 401 });
  const lang = request.nextUrl.searchParams.get("lang");
  const locale = isLocale(lang) ? lang : "fr";
  const school = await getActiveSchool(actor);
  if (!school) return new Response("Forbidden", { status: 403 });
  const read = await routeCall((api) => api.documents.register({ schoolId: school.id }));
  if (!read.ok) return read.response;
  const { year, rows } = read.value;
  const sep = locale === "en" ? "," : ";";
  const titles = [
    "documents.export.number",
    "documents.export.issuedOn",
    "documents.request.kind",
    "documents.desk.pupil",
    "documents.sheet.matricule",
    "documents.desk.class",
    "documents.export.purpose",
    "documents.export.issuedBy",
    "documents.export.status",
    "documents.export.reason",
  ] as const;
  const day = (d: Date | null) => (d ? dayKey(schoolClock(new Date(d)).date) : "");
  const lines = [
    titles.map((key) => csvCell(t(locale, key))).join(sep),
    ...rows.map((r) =>
      [
        r.number ?? "",
        day(r.issuedAt),
        t(locale, `documents.kind.${r.kind}`),
        r.student.name,
        r.student.matricule ?? "",
        r.student.className ?? "",
        r.purpose,
        r.issuedBy ?? "",
        t(locale, `documents.status.${r.status}`),
        r.reason ?? "",
      ]
        .map((v) => csvCell(v))
        .join(sep),
    ),
  ];
  const filename = `registre-documents-${year ?? ""}.csv`.replace(/[^\p{L}\p{N}._-]+/gu, "_");
  return new Response(`\uFEFF${lines.join("\r\n")}\r\n`, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="register.csv"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      "cache-control": "private, no-store",
    },
  });
}

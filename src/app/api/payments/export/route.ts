import { type NextRequest } from "next/server";
import { csvDinars } from "~/modules/payments/ui/format";
import { isLocale } from "~/i18n/config";
import { t } from "~/i18n/server";
import { getActiveSchool } from "~/platform/active-school";
import { getActor } from "~/platform/auth/session";
import { csvCell } from "~/lib/csv";
import { routeCall } from "~/platform/api/route-caller";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * GET /api/payments/export?lang=fr|en|ar: the active school's per-student lines (class, student, year, paid,
 * overdue in dinars) as CSV for its payment staff — the same rule as /payments (schoolSituation checks it). A UTF-8
 * BOM so Excel reads Arabic names; ';' between cells (and ',' decimals) as French and Arabic Excel expect, ',' in English.
 */
export async function GET(request: NextRequest) {
  const actor = await getActor();
  if (!actor) return new Response("Unauthorized", { status: 401 });
  const lang = request.nextUrl.searchParams.get("lang");
  const locale = isLocale(lang) ? lang : "fr";
  const school = await getActiveSchool(actor);
  if (!school) return new Response("Forbidden", { status: 403 });
  const read = await routeCall((api) => api.payments.situation({ schoolId: school.id }));
  if (!read.ok) return read.response;
  const situation = read.value;
  const sep = locale === "en" ? "," : ";";
  const titles = [
    "payments.export.class",
    "payments.export.student",
    "payments.export.year",
    "payments.export.paid",
    "payments.export.overdue",
  ] as const;
  const lines = [
    titles.map((key) => csvCell(t(locale, key))).join(sep),
    ...situation.students.map((s) =>
      [
        csvCell(s.className),
        csvCell(s.name),
        csvCell(csvDinars(s.year, locale)),
        csvCell(csvDinars(s.paid, locale)),
        csvCell(csvDinars(s.overdue, locale)),
      ].join(sep),
    ),
  ];
  const filename = `paiements-${situation.year.name}.csv`.replace(/[^\p{L}\p{N}._-]+/gu, "_");
  return new Response(`\uFEFF${lines.join("\r\n")}\r\n`, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="payments.csv"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      "cache-control": "private, no-store",
    },
  });
}

import { type NextRequest } from "next/server";
import { isLocale } from "~/i18n/config";
import { t } from "~/i18n/server";
import { csvFile } from "~/lib/csv";
import { routeCall } from "~/platform/api/route-caller";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const DAY = (locale: string) =>
  new Intl.DateTimeFormat(locale === "ar" ? "ar-DZ-u-nu-latn" : locale, {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "Africa/Algiers",
  });

/**
 * GET /api/circulars/{id}/answers?lang=fr|en|ar: a circular's answers as CSV (class, pupil, answer, signature, who
 * answered, when), for its sender and the school's administrators (circularResults checks it); anyone else 404.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(id)) return new Response("Not found", { status: 404 });
  const lang = request.nextUrl.searchParams.get("lang");
  const locale = isLocale(lang) ? lang : "fr";
  const read = await routeCall((api) => api.circulars.results({ circularId: id, lists: true }));
  if (!read.ok) return read.response;
  const { circular, classes } = read.value;
  const day = DAY(locale);
  const rows = [
    [
      t(locale, "circulars.class"),
      t(locale, "circulars.pupil"),
      t(locale, "circulars.state"),
      t(locale, "circulars.signedBy"),
      t(locale, "circulars.answeredBy"),
      t(locale, "circulars.answeredAt"),
    ],
    ...classes.flatMap((c) =>
      c.families.map((f) => [
        c.className ?? t(locale, "circulars.noClass"),
        f.name,
        t(locale, `circulars.state.${f.state}`),
        f.signature ?? "",
        f.answeredBy ?? "",
        f.answeredAt ? day.format(f.answeredAt) : "",
      ]),
    ),
  ];
  const filename = `${circular.title}.csv`.replace(/[^\p{L}\p{N}._-]+/gu, "_");
  return new Response(csvFile(locale, rows), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="circular.csv"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      "cache-control": "private, no-store",
    },
  });
}

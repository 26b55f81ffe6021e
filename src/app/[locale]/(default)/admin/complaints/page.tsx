import { Container } from "@mantine/core";
import { AdminComplaints } from "~/modules/moderation/ui/admin-complaints";
import { adminPage } from "~/modules/moderation/ui/admin-page";
import { pageRead } from "~/modules/school/ui/school-page";
import { listParams } from "~/ui/list-params";
import { pageMetadata } from "~/i18n/page";
import { REPORT_REASONS, REPORT_STATUSES } from "~/modules/moderation/domain/constants";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("admin.complaints");

/** /admin/complaints?reason=…&status=…&page=…: rendered on the server (open complaints when no status is given). */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await adminPage(params, "/admin/complaints", "report.edit");
  const { page, one } = listParams(await searchParams);
  const reason = REPORT_REASONS.find((r) => r === one("reason"));
  const status = REPORT_STATUSES.find((s) => s === one("status")) ?? "OPEN";
  const list = await pageRead((await api()).moderation.complaints({ reason, status, page: Math.min(page, 10_000) }));
  return (
    <Container size="lg" py="xl">
      <AdminComplaints reason={reason} status={status} page={Math.min(page, 10_000)} list={list} />
    </Container>
  );
}

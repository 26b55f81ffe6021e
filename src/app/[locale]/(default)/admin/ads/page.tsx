import { Container } from "@mantine/core";
import { AdminAds } from "~/modules/moderation/ui/admin-ads";
import { adminPage } from "~/modules/moderation/ui/admin-page";
import { pageRead } from "~/modules/school/ui/school-page";
import { listParams } from "~/ui/list-params";
import { pageMetadata } from "~/i18n/page";
import { AD_STATUSES } from "~/modules/moderation/domain/constants";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("admin.ads");

/** /admin/ads?status=…&q=…&page=…: rendered on the server for the filters in the address (unknown ones ignored). */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await adminPage(params, "/admin/ads", "ad.moderate");
  const { q, page, one } = listParams(await searchParams);
  const status = AD_STATUSES.find((s) => s === one("status"));
  const list = await pageRead(
    (await api()).moderation.ads({ status, search: q?.slice(0, 100), page: Math.min(page, 10_000) }),
  );
  return (
    <Container size="lg" py="xl">
      <AdminAds status={status} list={list} />
    </Container>
  );
}

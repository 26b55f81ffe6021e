import { Container } from "@mantine/core";
import { AdminOverview } from "~/modules/moderation/ui/admin-overview";
import { adminPage } from "~/modules/moderation/ui/admin-page";
import { pageRead } from "~/modules/school/ui/school-page";
import { pageMetadata } from "~/i18n/page";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("admin.title");

/** /admin: rendered on the server (what waits, the latest actions); no react-query. */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  await adminPage(params, "/admin", "ad.moderate");
  const overview = await pageRead((await api()).moderation.overview());
  return (
    <Container size="lg" py="xl">
      <AdminOverview overview={overview} />
    </Container>
  );
}

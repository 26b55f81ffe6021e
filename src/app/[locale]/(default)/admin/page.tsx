import { Container } from "@mantine/core";
import { AdminOverview } from "~/features/moderation/admin-overview";
import { adminPage } from "~/features/moderation/admin-page";
import { pageRead } from "~/features/school/school-page";
import { pageMetadata } from "~/i18n/page";
import { api } from "~/server/api/server-caller";

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

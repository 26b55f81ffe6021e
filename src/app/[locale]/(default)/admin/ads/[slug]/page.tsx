import { Container } from "@mantine/core";
import { AdminAd } from "~/modules/moderation/ui/admin-ad";
import { adminPage } from "~/modules/moderation/ui/admin-page";
import { pageRead } from "~/modules/school/ui/school-page";
import { pageMetadata } from "~/i18n/page";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("admin.ads");

/** /admin/ads/{slug}: the ad for its moderator, rendered on the server (an unknown slug is the 404 page). */
/** The slug as typed (a malformed %-escape is kept as it is, and finds no ad). */
function decoded(slug: string) {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

export default async function AdminAdPage({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { slug } = await params;
  await adminPage(params, `/admin/ads/${slug}`, "ad.moderate");
  const caller = await api();
  const [ad, categories] = await Promise.all([
    pageRead(caller.moderation.ad({ slug: decoded(slug).slice(0, 200) })),
    caller.ads.categories(),
  ]);
  return (
    <Container size="lg" py="xl">
      <AdminAd
        ad={ad}
        categories={categories.map((c) => ({ id: c.id, nameFr: c.nameFr, nameEn: c.nameEn, nameAr: c.nameAr }))}
      />
    </Container>
  );
}

import { Container } from "@mantine/core";
import { EventsScreen } from "~/modules/events/ui/events-screen";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { pageMetadata } from "~/i18n/page";
import { api } from "~/platform/api/server-caller";
import { can } from "~/platform/auth/actor";

export const generateMetadata = pageMetadata("events.manage.title");

/** /events ('article.create' in the active school): the school's events and the form to write them. */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { school } = await schoolPage(params, "/events", (a, s) => can(a, "article.create", s.id));
  const { events, choices } = await pageRead((await api()).events.manageScreen({ schoolId: school.id }));
  return (
    <Container size="md" py="xl">
      <EventsScreen
        schoolId={school.id}
        choices={choices}
        events={events.map((e) => ({
          slug: e.slug,
          title: e.title,
          startsAt: e.startsAt,
          endsAt: e.endsAt,
          allDay: e.allDay,
          audience: e.audience,
          isPublic: e.isPublic,
          cancelledAt: e.cancelledAt,
          level: e.level,
          class: e.class,
          photos: e.photos.map((p) => ({ id: p.id, thumbUrl: p.thumbUrl })),
          values: e.values,
        }))}
      />
    </Container>
  );
}

import { Button, Container, Group, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { DeleteResourceButton } from "~/modules/resources/ui/delete-resource-button";
import { ResourceList } from "~/modules/resources/ui/resource-list";
import classes from "~/modules/resources/ui/resources.module.css";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { localizedPath } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { RESOURCE_KINDS } from "~/modules/resources/domain/constants";
import { localName } from "~/lib/local-name";
import type { MessageKey } from "~/lib/messages";
import { api } from "~/platform/api/server-caller";
import { can } from "~/platform/auth/actor";

export const generateMetadata = pageMetadata("resources.title");

const ID = /^[A-Za-z0-9_-]{1,40}$/;
type Query = Record<string, string | string[] | undefined>;
const pick = (query: Query, key: string) =>
  typeof query[key] === "string" && ID.test(query[key]) ? query[key] : undefined;

/**
 * /resources: the school's educational and administrative resources the person may see (src/lib/audience.ts),
 * newest first, filtered by kind, subject, level and class. Rendered on the server: the filters are a plain form
 * (no JavaScript), only the delete buttons are interactive.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Query>;
}) {
  const { locale, actor, school } = await schoolPage(params, "/resources");
  const query = await searchParams;
  const kind = RESOURCE_KINDS.find((k) => k === query.kind);
  const filters = {
    kind,
    subjectId: pick(query, "subject"),
    levelId: pick(query, "level"),
    classId: pick(query, "class"),
    cursor: pick(query, "after"),
  };
  const caller = await api();
  const [page, choices] = await pageRead(
    Promise.all([
      // filters the list refuses (an unknown cursor) show the first page of all
      caller.resources
        .list({ schoolId: school.id, ...filters })
        .catch(() => caller.resources.list({ schoolId: school.id })),
      caller.resources.choices({ schoolId: school.id }),
    ]),
  );
  const say = (key: MessageKey, values?: Record<string, string | number>) => t(locale, key, values);
  const all = say("resources.filter.all");
  const next = new URLSearchParams(
    Object.entries({
      kind,
      subject: filters.subjectId,
      level: filters.levelId,
      class: filters.classId,
      after: page.nextCursor ?? undefined,
    }).filter((e): e is [string, string] => !!e[1]),
  );
  return (
    <Container size="md" py="xl">
      <Stack>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={1}>{say("resources.title")}</Title>
          {can(actor, "resource.create", school.id) && (
            <Button component="a" href={localizedPath(locale, "/resources/create")} data-testid="add-resource">
              {say("resources.add")}
            </Button>
          )}
        </Group>
        <form
          method="get"
          className={classes.filters}
          aria-label={say("resources.filter.label")}
          data-testid="resource-filters"
        >
          <NativeSelect
            label={say("resources.kind")}
            name="kind"
            defaultValue={kind ?? ""}
            data={[
              { value: "", label: all },
              ...RESOURCE_KINDS.map((k) => ({ value: k, label: say(`resources.kind.${k}` as MessageKey) })),
            ]}
          />
          <NativeSelect
            label={say("resources.subject")}
            name="subject"
            defaultValue={filters.subjectId ?? ""}
            data={[
              { value: "", label: all },
              ...choices.subjects.map((s) => ({ value: s.id, label: localName(locale, s) })),
            ]}
          />
          <NativeSelect
            label={say("resources.level")}
            name="level"
            defaultValue={filters.levelId ?? ""}
            data={[
              { value: "", label: all },
              ...choices.levels.map((l) => ({ value: l.id, label: localName(locale, l) })),
            ]}
          />
          <NativeSelect
            label={say("resources.class")}
            name="class"
            defaultValue={filters.classId ?? ""}
            data={[{ value: "", label: all }, ...choices.classes.map((c) => ({ value: c.id, label: c.name }))]}
          />
          <Button type="submit" variant="light">
            {say("resources.filter.apply")}
          </Button>
        </form>
        {page.items.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl" data-testid="no-resources">
            {say("resources.empty")}
          </Text>
        ) : (
          <ResourceList
            locale={locale}
            items={page.items}
            actions={(r) => r.canDelete && <DeleteResourceButton id={r.id} />}
          />
        )}
        {page.nextCursor && (
          <Group justify="center">
            <Button component="a" variant="default" href={`${localizedPath(locale, "/resources")}?${next}`}>
              {say("resources.more")}
            </Button>
          </Group>
        )}
      </Stack>
    </Container>
  );
}

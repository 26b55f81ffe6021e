import { Badge, Group, Stack, Text } from "@mantine/core";
import { formatDay } from "~/ui/format";
import type { Locale } from "~/i18n/config";
import { t } from "~/i18n/server";

export interface DataRequestView {
  id: string;
  kind: "CORRECTION" | "ERASURE";
  status: "PENDING" | "DONE" | "REFUSED";
  details: string;
  dueAt: Date;
  createdAt: Date;
  decidedAt: Date | null;
  answer: string | null;
  requester: { name: string; erasedAt: Date | null };
  student: { user: { name: string } } | null;
}

const COLOR = { PENDING: "yellow", DONE: "teal", REFUSED: "red" } as const;

/** One correction or erasure request as the school or the platform reads it: who, about whom, what, by when. */
export function RequestLine({ request: r, locale }: { request: DataRequestView; locale: Locale }) {
  const day = (d: Date) => formatDay(locale, d.toISOString().slice(0, 10), "long");
  const late = r.status === "PENDING" && r.dueAt.getTime() < Date.now();
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text fw={600}>
          {t(locale, `privacy.request.kind.${r.kind}`)} —{" "}
          <bdi>{r.requester.erasedAt ? t(locale, "privacy.desk.erased") : r.requester.name}</bdi>
          {r.student && (
            <>
              {" "}
              · {t(locale, "privacy.desk.about")} <bdi>{r.student.user.name}</bdi>
            </>
          )}
        </Text>
        <Badge color={late ? "red" : COLOR[r.status]}>
          {late ? t(locale, "privacy.desk.late") : t(locale, `privacy.request.status.${r.status}`)}
        </Badge>
      </Group>
      <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
        <bdi>{r.details}</bdi>
      </Text>
      <Text size="xs" c="dimmed">
        {r.status === "PENDING"
          ? t(locale, "privacy.request.due", { date: day(r.dueAt) })
          : r.decidedAt
            ? t(locale, "privacy.request.answeredOn", { date: day(r.decidedAt) })
            : null}
      </Text>
      {r.answer && (
        <Text size="sm">
          <bdi>{r.answer}</bdi>
        </Text>
      )}
    </Stack>
  );
}

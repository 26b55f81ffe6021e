import { Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { formatDay } from "~/ui/format";
import type { Locale } from "~/i18n/config";
import { localizedPath } from "~/i18n/config";
import { t } from "~/i18n/server";
import type { DocumentStatus } from "~/modules/documents/domain/paper";
import { dayKey, schoolClock } from "~/lib/school-time";
import type { RouterOutputs } from "~/ui/trpc/outputs";
import { DecideDocument, IssueDocumentsForm, RequestDocumentForm } from "./document-forms";

type Mine = RouterOutputs["documents"]["mine"];
type Desk = RouterOutputs["documents"]["desk"];

const COLOR: Record<DocumentStatus, string> = {
  REQUESTED: "yellow",
  ISSUED: "teal",
  REFUSED: "red",
  WITHDRAWN: "gray",
};
const day = (locale: Locale, date: Date | string) =>
  formatDay(locale, dayKey(schoolClock(new Date(date)).date), "medium");
// numbers and codes in Latin characters keep their direction in an Arabic line
const ltr = (value: string) => `\u2068${value}\u2069`;

function StatusBadge({ locale, status }: { locale: Locale; status: DocumentStatus }) {
  return (
    <Badge color={COLOR[status]} variant="light" data-testid="document-status" data-status={status}>
      {t(locale, `documents.status.${status}`)}
    </Badge>
  );
}

/** Each issued paper downloads as a PDF in French or in Arabic, whatever the page's language. */
function Downloads({ locale, id }: { locale: Locale; id: string }) {
  return (
    <Group gap="sm">
      {(["fr", "ar"] as const).map((lang) => (
        <Anchor
          key={lang}
          href={`/api/documents/${id}/pdf?locale=${lang}`}
          size="sm"
          data-testid={`download-${lang}`}
          download
        >
          {t(locale, "documents.download", { language: t(locale, `locale.${lang}`) })}
        </Anchor>
      ))}
      <Anchor href={localizedPath(locale, `/documents/paper/${id}`)} size="sm">
        {t(locale, "documents.view")}
      </Anchor>
    </Group>
  );
}

/** A family's papers, per child: what was asked, issued (to download), refused or withdrawn and why; the request form. */
export function FamilyDocuments({ locale, mine }: { locale: Locale; mine: Mine }) {
  const askable = mine.students.filter((s) => s.canRequest).map((s) => ({ id: s.id, name: s.name }));
  return (
    <Stack gap="lg">
      <Text c="dimmed">{t(locale, "documents.intro")}</Text>
      {askable.length > 0 && (
        <Card withBorder padding="md">
          <Title order={2} fz="h4" mb="sm">
            {t(locale, "documents.request.title")}
          </Title>
          <RequestDocumentForm students={askable} />
        </Card>
      )}
      {mine.students.map((s) => (
        <Stack key={s.id} gap="xs" data-testid="child-documents">
          <Title order={2} fz="h4">
            {s.name}
          </Title>
          {!s.canRequest && (
            <Text size="sm" c="dimmed">
              {t(locale, "documents.request.cannot")}
            </Text>
          )}
          {s.documents.length === 0 && <Text c="dimmed">{t(locale, "documents.mine.empty")}</Text>}
          {s.documents.map((d) => (
            <Card key={d.id} withBorder padding="sm" data-testid="document">
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={2}>
                  <Text fw={600}>{t(locale, `documents.kind.${d.kind}`)}</Text>
                  {d.purpose && <Text size="sm">{t(locale, "documents.purposeLine", { purpose: d.purpose })}</Text>}
                  <Text size="xs" c="dimmed">
                    {d.issuedAt && d.number
                      ? t(locale, "documents.issuedOn", { date: day(locale, d.issuedAt), number: ltr(d.number) })
                      : t(locale, "documents.askedOn", { date: day(locale, d.askedAt) })}
                  </Text>
                  {d.reason && <Text size="sm">{t(locale, "documents.reasonLine", { reason: d.reason })}</Text>}
                </Stack>
                <StatusBadge locale={locale} status={d.status} />
              </Group>
              {d.status === "ISSUED" && <Downloads locale={locale} id={d.id} />}
            </Card>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function DeskLine({ locale, d, children }: { locale: Locale; d: Desk["pending"][number]; children?: ReactNode }) {
  return (
    <Card withBorder padding="sm" data-testid="desk-document">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ flex: "1 1 14rem" }}>
          <Text fw={600}>
            {d.number && (
              <>
                <bdi dir="ltr">{d.number}</bdi>
                {" · "}
              </>
            )}
            {t(locale, `documents.kind.${d.kind}`)}
          </Text>
          <Text size="sm">
            <bdi>{d.student.name}</bdi>
            {d.student.className && (
              <>
                {" · "}
                <bdi>{d.student.className}</bdi>
              </>
            )}
            {d.student.matricule && (
              <>
                {" · "}
                <Text span size="sm" c="dimmed" dir="ltr">
                  {d.student.matricule}
                </Text>
              </>
            )}
          </Text>
          {d.purpose && <Text size="sm">{t(locale, "documents.purposeLine", { purpose: d.purpose })}</Text>}
          <Text size="xs" c="dimmed">
            {d.askedBy && t(locale, "documents.desk.askedBy", { name: d.askedBy, date: day(locale, d.askedAt) })}
            {d.issuedAt &&
              `${d.askedBy ? " · " : ""}${t(locale, "documents.desk.issuedBy", { name: d.issuedBy ?? "—", date: day(locale, d.issuedAt) })}`}
            {d.decidedAt &&
              ` · ${t(locale, "documents.desk.decidedBy", { name: d.decidedBy ?? "—", date: day(locale, d.decidedAt) })}`}
          </Text>
          {d.reason && <Text size="sm">{t(locale, "documents.reasonLine", { reason: d.reason })}</Text>}
        </Stack>
        {children}
      </Group>
    </Card>
  );
}

/**
 * The school's desk: the requests waiting (issue in one click, or refuse with a reason), issuing unasked for a pupil
 * or a whole class (the class is chosen with a plain GET form: no JavaScript until the form that issues), and the
 * year's register with its CSV export.
 */
export function DocumentsDesk({ locale, desk, headName }: { locale: Locale; desk: Desk; headName: boolean }) {
  return (
    <Stack gap="lg" data-testid="documents-desk">
      {!headName && (
        <Text size="sm" c="orange.8">
          {t(locale, "documents.desk.headMissing")}{" "}
          <Anchor href={localizedPath(locale, "/settings")} size="sm">
            {t(locale, "nav.settings")}
          </Anchor>
        </Text>
      )}
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t(locale, "documents.desk.pending")}
        </Title>
        {desk.pending.length === 0 && <Text c="dimmed">{t(locale, "documents.desk.empty")}</Text>}
        {desk.pending.map((d) => (
          <DeskLine key={d.id} locale={locale} d={d}>
            <DecideDocument documentId={d.id} />
          </DeskLine>
        ))}
      </Stack>

      {desk.year === null ? (
        <Text c="dimmed">{t(locale, "documents.desk.noYear")}</Text>
      ) : (
        <>
          <Card withBorder padding="md">
            <Title order={2} fz="h4" mb="sm">
              {t(locale, "documents.desk.issueTitle")}
            </Title>
            <form
              method="get"
              action={localizedPath(locale, "/documents")}
              style={{
                display: "flex",
                gap: "var(--mantine-spacing-xs)",
                alignItems: "flex-end",
                flexWrap: "wrap",
                marginBottom: "var(--mantine-spacing-sm)",
              }}
            >
              <label
                style={{
                  display: "flex",
                  flexDirection: "column",
                  gap: 4,
                  fontSize: "var(--mantine-font-size-sm)",
                  fontWeight: 500,
                }}
              >
                {t(locale, "documents.desk.class")}
                <select
                  name="class"
                  defaultValue={desk.chosenClass?.id ?? ""}
                  data-testid="desk-class"
                  style={{
                    minHeight: 36,
                    minWidth: "12rem",
                    padding: "0 8px",
                    borderRadius: 4,
                    border: "1px solid var(--mantine-color-default-border)",
                    background: "var(--mantine-color-body)",
                    color: "inherit",
                  }}
                >
                  <option value="" disabled>
                    —
                  </option>
                  {desk.classes.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="submit"
                className="mantine-focus-auto"
                data-testid="desk-choose"
                style={{
                  minHeight: 36,
                  padding: "0 14px",
                  borderRadius: 4,
                  border: "1px solid var(--mantine-color-default-border)",
                  background: "var(--mantine-color-default)",
                  color: "inherit",
                  cursor: "pointer",
                }}
              >
                {t(locale, "documents.desk.choose")}
              </button>
            </form>
            {desk.chosenClass && (
              <IssueDocumentsForm
                key={desk.chosenClass.id}
                classId={desk.chosenClass.id}
                pupils={desk.chosenClass.pupils}
              />
            )}
          </Card>

          <Stack gap="xs">
            <Group justify="space-between" align="flex-end">
              <Title order={2} fz="h4">
                {t(locale, "documents.desk.register", { year: ltr(desk.year) })}
              </Title>
              <Anchor href={`/api/documents/register?lang=${locale}`} size="sm" data-testid="register-export">
                {t(locale, "documents.desk.export")}
              </Anchor>
            </Group>
            <Text size="sm" c="dimmed">
              {t(locale, "documents.desk.issuedCount", { count: desk.issuedCount })}
            </Text>
            {desk.register.length === 0 && <Text c="dimmed">{t(locale, "documents.desk.registerEmpty")}</Text>}
            {desk.register.map((d) => (
              <DeskLine key={d.id} locale={locale} d={d}>
                <Stack gap={6} align="flex-end">
                  <StatusBadge locale={locale} status={d.status} />
                  {d.status === "ISSUED" && (
                    <>
                      <Anchor href={localizedPath(locale, `/documents/paper/${d.id}`)} size="sm">
                        {t(locale, "documents.view")}
                      </Anchor>
                      <DecideDocument documentId={d.id} issued />
                    </>
                  )}
                </Stack>
              </DeskLine>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

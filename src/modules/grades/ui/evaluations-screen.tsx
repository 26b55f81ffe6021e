"use client";

import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Table } from "~/ui/table";
import { lazy, useState } from "react";
import { formatDay } from "~/ui/format";
import { Dialog, prefetchDialog } from "~/ui/dialog";
import { ButtonLink } from "~/ui/links";
import { ConfirmButton, EmptyState, ListTable, PageHeader, useLocalizedName, useRunAction } from "~/ui/list";
import { useUrlParams } from "~/ui/url-state";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import { useLazyMutation } from "~/ui/trpc/lazy";
import type { ClassEvaluations, Evaluation, Subject } from "./evaluation-form";
import { ClassPicker, TermPicker, type TermOption } from "./pickers";

// the form (zod, the form library, the calendar) loads when someone opens it, not with the list
const loadForm = () => import("./evaluation-form");
const EvaluationForm = lazy(() => loadForm().then((m) => ({ default: m.EvaluationForm })));
const prefetchForm = () => {
  prefetchDialog();
  void loadForm();
};
const loadRelease = () => import("./release-form");
const ReleaseForm = lazy(() => loadRelease().then((m) => ({ default: m.ReleaseForm })));
const prefetchRelease = () => {
  prefetchDialog();
  void loadRelease();
};

/**
 * /evaluations: a class's evaluations for a term, subject by subject (a teacher sees and edits the subjects they
 * teach, an administrator all of them), each with how many students already have a mark and a way into its grade
 * table. Rendered from the server's data for the class and term in the address (?class=&term=); a change renders
 * the page again (useRefresh).
 */
export function EvaluationsScreen({
  classes,
  terms,
  termType,
  data,
}: {
  classes: { id: string; name: string }[];
  terms: TermOption[];
  termType: string;
  data: ClassEvaluations;
}) {
  const t = useT();
  const locale = useLocale();
  const url = useUrlParams();
  const current = data;
  // the choice stays in the address (a reload or a shared link opens it); the server renders the chosen class and term
  const choose = (next: { classId?: string; termId?: string }) =>
    url.set({ class: next.classId ?? data.class.id, term: next.termId ?? data.term.id });
  return (
    <Stack
      gap="lg"
      data-testid="evaluations"
      data-class={current.class.id}
      data-term={current.term.id}
      data-term-start={current.term.startsOn}
      data-term-end={current.term.endsOn}
    >
      <PageHeader
        title={t("evaluations.title")}
        subtitle={t("evaluations.termDates", {
          term: t("grades.term", { type: termType, number: current.term.number }),
          from: formatDay(locale, current.term.startsOn, "medium"),
          to: formatDay(locale, current.term.endsOn, "medium"),
        })}
        actions={
          <>
            <ClassPicker classes={classes} value={current.class.id} onChange={(id) => choose({ classId: id })} />
            <TermPicker
              terms={terms}
              termType={termType}
              value={current.term.id}
              onChange={(id) => choose({ termId: id })}
            />
          </>
        }
      />
      <Alert variant="light" color="blue" title={t("evaluations.help.title")}>
        <Text size="sm">{t("evaluations.help.kinds")}</Text>
        {current.marksRelease === "NEVER" && (
          <Text size="sm" mt="xs" data-testid="marks-never">
            {t("marks.levelNeverHint")}
          </Text>
        )}
      </Alert>
      {current.subjects.length === 0 ? (
        <EmptyState>{t("evaluations.noSubject")}</EmptyState>
      ) : (
        <Stack gap="lg" style={{ opacity: url.pending ? 0.6 : 1 }}>
          {current.subjects.map((subject) => (
            <SubjectEvaluations key={subject.id} subject={subject} data={current} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function SubjectEvaluations({ subject, data }: { subject: Subject; data: ClassEvaluations }) {
  const t = useT();
  const locale = useLocale();
  const name = useLocalizedName();
  const run = useRunAction();
  const remove = useLazyMutation((trpc, input: { id: string }) => trpc.evaluations.delete.mutate(input));
  const withdraw = useLazyMutation((trpc, input: { evaluationId: string }) =>
    trpc.marks.release.mutate({ ...input, released: false }),
  );
  const [editing, setEditing] = useState<Evaluation | "new" | null>(null);
  const [releasing, setReleasing] = useState<Evaluation | null>(null);
  const releases = data.marksRelease !== "NEVER";
  const headingId = `subject-${subject.id}`;
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby={headingId}
      data-testid="subject-evaluations"
      data-subject={subject.id}
    >
      <Group justify="space-between" align="flex-start" gap="xs" mb="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={2} fz="h4" id={headingId}>
            {name(subject.subject)}
          </Title>
          <Text size="sm" c="dimmed">
            {subject.teacher ?? t("evaluations.noTeacher")}
          </Text>
        </Stack>
        <Group gap="xs">
          <ButtonLink
            href={`${localizedPath(locale, "/gradetable")}?subject=${subject.id}&term=${data.term.id}`}
            variant="default"
            size="xs"
          >
            {t("evaluations.gradeTable")}
          </ButtonLink>
          {subject.editable && (
            <Button size="xs" onClick={() => setEditing("new")} onPointerEnter={prefetchForm} onFocus={prefetchForm}>
              {t("evaluations.new")}
            </Button>
          )}
        </Group>
      </Group>
      {subject.evaluations.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("evaluations.none")}
        </Text>
      ) : (
        <ListTable>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("evaluations.kind")}</Table.Th>
              <Table.Th>{t("evaluations.titleField")}</Table.Th>
              <Table.Th>{t("evaluations.dates")}</Table.Th>
              <Table.Th>{t("evaluations.graded")}</Table.Th>
              {subject.editable && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {subject.evaluations.map((evaluation) => (
              <Table.Tr key={evaluation.id} data-testid="evaluation">
                <Table.Td>
                  <Badge variant="light" color={KIND_COLORS[evaluation.kind]}>
                    {t(`grades.kind.${evaluation.kind}`)}
                  </Badge>
                </Table.Td>
                <Table.Td data-label={t("evaluations.titleField")} dir="auto">
                  {evaluation.title || "—"}
                  {evaluation.releasedAt && (
                    <Badge ms="xs" size="sm" variant="dot" color="teal" data-testid="released">
                      {t("marks.released")}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td data-label={t("evaluations.dates")}>
                  {evaluation.from === evaluation.to
                    ? formatDay(locale, evaluation.from)
                    : t("evaluations.fromTo", {
                        from: formatDay(locale, evaluation.from),
                        to: formatDay(locale, evaluation.to),
                      })}
                </Table.Td>
                <Table.Td data-label={t("evaluations.graded")}>
                  <Text
                    size="sm"
                    c={evaluation.graded >= data.students && data.students > 0 ? "teal" : undefined}
                    data-testid="graded"
                  >
                    {t("evaluations.gradedCount", { graded: evaluation.graded, students: data.students })}
                  </Text>
                </Table.Td>
                {subject.editable && (
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      {releases &&
                        (evaluation.releasedAt ? (
                          <ConfirmButton
                            label={t("marks.withdraw")}
                            message={t("marks.confirmWithdraw")}
                            onConfirm={() => run(withdraw.mutateAsync({ evaluationId: evaluation.id }))}
                          />
                        ) : (
                          <Button
                            size="xs"
                            variant="light"
                            color="teal"
                            data-testid="release"
                            disabled={evaluation.graded === 0}
                            onClick={() => setReleasing(evaluation)}
                            onPointerEnter={prefetchRelease}
                            onFocus={prefetchRelease}
                          >
                            {t("marks.release")}
                          </Button>
                        ))}
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setEditing(evaluation)}
                        onPointerEnter={prefetchForm}
                        onFocus={prefetchForm}
                      >
                        {t("common.edit")}
                      </Button>
                      <ConfirmButton
                        label={t("common.delete")}
                        message={
                          evaluation.graded > 0
                            ? t("evaluations.confirmDeleteGraded", { graded: evaluation.graded })
                            : undefined
                        }
                        onConfirm={() => run(remove.mutateAsync({ id: evaluation.id }))}
                      />
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ListTable>
      )}
      <Dialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={`${editing === "new" ? t("evaluations.new") : t("evaluations.edit")} · ${name(subject.subject)}`}
        size="lg"
      >
        {editing && (
          <EvaluationForm
            subject={subject}
            term={data.term}
            evaluation={editing === "new" ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
      <Dialog
        opened={releasing !== null}
        onClose={() => setReleasing(null)}
        title={`${t("marks.release")} · ${name(subject.subject)}`}
      >
        {releasing && (
          <ReleaseForm
            evaluationId={releasing.id}
            remark={releasing.remark}
            released={!!releasing.releasedAt}
            onDone={() => setReleasing(null)}
          />
        )}
      </Dialog>
    </Card>
  );
}

const KIND_COLORS: Record<Evaluation["kind"], string> = {
  CONTINUOUS: "blue",
  QUIZ: "cyan",
  NOTE: "gray",
  TEST: "violet",
  EXAM: "orange",
};

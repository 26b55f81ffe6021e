"use client";

import { Alert, Anchor, Badge, Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { Table } from "~/ui/table";
import type { inferRouterInputs } from "@trpc/server";
import Link from "next/link";
import { useState } from "react";
import { ConfirmModal, prefetchConfirmModal } from "~/ui/confirm-modal";
import { LazySelect } from "~/ui/lazy-select";
import { EmptyState, PageHeader, useRunAction } from "~/ui/list";
import { useUrlParams } from "~/ui/url-state";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import { COUNCIL_DECISIONS, type CouncilDecisionKey } from "~/modules/grades/domain/constants";
import { formatHundredths } from "~/modules/grades/domain/format";
import type { AppRouter } from "~/modules/root";
import { useLazyMutation } from "~/ui/trpc/lazy";
import type { RouterOutputs } from "~/ui/trpc/outputs";
import grid from "./grid.module.css";
import { ClassPicker } from "./pickers";

type ClassYear = RouterOutputs["yearEnd"]["ofClass"];
type Preview = RouterOutputs["yearEnd"]["preview"];
type Inputs = inferRouterInputs<AppRouter>["yearEnd"];
type Choice = { decision: CouncilDecisionKey | null; note: string };

/**
 * /year-end: per class, each student's term averages and annual average and the class council's decision (the
 * proposal from the annual average preselected); then the whole year's decided students moved into next year's
 * classes in one step, after a preview. Rendered from the server's data for the class and the next year in the
 * address (?class=&to=); a change renders the page again (useRefresh).
 */
export function YearEndScreen({
  classes,
  termType,
  yearName,
  nextYears,
  data,
  toYearId,
  preview,
}: {
  classes: { id: string; name: string }[];
  termType: string;
  yearName: string;
  nextYears: { id: string; name: string }[];
  data: ClassYear;
  /** the year the students move into (the nearest by default), and its preview: for who may move them */
  toYearId: string | null;
  preview: Preview | null;
}) {
  const t = useT();
  const url = useUrlParams();
  const current = data;
  return (
    <Stack gap="xl">
      <PageHeader
        title={t("yearEnd.title")}
        subtitle={t("yearEnd.subtitle", { year: yearName })}
        actions={<ClassPicker classes={classes} value={current.class.id} onChange={(id) => url.set({ class: id })} />}
      />
      {/* drawn again when what is recorded changes (a save, another class), not on every refresh: unsaved choices stay */}
      <Decisions
        key={`${current.class.id}|${current.students.map((s) => `${s.id}:${s.decision}:${s.note}:${s.proposed}`).join("|")}`}
        data={current}
        termType={termType}
      />
      {current.editable && (
        <Promotion yearName={yearName} nextYears={nextYears} toYearId={toYearId} preview={preview} />
      )}
    </Stack>
  );
}

function Decisions({ data, termType }: { data: ClassYear; termType: string }) {
  const t = useT();
  const locale = useLocale();
  const run = useRunAction();
  const save = useLazyMutation((trpc, input: Inputs["saveDecisions"]) => trpc.yearEnd.saveDecisions.mutate(input));
  // a student's recorded decision, else the one their annual average proposes
  const [choices, setChoices] = useState<Record<string, Choice>>(() =>
    Object.fromEntries(data.students.map((s) => [s.id, { decision: s.decision ?? s.proposed, note: s.note }])),
  );
  const update = (studentId: string, change: Partial<Choice>) =>
    setChoices((all) => ({ ...all, [studentId]: { ...all[studentId]!, ...change } }));
  const proposals = data.students.filter((s) => s.proposed).length;
  const chosen = data.students.filter((s) => choices[s.id]?.decision);
  const unsaved = data.students.filter(
    (s) => (choices[s.id]?.decision ?? null) !== s.decision || (choices[s.id]?.note ?? "") !== s.note,
  ).length;
  // the terms with report cards: before the last term's, the annual averages (and their proposals) are partial
  const done = data.terms.filter((_, i) =>
    data.students.some((s) => s.averages[i] !== null && s.averages[i] !== undefined),
  ).length;
  const partial = done < data.terms.length;
  const [confirming, setConfirming] = useState(false);
  const saveAll = () =>
    run(
      save.mutateAsync({
        classId: data.class.id,
        schoolYearId: data.class.schoolYearId,
        decisions: chosen.map((s) => ({
          studentId: s.id,
          decision: choices[s.id]!.decision!,
          note: choices[s.id]!.note.trim() || undefined,
        })),
      }),
    );
  const decisionOptions = [
    { value: "", label: t("yearEnd.noDecision") },
    ...COUNCIL_DECISIONS.map((d) => ({ value: d, label: t(`grades.decision.${d}`) })),
  ];
  if (data.students.length === 0) return <EmptyState>{t("yearEnd.noStudent")}</EmptyState>;
  return (
    <Stack gap="sm" component="section" aria-labelledby="year-end-decisions">
      <Title order={2} fz="h3" id="year-end-decisions">
        {t("yearEnd.decisions", { class: data.class.name })}
      </Title>
      <Text size="sm" c="dimmed">
        {t("yearEnd.help", { half: data.class.outOf / 2, outOf: data.class.outOf })}
      </Text>
      {partial && (
        <Alert color="yellow" data-testid="partial-year">
          {t("yearEnd.partialYear", { done, total: data.terms.length, type: termType })}
        </Alert>
      )}
      <div className={grid.scroll}>
        <Table striped withTableBorder data-testid="year-end-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={grid.sticky}>{t("yearEnd.student")}</Table.Th>
              {data.terms.map((term) => (
                <Table.Th key={term.id} ta="center" visibleFrom="sm">
                  {t("grades.term", { type: termType, number: term.number })}
                </Table.Th>
              ))}
              <Table.Th ta="center">{t("yearEnd.annual")}</Table.Th>
              <Table.Th>{t("yearEnd.decision")}</Table.Th>
              <Table.Th>{t("yearEnd.note")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.students.map((student) => {
              const choice = choices[student.id]!;
              return (
                <Table.Tr key={student.id} data-testid="year-end-student" data-student={student.id}>
                  <Table.Th scope="row" className={grid.sticky} fw={500}>
                    {student.name}
                  </Table.Th>
                  {student.averages.map((average, i) => (
                    <Table.Td
                      key={data.terms[i]?.id ?? i}
                      ta="center"
                      visibleFrom="sm"
                      style={{ fontVariantNumeric: "tabular-nums" }}
                    >
                      {formatHundredths(locale, average)}
                    </Table.Td>
                  ))}
                  <Table.Td ta="center" style={{ fontVariantNumeric: "tabular-nums" }}>
                    <Text span fw={700} data-testid="annual">
                      {formatHundredths(locale, student.annual)}
                    </Text>
                    {/* on a phone the terms' columns give way to the decision: their averages stand under the annual one */}
                    <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ whiteSpace: "nowrap" }}>
                      {student.averages.map((average) => formatHundredths(locale, average)).join(" · ")}
                    </Text>
                  </Table.Td>
                  <Table.Td miw={170}>
                    {/* the combobox (and floating-ui) arrives just after the page: the field stands there drawn the same until then */}
                    <LazySelect
                      eager
                      aria-label={t("yearEnd.decisionOf", { student: student.name })}
                      size="xs"
                      data={decisionOptions}
                      value={choice.decision ?? ""}
                      allowDeselect={false}
                      disabled={!data.editable}
                      onChange={(value) =>
                        update(student.id, { decision: (value || null) as CouncilDecisionKey | null })
                      }
                    />
                    {student.proposed && (
                      <Text size="xs" c="dimmed" mt={2}>
                        {t("yearEnd.proposed", { decision: t(`grades.decision.${student.proposed}`) })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td miw={160}>
                    <TextInput
                      aria-label={t("yearEnd.noteOf", { student: student.name })}
                      size="xs"
                      dir="auto"
                      maxLength={200}
                      value={choice.note}
                      disabled={!data.editable}
                      onChange={(event) => update(student.id, { note: event.currentTarget.value })}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
      {data.editable && (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Button
            variant="light"
            disabled={proposals === 0}
            title={proposals === 0 ? t("yearEnd.noProposal") : undefined}
            onClick={() =>
              setChoices((all) =>
                Object.fromEntries(
                  data.students.map((s) => [s.id, { ...all[s.id]!, decision: s.proposed ?? all[s.id]!.decision }]),
                ),
              )
            }
          >
            {t("yearEnd.applyProposals", { count: proposals })}
          </Button>
          <Group gap="xs">
            {unsaved > 0 && (
              <Badge variant="light" color="orange" data-testid="unsaved">
                {t("yearEnd.unsaved", { count: unsaved })}
              </Badge>
            )}
            <Button
              loading={save.isPending}
              disabled={chosen.length === 0}
              data-testid="save-decisions"
              onPointerEnter={partial ? prefetchConfirmModal : undefined}
              onClick={() => (partial ? setConfirming(true) : void saveAll())}
            >
              {t("yearEnd.save")}
            </Button>
          </Group>
        </Group>
      )}
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("yearEnd.save")}
        message={t("yearEnd.partialConfirm", { done, total: data.terms.length, type: termType })}
        confirmLabel={t("yearEnd.saveAnyway")}
        color="orange"
        loading={save.isPending}
        confirmTestId="confirm-partial"
        onConfirm={async () => {
          await saveAll();
          setConfirming(false);
        }}
      />
    </Stack>
  );
}

function Promotion({
  yearName,
  nextYears,
  toYearId,
  preview,
}: {
  yearName: string;
  nextYears: { id: string; name: string }[];
  toYearId: string | null;
  preview: Preview | null;
}) {
  const t = useT();
  const locale = useLocale();
  const url = useUrlParams();
  const [moved, setMoved] = useState<number | null>(null);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="year-end-move">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="year-end-move">
          {t("yearEnd.move.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("yearEnd.move.help", { year: yearName })}
        </Text>
        {nextYears.length === 0 ? (
          <Alert variant="light" color="yellow">
            <Text size="sm">
              {t("yearEnd.move.noNextYear")}{" "}
              <Anchor
                component={Link}
                href={localizedPath(locale, "/sessions")}
                size="sm"
                c="inherit"
                fw={700}
                underline="always"
              >
                {t("nav.sessions")}
              </Anchor>
            </Text>
          </Alert>
        ) : (
          <>
            <NativeSelect
              label={t("yearEnd.move.toYear")}
              name="toYearId"
              data={nextYears.map((y) => ({ value: y.id, label: y.name }))}
              value={toYearId ?? undefined}
              maw={240}
              onChange={(event) => url.set({ to: event.currentTarget.value || null })}
            />
            {moved !== null && (
              <Alert variant="light" color="teal" data-testid="moved">
                {t("yearEnd.move.done", { count: moved })}
              </Alert>
            )}
            {preview && (
              <div style={{ opacity: url.pending ? 0.6 : undefined }}>
                <PromotionPlan key={JSON.stringify(preview)} preview={preview} onMoved={setMoved} />
              </div>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

function PromotionPlan({ preview, onMoved }: { preview: Preview; onMoved: (count: number) => void }) {
  const t = useT();
  const run = useRunAction();
  const promote = useLazyMutation((trpc, input: Inputs["promote"]) => trpc.yearEnd.promote.mutate(input));
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  const [moves, setMoves] = useState(() =>
    Object.fromEntries(preview.classes.map((c) => [c.id, { promotedTo: c.promotedTo, repeatsIn: c.repeatsIn }])),
  );
  const targets = preview.targets.map((c) => ({
    value: c.id,
    label: t("yearEnd.move.target", { name: c.name, count: c.students }),
  }));
  const options = [{ value: "", label: t("yearEnd.move.nowhere") }, ...targets];
  const moving = preview.classes.filter(
    (c) => (c.promoted > 0 && moves[c.id]?.promotedTo) || (c.repeats > 0 && moves[c.id]?.repeatsIn),
  );
  const count = (kind: "promoted" | "repeats") =>
    preview.classes.reduce(
      (n, c) => n + (moves[c.id]?.[kind === "promoted" ? "promotedTo" : "repeatsIn"] ? c[kind] : 0),
      0,
    );
  const set = (classId: string, change: Partial<{ promotedTo: string | null; repeatsIn: string | null }>) =>
    setMoves((all) => ({ ...all, [classId]: { ...all[classId]!, ...change } }));
  if (preview.targets.length === 0) {
    return (
      <Alert variant="light" color="yellow">
        {t("yearEnd.move.noTargets", { year: preview.to.name })}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <div className={grid.scroll}>
        <Table striped withTableBorder data-testid="promotion-plan">
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={grid.sticky}>{t("yearEnd.move.class")}</Table.Th>
              <Table.Th ta="center">{t("yearEnd.move.students")}</Table.Th>
              <Table.Th ta="center">{t("grades.decision.PROMOTED")}</Table.Th>
              <Table.Th ta="center">{t("grades.decision.REPEATS")}</Table.Th>
              <Table.Th ta="center">{t("grades.decision.REDIRECTED")}</Table.Th>
              <Table.Th ta="center">{t("yearEnd.move.undecided")}</Table.Th>
              <Table.Th ta="center">{t("yearEnd.move.alreadyPlaced")}</Table.Th>
              <Table.Th>{t("yearEnd.move.promotedTo")}</Table.Th>
              <Table.Th>{t("yearEnd.move.repeatsIn")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.classes.map((c) => (
              <Table.Tr key={c.id} data-testid="promotion-class">
                <Table.Th scope="row" className={grid.sticky} fw={500}>
                  {c.name}
                </Table.Th>
                <Table.Td ta="center">{c.students}</Table.Td>
                <Table.Td ta="center">{c.promoted}</Table.Td>
                <Table.Td ta="center">{c.repeats}</Table.Td>
                <Table.Td ta="center">{c.redirected}</Table.Td>
                <Table.Td ta="center" c={c.undecided > 0 ? "orange" : undefined}>
                  {c.undecided}
                </Table.Td>
                <Table.Td ta="center">{c.alreadyPlaced}</Table.Td>
                <Table.Td miw={170}>
                  <LazySelect
                    eager
                    size="xs"
                    aria-label={t("yearEnd.move.promotedToOf", { class: c.name })}
                    data={options}
                    value={moves[c.id]?.promotedTo ?? ""}
                    allowDeselect={false}
                    onChange={(id) => set(c.id, { promotedTo: id || null })}
                  />
                </Table.Td>
                <Table.Td miw={170}>
                  <LazySelect
                    eager
                    size="xs"
                    aria-label={t("yearEnd.move.repeatsInOf", { class: c.name })}
                    data={options}
                    value={moves[c.id]?.repeatsIn ?? ""}
                    allowDeselect={false}
                    onChange={(id) => set(c.id, { repeatsIn: id || null })}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <Text size="sm" c="dimmed">
        {t("yearEnd.move.unmoved")}
      </Text>
      <Group justify="flex-end">
        <Button
          disabled={moving.length === 0}
          onClick={() => setOpened(true)}
          onPointerEnter={prefetchConfirmModal}
          onFocus={prefetchConfirmModal}
        >
          {t("yearEnd.move.submit", { year: preview.to.name })}
        </Button>
      </Group>
      <ConfirmModal
        opened={opened}
        onClose={close}
        message={t("yearEnd.move.confirm", {
          promoted: count("promoted"),
          repeats: count("repeats"),
          year: preview.to.name,
        })}
        color="teal"
        loading={promote.isPending}
        onConfirm={async () => {
          const result = await run(
            promote.mutateAsync({
              fromYearId: preview.from.id,
              toYearId: preview.to.id,
              moves: moving.map((c) => ({
                classId: c.id,
                promotedTo: moves[c.id]?.promotedTo ?? null,
                repeatsIn: moves[c.id]?.repeatsIn ?? null,
              })),
            }),
          );
          if (result) {
            close();
            onMoved(result.moved);
          }
        }}
      >
        <Text size="sm" c="dimmed">
          {t("yearEnd.move.keepsHistory", { year: preview.from.name })}
        </Text>
      </ConfirmModal>
    </Stack>
  );
}

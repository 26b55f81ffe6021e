"use client";

import { Alert, Anchor, Button, Group, List, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { ConfirmModal, prefetchConfirmModal } from "~/ui/confirm-modal";
import { useRunAction, useLocalizedName } from "~/ui/list";
import { useRefresh } from "~/ui/refresh";
import { errorMessage, useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import { toast } from "~/ui/shell/toast";
import { formatDay } from "~/ui/format";
import { useLazyMutation } from "~/ui/trpc/lazy";
import type { RouterOutputs } from "~/ui/trpc/outputs";

type Generated = RouterOutputs["reportCards"]["generate"];
const SHOWN = 30;

/**
 * The acting part of /report-cards: generate (then the count, or the spec's refusal with every missing grade
 * listed), and make the class's cards public or withdraw them, each behind a confirmation saying who will see what.
 */
export function ReportCardActions({
  classId,
  termId,
  className,
  released,
  canGenerate,
  hasCards,
}: {
  classId: string;
  termId: string;
  className: string;
  released: boolean;
  canGenerate: boolean;
  hasCards: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const name = useLocalizedName();
  const refresh = useRefresh();
  const run = useRunAction();
  const generate = useLazyMutation((trpc, input: { classId: string; termId: string }) =>
    trpc.reportCards.generate.mutate(input),
  );
  const release = useLazyMutation((trpc, input: { classId: string; termId: string; released: boolean }) =>
    trpc.reportCards.setRelease.mutate(input),
  );
  const [result, setResult] = useState<Generated | null>(null);
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  if (!canGenerate) return null;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button
          loading={generate.isPending}
          data-testid="generate"
          onClick={async () => {
            setResult(null);
            try {
              setResult(await generate.mutateAsync({ classId, termId }));
              await refresh();
            } catch (error) {
              const message = errorMessage(error);
              toast.error(t(message.key, message.values));
            }
          }}
        >
          {hasCards ? t("reportCards.regenerate") : t("reportCards.generate")}
        </Button>
        {hasCards && (
          <Button
            variant={released ? "default" : "filled"}
            color={released ? "red" : "teal"}
            onClick={() => setOpened(true)}
            onPointerEnter={prefetchConfirmModal}
            onFocus={prefetchConfirmModal}
            data-testid={released ? "withdraw" : "release"}
          >
            {released ? t("reportCards.withdraw") : t("reportCards.release")}
          </Button>
        )}
      </Group>
      <div aria-live="polite">
        {result && result.missing.length > 0 && (
          <Alert color="red" title={t("errors.reportCardMissingGrades")} data-testid="missing-grades">
            <Text size="sm">{t("reportCards.missingList")}</Text>
            <List size="sm" mt={4}>
              {result.missing.slice(0, SHOWN).map((m) => (
                <List.Item key={`${m.studentId}:${m.evaluationId}`}>
                  {/* straight to the cell to fill in the grade table */}
                  <Anchor
                    href={localizedPath(
                      locale,
                      `/gradetable?subject=${m.classSubjectId}&term=${m.termId}&cell=${m.evaluationId}:${m.studentId}`,
                    )}
                    size="sm"
                    data-testid="missing-grade-link"
                  >
                    {t("reportCards.missingRow", {
                      student: m.student,
                      subject: name(m.subject),
                      evaluation: m.title
                        ? m.title
                        : `${t(`grades.kind.${m.kind}`)} (${formatDay(locale, m.from, "medium")})`,
                    })}
                  </Anchor>
                </List.Item>
              ))}
            </List>
            {result.missing.length > SHOWN && (
              <Text size="sm">{t("reportCards.missingMore", { count: result.missing.length - SHOWN })}</Text>
            )}
          </Alert>
        )}
        {result && result.missing.length === 0 && (
          <Alert color="teal" data-testid="generated">
            {t("reportCards.generated", { count: result.generated })}
          </Alert>
        )}
      </div>
      <ConfirmModal
        opened={opened}
        onClose={close}
        title={released ? t("reportCards.withdraw") : t("reportCards.release")}
        message={
          released
            ? t("reportCards.withdrawConfirm", { class: className })
            : t("reportCards.releaseConfirm", { class: className })
        }
        confirmLabel={t("reportCards.confirm")}
        color={released ? "red" : "teal"}
        loading={release.isPending}
        confirmTestId="confirm-release"
        onConfirm={async () => {
          await run(release.mutateAsync({ classId, termId, released: !released }));
          close();
        }}
      />
    </Stack>
  );
}

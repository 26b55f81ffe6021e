import { Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { formatMonth } from "~/modules/payments/ui/format";
import { formatDay } from "~/ui/format";
import type { Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import { feeName } from "~/modules/payments/domain/fee-name";
import { formatDinars } from "~/lib/money";
import type { ProofView } from "~/modules/payments/server/payment-proofs";
import { DecideProof } from "./transfer-proof";

const COLOR = { PENDING: "yellow", CONFIRMED: "teal", REFUSED: "red" } as const;

function ProofLine({ locale, proof, staff }: { locale: Locale; proof: ProofView; staff: boolean }) {
  const months = proof.months
    .map((m) => `${m.fee ? feeName(locale, m.fee) : ""} · ${formatMonth(locale, m.month)}`)
    .join(", ");
  return (
    <Card withBorder padding="sm" data-testid="proof" data-status={proof.status}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ flex: "1 1 14rem" }}>
          {staff && (
            <Text fw={600}>
              <bdi>{proof.student.name}</bdi>
              {proof.student.className && (
                <>
                  {" · "}
                  <bdi>{proof.student.className}</bdi>
                </>
              )}
            </Text>
          )}
          <Text size="sm" fw={staff ? 400 : 600}>
            {t(locale, "payments.proof.line", {
              amount: `\u2068${formatDinars(proof.amount, locale)}\u2069`,
              date: formatDay(locale, proof.paidOn, "medium"),
            })}
          </Text>
          <Text size="sm">{months}</Text>
          <Text size="xs" c="dimmed">
            {proof.reference && (
              <>
                {t(locale, "payments.proof.reference")} <bdi dir="ltr">{proof.reference}</bdi>
                {" · "}
              </>
            )}
            {proof.sentBy &&
              t(locale, "payments.proof.sentBy", {
                name: proof.sentBy,
                date: formatDay(locale, proof.sentAt.toISOString().slice(0, 10), "medium"),
              })}
          </Text>
          {proof.reason && <Text size="sm">{t(locale, "documents.reasonLine", { reason: proof.reason })}</Text>}
          <Anchor
            href={`/api/payments/proofs/${proof.id}/file`}
            target="_blank"
            size="sm"
            data-testid="proof-file-link"
          >
            {t(locale, proof.image ? "payments.proof.openPhoto" : "payments.proof.openPdf")}
          </Anchor>
        </Stack>
        {staff && proof.status === "PENDING" ? (
          <DecideProof proofId={proof.id} />
        ) : (
          <Badge color={COLOR[proof.status]} variant="light">
            {t(locale, `payments.proof.status.${proof.status}`)}
          </Badge>
        )}
      </Group>
    </Card>
  );
}

/** The payment staff's queue of transfer proofs, oldest first (the school's /payments). */
export function ProofsQueue({ locale, proofs }: { locale: Locale; proofs: ProofView[] }) {
  if (proofs.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="proofs-queue">
      <Title order={2} fz="h4">
        {t(locale, "payments.proof.queue", { count: proofs.length })}
      </Title>
      {proofs.map((p) => (
        <ProofLine key={p.id} locale={locale} proof={p} staff />
      ))}
    </Stack>
  );
}

/** A family's proofs for a child: waiting, confirmed (the payment is in the list) or refused with the reason. */
export function FamilyProofs({ locale, proofs }: { locale: Locale; proofs: ProofView[] }) {
  if (proofs.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="family-proofs">
      <Title order={2} fz="h4">
        {t(locale, "payments.proof.mine")}
      </Title>
      {proofs.map((p) => (
        <ProofLine key={p.id} locale={locale} proof={p} staff={false} />
      ))}
    </Stack>
  );
}

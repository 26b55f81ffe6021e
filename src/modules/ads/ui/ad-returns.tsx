import Link from "next/link";
import type { ReactNode } from "react";
import { Badge, Notice } from "~/ui/marks";
import { anchorAttributes, Card, Group, Stack, Text, Title } from "~/ui/page-marks";
import { localizedPath, type Locale } from "~/i18n/config";
import { getIntl, t as tr } from "~/i18n/server";
import { api } from "~/platform/api/server-caller";
import type { AdPage } from "~/modules/ads/server/ad-page";
import { AdGrid } from "./ad-card";
import { adPaths } from "./labels";
import { BlockButton, ClaimDecision, ClaimForm, ExtendButton, MessageForm, ReportMessageButton } from "./returns-box";

type Props = { ad: AdPage; signedIn: boolean; locale: Locale };

const CLAIM_COLORS = { PENDING: "yellow", ACCEPTED: "teal", REFUSED: "gray", CLOSED: "gray" } as const;

/**
 * The board that returns things, on an ad's page (issue 33). Its poster sees how long the ad stays (and extends it),
 * its likely matches, the claims on a found item with their answers, and the members' messages. Anyone else signed in
 * claims a found item by answering its question and writes to the poster without seeing their phone. Drawn on the
 * server; only the forms and buttons load as client code (returns-box.tsx).
 */
export async function AdReturns({ ad, signedIn, locale }: Props) {
  const t = (key: Parameters<typeof tr>[1], values?: Parameters<typeof tr>[2]) => tr(locale, key, values);
  if (!signedIn) {
    if (!ad.canClaim && !ad.canWrite) return null;
    return (
      <Text size="sm" testId="login-to-claim">
        <Link
          href={`${localizedPath(locale, "/login")}?next=${encodeURIComponent(localizedPath(locale, adPaths.ad(ad.slug)))}`}
          {...anchorAttributes()}
        >
          {t(ad.canClaim ? "ads.claim.loginPrompt" : "ads.messages.loginPrompt")}
        </Link>
      </Text>
    );
  }
  const caller = await api();
  if (ad.isAuthor) {
    const [matches, claims, threads] = await Promise.all([
      ad.status === "PUBLISHED" ? caller.ads.matches({ slug: ad.slug }) : Promise.resolve([]),
      ad.type === "FOUND" ? caller.ads.claims({ slug: ad.slug }) : Promise.resolve([]),
      caller.ads.threads({ slug: ad.slug }),
    ]);
    return (
      <>
        <Expiry ad={ad} locale={locale} />
        {ad.status === "PUBLISHED" && (
          <Section id="matches" title={t("ads.matches.title")} testId="ad-matches">
            <Text size="sm" dimmed>
              {t("ads.matches.intro")}
            </Text>
            <AdGrid ads={matches} locale={locale} empty={t("ads.matches.empty")} />
          </Section>
        )}
        {ad.type === "FOUND" && <Claims claims={claims} locale={locale} question={ad.claimQuestion} />}
        <Section id="messages" title={t("ads.messages.title")} testId="ad-threads">
          {threads.threads.length === 0 && <Text dimmed>{t("ads.messages.none")}</Text>}
          {threads.threads.map((thread) => (
            <Card padding="sm" key={thread.id} testId="ad-thread">
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text weight={600}>{thread.with}</Text>
                  <BlockButton threadId={thread.id} blocked={thread.blocked} />
                </Group>
                <Messages messages={thread.messages} locale={locale} />
                {!thread.blocked && <MessageForm slug={ad.slug} threadId={thread.id} />}
              </Stack>
            </Card>
          ))}
        </Section>
      </>
    );
  }
  const [mine, threads] = await Promise.all([
    ad.type === "FOUND" ? caller.ads.myClaim({ slug: ad.slug }) : Promise.resolve(null),
    ad.canWrite ? caller.ads.threads({ slug: ad.slug }) : Promise.resolve(null),
  ]);
  const thread = threads?.threads[0];
  return (
    <>
      {(ad.canClaim || mine) && (
        <Section id="claim" title={t("ads.claim.title")} testId="ad-claim">
          {mine && (
            <Group gap="xs">
              <Badge color={CLAIM_COLORS[mine.status]} testId="my-claim-status">
                {t(`ads.claim.status.${mine.status}`)}
              </Badge>
              <Text size="sm" dimmed>
                {t(`ads.claim.statusHint.${mine.status}`)}
              </Text>
            </Group>
          )}
          {ad.canClaim && (!mine || mine.status === "PENDING") && (
            <ClaimForm slug={ad.slug} question={ad.claimQuestion} answer={mine?.answer} />
          )}
        </Section>
      )}
      {ad.canWrite && (
        <Section id="messages" title={t("ads.messages.toPoster")} testId="ad-write">
          {ad.hidePhone && (
            <Text size="sm" dimmed>
              {t("ads.messages.hiddenPhone")}
            </Text>
          )}
          {thread && <Messages messages={thread.messages} locale={locale} />}
          {thread?.blocked ? <Notice color="gray">{t("ads.messages.blocked")}</Notice> : <MessageForm slug={ad.slug} />}
        </Section>
      )}
    </>
  );
}

function Section({ id, title, testId, children }: { id: string; title: string; testId: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} data-testid={testId} style={{ scrollMarginTop: 80 }}>
      <Stack gap="sm">
        <Title order={2} small id={`${id}-title`}>
          {title}
        </Title>
        {children}
      </Stack>
    </section>
  );
}

function Expiry({ ad, locale }: { ad: AdPage; locale: Locale }) {
  if (!ad.expiresAt && ad.status !== "EXPIRED") return null;
  const day = ad.expiresAt ? getIntl(locale).formatDate(ad.expiresAt, { dateStyle: "long" }) : "";
  return (
    <Group gap="xs" justify="space-between">
      <Text size="sm" dimmed testId="ad-expiry">
        {ad.status === "EXPIRED" ? tr(locale, "ads.extend.expired") : tr(locale, "ads.extend.until", { date: day })}
      </Text>
      {ad.canExtend && <ExtendButton slug={ad.slug} />}
    </Group>
  );
}

type Claim = Awaited<ReturnType<Awaited<ReturnType<typeof api>>["ads"]["claims"]>>[number];

function Claims({ claims, locale, question }: { claims: Claim[]; locale: Locale; question: string | null }) {
  const t = (key: Parameters<typeof tr>[1], values?: Parameters<typeof tr>[2]) => tr(locale, key, values);
  const intl = getIntl(locale);
  return (
    <Section id="claims" title={t("ads.claim.received", { count: claims.length })} testId="ad-claims">
      {question && (
        <Text size="sm" label={t("ads.claim.yourQuestion")}>
          <bdi>{question}</bdi>
        </Text>
      )}
      {claims.length === 0 && <Text dimmed>{t("ads.claim.none")}</Text>}
      {claims.map((claim) => (
        <Card padding="sm" key={claim.id} testId="claim">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text weight={600}>{claim.claimant}</Text>
              <Badge color={CLAIM_COLORS[claim.status]}>{t(`ads.claim.status.${claim.status}`)}</Badge>
            </Group>
            <Text size="xs" dimmed>
              {intl.formatDate(claim.createdAt, { dateStyle: "medium", timeStyle: "short" })}
            </Text>
            <Text dir="auto" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} testId="claim-answer">
              {claim.answer}
            </Text>
            {claim.status === "PENDING" && <ClaimDecision claimId={claim.id} />}
          </Stack>
        </Card>
      ))}
    </Section>
  );
}

type Message = { id: string; body: string | null; createdAt: Date; mine: boolean; reported: boolean };

function Messages({ messages, locale }: { messages: Message[]; locale: Locale }) {
  const intl = getIntl(locale);
  return (
    <Stack gap="xs">
      {messages.map((message) => (
        <div
          key={message.id}
          data-testid="ad-message"
          style={{
            alignSelf: message.mine ? "flex-end" : "flex-start",
            maxWidth: "85%",
            padding: "var(--mantine-spacing-xs) var(--mantine-spacing-sm)",
            borderRadius: "var(--mantine-radius-md)",
            background: message.mine ? "var(--mantine-color-teal-light)" : "var(--mantine-color-default-hover)",
          }}
        >
          {message.body === null ? (
            <Text size="sm" dimmed>
              {tr(locale, "ads.messages.hidden")}
            </Text>
          ) : (
            <Text dir="auto" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {message.body}
            </Text>
          )}
          <Group gap="xs" justify="space-between">
            <Text size="xs" dimmed>
              {intl.formatDate(message.createdAt, { dateStyle: "medium", timeStyle: "short" })}
            </Text>
            {!message.mine && !message.reported && message.body !== null && (
              <ReportMessageButton messageId={message.id} />
            )}
          </Group>
        </div>
      ))}
    </Stack>
  );
}

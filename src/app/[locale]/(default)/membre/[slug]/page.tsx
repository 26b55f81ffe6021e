import { Avatar, Container, Group, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { AdGrid } from "~/features/ads/ad-card";
import { PageLinks } from "~/features/ads/page-links";
import { orErrorPage } from "~/features/ads/page-guard";
import { pageLocale, pageTitle } from "~/i18n/page";
import { getIntl, t } from "~/i18n/server";
import { adSearchFromParams } from "~/lib/schemas/ads";
import { db } from "~/server/db";
import { getMember } from "~/server/services/ads/board";
import { searchAds } from "~/server/services/ads/search-ads";

type Params = Promise<{ locale: string; slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const member = await getMember(db, decodeURIComponent((await params).slug)).catch(() => null);
  return { title: member ? `${member.name} | ${pageTitle(locale)}` : pageTitle(locale, "member.title") };
}

/** A member's public page: name, photo, member since, and their published ads only. */
export default async function MemberPage({ params, searchParams }: { params: Params; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const locale = await pageLocale(params);
  const member = await orErrorPage(getMember(db, decodeURIComponent((await params).slug)));
  const { page } = adSearchFromParams(await searchParams);
  const ads = await searchAds(db, { authorId: member.id, page });
  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Group gap="lg" wrap="nowrap">
          <Avatar src={member.imageUrl} name={member.name} color="initials" size={88} radius={88} alt="" />
          <Stack gap={4}>
            <Title order={1} fz="h2">
              {member.name}
            </Title>
            <Text c="dimmed" size="sm">
              {t(locale, "profile.memberSince", { date: getIntl(locale).formatDate(member.memberSince, { dateStyle: "long" }) })}
            </Text>
          </Stack>
        </Group>
        <Stack gap="sm" component="section" aria-labelledby="member-ads">
          <Title order={2} fz="h3" id="member-ads">
            {t(locale, "member.ads")} ({ads.total}
            {ads.more && "+"})
          </Title>
          <AdGrid locale={locale} ads={ads.items} empty={t(locale, "member.noAds")} />
          <PageLinks total={ads.total} pageSize={ads.pageSize} page={ads.page} />
        </Stack>
      </Stack>
    </Container>
  );
}

import type { Metadata } from "next";
import { cache } from "react";
import { AdGrid } from "~/modules/ads/ui/ad-card";
import { orErrorPage } from "~/modules/ads/ui/page-guard";
import { PageNav } from "~/ui/page-nav";
import { Column, Page, Para, Section } from "~/ui/prose";
import { localizedPath } from "~/i18n/config";
import { avatarProps } from "~/ui/avatar";
import { initialsOf } from "~/lib/initials";
import css from "./member.module.css";
import { pageLocale, pageTitle } from "~/i18n/page";
import { getIntl, t } from "~/i18n/server";
import { adSearchFromParams } from "~/modules/ads/schemas";
import { api } from "~/platform/api/server-caller";

type Params = Promise<{ locale: string; slug: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

/** The member of the address and the page of their published ads asked for: one action, read once for the metadata and the page. */
const memberPage = cache(async (slug: string, page: number) =>
  (await api()).ads.member({ slug: decodeURIComponent(slug), page }),
);

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Query;
}): Promise<Metadata> {
  const locale = await pageLocale(params);
  const found = await memberPage((await params).slug, adSearchFromParams(await searchParams).page).catch(() => null);
  return { title: found ? `${found.member.name} | ${pageTitle(locale)}` : pageTitle(locale, "member.title") };
}

/** A member's public page: name, photo, member since, and their published ads only. */
export default async function MemberPage({ params, searchParams }: { params: Params; searchParams: Query }) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const { member, ads } = await orErrorPage(memberPage((await params).slug, adSearchFromParams(query).page));
  return (
    <Page size="xl" padding="xl">
      <Column gap="xl">
        <div className={css.head}>
          <span {...avatarProps(member.name, 5.5)}>
            {/* eslint-disable-next-line @next/next/no-img-element -- the member's stored photo, already sized */}
            {member.imageUrl ? <img src={member.imageUrl} alt="" /> : initialsOf(member.name)}
          </span>
          <Column gap={4}>
            <h1 className={css.name}>{member.name}</h1>
            <Para size="sm" dimmed>
              {t(locale, "profile.memberSince", {
                date: getIntl(locale).formatDate(member.memberSince, { dateStyle: "long" }),
              })}
            </Para>
          </Column>
        </div>
        <Section
          id="member-ads"
          title={
            <>
              {t(locale, "member.ads")} ({ads.total}
              {ads.more && "+"})
            </>
          }
        >
          <AdGrid locale={locale} ads={ads.items} empty={t(locale, "member.noAds")} />
          <PageNav
            locale={locale}
            path={localizedPath(locale, `/membre/${member.slug}`)}
            query={query}
            total={ads.total}
            pageSize={ads.pageSize}
            page={ads.page}
          />
        </Section>
      </Column>
    </Page>
  );
}

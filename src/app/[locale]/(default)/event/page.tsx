import { eventPath, eventWhen } from "~/modules/events/ui/format";
import { Column, Heading, LinkButton, Page, Para, Row, TextLink } from "~/ui/prose";
import { localizedPath, type Locale } from "~/i18n/config";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { algiersParts, monthRange } from "~/modules/events/domain/constants";
import { getActiveSchool } from "~/platform/active-school";
import { api } from "~/platform/api/server-caller";
import { can } from "~/platform/auth/actor";
import { getActor } from "~/platform/auth/session";
import type { EventView } from "~/modules/events/server/get-event";
import classes from "~/modules/events/ui/calendar.module.css";

export const generateMetadata = pageMetadata("events.title");

const MONTH = /^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/;
const lang = (locale: Locale) => (locale === "ar" ? "ar-DZ-u-nu-latn" : locale);

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/**
 * /event: the events a person may see — members of a school: its events for them and its public ones; visitors:
 * the public events — upcoming, past, and a month's calendar (?month=YYYY-MM). Rendered on the server: no
 * JavaScript of its own.
 */
export default async function EventsPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ month?: string }>;
}) {
  const locale = await pageLocale(params);
  const requested = (await searchParams).month;
  const actor = await getActor();
  const school = actor ? await getActiveSchool(actor) : null;
  const list = await (
    await api()
  ).events.visible({
    schoolId: school?.id,
    month: typeof requested === "string" && MONTH.test(requested) ? requested : undefined,
  });
  const tr = (key: Parameters<typeof t>[1], values?: Parameters<typeof t>[2]) => t(locale, key, values);
  const manage = school && can(actor, "article.create", school.id);
  return (
    <Page padding="xl">
      <Column gap="xl">
        <Row spread>
          <Column gap={2}>
            <Heading className={classes.h2size}>{tr("events.title")}</Heading>
            <Para size="sm" dimmed>
              {school ? school.name : tr("events.intro")}
            </Para>
          </Column>
          {manage && (
            <LinkButton href={localizedPath(locale, "/events")} variant="light" size="sm">
              {tr("nav.manageEvents")}
            </LinkButton>
          )}
        </Row>
        <Section
          title={tr("events.upcoming")}
          empty={tr("events.noneUpcoming")}
          events={list.upcoming}
          locale={locale}
          testId="upcoming-events"
          withSchool={!school}
        />
        <MonthCalendar month={list.month} events={list.inMonth} locale={locale} />
        <Section
          title={tr("events.past")}
          empty={tr("events.nonePast")}
          events={list.past}
          locale={locale}
          testId="past-events"
          withSchool={!school}
        />
      </Column>
    </Page>
  );
}

/** `withSchool`: the public events of every school (a visitor's list) name their school. */
function Section({
  title,
  empty,
  events,
  locale,
  testId,
  withSchool,
}: {
  title: string;
  empty: string;
  events: EventView[];
  locale: Locale;
  testId: string;
  withSchool: boolean;
}) {
  return (
    <section className={classes.section} aria-label={title}>
      <h2 className={classes.h3}>{title}</h2>
      {events.length === 0 ? (
        <Para dimmed>{empty}</Para>
      ) : (
        <div className={classes.cards} data-testid={testId}>
          {events.map((event) => (
            <EventCard key={event.slug} event={event} locale={locale} withSchool={withSchool} />
          ))}
        </div>
      )}
    </section>
  );
}

function EventCard({ event, locale, withSchool }: { event: EventView; locale: Locale; withSchool: boolean }) {
  const tr = (key: Parameters<typeof t>[1], values?: Parameters<typeof t>[2]) => t(locale, key, values);
  const cover = event.photos[0];
  return (
    <div className={classes.card} data-testid="event-card">
      {/* eslint-disable-next-line @next/next/no-img-element -- a stored thumbnail, already sized */}
      {cover && <img className={classes.cover} src={cover.thumbUrl} alt="" loading="lazy" />}
      <div className={classes.cardBody}>
        <p>
          <a
            href={localizedPath(locale, eventPath(event.slug))}
            className={`${classes.link} ${classes.strong}`}
            dir="auto"
            data-cancelled={event.cancelledAt ? true : undefined}
          >
            {event.title}
          </a>
        </p>
        <p className={classes.sm}>{eventWhen(tr, locale, event, "medium")}</p>
        {withSchool && <p className={`${classes.sm} ${classes.semibold} ${classes.dimmed}`}>{event.school.name}</p>}
        {event.place && (
          <p className={`${classes.sm} ${classes.dimmed} ${classes.oneLine}`} dir="auto">
            {event.place}
          </p>
        )}
        {event.cancelledAt && <span className={classes.badge}>{tr("events.cancelled")}</span>}
      </div>
    </div>
  );
}

/**
 * The month as a grid of weeks starting on Sunday (Algeria's week); each day lists its events' titles on a wide
 * screen and a count on a phone, where the month's events follow as a list.
 */
function MonthCalendar({ month, events, locale }: { month: string; events: EventView[]; locale: Locale }) {
  const tr = (key: Parameters<typeof t>[1], values?: Parameters<typeof t>[2]) => t(locale, key, values);
  const range = monthRange(month)!;
  const first = algiersParts(range.from).day;
  const firstUtc = new Date(`${first}T00:00:00Z`);
  const daysInMonth = Math.round((range.to.getTime() - range.from.getTime()) / 86_400_000);
  const lead = firstUtc.getUTCDay();
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: daysInMonth }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`),
  ];
  while (cells.length % 7) cells.push(null);
  // the days an event covers within the month (a range spans several cells)
  const byDay = new Map<string, EventView[]>();
  for (const event of events) {
    const start = algiersParts(event.startsAt).day;
    const end = event.endsAt ? algiersParts(event.endsAt).day : start;
    for (const day of cells) if (day && day >= start && day <= end) byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  const weekday = new Intl.DateTimeFormat(lang(locale), { weekday: "short", timeZone: "UTC" });
  const monthName = new Intl.DateTimeFormat(lang(locale), { month: "long", year: "numeric", timeZone: "UTC" }).format(
    firstUtc,
  );
  const dayLabel = new Intl.DateTimeFormat(lang(locale), { day: "numeric", month: "long", timeZone: "UTC" });
  const today = algiersParts(new Date()).day;
  const link = (m: string) => `${localizedPath(locale, "/event")}?month=${m}`;
  return (
    <section className={classes.section} aria-label={tr("events.calendar")} data-testid="event-calendar">
      <div className={classes.nav}>
        <TextLink href={link(shiftMonth(month, -1))} size="sm" testId="prev-month">
          {locale === "ar" ? "→" : "←"} {tr("events.prevMonth")}
        </TextLink>
        <h2 className={classes.h3}>{monthName}</h2>
        <TextLink href={link(shiftMonth(month, 1))} size="sm" testId="next-month">
          {tr("events.nextMonth")} {locale === "ar" ? "←" : "→"}
        </TextLink>
      </div>
      <div className={classes.grid} role="table" aria-label={monthName}>
        <div role="row" className={classes.row}>
          {Array.from({ length: 7 }, (_, i) => (
            <div role="columnheader" key={i} className={classes.head}>
              {weekday.format(new Date(Date.UTC(2026, 10, 1 + i)))}
            </div>
          ))}
        </div>
        {Array.from({ length: cells.length / 7 }, (_, w) => (
          <div role="row" className={classes.row} key={w}>
            {cells.slice(w * 7, w * 7 + 7).map((day, i) => {
              const dayEvents = day ? (byDay.get(day) ?? []) : [];
              return (
                <div
                  role="cell"
                  key={i}
                  className={classes.cell}
                  data-today={day === today || undefined}
                  data-busy={dayEvents.length > 0 || undefined}
                  aria-label={
                    day && dayEvents.length
                      ? tr("events.dayEvents", {
                          day: dayLabel.format(new Date(`${day}T00:00:00Z`)),
                          count: dayEvents.length,
                        })
                      : undefined
                  }
                >
                  {day && <span className={classes.number}>{Number(day.slice(8))}</span>}
                  {dayEvents.length > 0 && (
                    <>
                      <div className={`${classes.titles} ${classes.fromSm}`}>
                        {dayEvents.slice(0, 3).map((e) => (
                          <a
                            key={e.slug}
                            href={localizedPath(locale, eventPath(e.slug))}
                            className={classes.title}
                            dir="auto"
                            data-cancelled={e.cancelledAt ? true : undefined}
                          >
                            {e.title}
                          </a>
                        ))}
                      </div>
                      <div className={`${classes.dots} ${classes.belowSm}`} aria-hidden>
                        {"•".repeat(Math.min(dayEvents.length, 3))}
                      </div>
                    </>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <div className={classes.belowSm}>
        {events.length === 0 ? (
          <Para size="sm" dimmed>
            {tr("events.noneInMonth")}
          </Para>
        ) : (
          <ul className={classes.monthList} data-testid="month-list">
            {events.map((e) => (
              <li key={e.slug}>
                <a
                  href={localizedPath(locale, eventPath(e.slug))}
                  className={`${classes.link} ${classes.sm} ${classes.semibold}`}
                  dir="auto"
                  data-cancelled={e.cancelledAt ? true : undefined}
                >
                  {e.title}
                </a>
                <p className={`${classes.xs} ${classes.dimmed}`}>{eventWhen(tr, locale, e, "medium")}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
      {events.length === 0 && (
        <p className={`${classes.sm} ${classes.dimmed} ${classes.fromSm}`}>{tr("events.noneInMonth")}</p>
      )}
    </section>
  );
}

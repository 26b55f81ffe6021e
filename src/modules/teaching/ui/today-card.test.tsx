import { MantineProvider } from "@mantine/core";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { getToday } from "~/modules/teaching/server/get-today";
import { TodayCard } from "./today-card";

type Today = Awaited<ReturnType<typeof getToday>>;
const maths = { nameFr: "Mathématiques", nameEn: "Mathematics", nameAr: "الرياضيات" };
const session = (
  slotId: string,
  className: string,
  start: number,
  room: string | null,
  teacher = "Taous Enseignante",
) =>
  ({
    slotId,
    start,
    end: start + 60,
    room,
    className,
    groupName: null,
    subject: maths,
    teacher,
    phase: "upcoming",
    cancelled: false,
  }) as Today["today"][number];
const today = {
  date: "2026-11-23",
  status: "open",
  today: [session("a", "4AM1", 480, "12"), session("b", "4AM2", 540, "Salle info"), session("c", "3AM1", 600, null)],
  next: null,
} as unknown as Today;
const render = (element: ReactElement) => renderToStaticMarkup(<MantineProvider>{element}</MantineProvider>);

describe("TodayCard (issue 29)", () => {
  it("gives a teacher's same-subject links names of their own: the subject, the class and the time", () => {
    const html = render(<TodayCard locale="fr" title="Ma journée" today={today} mode="teacher" />);
    const labels = [...html.matchAll(/aria-label="([^"]*Mathématiques[^"]*)"/g)].map((m) => m[1]);
    expect(labels).toHaveLength(3);
    expect(new Set(labels).size).toBe(3);
    expect(labels[0]).toContain("4AM1");
  });

  it("names a numbered room 'Salle 12' and a named one once, each fact isolated for Arabic", () => {
    const fr = render(<TodayCard locale="fr" title="Ma journée" today={today} mode="family" />);
    expect(fr).toContain("Salle 12");
    expect(fr).toContain("<bdi>Salle info</bdi>");
    expect(fr).not.toContain("Salle Salle");
    const ar = render(<TodayCard locale="ar" title="يومي" today={today} mode="family" />);
    expect(ar).toContain("<bdi>Taous Enseignante</bdi> · <bdi>Salle info</bdi>");
    expect(ar).not.toContain("القاعة Salle");
  });
});

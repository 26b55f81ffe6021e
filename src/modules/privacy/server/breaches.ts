import type { z } from "zod";
import type { ZBreach } from "~/modules/privacy/schemas";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { AppError } from "~/platform/errors";

/** The platform's register of personal-data breaches (issue 34), newest discovery first. */
export function listBreaches(db: Db) {
  return db.dataBreach.findMany({
    orderBy: { discoveredAt: "desc" },
    take: 200,
    select: {
      id: true,
      occurredAt: true,
      discoveredAt: true,
      description: true,
      dataConcerned: true,
      peopleCount: true,
      measures: true,
      authorityNotifiedAt: true,
      peopleNotifiedAt: true,
      createdAt: true,
      recordedBy: { select: { name: true } },
    },
  });
}

const day = (v: string) => (v ? new Date(`${v}T00:00:00Z`) : null);

/**
 * Records a breach, or completes one (the day the authority and the people were told). The deadline to tell the
 * authority is not computed: the text of law 25-11 must be read first (docs/privacy.md).
 */
export async function saveBreach(db: Db, actor: Actor, input: z.output<typeof ZBreach>) {
  const data = {
    occurredAt: day(input.occurredAt),
    discoveredAt: day(input.discoveredAt)!,
    description: input.description,
    dataConcerned: input.dataConcerned,
    peopleCount: input.peopleCount,
    measures: input.measures,
    authorityNotifiedAt: day(input.authorityNotifiedAt),
    peopleNotifiedAt: day(input.peopleNotifiedAt),
  };
  if (!input.breachId)
    return db.dataBreach.create({ data: { ...data, recordedById: actor.userId }, select: { id: true } });
  const { count } = await db.dataBreach.updateMany({ where: { id: input.breachId }, data });
  if (count === 0) throw new AppError("NOT_FOUND", "errors.notFound");
  return { id: input.breachId };
}

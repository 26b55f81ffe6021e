import { Container } from "@mantine/core";
import { forbidden, notFound, redirect } from "next/navigation";
import { ClassScreen } from "~/features/school/class-screen";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageTitle } from "~/i18n/page";
import { getActor } from "~/server/auth/session";
import { db } from "~/server/db";
import { AppError } from "~/server/errors";
import { getClassBySlug } from "~/server/services/school/classes";
import { TrpcReactProvider } from "~/trpc/react";

type Params = Promise<{ locale: string; slug: string }>;

async function load(params: Params) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const actor = await getActor();
  if (!actor) redirect(`${localizedPath(locale, "/login")}?next=${encodeURIComponent(localizedPath(locale, `/class/${slug}`))}`);
  try {
    return { locale, data: await getClassBySlug(db, actor, slug) };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    if (error instanceof AppError && error.code === "FORBIDDEN") forbidden();
    throw error;
  }
}

export async function generateMetadata({ params }: { params: Params }) {
  const { locale, data } = await load(params);
  return { title: `${data.name} | ${pageTitle(locale)}` };
}

/** /class/{slug}: students, subjects and teachers of one class (its school's staff, its students, their parents). */
export default async function ClassPage({ params }: { params: Params }) {
  const { data } = await load(params);
  return (
    <TrpcReactProvider>
      <Container size="lg" py="xl">
        <ClassScreen slug={data.slug} initialData={data} />
      </Container>
    </TrpcReactProvider>
  );
}

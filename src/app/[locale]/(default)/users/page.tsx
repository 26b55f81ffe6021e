import { Container } from "@mantine/core";
import { TRPCError } from "@trpc/server";
import { forbidden, redirect } from "next/navigation";
import { pageRead } from "~/modules/school/ui/school-page";
import { listParams } from "~/ui/list-params";
import { UsersScreen } from "~/modules/users/ui/users-screen";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { formatPhoneNational } from "~/lib/phone";
import { api } from "~/platform/api/server-caller";
import { can } from "~/platform/auth/actor";
import { canOpenUsers } from "~/platform/auth/rules";
import { getActor } from "~/platform/auth/session";

export const generateMetadata = pageMetadata("users.title");

type Account = { email: string | null; phone: string | null; username: string | null };

/** An account's contacts as shown (the phone in its national form, formatted here so the browser needs no phone library). */
function withContacts<T extends Account>({ email, phone, username, ...rest }: T) {
  return { ...rest, contacts: [email, phone && formatPhoneNational(phone), username].filter((c): c is string => !!c) };
}

/** The account of ?user=, or null when the address names none the actor manages (then no drawer opens). */
async function openedUser(id: string | undefined) {
  if (!id || !/^[A-Za-z0-9_-]{1,40}$/.test(id)) return null;
  try {
    return await (await api()).users.get({ id });
  } catch (error) {
    if (error instanceof TRPCError && error.code !== "INTERNAL_SERVER_ERROR") return null;
    throw error;
  }
}

/**
 * /users?q=…&page=…&user=…: accounts, their roles, suspension, rendered on the server. Open to holders of
 * `user.edit` platform-wide (every account) or within schools (that school's accounts); suspending needs
 * `user.suspend` platform-wide.
 */
export default async function UsersPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await pageLocale(params);
  const actor = await getActor();
  if (!actor)
    redirect(`${localizedPath(locale, "/login")}?next=${encodeURIComponent(localizedPath(locale, "/users"))}`);
  if (!can(actor, "user.edit") || !canOpenUsers(actor)) forbidden();
  const { q, page, one } = listParams(await searchParams);
  const caller = await api();
  const [list, user] = await pageRead(
    Promise.all([
      caller.users.list({ search: q?.slice(0, 100), page: Math.min(page, 10_000) }),
      openedUser(one("user")),
    ]),
  );
  const options = user ? await pageRead(caller.users.grantOptions()) : null;
  return (
    <Container size="lg" py="xl">
      <UsersScreen
        list={{ total: list.total, rows: list.rows.map(withContacts) }}
        user={user && withContacts(user)}
        options={options}
      />
    </Container>
  );
}

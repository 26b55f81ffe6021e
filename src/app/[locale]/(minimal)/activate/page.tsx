import { EmailLinkPage } from "~/modules/account/ui/email-link";
import { pageLocale, pageMetadata } from "~/i18n/page";

export const generateMetadata = pageMetadata("auth.activate.title");

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string }>;
}) {
  await pageLocale(params);
  const { token } = await searchParams;
  return <EmailLinkPage kind="activate" token={token ?? ""} />;
}

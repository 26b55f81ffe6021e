import { EmailLinkPage } from "~/features/auth/email-link";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { TrpcReactProvider } from "~/trpc/react";

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
  return (
    <TrpcReactProvider>
      <EmailLinkPage kind="activate" token={token ?? ""} />
    </TrpcReactProvider>
  );
}

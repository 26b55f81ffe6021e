import { ResetPasswordForm } from "~/modules/account/ui/password-forms";
import { pageLocale, pageMetadata } from "~/i18n/page";

export const generateMetadata = pageMetadata("auth.reset.title");

export default async function ResetPasswordPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string }>;
}) {
  await pageLocale(params);
  const { token } = await searchParams;
  return <ResetPasswordForm token={token ?? ""} />;
}

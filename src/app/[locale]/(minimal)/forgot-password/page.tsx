import { ForgotPasswordForm } from "~/modules/account/ui/password-forms";
import { pageLocale, pageMetadata } from "~/i18n/page";

export const generateMetadata = pageMetadata("auth.forgot.title");

export default async function ForgotPasswordPage({ params }: { params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  return <ForgotPasswordForm />;
}

import { LoginForm } from "~/modules/account/ui/login-form";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { socialProviders } from "~/platform/auth/options";

export const generateMetadata = pageMetadata("auth.login.title");

export default async function LoginPage({ params }: { params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  return <LoginForm social={socialProviders()} />;
}

import { LoginForm } from "~/features/auth/login-form";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { socialProviders } from "~/server/auth/options";

export const generateMetadata = pageMetadata("auth.login.title");

export default async function LoginPage({ params }: { params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  return <LoginForm social={socialProviders()} />;
}

import { SignupForm } from "~/modules/account/ui/signup-form";
import { pageLocale, pageMetadata } from "~/i18n/page";

export const generateMetadata = pageMetadata("auth.signup.title");

export default async function SignupPage({ params }: { params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  return <SignupForm />;
}

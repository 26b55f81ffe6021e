import { ErrorScreen } from "~/ui/errors/error-screen";

export default function NotFound() {
  return <ErrorScreen status={404} />;
}

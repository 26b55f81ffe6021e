import { ErrorScreen } from "~/ui/errors/error-screen";

export default function Forbidden() {
  return <ErrorScreen status={403} />;
}

import { ErrorScreen } from "~/features/errors/error-screen";

export default function Forbidden() {
  return <ErrorScreen status={403} />;
}

import { notFound } from "next/navigation";

/** Any path no route claims: the localized 404 screen. */
export default function UnknownPage() {
  notFound();
}

import {
  createTRPCClient,
  httpBatchLink,
  httpLink,
  isNonJsonSerializable,
  splitLink,
  type TRPCClient,
} from "@trpc/client";
import superjson from "superjson";
import type { Locale } from "~/i18n/config";
import type { AppRouter } from "~/modules/root";

export type WaslaTrpcClient = TRPCClient<AppRouter>;

/** The tRPC client of the browser: the server answers in the page's language (error messages, names). */
export function createClient(locale: Locale): WaslaTrpcClient {
  const common = { url: "/api/trpc", transformer: superjson, headers: () => ({ "x-wasla-locale": locale }) };
  return createTRPCClient<AppRouter>({
    links: [
      // FormData (file uploads) cannot be batched as JSON
      splitLink({
        condition: (op) => isNonJsonSerializable(op.input),
        true: httpLink(common),
        false: httpBatchLink(common),
      }),
    ],
  });
}

const browserClients = new Map<Locale, WaslaTrpcClient>();

/** One client per browser tab (and language), shared by every provider and lazy caller on the page. */
export function browserClient(locale: Locale): WaslaTrpcClient {
  let client = browserClients.get(locale);
  if (!client) {
    client = createClient(locale);
    browserClients.set(locale, client);
  }
  return client;
}

import type { Checkout, ChargilyClient, CreateCheckoutParams } from "@chargily/chargily-pay";
import { AppError } from "~/platform/errors";

/**
 * Chargily Pay V2 behind an interface: the real client (@chargily/chargily-pay 2.1) in production, a recording fake
 * in tests (Chargily is beyond this machine's network). One gateway per school: each school has its own keys.
 */
export interface ChargilyGateway {
  createCheckout(params: CreateCheckoutParams): Promise<Pick<Checkout, "id" | "status"> & { checkout_url: string }>;
  getCheckout(id: string): Promise<Pick<Checkout, "id" | "status" | "amount" | "metadata">>;
}

export type ChargilyMode = "test" | "live";

type Factory = (secretKey: string, mode: ChargilyMode) => ChargilyGateway;

const realFactory: Factory = (secretKey, mode) => {
  let client: Promise<ChargilyClient> | null = null;
  const open = () =>
    (client ??= import("@chargily/chargily-pay").then(
      ({ ChargilyClient }) => new ChargilyClient({ api_key: secretKey, mode }),
    ));
  return {
    async createCheckout(params) {
      const checkout = await (await open()).createCheckout(params);
      return {
        id: checkout.id,
        status: checkout.status,
        checkout_url: (checkout as Checkout & { checkout_url: string }).checkout_url,
      };
    },
    async getCheckout(id) {
      return (await open()).getCheckout(id);
    },
  };
};

const globalForChargily = globalThis as unknown as { __waslaChargily?: Factory | null };

/** Tests set a fake (null: back to the real client). */
export function setChargilyFactory(factory: Factory | null): void {
  globalForChargily.__waslaChargily = factory;
}

/** How long a parent waits for Chargily before being told to try again (the client library sets no limit). */
let timeoutMs = 15_000;

/** Tests shorten the wait (null: back to 15 s). */
export function setChargilyTimeout(ms: number | null): void {
  timeoutMs = ms ?? 15_000;
}

/**
 * What a failed call to Chargily means for the person waiting: unreachable or too slow is temporary (503, try again;
 * the webhook's 503 makes Chargily deliver it again), an error answer is Chargily's (502). The client library
 * reports both as a plain Error whose text carries the HTTP status ("API request failed with status 422: …").
 */
export function gatewayError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const status = /status (\d{3})/.exec(String((error as Error | undefined)?.message ?? error))?.[1];
  const cause = error instanceof Error ? error : undefined;
  if (!status || Number(status) === 429 || Number(status) >= 503)
    return new AppError("SERVICE_UNAVAILABLE", "payments.error.gatewayUnavailable", undefined, cause);
  return new AppError("BAD_GATEWAY", "payments.error.gatewayRefused", undefined, cause);
}

/** Every call to Chargily, whichever client answers it: bounded in time, its failures in our terms (never a 500). */
async function guarded<T>(call: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Chargily did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([call(), late]);
  } catch (error) {
    throw gatewayError(error);
  } finally {
    clearTimeout(timer);
  }
}

export function chargilyGateway(secretKey: string, mode: ChargilyMode): ChargilyGateway {
  const gateway = (globalForChargily.__waslaChargily ?? realFactory)(secretKey, mode);
  return {
    createCheckout: (params) => guarded(() => gateway.createCheckout(params)),
    getCheckout: (id) => guarded(() => gateway.getCheckout(id)),
  };
}

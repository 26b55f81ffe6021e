import type { Checkout, ChargilyClient, CreateCheckoutParams } from "@chargily/chargily-pay";

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
  const open = () => (client ??= import("@chargily/chargily-pay").then(({ ChargilyClient }) => new ChargilyClient({ api_key: secretKey, mode })));
  return {
    async createCheckout(params) {
      const checkout = await (await open()).createCheckout(params);
      return { id: checkout.id, status: checkout.status, checkout_url: (checkout as Checkout & { checkout_url: string }).checkout_url };
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

export function chargilyGateway(secretKey: string, mode: ChargilyMode): ChargilyGateway {
  return (globalForChargily.__waslaChargily ?? realFactory)(secretKey, mode);
}

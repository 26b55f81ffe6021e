import { hash, verify } from "@node-rs/argon2";

// argon2id with OWASP's second recommended profile (19 MiB, t=2, p=1): ~30 ms here, gentle on a 2-core server.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Same work for unknown users, so timing does not reveal which accounts exist.
    await hash(password, OPTIONS);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

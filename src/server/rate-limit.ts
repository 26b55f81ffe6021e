import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "~/env";

/**
 * Fixed-window limiters. With REDIS_URL the counters are shared by every server instance; without it they live in
 * this process (fine for the embedded single-process setup).
 */
let redis: Redis | undefined;
function limiter(keyPrefix: string, points: number, durationSeconds: number): RateLimiterAbstract {
  if (env.REDIS_URL) {
    redis ??= new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    return new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `wasla:${keyPrefix}`,
      points,
      duration: durationSeconds,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds }),
    });
  }
  return new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
}

export const limits = {
  /** Login attempts from one IP address: 30 per 15 minutes. */
  loginByIp: limiter("login-ip", env.LOGIN_LIMIT_PER_IP, 15 * 60),
  /** Login attempts on one identifier from one IP address: 8 per 15 minutes (a stranger locks only themself out). */
  loginByIdentifierAndIp: limiter("login-id-ip", 8, 15 * 60),
  /** Login attempts on one identifier from anywhere: 50 per hour (slows a guesser spread over many addresses). */
  loginByIdentifier: limiter("login-id", 50, 60 * 60),
  /** Password reset e-mails: 5 per hour per IP. */
  resetByIp: limiter("reset-ip", 5, 60 * 60),
  /** Sign-ups: 10 per hour per IP. */
  signupByIp: limiter("signup-ip", 10, 60 * 60),
  /** Mails about one address (sign-up, account linking): 3 per hour, so nobody can flood a mailbox. */
  mailByAddress: limiter("mail-address", 3, 60 * 60),
  /** Invitations a school sends to accounts it does not manage (and contact pairs it is asked about): 50 per hour. */
  invitationsBySchool: limiter("invite-school", 50, 60 * 60),
  /** Ads posted by visitors, per IP address: 5 per hour. */
  adPostByIp: limiter("ad-post-ip", 5, 60 * 60),
  /** Ads posted by one member: 20 per day. */
  adPostByUser: limiter("ad-post-user", 20, 24 * 60 * 60),
  /** Comments by one member: 30 per 10 minutes. */
  commentByUser: limiter("comment-user", 30, 10 * 60),
  /** Reports by one member: 30 per hour. */
  reportByUser: limiter("report-user", 30, 60 * 60),
};

/** Consumes one point; false when the limit is reached. */
export async function consume(l: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await l.consume(key);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}

export async function reset(l: RateLimiterAbstract, key: string) {
  await l.delete(key).catch(() => {});
}

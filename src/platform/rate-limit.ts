import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "~/env";
import { sharedRedis } from "./redis";

/**
 * Fixed-window limiters, all made here by one factory. With REDIS_URL the counters are shared by every server
 * instance (an in-process limiter stands in while Redis is unreachable); without it they live in this process
 * (fine for the embedded single-process setup). A limiter made anywhere else would count per instance: there is
 * no other way to make one.
 */
export interface LimitsOptions {
  /** the Redis the counters are kept in; none: this process's memory */
  redis?: Redis;
  /** before every key (tests give each instance's counters their own space in one Redis) */
  prefix?: string;
  loginFailuresPerIp?: number;
  signupsPerIp?: number;
}

export function createLimits({
  redis,
  prefix = "wasla",
  loginFailuresPerIp = 30,
  signupsPerIp = 10,
}: LimitsOptions = {}) {
  const limiter = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `${prefix}:${keyPrefix}`,
          points,
          duration,
          insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
        })
      : new RateLimiterMemory({ keyPrefix: `${prefix}:${keyPrefix}`, points, duration });
  return {
    /**
     * Failed logins from one IP address: 30 per 15 minutes. Only failures count, charged after the password check,
     * and past the limit only failures are refused: a school's Wi-Fi or a mobile operator's NAT puts hundreds of
     * people behind one address, and a right password there always signs in (issue 47).
     */
    loginByIp: limiter("login-ip", loginFailuresPerIp, 15 * 60),
    /** Failed logins on one identifier from one IP address: 8 per 15 minutes (a stranger locks only themself out). */
    loginByIdentifierAndIp: limiter("login-id-ip", 8, 15 * 60),
    /** Failed logins on one identifier from anywhere: 50 per hour (slows a guesser spread over many addresses). */
    loginByIdentifier: limiter("login-id", 50, 60 * 60),
    /** Password reset requests: 5 per hour per IP. */
    resetByIp: limiter("reset-ip", 5, 60 * 60),
    /** Sign-ups: 10 per hour per IP (SIGNUP_LIMIT_PER_IP). */
    signupByIp: limiter("signup-ip", signupsPerIp, 60 * 60),
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
    /** Attempts to link a child by matricule and birth date, or to use a family code, by one person: 10 per hour (a birth date is guessable). */
    familyLinkByUser: limiter("family-link-user", 10, 60 * 60),
    /** Attempts to link a child by matricule and birth date from one client address, whoever asks: 30 per hour. */
    familyLinkByIp: limiter("family-link-ip", 30, 60 * 60),
    /** Attempts naming one matricule of one school, from any account or address: 5 per day (a pupil's birth date is one of a few thousand). */
    familyLinkByChild: limiter("family-link-child", 5, 24 * 60 * 60),
    /**
     * Codes /verify did not know, from one IP address: 30 per 15 minutes, then every code is refused until the window
     * ends (a guesser stops; a school's Wi-Fi scanning real papers never counts, as a known code costs nothing).
     */
    verifyFailuresByIp: limiter("verify-ip", 30, 15 * 60),
  };
}

export type Limits = ReturnType<typeof createLimits>;
export type { RateLimiterAbstract as Limiter };

export const limits: Limits = createLimits({
  redis: sharedRedis() ?? undefined,
  loginFailuresPerIp: env.LOGIN_LIMIT_PER_IP,
  signupsPerIp: env.SIGNUP_LIMIT_PER_IP,
});

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

/**
 * Gives back a point consumed by an attempt that turned out not to count (a successful login, a known code). Limits
 * are charged first and refunded, never read first and charged after: reads sent at one instant would all pass.
 */
export async function refund(l: RateLimiterAbstract, key: string) {
  await l.reward(key, 1).catch(() => {});
}

export async function reset(l: RateLimiterAbstract, key: string) {
  await l.delete(key).catch(() => {});
}

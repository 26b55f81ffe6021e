import { expect } from "vitest";
import {
  db,
  newEmailLinkToken,
  pngForm,
  resetToken,
  unique,
  everyone,
  signedIn,
  type Rule,
} from "~/test/matrix-vocabulary";

/** Who may call each of the account module's actions (the authorization matrix's rows: src/test/authorization-matrix.ts). */
export const accountRows: Record<string, Rule> = {
  // ── auth: open to all ──
  "auth.signUp": {
    input: () => ({
      name: "Nouveau Membre",
      email: `inscription-${unique()}@matrice.dz`,
      password: "motdepasse1",
      confirmPassword: "motdepasse1",
    }),
    allow: everyone,
  },
  "auth.requestPasswordReset": { input: () => ({ email: "member@wasla.dz" }), allow: everyone },
  "auth.resetPassword": {
    input: async () => {
      const user = await db.user.create({
        data: { name: "Oubli", slug: `oubli-${unique()}`, email: `oubli-${unique()}@matrice.dz` },
      });
      return { token: await resetToken(user.id), password: "nouveaumotdepasse", confirmPassword: "nouveaumotdepasse" };
    },
    allow: everyone,
  },

  // the mailed links: the token is the right, whoever follows it
  "auth.activateAccount": {
    input: async () => {
      const { token, tokenHash, expiresAt } = newEmailLinkToken();
      const email = `active-${unique()}@matrice.dz`;
      await db.signupRequest.create({
        data: { email, name: "Nouvelle Inscrite", passwordHash: "x", tokenHash, expiresAt },
      });
      return { token };
    },
    allow: everyone,
  },
  "auth.confirmOAuthLink": {
    input: async ({ w }) => {
      const { token, tokenHash, expiresAt } = newEmailLinkToken();
      await db.oAuthLinkRequest.create({
        data: { userId: w.users.MEMBER, provider: "google", providerAccountId: `g-${unique()}`, tokenHash, expiresAt },
      });
      return { token };
    },
    allow: everyone,
  },

  "auth.confirmEmailChange": {
    input: async () => {
      const { token, tokenHash, expiresAt } = newEmailLinkToken();
      const user = await db.user.create({ data: { name: "Nouvelle Adresse", slug: `adresse-${unique()}` } });
      await db.emailChangeRequest.create({
        data: { userId: user.id, email: `nouvelle-${unique()}@matrice.dz`, tokenHash, expiresAt },
      });
      return { token };
    },
    allow: everyone,
  },

  // ── one's own account ──
  "account.me": { allow: signedIn },
  // the frame around every page: one's own name, unread count and schools' notices, nobody else's
  "account.frame": {
    allow: signedIn,
    check: async (result, call) => {
      const frame = result as { unread: number; notices: { id: string }[] };
      expect(frame.unread).toBe(await db.notification.count({ where: { userId: call.me!, readAt: null } }));
      if (call.who !== "SUPER_ADMIN") expect(frame.notices.map((n) => n.id)).not.toContain(call.w.B.id);
    },
  },
  "account.updateProfile": {
    twin: true,
    input: async ({ w, me }) => {
      const user = await db.user.findUniqueOrThrow({ where: { id: me ?? w.users.MEMBER } });
      return { name: "Nom Modifié", email: user.email ?? "", phone: "", locale: "ar" };
    },
    allow: signedIn,
  },
  "account.setNotifyChannel": { input: () => ({ channel: "PUSH" }), allow: signedIn },
  "account.setBriefWhenCalm": { input: () => ({ whenCalm: true }), allow: signedIn },
  "account.setRefusesInvitations": { twin: true, input: () => ({ refuses: false }), allow: signedIn },
  "account.changePassword": {
    twin: true,
    input: () => ({
      currentPassword: "wasla-demo-2026",
      password: "un-autre-mot-2026",
      confirmPassword: "un-autre-mot-2026",
    }),
    allow: signedIn,
  },
  "account.setPhoto": { twin: true, input: () => pngForm(), allow: signedIn },
  "account.removePhoto": { twin: true, allow: signedIn },
};

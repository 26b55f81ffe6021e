// next-auth's client (with its runtime helpers, ~9 kB) arrives while the visitor fills the form, not with the
// login and sign-up pages: `await signIn(…)` as before, and `prefetchSignIn()` when a field takes the focus
import type { signIn as SignIn } from "next-auth/react";

const loadSignIn = () => import("next-auth/react").then((m) => m.signIn);

export const prefetchSignIn = () => void loadSignIn();

export const signIn = async (...args: Parameters<typeof SignIn>) => (await loadSignIn())(...args);

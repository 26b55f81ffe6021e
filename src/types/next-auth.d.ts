import "next-auth";

declare module "next-auth" {
  interface Account {
    waslaUserId?: string;
    waslaSessionVersion?: number;
  }
  interface Session {
    sv: number;
    user: { id: string; name?: string | null; email?: string | null; image?: string | null };
  }
}

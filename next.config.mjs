import { execSync } from "node:child_process";

/** A build id that changes with every deployment, so open tabs can notice a new version (see NewVersionWatcher). */
function buildId() {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  try {
    return execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] }).toString().trim() + "-" + Date.now().toString(36);
  } catch {
    return Date.now().toString(36);
  }
}

const id = buildId();

/** @type {import('next').NextConfig} */
const nextConfig = {
  generateBuildId: () => id,
  env: { NEXT_PUBLIC_BUILD_ID: id },
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2", "pg"],
  experimental: {
    authInterrupts: true,
    optimizePackageImports: ["@mantine/core", "@mantine/hooks"],
  },
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true },
  images: { unoptimized: true },
};

export default nextConfig;

import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: [".next/**", "node_modules/**", "src/server/db/generated/**", "tools/**", ".data/**", "test-results/**", "next-env.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "@next/next": nextPlugin, "react-hooks": reactHooks },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "~/server/db/generated/client", importNames: ["PrismaClient"], message: "Use ~/server/db." },
            // every limiter comes from createLimits, so none escapes Redis when it is set (issue 27)
            { name: "rate-limiter-flexible", message: "Add the limit to createLimits in ~/server/rate-limit: a limiter built elsewhere would not be shared through Redis." },
          ],
        },
      ],
    },
  },
  {
    // the one place limiters are made
    files: ["src/server/rate-limit.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [{ name: "~/server/db/generated/client", importNames: ["PrismaClient"], message: "Use ~/server/db." }] }] },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { globals: { module: "writable", require: "readonly" } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // the service worker: a plain script run by the browser
    files: ["public/sw.js"],
    languageOptions: {
      sourceType: "script",
      globals: { self: "readonly", caches: "readonly", fetch: "readonly", URL: "readonly", Request: "readonly", Response: "readonly" },
    },
  },
  {
    files: ["scripts/**/*.mjs", "*.mjs", "prisma/**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
);

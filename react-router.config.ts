import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel builds (CI shards, helpers) avoid clobbering each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;

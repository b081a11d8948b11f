import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const root = import.meta.dirname;

export const aliases = {
  "~": path.join(root, "app"),
  "@content": path.join(root, "content"),
  "@lib": path.join(root, "lib"),
  "@server": path.join(root, "server"),
  "@db": path.join(root, "db"),
};

const frameworkModule =
  /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: aliases },
  build: {
    sourcemap: false,
    rollupOptions: {
      output: {
        // Fewer, larger chunks (ADR 0028): on a slow connection every request costs a round trip
        // and its headers. The framework is on every page anyway; the icons are 7 KB together,
        // less than the ten requests a page made for its own.
        manualChunks(id) {
          if (id.includes("/node_modules/lucide-react/")) return "icons";
          if (frameworkModule.test(id)) return "framework";
          return undefined;
        },
      },
    },
  },
});

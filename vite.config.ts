import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const root = import.meta.dirname;

export const aliases = {
  "~": path.join(root, "app"),
  "@content": path.join(root, "content"),
  "@lib": path.join(root, "lib"),
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: aliases },
  build: {
    sourcemap: false,
    rollupOptions: {
      output: {
        // One chunk for every icon (ADR 0028): 7 KB together, less than the round trips and
        // headers of the ten one-icon files a page loaded. React DOM stays in its own chunk, run
        // in a later task than the page's modules.
        manualChunks(id) {
          return id.includes("/node_modules/lucide-react/") ? "icons" : undefined;
        },
      },
    },
  },
});

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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: aliases },
  build: { sourcemap: false },
});

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Tailwind must run before React Router's plugin so route CSS is already compiled.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    // In development the API runs separately; proxy it so cookies stay same-origin.
    // Only below /api/: /api itself (and /api.data) is the web app's API reference page.
    proxy: { "^/api/.+": "http://localhost:3000" },
  },
});

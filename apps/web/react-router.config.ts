import type { Config } from "@react-router/dev/config";

/**
 * A static client app: the signed-in area runs in the browser only (`ssr: false`),
 * while the public and auth pages are prerendered to HTML so they load instantly
 * and can be indexed. Everything else is served `__spa-fallback.html` by the server.
 */
export default {
  ssr: false,
  // "/404" becomes 404/index.html, which the server sends (status 404) for unknown addresses.
  prerender: ["/", "/login", "/register", "/forgot-password", "/reset-password", "/404"],
} satisfies Config;

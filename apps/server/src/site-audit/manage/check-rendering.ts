import type { CrawlSettingsPatch } from "@ranklens/shared";
import type { RenderingSetup } from "../../env";
import { AppError } from "../../errors";

/**
 * Refuses to turn JavaScript rendering on where this server cannot render (no Chromium): said on
 * the field when the site is saved, never found out as raw figures after a crawl. A site that had
 * it on before the server lost Chromium keeps the setting; its next crawl fails with the reason.
 */
export function checkRenderingAvailable(
  patch: CrawlSettingsPatch | undefined,
  rendering: RenderingSetup,
): void {
  if (!patch?.renderJavaScript || rendering.available) return;
  throw new AppError("INVALID_REQUEST", rendering.reason, {
    details: { field: "settings.renderJavaScript" },
  });
}

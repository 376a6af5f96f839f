import { type CrawlSettings, CrawlSettingsSchema } from "@ranklens/shared";
import { APP_VERSION } from "../../version";

/** A crawl's settings as stored (JSON text), read back through the one schema that wrote them. */
export function parseCrawlSettings(json: string): CrawlSettings {
  return CrawlSettingsSchema.parse(JSON.parse(json));
}

/**
 * The user agent a crawl sends: the site's own, else `RankLens/<version> (+<public URL>/bot)`, so a
 * site owner who sees us in their logs finds the page that says what the bot is and how to stop it.
 */
export function crawlUserAgent(settings: Pick<CrawlSettings, "userAgent">, publicUrl: string): string {
  return settings.userAgent ?? `RankLens/${APP_VERSION} (+${publicUrl.replace(/\/+$/, "")}/bot)`;
}

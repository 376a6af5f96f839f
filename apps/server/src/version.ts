/** The server's version: shown by /system and the OpenAPI document, and in the crawler's user agent. */
export const APP_VERSION = "0.1.0";

/**
 * Pieces of web addresses that reach the text when a page prints a URL or a domain
 * ("example.com", "https://…"): never a topic, whatever the page's language.
 */
export const STOP_WORDS_WEB = `www com org net https html htm php asp aspx jsp amp utm`;

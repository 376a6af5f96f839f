import type { KeywordMarket } from "@ranklens/shared";

/** How SerpApi names a market: Google's country (`gl`), its domain and a canonical location. */
export interface SerpApiMarket {
  gl: string;
  googleDomain: string;
  /** SerpApi's canonical location name (serpapi.com/locations-api): the country itself. */
  location: string;
}

/**
 * The markets of `KEYWORD_MARKETS` (DataForSEO's location codes, which `RankQuery` carries) as
 * SerpApi takes them. Google's `gl` for the United Kingdom is "uk".
 */
export const SERPAPI_MARKETS: Record<KeywordMarket, SerpApiMarket> = {
  2840: { gl: "us", googleDomain: "google.com", location: "United States" },
  2826: { gl: "uk", googleDomain: "google.co.uk", location: "United Kingdom" },
  2124: { gl: "ca", googleDomain: "google.ca", location: "Canada" },
  2036: { gl: "au", googleDomain: "google.com.au", location: "Australia" },
  2276: { gl: "de", googleDomain: "google.de", location: "Germany" },
  2250: { gl: "fr", googleDomain: "google.fr", location: "France" },
  2724: { gl: "es", googleDomain: "google.es", location: "Spain" },
  2380: { gl: "it", googleDomain: "google.it", location: "Italy" },
  2528: { gl: "nl", googleDomain: "google.nl", location: "Netherlands" },
  2076: { gl: "br", googleDomain: "google.com.br", location: "Brazil" },
  2356: { gl: "in", googleDomain: "google.co.in", location: "India" },
};

export function serpApiMarket(locationCode: number): SerpApiMarket | null {
  return SERPAPI_MARKETS[locationCode as KeywordMarket] ?? null;
}

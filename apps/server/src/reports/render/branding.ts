import { DEFAULT_REPORT_ACCENT } from "@ranklens/shared";

/**
 * The branding every output may print (HTML, PDF), checked again although it was validated when
 * stored: the files leave our server (downloads, share links, e-mail), so a bad row must cost the
 * report its logo or colour, never become markup or break a render.
 */

const LOGO = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;
const HEX = /^#[0-9a-fA-F]{6}$/;

/** The logo's data: URL when it is a base64 PNG or JPEG; anything else (an http URL, SVG) is dropped. */
export function safeLogo(logo: string | null): string | null {
  return logo !== null && LOGO.test(logo) ? logo : null;
}

/** The logo's bytes and file extension (Typst picks the decoder by it); null when absent or not a PNG/JPEG data: URL. */
export function logoFile(logo: string | null): { bytes: Buffer; extension: "png" | "jpg" } | null {
  const match = logo === null ? null : LOGO.exec(logo);
  if (!match) return null;
  return { bytes: Buffer.from(match[2]!, "base64"), extension: match[1] === "png" ? "png" : "jpg" };
}

/** The accent colour when it is #rrggbb; the default otherwise. */
export function safeAccent(accent: string): string {
  return HEX.test(accent) ? accent.toLowerCase() : DEFAULT_REPORT_ACCENT;
}

/**
 * The headings' colour: the accent, unless it is too light to read on white (WCAG's 3:1 for
 * large text), as a pale brand yellow would be; then the body's ink, and the accent stays on the
 * bars and rules.
 */
export function headingColour(accent: string): string {
  return contrastWithWhite(accent) >= 3 ? accent : "#0f172a";
}

function contrastWithWhite(hex: string): number {
  const channel = (offset: number) => {
    const c = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

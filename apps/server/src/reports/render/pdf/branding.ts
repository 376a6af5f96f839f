import { DEFAULT_REPORT_ACCENT } from "@ranklens/shared";

/**
 * The branding the PDF prints, checked again although it was validated when stored: a bad row
 * must cost the report its logo or colour, not the whole PDF. (The HTML renderer applies the same
 * rules; one shared module for both would be better once both have landed.)
 */

const LOGO = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;
const HEX = /^#[0-9a-fA-F]{6}$/;

/** The logo's bytes and file extension (Typst picks the decoder by it); null when absent or not a PNG/JPEG data: URL. */
export function logoFile(logo: string | null): { bytes: Buffer; extension: "png" | "jpg" } | null {
  const match = logo === null ? null : LOGO.exec(logo);
  if (!match) return null;
  return { bytes: Buffer.from(match[2]!, "base64"), extension: match[1] === "png" ? "png" : "jpg" };
}

/** The accent for rules and card tints, and the headings' colour: the accent unless too light to read. */
export function accentColours(accent: string): { accent: string; headingColour: string } {
  const safe = HEX.test(accent) ? accent.toLowerCase() : DEFAULT_REPORT_ACCENT;
  // WCAG's 3:1 for large text on white: a pale brand yellow stays on the rules, not the headings.
  return { accent: safe, headingColour: contrastWithWhite(safe) >= 3 ? safe : "#0f172a" };
}

function contrastWithWhite(hex: string): number {
  const channel = (offset: number) => {
    const c = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

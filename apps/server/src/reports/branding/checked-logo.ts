import { REPORT_LIMITS } from "@ranklens/shared";
import { imageSize } from "image-size";
import { AppError } from "../../errors";

const DATA_URL = /^data:(image\/png|image\/jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;
/** Larger logos are scaled down in every output anyway; a bigger one only costs memory in each render. */
const MAX_SIDE = 2_000;

const refuse = (message: string) => new AppError("INVALID_REQUEST", message, { details: { field: "logo" } });

/**
 * A logo as reports embed it: a base64 data: URL whose bytes really are a PNG or JPEG of the type
 * it claims (image-size reads the header), at most REPORT_LIMITS.logoBytes and MAX_SIDE pixels a
 * side. SVG is refused: it can carry scripts and external references into the HTML report.
 * Returns the URL rebuilt from the decoded bytes, so nothing but the image is stored.
 */
export function checkedLogo(dataUrl: string): string {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw refuse("The logo must be a PNG or JPEG image");
  const [, declared, base64] = match as unknown as [string, string, string];
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length > REPORT_LIMITS.logoBytes) throw refuse("The logo is at most 200 kB");
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw refuse("The logo must be a PNG or JPEG image");
  }
  const actual = size.type === "png" ? "image/png" : size.type === "jpg" ? "image/jpeg" : null;
  if (actual !== declared) throw refuse("The logo must be a PNG or JPEG image");
  if (!size.width || !size.height || size.width > MAX_SIDE || size.height > MAX_SIDE)
    throw refuse(`The logo is at most ${MAX_SIDE} × ${MAX_SIDE} pixels`);
  return `data:${actual};base64,${bytes.toString("base64")}`;
}

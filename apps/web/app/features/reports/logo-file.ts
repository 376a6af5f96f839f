import { REPORT_LIMITS } from "@ranklens/shared";

export const LOGO_TYPES = ["image/png", "image/jpeg"];
export const LOGO_MAX_KB = Math.round(REPORT_LIMITS.logoBytes / 1000);

/** Why a picked file cannot be the logo (checked here for a quick answer; the server checks the bytes), or null. */
export function logoFileProblem(file: Pick<File, "type" | "size">): string | null {
  if (!LOGO_TYPES.includes(file.type)) return "The logo is a PNG or JPEG image";
  if (file.size > REPORT_LIMITS.logoBytes) return `The logo is at most ${LOGO_MAX_KB} kB`;
  return null;
}

/** The file as a base64 data: URL (what the branding API takes). */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}

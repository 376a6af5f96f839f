/** Whether two absolute URLs are the same document once fragments are ignored (Lighthouse's equalWithExcludedFragments). */
export function sameDocument(a: string, b: string): boolean {
  try {
    const ua = new URL(a);
    ua.hash = "";
    const ub = new URL(b);
    ub.hash = "";
    return ua.href === ub.href;
  } catch {
    return false;
  }
}

/** An address as report deliveries and unsubscribes key it: "Boss@Client.example " is boss@client.example. */
export const recipientKey = (address: string) => address.trim().toLowerCase();

/**
 * A report's stored recipients (`reports.recipients`, a JSON array of addresses), each address
 * once whatever its spelling, in their order; anything that is not a list of strings reads as none
 * rather than failing every report of the run.
 */
export function parseRecipients(json: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const recipients: string[] = [];
  for (const item of value) {
    if (typeof item !== "string" || !item.includes("@")) continue;
    const key = recipientKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    recipients.push(item.trim());
  }
  return recipients;
}

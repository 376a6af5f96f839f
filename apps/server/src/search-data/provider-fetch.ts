import { ProviderError } from "./provider-error";

/**
 * One request to a provider, given `timeoutMs` to answer: a provider that cannot be reached or does
 * not answer in time is a PROVIDER_UNAVAILABLE failure named in words (`name`, as the message shows
 * it: "Google's sign-in service"), never a raw network error. What it answered is the caller's to read.
 */
export async function providerFetch(
  provider: { id: string; name: string },
  fetchImpl: typeof fetch,
  url: URL | string,
  init: RequestInit & { timeoutMs: number },
): Promise<Response> {
  const { timeoutMs, ...rest } = init;
  try {
    return await fetchImpl(url, { ...rest, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === "TimeoutError"
        ? "did not answer in time"
        : "could not be reached";
    throw new ProviderError(
      "PROVIDER_UNAVAILABLE",
      provider.id,
      `${provider.name} ${reason}. Try again later.`,
    );
  }
}

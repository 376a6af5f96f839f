import { AppError } from "../errors";

/** Why a search-data provider gave no data, in terms a user can act on. */
export type ProviderFailure =
  /** The credentials were refused. */
  | "PROVIDER_AUTH"
  /** The provider's account cannot pay for the request. */
  | "PROVIDER_PAYMENT"
  /** Too many requests: the provider asks us to slow down. */
  | "PROVIDER_RATE_LIMITED"
  /** The provider refused this request (a bad field, an unknown location). */
  | "PROVIDER_REJECTED"
  /** The provider failed or could not be reached. */
  | "PROVIDER_UNAVAILABLE";

/**
 * A provider's failure: which provider, what went wrong, what it said. Never a position or a
 * volume of 0: whoever asked gets this instead, and stores the failure as one.
 */
export class ProviderError extends Error {
  override readonly name = "ProviderError";

  constructor(
    readonly failure: ProviderFailure,
    readonly provider: string,
    message: string,
    /** Seconds the provider asked us to wait, when it said. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }

  /**
   * As the API answers it: 503 when waiting helps (rate limit, outage), else 502 (the provider
   * refused). Expected either way: the provider's answer, not our fault, is logged below error.
   */
  toAppError(): AppError {
    const transient = this.failure === "PROVIDER_RATE_LIMITED" || this.failure === "PROVIDER_UNAVAILABLE";
    return new AppError(transient ? "UNAVAILABLE" : "UPSTREAM_FAILED", this.message, {
      expected: true,
      details: {
        provider: this.provider,
        reason: this.failure,
        ...(this.retryAfterSeconds === null ? {} : { retryAfterSeconds: this.retryAfterSeconds }),
      },
    });
  }
}

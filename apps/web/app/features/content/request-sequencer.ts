/**
 * Numbers requests and tells which answers are still worth showing. An answer is stale when an
 * answer to a newer request has already been applied: showing it would move the display back in
 * time (e.g. scores for text the user has since changed).
 */
export class RequestSequencer {
  private lastIssued = 0;
  private lastApplied = 0;

  /** A new request number, higher than every earlier one. */
  next(): number {
    this.lastIssued += 1;
    return this.lastIssued;
  }

  /** The number of the newest request issued so far (0 before the first). */
  get latest(): number {
    return this.lastIssued;
  }

  /** Records the answer to request `id` and returns true if it should be shown, false if it is stale. */
  accept(id: number): boolean {
    if (id <= this.lastApplied || id > this.lastIssued) return false;
    this.lastApplied = id;
    return true;
  }
}

import type { CreatedReportShare } from "@ranklens/shared";
import { OneTimeSecretBox } from "../../components/app/one-time-secret-box";
import { formatDate } from "../../lib/format-date";

/** The new share link, shown this once: the server keeps only its token's hash (like a new API key). */
export function ShareCreatedBox({ share, onDone }: { share: CreatedReportShare; onDone: () => void }) {
  return (
    <OneTimeSecretBox
      value={share.url}
      label="New share link"
      message={
        <>
          Copy this link now: it is shown only once. It opens the report read-only, without an account, until{" "}
          {formatDate(share.expiresAt)}.
        </>
      }
      copyLabel="Copy link"
      copyFailedMessage="Copying failed. Select the link and copy it by hand."
      testId="new-share-link"
      doneLabel="I've saved it"
      onDone={onDone}
    />
  );
}

import type { CreatedApiKey } from "@ranklens/shared";
import { OneTimeSecretBox } from "../../components/app/one-time-secret-box";

/** The new key, shown this once: the server keeps only its hash, so leaving the page loses it for good. */
export function ApiKeyCreatedBox({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <OneTimeSecretBox
      value={created.key}
      label="New API key"
      message={<>Copy your new key “{created.name}” now. You won't be able to see it again.</>}
      copyLabel="Copy key"
      copyFailedMessage="Copying failed. Select the key and copy it by hand."
      testId="new-api-key"
      doneLabel="I've saved it"
      onDone={onDone}
    />
  );
}

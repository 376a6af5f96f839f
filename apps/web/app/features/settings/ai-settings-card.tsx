import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { useSystemInfo } from "../../lib/system-api";

/**
 * API Settings: which AI provider this server uses, shown read-only. The key
 * itself never reaches the browser; the server sends it masked. (Its note names
 * the AI provider's key, so it is not mistaken for the RankLens API keys above.)
 */
export function AiSettingsCard() {
  const { data: system, isPending, isError } = useSystemInfo();

  return (
    <Card title="API Settings" description="The AI provider this server uses for writing suggestions.">
      {isPending ? (
        <Spinner className="size-5 text-indigo-600" label="Loading AI settings" />
      ) : isError || !system ? (
        <p className="text-sm text-red-700">The AI settings could not be loaded. Please reload the page.</p>
      ) : system.ai.provider === "built-in" ? (
        <p className="text-sm text-slate-700">
          <Badge tone="neutral" className="mr-2">
            Built-in
          </Badge>
          Built-in writing engine (no AI provider configured)
        </p>
      ) : (
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-slate-800">Provider</dt>
          <dd className="text-slate-700">
            OpenAI-compatible API{system.ai.baseUrlHost ? ` (${system.ai.baseUrlHost})` : ""}
          </dd>
          <dt className="font-medium text-slate-800">Model</dt>
          <dd className="text-slate-700">{system.ai.model ?? "Provider default"}</dd>
          <dt className="font-medium text-slate-800">API key</dt>
          <dd>
            <code className="rounded bg-slate-100 px-2 py-1 font-mono text-slate-800">
              {system.ai.maskedKey ?? "None (not required by this provider)"}
            </code>
          </dd>
        </dl>
      )}
      <p className="mt-4 text-sm text-slate-600">
        The AI provider's address, key and model are kept in the server's environment variables (
        <code className="font-mono">AI_BASE_URL</code>, <code className="font-mono">AI_API_KEY</code>,{" "}
        <code className="font-mono">AI_MODEL</code>) and are never sent to your browser.{" "}
        {system?.administrator
          ? "You run this server: set them where you start it and restart it."
          : "Ask your administrator to change them."}
      </p>
    </Card>
  );
}

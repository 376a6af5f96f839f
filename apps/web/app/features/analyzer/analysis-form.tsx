import { type CreateAnalysis, CreateAnalysisSchema } from "@ranklens/shared";
import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { PermissionNote } from "../../components/app/permission-note";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Toggle } from "../../components/ui/toggle";
import { useSystemInfo } from "../../lib/system-api";
import { useCan } from "../../lib/use-can";
import { CompetitorUrlList } from "./competitor-url-list";

export interface AnalysisFormProps {
  initialUrl?: string;
  initialCompetitors?: string[];
  maxCompetitors: number;
  /** Plan name for the competitor hint; null when plans are not enforced. */
  planName: string | null;
  pending: boolean;
  onSubmit: (input: CreateAnalysis) => void;
}

/**
 * The URL to analyse and optional competitor URLs. Browser validation is off
 * (noValidate) so "example.com" may be typed without a scheme, as the server
 * accepts it; blank and overlong URLs are caught here with the API's messages.
 */
export function AnalysisForm({
  initialUrl = "",
  initialCompetitors = [],
  maxCompetitors,
  planName,
  pending,
  onSubmit,
}: AnalysisFormProps) {
  const [url, setUrl] = useState(initialUrl);
  const [competitors, setCompetitors] = useState(initialCompetitors.slice(0, maxCompetitors));
  const [renderJavaScript, setRenderJavaScript] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = useCan("analysis.run");
  // Until the server has said, rendering is offered and the server judges on submit.
  const rendering = useSystemInfo().data?.crawl.rendering ?? { available: true, reason: null };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!run.allowed) return;
    const filled = competitors.map((c) => c.trim()).filter((c) => c !== "");
    const parsed = CreateAnalysisSchema.safeParse({
      url,
      ...(filled.length > 0 ? { competitors: filled.slice(0, maxCompetitors) } : {}),
      ...(renderJavaScript ? { renderJavaScript: true } : {}),
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Please enter a URL");
      return;
    }
    setProblem(null);
    onSubmit(parsed.data);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Analyze a website">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <Input
            label="Website URL"
            name="url"
            type="url"
            inputMode="url"
            required
            autoComplete="url"
            spellCheck={false}
            placeholder="https://example.com"
            value={url}
            error={problem}
            disabled={pending}
            onChange={(event) => setUrl(event.target.value)}
          />
        </div>
        {/* Level with the field: its label line (1.25rem) plus the field's gap (0.375rem). */}
        <Button
          type="submit"
          className="sm:mt-6.5"
          loading={pending}
          loadingLabel="Analyzing..."
          disabled={!run.allowed}
          title={run.reason ?? undefined}
        >
          <Search className="size-4" aria-hidden="true" />
          Analyze
        </Button>
      </div>
      <PermissionNote permission={run} />
      <Toggle
        label="Render JavaScript"
        description={
          rendering.available
            ? "Open the page in headless Chromium and analyse its DOM after the scripts ran, as a search engine that renders does; the report says what the scripts changed. Slower."
            : `Not available here: ${rendering.reason}`
        }
        checked={renderJavaScript}
        disabled={pending || !rendering.available}
        onChange={setRenderJavaScript}
      />
      <CompetitorUrlList
        urls={competitors}
        onChange={setCompetitors}
        max={maxCompetitors}
        planName={planName}
        disabled={pending}
      />
    </form>
  );
}

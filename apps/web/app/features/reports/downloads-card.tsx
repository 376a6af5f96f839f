import type { ReportFormat } from "@ranklens/shared";
import { useMutation } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { errorMessageOf } from "../../lib/api-error";
import { renderReport } from "../../lib/reports-api";
import { saveFile } from "./save-file";

const FORMATS: Array<{ format: ReportFormat; label: string; busy: string }> = [
  { format: "pdf", label: "Download PDF", busy: "Rendering PDF..." },
  { format: "html", label: "Download HTML", busy: "Rendering HTML..." },
  { format: "csv", label: "Download CSV (zip)", busy: "Rendering CSVs..." },
];

/**
 * The saved report as a file: a PDF, a self-contained HTML file or a zip of its tables' CSVs.
 * One render at a time; the buttons wait while it runs and a refusal shows the server's words.
 */
export function DownloadsCard({ reportId }: { reportId: string }) {
  const render = useMutation({
    mutationFn: (format: ReportFormat) => renderReport(reportId, format),
    onSuccess: ({ blob, filename }) => saveFile(blob, filename),
  });
  return (
    <Card title="Download" description="The saved report, rendered now with the latest data.">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {FORMATS.map(({ format, label, busy }) => (
          <Button
            key={format}
            variant="secondary"
            onClick={() => render.mutate(format)}
            disabled={render.isPending}
            loading={render.isPending && render.variables === format}
            loadingLabel={busy}
          >
            <Download className="size-4" aria-hidden="true" />
            {label}
          </Button>
        ))}
      </div>
      {render.isError ? (
        <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {errorMessageOf(render.error)}
        </p>
      ) : null}
    </Card>
  );
}

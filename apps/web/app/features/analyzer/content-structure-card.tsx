import type { SeoReport } from "@ranklens/engine";
import {
  type LengthBand,
  type LengthVerdict,
  META_DESCRIPTION_LENGTH_BAND,
  TITLE_LENGTH_BAND,
} from "@ranklens/engine/length-band";
import { Badge, type BadgeTone } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { lengthGuidance } from "./length-guidance";
import { formatCount } from "./report-format";

const VERDICT_TONE: Record<LengthVerdict, BadgeTone> = {
  missing: "danger",
  tooShort: "warning",
  good: "success",
  tooLong: "warning",
};

const HEADING_INDENT: Record<string, string> = {
  h1: "",
  h2: "sm:pl-4",
  h3: "sm:pl-8",
  h4: "sm:pl-12",
  h5: "sm:pl-16",
  h6: "sm:pl-20",
};

function MetaText({
  label,
  text,
  length,
  range,
}: {
  label: string;
  text: string | null;
  length: number | null;
  range: LengthBand;
}) {
  const guidance = lengthGuidance(length, range);
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
        <span className="text-sm text-slate-600 tabular-nums">
          {length ?? 0} {length === 1 ? "character" : "characters"}
        </span>
        <Badge tone={VERDICT_TONE[guidance.verdict]}>{guidance.label}</Badge>
      </div>
      <p className="mt-1 text-sm break-words text-slate-800">
        {text ? text : <span className="text-slate-500 italic">None found</span>}
      </p>
    </div>
  );
}

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-md bg-slate-50 p-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
      {detail ? <dd className="text-xs text-slate-600">{detail}</dd> : null}
    </div>
  );
}

/** Content Structure: title and meta description with lengths and guidance, counts, and the heading outline. */
export function ContentStructureCard({ report }: { report: SeoReport }) {
  const { images, links } = report;
  return (
    <Card title="Content Structure" description="What search engines read first, measured on the page.">
      <div className="space-y-5">
        <MetaText
          label="Page title"
          text={report.title.text}
          length={report.title.length}
          range={TITLE_LENGTH_BAND}
        />
        <MetaText
          label="Meta description"
          text={report.metaDescription.text}
          length={report.metaDescription.length}
          range={META_DESCRIPTION_LENGTH_BAND}
        />

        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat
            label="Word count"
            value={formatCount(report.wordCount)}
            detail={`main text; ${formatCount(report.totalWordCount)} on the whole page`}
          />
          <Stat
            label="Images"
            value={formatCount(images.total)}
            detail={`${images.missingAlt} missing alt · ${images.emptyAlt} empty alt`}
          />
          <Stat
            label="Links"
            value={formatCount(links.total)}
            detail={`${links.internal} internal · ${links.external} external`}
          />
          <Stat label="Nofollow links" value={formatCount(links.nofollow)} />
        </dl>

        <div>
          <h3 className="text-sm font-semibold text-slate-900">Headings ({report.headings.length})</h3>
          {report.headings.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">No headings found.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100">
              {report.headings.map((heading, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: the outline is fixed and may repeat a heading
                  key={index}
                  className={`flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:gap-3 ${HEADING_INDENT[heading.tag] ?? ""}`}
                >
                  <span className="w-fit shrink-0 rounded bg-indigo-50 px-1.5 py-0.5 font-mono text-xs font-semibold text-indigo-700 uppercase">
                    {heading.tag}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm break-words text-slate-900">
                      {heading.text || <span className="text-slate-500 italic">(empty)</span>}
                    </p>
                    {heading.keywords.length > 0 ? (
                      <p className="mt-1 flex flex-wrap gap-1">
                        <span className="sr-only">Keywords:</span>
                        {heading.keywords.map((keyword) => (
                          <Badge key={keyword} tone="neutral">
                            {keyword}
                          </Badge>
                        ))}
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Card>
  );
}

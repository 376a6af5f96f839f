import type { SeoReport } from "@ranklens/engine";
import {
  type LengthBand,
  type LengthVerdict,
  META_DESCRIPTION_LENGTH_BAND,
  TITLE_LENGTH_BAND,
} from "@ranklens/engine/length-band";
import { Badge, type BadgeTone } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { formatCount } from "../../lib/report-format";
import { HeadingOutline } from "./heading-outline";
import { lengthGuidance } from "./length-guidance";

const VERDICT_TONE: Record<LengthVerdict, BadgeTone> = {
  missing: "danger",
  tooShort: "warning",
  good: "success",
  tooLong: "warning",
};

function MetaText({
  label,
  text,
  length,
  width,
  range,
}: {
  label: string;
  text: string | null;
  length: number | null;
  /** Width in Latin letters when it differs from the length (CJK characters count twice). */
  width?: number | null;
  range: LengthBand;
}) {
  const wide = typeof width === "number" && length !== null && width !== length;
  const guidance = lengthGuidance(wide ? width : length, range);
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
        <span className="text-sm text-slate-600 tabular-nums">
          {length ?? 0} {length === 1 ? "character" : "characters"}
          {wide ? `, as wide as ${width} Latin ones` : null}
        </span>
        <Badge tone={VERDICT_TONE[guidance.verdict]}>{guidance.label}</Badge>
      </div>
      <p className="mt-1 text-sm break-words text-slate-800">
        {text ? text : <span className="text-slate-500 italic">None found</span>}
      </p>
      {wide ? (
        <p className="mt-1 text-xs text-slate-600">
          Width matters: search results cut titles at about 600 pixels, and a Chinese, Japanese or Korean
          character is about as wide as two Latin letters, so the {range.min}–{range.max} band is about{" "}
          {Math.round(range.min / 2)}–{Math.round(range.max / 2)} such characters.
        </p>
      ) : null}
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
          width={report.title.width}
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

        <HeadingOutline headings={report.headings} />
      </div>
    </Card>
  );
}

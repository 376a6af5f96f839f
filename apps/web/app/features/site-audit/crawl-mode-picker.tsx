import type { CrawlMode } from "@ranklens/shared";
import { type ChangeEvent, useState } from "react";
import { Input } from "../../components/ui/input";
import { OptionPicker, type PickerOption } from "../../components/ui/option-picker";
import { Textarea } from "../../components/ui/textarea";
import type { SiteFormField, SiteFormValues } from "./site-form";

const MODES: PickerOption<CrawlMode>[] = [
  {
    value: "spider",
    label: "The site, by its links",
    description: "Follows the links from the address above, within its host.",
  },
  {
    value: "list",
    label: "Exactly a list of URLs",
    description: "Fetches the URLs you paste or upload, nothing they link to.",
  },
  {
    value: "sitemap",
    label: "Exactly a sitemap's URLs",
    description: "Fetches the URLs one sitemap (or sitemap index) lists.",
  },
];

/** Largest list file read in the browser: the Pro plan's 100,000 URLs, with room for long ones. */
const MAX_LIST_FILE_BYTES = 10 * 1024 * 1024;

/**
 * What the crawl fetches (issue 28): the site by its links, a list of URLs (pasted, or read from
 * a .txt or .csv file: the first column of each line), or a sitemap's URLs. The list is checked by
 * the server, which names the first line that is not a URL on the site.
 */
export function CrawlModePicker({
  values,
  onChange,
  error,
}: {
  values: SiteFormValues;
  onChange: (change: Partial<SiteFormValues>) => void;
  error: (field: SiteFormField) => string | null;
}) {
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const listCount = values.listUrls.split("\n").filter((line) => line.trim() !== "").length;

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > MAX_LIST_FILE_BYTES) {
      setFileProblem(`${file.name} is larger than 10 MB.`);
      return;
    }
    setFileProblem(null);
    const text = await file.text();
    // A CSV export (Search Console, a crawler's): the first cell of each line that looks like a URL.
    const urls = text
      .split(/\r?\n/)
      .map(
        (line) =>
          line
            .split(/[,;\t]/)[0]
            ?.trim()
            .replace(/^"|"$/g, "") ?? "",
      )
      .filter((cell) => /^https?:\/\//i.test(cell));
    if (urls.length === 0) setFileProblem(`${file.name} holds no line starting with http:// or https://.`);
    else onChange({ listUrls: urls.join("\n") });
  };

  return (
    <div className="space-y-3">
      <OptionPicker
        legend="What to crawl"
        name="mode"
        options={MODES}
        value={values.mode}
        onChange={(mode) => onChange({ mode })}
        columnsClassName="grid-cols-1 sm:grid-cols-3"
      />
      {values.mode === "list" ? (
        <div className="space-y-2">
          <Textarea
            label="URLs"
            name="listUrls"
            rows={6}
            value={values.listUrls}
            onChange={(event) => onChange({ listUrls: event.target.value })}
            error={error("listUrls")}
            placeholder={"https://example.com/pricing\nhttps://example.com/blog/launch"}
            hint={`One per line, on the start URL's site. ${listCount.toLocaleString("en-US")} ${listCount === 1 ? "line" : "lines"}; duplicates are crawled once.`}
            className="font-mono text-xs"
          />
          <label className="block text-sm text-slate-700">
            <span className="font-medium">Or upload a .txt or .csv file</span>
            <input
              type="file"
              accept=".txt,.csv,text/plain,text/csv"
              onChange={readFile}
              className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-200"
            />
          </label>
          {fileProblem ? (
            <p role="alert" className="text-sm text-red-700">
              {fileProblem}
            </p>
          ) : null}
        </div>
      ) : null}
      {values.mode === "sitemap" ? (
        <Input
          label="Sitemap URL"
          name="sitemapUrl"
          value={values.sitemapUrl}
          onChange={(event) => onChange({ sitemapUrl: event.target.value })}
          error={error("sitemapUrl")}
          placeholder="https://example.com/sitemap.xml"
          hint="Its URLs on the start URL's site are crawled; a sitemap index is followed."
        />
      ) : null}
    </div>
  );
}

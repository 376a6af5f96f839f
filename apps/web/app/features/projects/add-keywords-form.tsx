import {
  DEFAULT_KEYWORD_MARKET,
  KEYWORD_MARKETS,
  MARKET_LANGUAGES,
  RANK_DEVICES,
  type RankDevice,
} from "@ranklens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { FormField, SELECT_CLASSES } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { ApiError, errorMessageOf } from "../../lib/api-error";
import { projectsKeys } from "../../lib/projects-api";
import { addTrackedKeywords } from "../../lib/rankings-api";

/** Keywords typed one per line or separated by commas, blanks dropped. */
export const keywordsOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((k) => k.trim())
    .filter((k) => k !== "");

/** Tracks keywords: one per line, in a market and on the devices picked, optionally for one target page. */
export function AddKeywordsForm({ projectId, onDone }: { projectId: string; onDone?: () => void }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [market, setMarket] = useState<number>(DEFAULT_KEYWORD_MARKET);
  const [devices, setDevices] = useState<RankDevice[]>(["desktop"]);
  const [targetUrl, setTargetUrl] = useState("");
  const add = useMutation({
    mutationFn: () =>
      addTrackedKeywords(projectId, {
        keywords: keywordsOf(text),
        locationCode: market,
        languageCode: MARKET_LANGUAGES[market as keyof typeof MARKET_LANGUAGES],
        devices,
        targetUrl: targetUrl.trim() === "" ? null : targetUrl.trim(),
      }),
    onSuccess: () => {
      setText("");
      setTargetUrl("");
      void queryClient.invalidateQueries({ queryKey: projectsKeys.all });
      onDone?.();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  const toggle = (device: RankDevice, on: boolean) =>
    setDevices((current) => (on ? [...new Set([...current, device])] : current.filter((d) => d !== device)));
  const error = add.error instanceof ApiError ? add.error : null;
  const field = error?.details.field;
  return (
    <form onSubmit={submit} className="space-y-3 text-sm" aria-label="Track keywords">
      <Textarea
        label="Keywords"
        hint="One per line (or separated by commas); up to 200 per project, each device counting once."
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={3}
        error={field === "keywords" ? error?.message : null}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Market">
          {(control) => (
            <select
              {...control}
              value={market}
              onChange={(e) => setMarket(Number(e.target.value))}
              className={SELECT_CLASSES}
            >
              {Object.entries(KEYWORD_MARKETS).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <Input
          label="Target page (optional)"
          hint="The page meant to rank; another page of the site ranking instead is flagged."
          value={targetUrl}
          onChange={(e) => setTargetUrl(e.target.value)}
          placeholder="https://…"
          error={field === "targetUrl" ? error?.message : null}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Devices</legend>
        <div className="mt-1 flex gap-4">
          {RANK_DEVICES.map((device) => (
            <label key={device} className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                checked={devices.includes(device)}
                onChange={(e) => toggle(device, e.target.checked)}
              />
              {device === "desktop" ? "Desktop" : "Mobile"}
            </label>
          ))}
        </div>
      </fieldset>
      {add.isError && field !== "keywords" && field !== "targetUrl" ? (
        <p className="text-red-700" role="alert">
          {errorMessageOf(add.error)}
        </p>
      ) : null}
      <Button
        type="submit"
        loading={add.isPending}
        loadingLabel="Adding…"
        disabled={keywordsOf(text).length === 0 || devices.length === 0}
      >
        Track keywords
      </Button>
    </form>
  );
}

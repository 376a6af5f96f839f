import { ImageOff } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { FormField, TEXT_CONTROL_CLASSES } from "../../components/ui/form-field";
import { cn } from "../../lib/cn";
import { LOGO_MAX_KB, LOGO_TYPES, logoFileProblem, readAsDataUrl } from "./logo-file";

/**
 * The report logo: a PNG or JPEG picked from the device, previewed as the reports will show it,
 * and a way to remove it. `value` is a data: URL or null.
 */
export function LogoField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (logo: string | null) => void;
  error?: string | null;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function pick(file: File | undefined) {
    if (!file) return;
    const refused = logoFileProblem(file);
    setProblem(refused);
    if (refused) {
      if (input.current) input.current.value = "";
      return;
    }
    try {
      onChange(await readAsDataUrl(file));
    } catch {
      setProblem("The file could not be read. Please pick it again.");
    }
  }

  return (
    <div className="space-y-3">
      <FormField
        label="Logo"
        hint={`PNG or JPEG, at most ${LOGO_MAX_KB} kB.`}
        error={problem ?? error}
        fieldClassName="max-w-md"
      >
        {(control) => (
          <input
            {...control}
            ref={input}
            type="file"
            accept={LOGO_TYPES.join(",")}
            onChange={(event) => void pick(event.target.files?.[0])}
            className={cn(
              TEXT_CONTROL_CLASSES,
              "border-slate-300 py-1.5 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-slate-800",
            )}
          />
        )}
      </FormField>
      {value ? (
        <div className="flex max-w-md flex-wrap items-center gap-4 rounded-md border border-slate-200 bg-slate-50 p-3">
          <img src={value} alt="Logo preview" className="h-12 max-w-48 object-contain" />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              onChange(null);
              setProblem(null);
              if (input.current) input.current.value = "";
            }}
          >
            <ImageOff className="size-4" aria-hidden="true" />
            Remove logo
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">No logo: reports show the name only.</p>
      )}
    </div>
  );
}

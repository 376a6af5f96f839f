import { DEFAULT_REPORT_ACCENT, type ReportBranding, type UpdateReportBranding } from "@ranklens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import toast from "react-hot-toast";
import { LoadError, LoadingBlock } from "../../components/app/query-states";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FormFailureAlert } from "../../components/ui/form-failure-alert";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { type FormFailure, formFailureOf, noFailure } from "../../lib/form-failure";
import type { Permission } from "../../lib/permission";
import { fetchReportBranding, reportsKeys, updateReportBranding } from "../../lib/reports-api";
import { useActiveWorkspace } from "../../lib/use-workspaces";
import { LogoField } from "./logo-field";

type BrandingField = "name" | "logo" | "accentColor";
const FIELDS: readonly string[] = ["name", "logo", "accentColor"];
const fieldOf = (field: unknown): BrandingField | null =>
  typeof field === "string" && FIELDS.includes(field) ? (field as BrandingField) : null;

/**
 * White label (Pro): the name, logo and accent colour every report of the workspace prints, for
 * agencies that send reports under their own name.
 */
export function BrandingCard({ manage }: { manage: Permission }) {
  const branding = useQuery({ queryKey: reportsKeys.branding, queryFn: fetchReportBranding });
  let body: ReactNode;
  if (branding.isPending) body = <LoadingBlock label="Loading branding" />;
  else if (branding.isError)
    body = (
      <LoadError
        message={branding.error.message}
        onRetry={() => void branding.refetch()}
        retrying={branding.isRefetching}
      />
    );
  else body = <BrandingForm key={JSON.stringify(branding.data)} branding={branding.data} manage={manage} />;
  return (
    <Card
      title="Branding"
      description="The name, logo and accent colour every report of this workspace shows: in the PDF, the HTML file, the e-mail and shared links."
    >
      {body}
    </Card>
  );
}

function BrandingForm({ branding, manage }: { branding: ReportBranding; manage: Permission }) {
  const queryClient = useQueryClient();
  const { workspace } = useActiveWorkspace();
  const [name, setName] = useState(branding.name ?? "");
  const [logo, setLogo] = useState(branding.logo);
  const [accentColor, setAccentColor] = useState(branding.accentColor || DEFAULT_REPORT_ACCENT);
  const [failure, setFailure] = useState<FormFailure<BrandingField>>(noFailure());

  const save = useMutation({
    mutationFn: (change: UpdateReportBranding) => updateReportBranding(change),
    onMutate: () => setFailure(noFailure()),
    onSuccess: (stored) => {
      queryClient.setQueryData(reportsKeys.branding, stored);
      toast.success("Branding saved");
    },
    onError: (error) => setFailure(formFailureOf(error, fieldOf)),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      name: name.trim() === "" ? null : name.trim(),
      // The logo travels only when it changed (a data: URL is up to 270 kB).
      ...(logo === branding.logo ? {} : { logo }),
      accentColor,
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Report branding">
      <fieldset disabled={!manage.allowed} className="min-w-0 space-y-5">
        <Input
          label="Name on reports"
          name="brandingName"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={failure.fields.name}
          placeholder={workspace?.name ?? "Your workspace's name"}
          hint="Printed instead of the workspace's name; empty prints the workspace's name."
          fieldClassName="max-w-md"
        />
        <LogoField value={logo} onChange={setLogo} error={failure.fields.logo} />
        <FormField
          label="Accent colour"
          error={failure.fields.accentColor}
          hint="Headings, rules and charts."
        >
          {(control) => (
            <div className="flex items-center gap-3">
              <input
                {...control}
                type="color"
                value={accentColor}
                onChange={(event) => setAccentColor(event.target.value)}
                className="h-10 w-16 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
              />
              <code className="font-mono text-sm text-slate-700">{accentColor}</code>
            </div>
          )}
        </FormField>
        <FormFailureAlert failure={failure} />
        <div className="flex justify-end">
          <Button
            type="submit"
            loading={save.isPending}
            loadingLabel="Saving..."
            title={manage.reason ?? undefined}
          >
            Save branding
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

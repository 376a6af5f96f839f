import type { SupportReceipt } from "@ranklens/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { PageHeader } from "../components/app/page-header";
import { Card } from "../components/ui/card";
import { Spinner } from "../components/ui/spinner";
import { SupportForm } from "../features/support/support-form";
import { SupportLevel } from "../features/support/support-level";
import { SupportRequestList } from "../features/support/support-request-list";
import { SupportSent } from "../features/support/support-sent";
import { pageTitle } from "../lib/page-title";
import { queryKeys } from "../lib/query-keys";
import { fetchSupportOverview } from "../lib/support-api";
import type { Route } from "./+types/support";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Contact support") }];

/**
 * /support (Help menu): the signed-in "Contact support" form. The server
 * attaches the workspace, plan and sender; a Pro workspace's request is
 * marked priority. After sending, the receipt replaces the form.
 */
export default function Support() {
  const queryClient = useQueryClient();
  const overview = useQuery({ queryKey: queryKeys.support, queryFn: fetchSupportOverview });
  const [receipt, setReceipt] = useState<SupportReceipt | null>(null);

  function onSent(sent: SupportReceipt) {
    setReceipt(sent);
    void queryClient.invalidateQueries({ queryKey: queryKeys.support });
  }

  return (
    <>
      <PageHeader
        title="Contact support"
        description="Ask the support team. Your workspace, plan and account go with your message, so you don't have to explain who you are."
      />
      <div className="space-y-6">
        {receipt ? (
          <Card>
            <SupportSent receipt={receipt} onAnother={() => setReceipt(null)} />
          </Card>
        ) : (
          <Card title="Your message">
            <div className="mb-6">
              {overview.isPending ? (
                <Spinner className="size-5 text-indigo-600" label="Loading your support level" />
              ) : overview.isError ? (
                <p className="text-sm text-slate-600">
                  Your plan's response time could not be loaded; you can still send your request.
                </p>
              ) : (
                <SupportLevel workspace={overview.data.workspace} />
              )}
            </div>
            <SupportForm onSent={onSent} />
          </Card>
        )}
        <Card title="Your requests" description="The latest requests you sent, from any of your workspaces.">
          {overview.isPending ? (
            <Spinner className="size-5 text-indigo-600" label="Loading your requests" />
          ) : overview.isError ? (
            <p className="text-sm text-slate-600">Your requests could not be loaded.</p>
          ) : (
            <SupportRequestList items={overview.data.items} />
          )}
        </Card>
      </div>
    </>
  );
}

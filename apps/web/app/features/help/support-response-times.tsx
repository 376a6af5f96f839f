import { SUPPORT_HOURS } from "@ranklens/shared/plans";
import { Link } from "react-router";
import { supportResponseTimes } from "../support/response-times";

const LINK = "font-medium text-indigo-700 underline underline-offset-2";

/**
 * "Support response times": each plan's first-reply target from the plans
 * config, in business hours, said as targets. Support outside business hours
 * and live chat are not offered, so the section says so plainly.
 */
export function SupportResponseTimes() {
  return (
    <section
      id="support-response-times"
      aria-labelledby="support-response-times-heading"
      className="mt-10 scroll-mt-24 rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="support-response-times-heading" className="text-lg font-semibold text-slate-900">
        Support response times
      </h2>
      <p className="mt-2 leading-7 text-slate-700">
        Support answers by e-mail, {SUPPORT_HOURS}. The times below are targets for a first reply; a request
        sent in the evening or at the weekend waits for the next business day.
      </p>
      <table className="mt-4 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-4 font-medium">
              Plan
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              First reply
            </th>
            <th scope="col" className="py-2 font-medium">
              Queue
            </th>
          </tr>
        </thead>
        <tbody>
          {supportResponseTimes().map((row) => (
            <tr key={row.plan} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                {row.planName}
              </th>
              <td className="py-2 pr-4 text-slate-700">{row.target}</td>
              <td className="py-2 text-slate-700">
                {row.priority ? "Priority: answered first" : "In order received"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 leading-7 text-slate-700">
        There is no live chat and no 24/7 support. Signed in, use{" "}
        <Link to="/support" className={LINK}>
          Contact support
        </Link>{" "}
        in the Help menu: your workspace and plan go with your message, so a Pro workspace's request is marked
        priority.
      </p>
    </section>
  );
}

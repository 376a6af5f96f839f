import { InlineCodeText } from "../../components/ui/inline-code-text";
import type { PropertyRow } from "./schema-text";

function Rows({ rows, prefix }: { rows: PropertyRow[]; prefix: string }) {
  return rows.map((row) => <FragmentRows key={`${prefix}${row.name}`} row={row} prefix={prefix} />);
}

function FragmentRows({ row, prefix }: { row: PropertyRow; prefix: string }) {
  return (
    <>
      {/* On a phone each field is a block (name and type, then the description), so nothing needs sideways scrolling. */}
      <tr className="block py-2 align-top sm:table-row sm:py-0">
        <td className="block font-mono text-xs break-all text-slate-900 sm:table-cell sm:py-2 sm:pr-4 sm:break-normal sm:whitespace-nowrap">
          {prefix}
          {row.name}
          {row.required ? (
            <span className="ml-1 font-sans text-red-700" title="required">
              *<span className="sr-only"> required</span>
            </span>
          ) : null}
          <span className="ml-2 break-words text-indigo-800 sm:hidden">{row.type}</span>
        </td>
        <td className="hidden py-2 pr-4 font-mono text-xs break-words text-indigo-800 sm:table-cell">
          {row.type}
        </td>
        <td className="block pt-1 text-sm text-slate-700 sm:table-cell sm:py-2">
          {row.description ? <InlineCodeText text={row.description} /> : null}
          {row.constraints ? <span className="block text-xs text-slate-500">{row.constraints}</span> : null}
        </td>
      </tr>
      {row.children ? (
        <Rows rows={row.children} prefix={`${prefix}${row.name}${row.type.endsWith("[]") ? "[]" : ""}.`} />
      ) : null}
    </>
  );
}

/** Fields of a request or response body (nested fields as `parent.child`); stacked on phones. */
export function PropertyTable({ rows, caption }: { rows: PropertyRow[]; caption: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="hidden border-b border-slate-200 text-xs font-semibold text-slate-500 uppercase sm:table-row">
            <th scope="col" className="py-2 pr-4">
              Field
            </th>
            <th scope="col" className="py-2 pr-4">
              Type
            </th>
            <th scope="col" className="py-2">
              Description
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          <Rows rows={rows} prefix="" />
        </tbody>
      </table>
    </div>
  );
}

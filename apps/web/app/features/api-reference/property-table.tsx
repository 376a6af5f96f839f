import type { PropertyRow } from "./schema-text";

function Rows({ rows, prefix }: { rows: PropertyRow[]; prefix: string }) {
  return rows.map((row) => <FragmentRows key={`${prefix}${row.name}`} row={row} prefix={prefix} />);
}

function FragmentRows({ row, prefix }: { row: PropertyRow; prefix: string }) {
  return (
    <>
      <tr className="align-top">
        <td className="py-2 pr-4 font-mono text-xs whitespace-nowrap text-slate-900">
          {prefix}
          {row.name}
          {row.required ? (
            <span className="ml-1 font-sans text-red-700" title="required">
              *<span className="sr-only"> required</span>
            </span>
          ) : null}
        </td>
        <td className="py-2 pr-4 font-mono text-xs break-words text-indigo-800">{row.type}</td>
        <td className="py-2 text-sm text-slate-700">
          {row.description}
          {row.constraints ? <span className="block text-xs text-slate-500">{row.constraints}</span> : null}
        </td>
      </tr>
      {row.children ? (
        <Rows rows={row.children} prefix={`${prefix}${row.name}${row.type.endsWith("[]") ? "[]" : ""}.`} />
      ) : null}
    </>
  );
}

/** Fields of a request or response body (nested fields as `parent.child`); scrolls inside its box on phones. */
export function PropertyTable({ rows, caption }: { rows: PropertyRow[]; caption: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs font-semibold text-slate-500 uppercase">
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

/**
 * Text in which `backticked` parts (the engine's check titles use them for tag
 * names, the API document for field names) are shown as code. Everything stays
 * text: nothing is parsed as HTML.
 */
export function InlineCodeText({ text }: { text: string }) {
  const parts = text.split("`");
  // An odd count of backticks leaves the last one unpaired: show the text as it is.
  if (parts.length % 2 === 0) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string never reorder
          <code key={index} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em]">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}

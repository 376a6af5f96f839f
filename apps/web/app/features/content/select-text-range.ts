/**
 * Shows a range of a text field to the writer: scrolls the page to the field, scrolls a textarea
 * so the range sits in its upper third, focuses it and selects the range (the selection is the
 * highlight; typing replaces it as usual and Undo brings it back).
 */
export function selectTextRange(
  field: HTMLInputElement | HTMLTextAreaElement,
  start: number,
  end: number,
): void {
  const length = field.value.length;
  const from = Math.max(0, Math.min(start, length));
  const to = Math.max(from, Math.min(end, length));
  field.focus({ preventScroll: true });
  field.setSelectionRange(from, to, "forward");
  if (field instanceof HTMLTextAreaElement) {
    field.scrollTop = Math.max(0, offsetTopOf(field, from) - field.clientHeight / 3);
  }
  field.scrollIntoView({ block: "nearest" });
}

/**
 * The vertical position of a character in a textarea, measured on an invisible copy with the same
 * width, font and wrapping (the only way to know where wrapped lines fall).
 */
function offsetTopOf(textarea: HTMLTextAreaElement, index: number): number {
  const style = getComputedStyle(textarea);
  const mirror = document.createElement("div");
  for (const property of [
    "boxSizing",
    "width",
    "paddingTop",
    "paddingRight",
    "paddingBottom",
    "paddingLeft",
    "borderTopWidth",
    "borderRightWidth",
    "borderBottomWidth",
    "borderLeftWidth",
    "fontFamily",
    "fontSize",
    "fontWeight",
    "lineHeight",
    "letterSpacing",
    "tabSize",
  ] as const) {
    mirror.style[property] = style[property];
  }
  mirror.style.position = "absolute";
  mirror.style.visibility = "hidden";
  mirror.style.whiteSpace = "pre-wrap";
  mirror.style.overflowWrap = "break-word";
  mirror.style.top = "0";
  mirror.style.left = "-9999px";
  mirror.textContent = textarea.value.slice(0, index);
  const marker = document.createElement("span");
  marker.textContent = "\u200b";
  mirror.appendChild(marker);
  document.body.appendChild(mirror);
  const top = marker.offsetTop;
  mirror.remove();
  return top;
}

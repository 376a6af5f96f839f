import { useEffect, useRef, useState } from "react";

/** The chart's drawn width: its container's, so its 11 px labels stay 11 px on a phone instead of shrinking with it. */
export function useContainerWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.min(Math.round(entry.contentRect.width), 960)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

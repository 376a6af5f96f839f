/** A round SVG avatar with a person's initials: no photos, nothing to download. */
export function InitialsAvatar({ name, hue, size = 96 }: { name: string; hue: string; size?: number }) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <svg width={size} height={size} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="48" fill={hue} />
      <text
        x="48"
        y="48"
        dy="0.35em"
        textAnchor="middle"
        fill="#fff"
        fontSize="34"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {initials}
      </text>
    </svg>
  );
}

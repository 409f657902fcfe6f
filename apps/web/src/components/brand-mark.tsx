// Material "flight_takeoff" glyph, inlined so the public pages need no icon runtime.
const TAKEOFF =
  "M2.5 19h19v2h-19zm19.57-9.36c-.21-.8-1.04-1.28-1.84-1.06L14.92 10l-6.9-6.43-1.93.51 4.14 7.17-4.97 1.33-1.97-1.54-1.45.39 2.59 4.49s7.12-1.9 16.57-4.43c.81-.23 1.28-1.05 1.07-1.85z";

/** The square aircraft mark of the top bar, the sidebar and the sign-in card. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <span className="brand-mark" aria-hidden style={{ width: size, height: size }}>
      <svg
        viewBox="0 0 24 24"
        width={size * 0.6}
        height={size * 0.6}
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <path d={TAKEOFF} />
      </svg>
    </span>
  );
}

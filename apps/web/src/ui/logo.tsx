import { BRAND_COLOR } from '../shell/theme.ts';

/** The Packline mark (a folded carton) and wordmark. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <span className="packline-logo" data-testid="logo">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill={BRAND_COLOR} />
        <path
          d="M9 11.5 16 8l7 3.5v9L16 24l-7-3.5zM9 11.5 16 15l7-3.5M16 15v9"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="packline-logo-word" style={{ fontSize: Math.round(size * 0.72), color: BRAND_COLOR }}>
        Packline
      </span>
    </span>
  );
}

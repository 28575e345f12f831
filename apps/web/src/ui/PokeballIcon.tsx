import type { SVGProps } from 'react';

/** Our own Poké Ball drawing: the logo mark and the avatar placeholder. */
export function PokeballIcon({ size = 32, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-hidden="true" {...props}>
      <circle cx="32" cy="32" r="30" fill="#ffffff" />
      <path d="M2 32a30 30 0 0 1 60 0H43.5a11.5 11.5 0 0 0-23 0Z" fill="#e5383b" />
      <circle cx="32" cy="32" r="30" fill="none" stroke="#1f2430" strokeWidth="4" />
      <path d="M3 32h17.5M43.5 32H61" stroke="#1f2430" strokeWidth="4" />
      <circle cx="32" cy="32" r="9.5" fill="#ffffff" stroke="#1f2430" strokeWidth="4" />
      <circle cx="32" cy="32" r="4" fill="#ffffff" stroke="#1f2430" strokeWidth="2" />
    </svg>
  );
}

import type { LanguageCode } from '@ficha/contract';

/** Inline flags for the language picker (spec section 1: the picker shows a flag). */
function BrazilFlag() {
  return (
    <>
      <rect width="30" height="20" fill="#009c3b" />
      <path d="M15 2.6 27 10 15 17.4 3 10z" fill="#ffdf00" />
      <circle cx="15" cy="10" r="4.6" fill="#002776" />
      <path d="M10.6 9.1c3-.9 6.3-.5 8.9 1.2" stroke="#fff" strokeWidth=".9" fill="none" />
    </>
  );
}

function UnitedKingdomFlag() {
  return (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0 0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0 0 20" stroke="#c8102e" strokeWidth="1.6" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.4" />
    </>
  );
}

const FLAGS: Record<LanguageCode, () => React.JSX.Element> = {
  PT: BrazilFlag,
  EN: UnitedKingdomFlag,
};

export function Flag({ code, size = 24 }: { code: LanguageCode; size?: number }) {
  const Drawing = FLAGS[code];
  return (
    <svg
      className="flag"
      width={size}
      height={(size * 2) / 3}
      viewBox="0 0 30 20"
      aria-hidden="true"
      focusable="false"
    >
      <Drawing />
    </svg>
  );
}

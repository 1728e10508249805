import type { ReactNode, SVGProps } from 'react';

/**
 * Docusaurus's `@theme/Icon/*` components that sites' own components import (copy buttons,
 * external links, colour mode switches): small SVGs of docsite's own, drawn in `currentColor`,
 * that take the props Docusaurus's do (width, height, className, …), which win over the defaults.
 */
type IconProps = SVGProps<SVGSVGElement>;

const icon = (paths: ReactNode, size = 24) =>
  function Icon(props: IconProps) {
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" {...props}>
        {paths}
      </svg>
    );
  };

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** `@theme/Icon/Copy`: two overlapping sheets. */
export const IconCopy = icon(
  <>
    <rect x="8" y="8" width="12" height="12" rx="2" {...stroke} />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" {...stroke} />
  </>,
);
/** `@theme/Icon/Success`: a tick. */
export const IconSuccess = icon(<path d="M5 12.5l4.5 4.5L19 7.5" {...stroke} />);
/** `@theme/Icon/ExternalLink`: an arrow out of a box, small as Docusaurus's (13.5 px). */
export const IconExternalLink = icon(<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" {...stroke} />, 13.5);
/** `@theme/Icon/LightMode`: a sun. */
export const IconLightMode = icon(
  <>
    <circle cx="12" cy="12" r="4.5" {...stroke} />
    <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" {...stroke} />
  </>,
);
/** `@theme/Icon/DarkMode`: a crescent moon. */
export const IconDarkMode = icon(<path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" {...stroke} />);

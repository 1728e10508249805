import type { LogoConfig } from '../../../src/types';
import { IslandProps } from '../IslandProps';
import { withBase } from '../../../src/shared/baseUrl';
import { siteBase } from '../siteBase';

/** Props the footer-logo island receives (see `islands/footerLogo.tsx`). */
export interface FooterLogoProps {
  src: string;
  srcDark: string;
  alt: string;
  width: number;
  height: number;
  /** Keep loaded SVGs in the browser's Cache Storage as well as in memory (spec 4: optional). */
  persistentCache: boolean;
}

/** Spec 9: the footer logo is 350 px wide. */
export const FOOTER_LOGO_WIDTH = 350;

/**
 * The footer's theme-matched logo. The server renders both `<img>`s (CSS shows the one for
 * `data-theme`), which is the complete no-JS footer and reserves the box at its final size;
 * the island then swaps in the inline SVG loaded with react-inlinesvg. It waits for the
 * reader's first interaction: on a short page the footer is in view at once, and the island
 * (React and the loader, about 78 KB gzip) would otherwise be most of the first view's download.
 */
export function FooterLogo({ logo, persistentCache }: { logo: LogoConfig; persistentCache: boolean }) {
  const width = logo.width ?? FOOTER_LOGO_WIDTH;
  const height = logo.height ?? Math.round((width * 88) / 350);
  // The island loads them itself: the props carry the URLs with the site's base.
  const props: FooterLogoProps = { src: withBase(siteBase(), logo.src), srcDark: withBase(siteBase(), logo.srcDark ?? logo.src), alt: logo.alt, width, height, persistentCache };
  return (
    <div className="footer-logo" style={{ width, aspectRatio: `${width} / ${height}` }} data-island="footer-logo" data-island-when="interaction">
      <IslandProps value={props} />
      <img className="logo-light" src={props.src} alt={logo.alt} width={width} height={height} loading="lazy" decoding="async" />
      <img className="logo-dark" src={props.srcDark} alt={logo.alt} width={width} height={height} loading="lazy" decoding="async" />
    </div>
  );
}

import type { SiteView } from '../../src/render/pageProps';
import { ExternalLink } from './ExternalLink';
import { FooterLinks } from './footer/FooterLinks';
import { FooterLogo } from './footer/FooterLogo';

type FooterConfig = NonNullable<SiteView['footer']>;

/**
 * Spec 2 "Footer": the theme's logo and the tagline, link columns, then at the bottom a
 * logo with its optional link and the copyright line. `data-swap` lets client navigation
 * add or drop it when a page turns the footer off.
 */
export function Footer({ footer, mark }: { footer: FooterConfig; mark?: { src: string } }) {
  const { logo } = footer;
  const bottomMark = logo && mark && (
    <>
      <img src={mark.src} alt="" width={28} height={28} />
      <span>{logo.alt}</span>
    </>
  );
  return (
    <footer className={`footer footer-${footer.style}`} data-swap="footer">
      <div className="footer-inner">
        <div className="footer-brand">
          {logo && <FooterLogo logo={logo} persistentCache={footer.persistentLogoCache} />}
          {footer.tagline && <p className="footer-tagline">{footer.tagline}</p>}
        </div>
        <FooterLinks groups={footer.links} />
        <div className="footer-bottom">
          {bottomMark && (logo.href ? <ExternalLink href={logo.href} className="footer-bottom-logo">{bottomMark}</ExternalLink> : <span className="footer-bottom-logo">{bottomMark}</span>)}
          {footer.copyright && <p className="footer-copyright">{footer.copyright}</p>}
        </div>
      </div>
    </footer>
  );
}

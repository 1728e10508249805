import type { SiteView } from '../../src/render/pageProps';
import { ExternalLink } from './ExternalLink';

type FooterConfig = NonNullable<SiteView['footer']>;

/** Logo for the saved theme (both rendered, CSS shows one), tagline, link columns, copyright. */
export function Footer({ footer }: { footer: FooterConfig; productName: string }) {
  const { logo } = footer;
  const logoImages = logo && (
    <span className="footer-logo" style={{ width: logo.width ?? 350, maxWidth: '100%' }} data-island-footer-logo="">
      <img className="logo-light" src={logo.src} alt={logo.alt} width={logo.width ?? 350} height={logo.height} />
      <img className="logo-dark" src={logo.srcDark ?? logo.src} alt={logo.alt} width={logo.width ?? 350} height={logo.height} />
    </span>
  );
  return (
    <footer className={`footer footer-${footer.style}`}>
      <div className="footer-inner">
        <div className="footer-brand">
          {logoImages}
          {footer.tagline && <p className="footer-tagline">{footer.tagline}</p>}
        </div>
        <div className="footer-links">
          {footer.links.map((group) => (
            <div key={group.title} className="footer-column">
              <h2 className="footer-title">{group.title}</h2>
              <ul>
                {group.items.map((item, index) => (
                  <li key={index}>
                    {'html' in item ? (
                      <span dangerouslySetInnerHTML={{ __html: item.html }} />
                    ) : 'href' in item ? (
                      <ExternalLink href={item.href}>{item.label}</ExternalLink>
                    ) : (
                      <a href={item.to}>{item.label}</a>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="footer-bottom">
          {logo && (logo.href ? <ExternalLink href={logo.href} className="footer-bottom-logo">{logo.alt}</ExternalLink> : <span className="footer-bottom-logo">{logo.alt}</span>)}
          {footer.copyright && <p className="footer-copyright">{footer.copyright}</p>}
        </div>
      </div>
    </footer>
  );
}

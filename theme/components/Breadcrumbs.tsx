import type { DocView } from '../../src/render/pageProps';
import { translate } from '../i18n/themeStrings';

/** Where the page sits: home, categories, page. */
export function Breadcrumbs({ crumbs }: { crumbs: DocView['breadcrumbs'] }) {
  if (crumbs.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={translate('theme.docs.breadcrumbs.navAriaLabel')}>
      <ol>
        <li>
          <a href="/" aria-label={translate('theme.docs.breadcrumbs.home')}>
            {translate('theme.docs.breadcrumbs.home.text')}
          </a>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={index}>{crumb.href && index < crumbs.length - 1 ? <a href={crumb.href}>{crumb.label}</a> : <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}

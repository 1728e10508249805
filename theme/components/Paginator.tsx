import { translate } from '../i18n/themeStrings';

/** Previous/next links at the end of a docs page or a blog list. */
export function Paginator({ previous, next, label }: { previous?: { label: string; href: string }; next?: { label: string; href: string }; label: string }) {
  if (!previous && !next) return null;
  return (
    <nav className="paginator" aria-label={label}>
      {previous ? (
        <a className="paginator-link previous" href={previous.href} rel="prev">
          <span className="paginator-sub">{translate('theme.docs.paginator.previous')}</span>
          <span className="paginator-label">{previous.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a className="paginator-link next" href={next.href} rel="next">
          <span className="paginator-sub">{translate('theme.docs.paginator.next')}</span>
          <span className="paginator-label">{next.label}</span>
        </a>
      )}
    </nav>
  );
}

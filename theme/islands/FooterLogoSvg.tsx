import { useEffect, useState, useSyncExternalStore } from 'react';
import SVG from 'react-inlinesvg';
import CacheProvider from 'react-inlinesvg/provider';
import type { FooterLogoProps } from '../components/footer/FooterLogo';

/** Spec 4: the loader's states, as this island reports them on its element (`data-logo-status`). */
export type LogoStatus = 'loading' | 'ready' | 'failed' | 'unsupported';

/** react-inlinesvg's message for a browser without inline SVG (spec 8), which is "unsupported", not "failed". */
const UNSUPPORTED = 'Browser does not support SVG';

const subscribe = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
};
const readTheme = () => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

/**
 * The footer logo for the current theme, inlined with react-inlinesvg. That library gives
 * the spec's behaviour: a response must be ≤ 299 and `image/svg+xml` or `text/plain` ('Not
 * found', "Content type isn't valid: {type}"), a missing src fails with 'Missing src',
 * loaded files are cached in memory (and in Cache Storage under CacheProvider), and a
 * request already loading is polled 10 times at 0.1 s before it is retried. While loading,
 * the `<img>` the server rendered stays in place; on failure the product name is shown.
 */
export function FooterLogoSvg({ host, src, srcDark, alt, width, height }: FooterLogoProps & { host: HTMLElement }) {
  const theme = useSyncExternalStore(subscribe, readTheme, () => 'light' as const);
  const current = theme === 'dark' ? srcDark : src;
  // Keyed by source: a theme switch starts a new load, while a failure reported during the
  // loader's own mount (e.g. 'Missing src') is never overwritten by a reset.
  const [result, setResult] = useState<{ src: string; status: LogoStatus; error?: string }>();
  const status = result?.src === current ? result : { status: 'loading' as const, error: undefined };
  useEffect(() => {
    host.dataset.logoStatus = status.status;
    if (status.error) host.dataset.logoError = status.error;
    else delete host.dataset.logoError;
  }, [host, status.status, status.error]);
  return (
    <SVG
      src={current}
      width={width}
      height={height}
      title={alt}
      role="img"
      aria-label={alt}
      loader={<img src={current} alt={alt} width={width} height={height} />}
      onLoad={() => setResult({ src: current, status: 'ready' })}
      onError={(error) => setResult({ src: current, status: error.message === UNSUPPORTED ? 'unsupported' : 'failed', error: error.message })}
    >
      <span className="footer-logo-fallback" role="img" aria-label={alt}>{alt}</span>
    </SVG>
  );
}

/** The loader with its optional persistent cache (Cache Storage, spec 4). */
export function FooterLogoIsland(props: FooterLogoProps & { host: HTMLElement }) {
  const svg = <FooterLogoSvg {...props} />;
  return props.persistentCache ? <CacheProvider>{svg}</CacheProvider> : svg;
}

import { describe, expect, it } from 'vitest';
import { internalTarget } from '../../../theme/client/router/links';
import { prefetchAllowed } from '../../../theme/client/router/prefetch';

const here = 'https://docs.sable.example/docs/intro';
const target = (href: string, extra: Record<string, unknown> = {}) => internalTarget({ href, ...extra }, here)?.href ?? null;

describe('which links client navigation takes', () => {
  it('takes internal page links, with or without an anchor', () => {
    expect(target('/docs/product/faq')).toBe('https://docs.sable.example/docs/product/faq');
    expect(target('/docs/api/authentication#headers')).toBe('https://docs.sable.example/docs/api/authentication#headers');
    expect(target('/docs/intro')).toBe(here);
  });

  it('leaves other origins, new tabs, downloads, rel=external, files and same-page anchors to the browser', () => {
    expect(target('https://discord.sable.example')).toBeNull();
    expect(target('/docs/product/faq', { target: '_blank' })).toBeNull();
    expect(target('/docs/product/faq', { download: true })).toBeNull();
    expect(target('/docs/product/faq', { rel: 'external' })).toBeNull();
    expect(target('/blog/rss.xml')).toBeNull();
    expect(target('/monk.json')).toBeNull();
    expect(target('#what-sable-can-do')).toBeNull();
    expect(target('mailto:support@sable.example')).toBeNull();
  });
});

describe('prefetch rules (spec 2: skipped on 2g or data-saver connections)', () => {
  it('prefetches without connection information and on fast connections', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g', saveData: false })).toBe(true);
  });

  it('skips 2g, slow-2g and data saver', () => {
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

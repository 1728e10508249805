import { describe, expect, it } from 'vitest';
import { engineOf, pagesFound } from './engineOf.js';

const engine = engineOf([
  { url: '/trading', title: 'Trading agent', sections: [['', 'Trading agent', 'The trading agent buys and sells tokens within your risk limits.'], ['modes', 'Modes', 'Live mode spends real funds; dry_run mode simulates trades.']] },
  { url: '/buy', title: 'Buy tokens', type: 'api', keywords: 'POST /agent/{agent_id}/buy buyTokens', sections: [['', 'Buy tokens', 'Queues a buy.'], ['request-body', 'Request body', 'take_profit number. stop_loss number.', [['takeprofit', 'body-take_profit']]], ['responses', 'Responses', '202 Accepted. 404 not_found.', [['404', 'response-404']]]] },
  { url: '/agents', title: 'List agents', type: 'api', keywords: 'GET /agents listAgents', sections: [['', 'List agents', 'Lists your agents.']] },
  { url: '/agent', title: 'Get agent', type: 'api', keywords: 'GET /agent/{agent_id} getAgent', sections: [['', 'Get agent', 'Returns one agent with its settings.']] },
  { url: '/keys', title: 'API access', sections: [['', 'API access', 'Create an API key in the dashboard.'], ['authentication', 'Authentication', 'Send the key in a header with every request.']] },
  { url: '/credits', title: 'Billing and credits', sections: [['', 'Billing and credits', 'Every message costs credits.'], ['portfolio', 'Portfolio value', 'Credits never depend on your portfolio.']] },
  { url: '/trade', title: 'Trade history', sections: [['', 'Trade history', 'Past trades with their prices.']] },
  { url: '/grade', title: 'Grades', sections: [['', 'Grades', 'A grade per prompt.']] },
]);

describe('SearchEngine: ranking, typos, prefixes and grouping', () => {
  it('groups sections under their page, best page first, sections best first', () => {
    const results = engine.search('take_profit');
    expect(results.groups[0]!.page.url).toBe('/buy');
    expect(results.groups[0]!.sections[0]!.entry.anchor).toBe('request-body');
  });

  it('requires every word when some page has them all', () => {
    expect(pagesFound(engine, 'agent risk')).toEqual(['/trading']);
    expect(engine.search('agent risk').partial).toBe(false);
  });

  it('falls back to the closest matches, flagged partial, when no page has every word', () => {
    const results = engine.search('credits zzzzqqq');
    expect(results.groups.map((group) => group.page.url)).toEqual(['/credits']);
    expect(results.partial).toBe(true);
  });

  it('matches identifiers whole and by part, whatever the separator', () => {
    expect(pagesFound(engine, 'take-profit')[0]).toBe('/buy');
    expect(pagesFound(engine, 'take profit')[0]).toBe('/buy');
    expect(pagesFound(engine, 'dry run')[0]).toBe('/trading');
    expect(pagesFound(engine, 'trading_agent')[0]).toBe('/trading');
  });

  it('finds API operations by method and path, an exact path first', () => {
    expect(pagesFound(engine, 'POST /agent/{agent_id}/buy')[0]).toBe('/buy');
    expect(pagesFound(engine, 'GET /agents')[0]).toBe('/agents');
    expect(pagesFound(engine, 'GET /agent/{id}')[0]).toBe('/agent');
    expect(pagesFound(engine, 'buyTokens')[0]).toBe('/buy');
  });

  it('matches the last word as a prefix while it is being typed, also before its stem is complete', () => {
    expect(pagesFound(engine, 'portf')).toEqual(['/credits']);
    expect(pagesFound(engine, 'authenticat')[0]).toBe('/keys');
    // A finished word (trailing space) is not a prefix.
    expect(pagesFound(engine, 'portfo ')).not.toContain('/credits');
  });

  it('tolerates one typo in words of 4+ letters and two in words of 5+ when one finds nothing', () => {
    expect(pagesFound(engine, 'credts')[0]).toBe('/credits');
    expect(pagesFound(engine, 'portfolo ')[0]).toBe('/credits');
    expect(pagesFound(engine, 'autentcation ')[0]).toBe('/keys');
    // Three letters: no fuzziness ("key" does not find "key"'s neighbours).
    expect(pagesFound(engine, 'kez ')).toEqual([]);
  });

  it('still finds typos of the word being typed when it is a term, or when nothing starts with it', () => {
    expect(pagesFound(engine, 'trade')).toContain('/grade');
    expect(pagesFound(engine, 'grede')).toEqual(['/grade']);
  });

  it('ranks exact matches above fuzzy ones', () => {
    // "trade" is exact on /trade and /trading ("trading", "trades"); "grade" is one edit away.
    const found = pagesFound(engine, 'trade ');
    expect(found).toContain('/trade');
    expect(found.indexOf('/grade')).toBeGreaterThan(found.indexOf('/trade'));
    expect(found.at(-1)).toBe('/grade');
  });

  it('links a result to the exact spot a matched term is written at', () => {
    const take = engine.search('take_profit').groups[0]!.sections[0]!;
    expect(take.url).toBe('/buy#body-take_profit');
    const notFound = engine.search('404').groups[0]!.sections[0]!;
    expect(notFound.url).toBe('/buy#response-404');
    expect(engine.search('stop_loss').groups[0]!.sections[0]!.url).toBe('/buy#request-body');
  });

  it('ignores stop words and answers nothing for nothing', () => {
    expect(pagesFound(engine, 'the credits ')).toEqual(['/credits']);
    expect(engine.search('   ').groups).toEqual([]);
    expect(engine.search('the ').groups).toEqual([]);
  });

  it('limits pages and sections per page', () => {
    const results = engine.search('agent', { pages: 2, sectionsPerPage: 1 });
    expect(results.groups).toHaveLength(2);
    expect(results.groups.every((group) => group.sections.length === 1)).toBe(true);
  });
});

/**
 * Builds the result list. Everything from the index files is inserted with `textContent` and
 * text nodes only, never as HTML, so markup written in a page can never run in the results.
 */
import type { Analyzer } from '../../../src/search/analyze';
import { highlightRuns } from '../../../src/search/highlight';
import type { SearchPageEntry, SearchPageType } from '../../../src/search/searchTypes';
import type { SearchResults } from '../../../src/search/searchEngine';
import type { RecentResult } from './recent';
import { searchText } from '../../i18n/searchStrings';

const typeLabel = (type: SearchPageType) => searchText(`docsite.SearchModal.type.${type}`);

/** `el('span', 'class', child…)`: an element with text children only. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (className) element.className = className;
  element.append(...children);
  return element;
}

/** Text with the matched words in `<mark>`. */
function highlighted(text: string, matched: ReadonlySet<string>, analyzer: Analyzer): DocumentFragment {
  const fragment = document.createDocumentFragment();
  for (const run of highlightRuns(text, matched, analyzer)) fragment.append(run.match ? el('mark', '', run.text) : run.text);
  return fragment;
}

/** One option: a link the listbox points at (never a tab stop: focus stays in the input). */
function option(id: string, url: string, ...children: Array<Node | string>): HTMLAnchorElement {
  const link = el('a', 'search-option', ...children);
  link.id = id;
  link.href = url;
  link.tabIndex = -1;
  link.setAttribute('role', 'option');
  link.setAttribute('aria-selected', 'false');
  return link;
}

function group(id: string, title: Node | string, detail: string, options: HTMLElement[]): HTMLElement {
  const box = el('div', 'search-group');
  box.setAttribute('role', 'group');
  box.setAttribute('aria-labelledby', id);
  const label = el('div', 'search-group-title', el('span', 'search-group-page', title));
  if (detail) label.append(el('span', 'search-group-crumbs', detail));
  label.id = id;
  label.setAttribute('role', 'presentation');
  box.append(label, ...options);
  return box;
}

function crumbsOf(page: SearchPageEntry) {
  const label = typeLabel(page.type);
  return [label, ...page.crumbs.filter((crumb) => crumb !== label)].join(' › ');
}

/** The options of a result list, grouped by page, in the listbox `list`. Returns the options in order. */
export function renderResults(list: HTMLElement, results: SearchResults, analyzer: Analyzer): HTMLAnchorElement[] {
  const options: HTMLAnchorElement[] = [];
  const groups = results.groups.map((hit, at) => {
    const items = hit.sections.map((section) => {
      const matched = new Set(section.matched);
      const title = el('span', 'search-option-title', highlighted(section.entry.title, matched, analyzer));
      const preview = el('span', 'search-option-preview', highlighted(section.entry.preview, matched, analyzer));
      const link = option(`search-option-${options.length}`, section.url, title, preview);
      link.dataset.pageTitle = hit.page.title;
      options.push(link);
      return link;
    });
    const pageMatched = new Set(hit.sections.flatMap((section) => section.matched));
    return group(`search-group-${at}`, highlighted(hit.page.title, pageMatched, analyzer), crumbsOf(hit.page), items);
  });
  list.replaceChildren(...groups);
  return options;
}

/** Empties the listbox. */
export function clearResults(list: HTMLElement): HTMLAnchorElement[] {
  list.replaceChildren();
  return [];
}

/** The reader's recent results, as one group. */
export function renderRecent(list: HTMLElement, recent: RecentResult[]): HTMLAnchorElement[] {
  const options = recent.map((item, at) => {
    const link = option(`search-option-${at}`, item.url, el('span', 'search-option-title', item.title), el('span', 'search-option-preview', item.pageTitle));
    link.dataset.pageTitle = item.pageTitle;
    return link;
  });
  list.replaceChildren(...(options.length ? [group('search-group-recent', searchText('theme.SearchModal.startScreen.recentSearchesTitle'), '', options)] : []));
  return options;
}

/** Buttons that search for a suggested term. */
function suggestionList(suggestions: string[]): HTMLElement {
  const list = el('ul', 'search-suggestions');
  for (const text of suggestions) {
    const button = el('button', 'search-suggestion', text);
    button.type = 'button';
    button.dataset.searchSuggest = text;
    list.append(el('li', '', button));
  }
  return list;
}

/** What the message under the results says. */
export type MessageKind = 'hint' | 'none' | 'partial' | 'recent' | 'loading' | 'error' | 'clear';

function button(className: string, text: string, data: string): HTMLButtonElement {
  const element = el('button', className, text);
  element.type = 'button';
  element.setAttribute(`data-search-${data}`, '');
  return element;
}

/** The message under the results: a hint, no results, closest matches, loading, or a failure with Retry. */
export function renderMessage(box: HTMLElement, kind: MessageKind, text: string, suggestions: string[] = []): void {
  if (kind === 'clear') return box.replaceChildren();
  if (kind === 'recent') return box.replaceChildren(button('search-clear-recent', searchText('docsite.SearchModal.clearRecent'), 'clear-recent'));
  const children: Node[] = [el('p', `search-message-text search-message-${kind}`, text)];
  if (kind === 'none') children.push(el('p', 'search-message-help', searchText('docsite.SearchModal.noResultsHelp')));
  if (kind === 'hint' && suggestions.length) children.push(el('p', 'search-message-help', searchText('docsite.SearchModal.popular')));
  if ((kind === 'none' || kind === 'hint') && suggestions.length) children.push(suggestionList(suggestions));
  if (kind === 'error') children.push(button('search-retry', searchText('docsite.SearchModal.retry'), 'retry'));
  box.replaceChildren(...children);
}

/**
 * The search dialog (loaded on first focus or open): an ARIA 1.2 combobox over a grouped
 * listbox. Focus stays in the input; arrows move the active option (aria-activedescendant),
 * Enter opens it, Escape closes. Results are rendered on every keystroke.
 */
import type { SearchResults } from '../../../src/search/searchEngine';
import type { SearchTarget } from './entry';
import { loadSearch, type Searcher } from './loadSearch';
export { useEarlyFetches } from './loadSearch';
import type { SearchScope } from './scopes';
import { clearRecent, readRecent, rememberRecent } from './recent';
import { clearResults, renderMessage, renderRecent, renderResults } from './renderResults';
import { searchText } from '../../i18n/searchStrings';

/** What the entry point calls. */
export interface SearchDialog {
  /** The dialog was just opened: show results for the input, or the recent results, in the scope of the version being read. */
  opened(target: SearchTarget): void;
}

/** Starts loading a scope's index (first focus of the entry point). */
export function preloadSearch(scope: SearchScope): void {
  loadSearch(scope).catch(() => undefined);
}

const controllers = new WeakMap<HTMLDialogElement, SearchDialog>();

/** The controller of a dialog element, wiring it on first use (client navigation may bring a new one). */
export function attachDialog(dialog: HTMLDialogElement): SearchDialog {
  let controller = controllers.get(dialog);
  if (!controller) {
    controller = new DialogController(dialog);
    controllers.set(dialog, controller);
  }
  return controller;
}

function part<T extends HTMLElement>(dialog: HTMLElement, name: string): T {
  const element = dialog.querySelector<T>(`[data-search-${name}]`);
  if (!element) throw new Error(`the search dialog has no [data-search-${name}]`);
  return element;
}

const optionOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLAnchorElement>('[role="option"]') : null);

class DialogController implements SearchDialog {
  /**
   * Whether the input's last change was the reader typing (keys, also those typed before this
   * code loaded), not text that came whole (a paste, a drop, a suggestion): a typed query's last
   * word waits for the reader to stop (`searchFirstScreen`).
   */
  private typed = true;
  private readonly input: HTMLInputElement;
  private readonly list: HTMLElement;
  private readonly status: HTMLElement;
  private readonly message: HTMLElement;
  private engine: Searcher | undefined;
  /** Why the index failed to load, until Retry. */
  private failure: string | undefined;
  private options: HTMLAnchorElement[] = [];
  private active = -1;
  /** The index searched, and the reader's version it was chosen for (a filter choice lasts until that changes). */
  private scope: SearchScope | undefined;
  private chosenFor: SearchScope | undefined;
  private filter: HTMLSelectElement | undefined;
  /**
   * Whether the results may be scrolled away from their top (something scrolled since the last
   * list was shown). Only then does a new list scroll its first option into view: that forces a
   * layout inside the keystroke's task, which was a fifth of a later keystroke's main-thread time
   * on 5,000 pages, for a list already at its top.
   */
  private scrolled = false;

  constructor(private readonly dialog: HTMLDialogElement) {
    this.input = part(dialog, 'input');
    this.list = part(dialog, 'results');
    this.status = part(dialog, 'status');
    this.message = part(dialog, 'message');
    this.bindInput();
    this.bindClicks();
  }

  opened({ scopes, scope }: SearchTarget) {
    if (scopes.length > 1) this.filter ??= this.addFilter(scopes);
    if (scope.key !== this.chosenFor?.key || scope.documents !== this.chosenFor.documents) {
      this.chosenFor = scope;
      this.choose(scope);
    }
    if (!this.engine) this.load();
    this.update();
  }

  /** Searches another scope from now on (the version filter). */
  private choose(scope: SearchScope) {
    this.scope = scope;
    this.engine = undefined;
    this.dialog.dataset.searchScope = scope.key;
    if (this.filter) this.filter.value = scope.key;
  }

  /**
   * The version filter, on a site of several docs versions: a labelled select below the input,
   * set to the version being read; another choice searches that version's index.
   */
  private addFilter(scopes: SearchScope[]): HTMLSelectElement {
    const select = Object.assign(document.createElement('select'), { id: 'search-scope', className: 'search-scope-select' });
    select.dataset.searchScope = '';
    for (const scope of scopes) select.append(Object.assign(document.createElement('option'), { value: scope.key, textContent: scope.label }));
    const label = Object.assign(document.createElement('label'), { htmlFor: 'search-scope', className: 'search-scope-label', textContent: searchText('docsite.SearchModal.versionFilter') });
    const row = Object.assign(document.createElement('div'), { className: 'search-scope' });
    row.append(label, select);
    this.dialog.querySelector('.search-bar')?.after(row);
    select.addEventListener('change', () => {
      const scope = scopes.find((entry) => entry.key === select.value);
      if (!scope) return;
      this.choose(scope);
      this.load();
      this.update();
      this.input.focus();
    });
    return select;
  }

  private load() {
    const scope = this.scope!;
    this.failure = undefined;
    this.dialog.dataset.searchState = 'loading';
    loadSearch(scope).then(
      (engine) => {
        // The reader chose another version meanwhile: that one's engine answers.
        if (this.scope !== scope) return;
        this.engine = engine;
        this.dialog.dataset.searchState = 'ready';
        if (this.dialog.open) this.update();
      },
      (error: unknown) => {
        if (this.scope !== scope) return;
        this.failure = searchText('docsite.SearchModal.loadFailed', { error: error instanceof Error ? error.message : String(error) });
        this.dialog.dataset.searchState = 'error';
        this.update();
      },
    );
  }

  /** Renders what the input asks for; runs on every keystroke. */
  private update() {
    const query = this.input.value;
    if (!query.trim() && !this.failure) return this.showRecent();
    if (!this.engine) {
      this.show(clearResults(this.list), this.failure ?? '', true);
      return renderMessage(this.message, this.failure ? 'error' : 'loading', this.failure ?? searchText('docsite.SearchModal.loading'));
    }
    const start = performance.now();
    const engine = this.engine;
    const current = () => this.input.value === query && this.engine === engine;
    const results = engine.searchFirstScreen ? engine.searchFirstScreen(query, (first) => current() && this.showResults(query, first, start, false), current, this.typed) : engine.search(query);
    if (results instanceof Promise) {
      // A sharded index fetches what the query needs first; a later keystroke's (or version's) results win.
      results.then(
        (found) => {
          if (!current()) return;
          this.showResults(query, found, start);
          this.prefetchAfter(engine, query);
        },
        (error: unknown) => {
          // A search given up as the reader typed on (`SupersededSearch`) fails in the same task as
          // the input's check that gave it up: no caller for whom it is current sees it.
          if (!current()) return;
          this.show(clearResults(this.list), '', true);
          renderMessage(this.message, 'error', searchText('docsite.SearchModal.loadFailed', { error: error instanceof Error ? error.message : String(error) }));
        },
      );
      return;
    }
    this.showResults(query, results, start);
  }

  /**
   * Once the results are painted (a task after the next frame, so the guesses' work never
   * delays them), lets a sharded engine fetch what the likely next keystrokes need, unless
   * the reader typed on meanwhile (that keystroke's results will ask in turn).
   */
  private prefetchAfter(engine: Searcher, query: string) {
    if (!engine.prefetchAfter) return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (this.input.value === query && this.engine === engine) void engine.prefetchAfter!(query);
      }),
    );
  }

  /**
   * Shows a query's results; `complete` false: the first screenful only (a sharded index's
   * first pages), the whole list follows, the option the reader moved to staying active.
   */
  private showResults(query: string, results: SearchResults, start: number, complete = true) {
    const engine = this.engine!;
    const following = this.list.dataset.searchQuery === query && this.list.dataset.searchComplete === 'false';
    const active = this.active;
    const found = renderResults(this.list, results, engine.analyzer);
    // How long the keystroke took and what it answered: for the reader's tools and the browser tests.
    this.list.dataset.searchMs = (performance.now() - start).toFixed(1);
    this.list.dataset.searchQuery = query;
    this.list.dataset.searchComplete = String(complete);
    const pages = results.groups.length;
    // Docusaurus's "No results for" is followed by the query, as there.
    const noResults = `${searchText('theme.SearchModal.noResultsScreen.noResultsText')} “${query.trim()}”`;
    const count = searchText(pages === 1 ? 'docsite.SearchModal.resultsOnOnePage' : 'docsite.SearchModal.resultsOnPages', { count: found.length, pages });
    this.show(found, pages ? count : noResults, !pages);
    if (following && active > 0) this.setActive(active, false);
    if (!pages) renderMessage(this.message, 'none', `${noResults}.`, engine.suggestions);
    else renderMessage(this.message, results.partial ? 'partial' : 'clear', searchText('docsite.SearchModal.partial'));
  }

  private showRecent() {
    const recent = readRecent();
    this.show(renderRecent(this.list, recent), recent.length ? searchText('docsite.SearchModal.recentCount', { count: recent.length }) : '', true);
    if (recent.length) renderMessage(this.message, 'recent', '');
    else renderMessage(this.message, 'hint', searchText('docsite.SearchModal.hint'), this.engine?.suggestions ?? []);
  }

  /** Shows options, the first one active; `quiet` status text is for screen readers only. */
  private show(options: HTMLAnchorElement[], statusText: string, quiet = false) {
    this.list.hidden = options.length === 0;
    this.options = options;
    this.active = -1;
    this.input.setAttribute('aria-expanded', String(options.length > 0));
    this.status.textContent = statusText;
    this.status.toggleAttribute('data-quiet', quiet);
    this.setActive(0, this.scrolled);
    this.scrolled = false;
  }

  private setActive(index: number, scroll = true) {
    this.options[this.active]?.setAttribute('aria-selected', 'false');
    this.active = this.options.length ? (index + this.options.length) % this.options.length : -1;
    const current = this.options[this.active];
    if (!current) return this.input.removeAttribute('aria-activedescendant');
    current.setAttribute('aria-selected', 'true');
    this.input.setAttribute('aria-activedescendant', current.id);
    if (scroll) current.scrollIntoView({ block: 'nearest' });
  }

  /** Closes the dialog and follows a result, remembering it. Modifier keys open a new tab. */
  private openResult(option: HTMLAnchorElement, newTab: boolean) {
    remember(option);
    if (newTab) return void window.open(option.href, '_blank', 'noopener');
    this.finish();
    // A real click on the link, so the theme's client navigation handles it like any other link.
    option.click();
  }

  /** A result was opened: the search is done, so the next one starts empty, with the recent results. */
  private finish() {
    this.dialog.close();
    this.input.value = '';
  }

  private bindInput() {
    this.input.addEventListener('input', (event) => {
      // A paste, a drop or a chosen suggestion comes whole: searched at once with the typos of its last word.
      this.typed = !/^insertFrom|^insertReplacementText$/.test((event as InputEvent).inputType ?? '');
      this.update();
    });
    this.input.addEventListener('keydown', (event) => {
      if (event.isComposing) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        this.setActive(this.active + (event.key === 'ArrowDown' ? 1 : -1));
      } else if (event.key === 'Enter') {
        event.preventDefault();
        const option = this.options[this.active];
        if (option) this.openResult(option, event.ctrlKey || event.metaKey || event.shiftKey);
      }
    });
    // Escape closes at once (a search field would first clear itself).
    this.dialog.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      this.dialog.close();
    });
  }

  private bindClicks() {
    // Scroll events do not bubble: caught on the way down, from the results' scrolling box or any other.
    this.dialog.addEventListener('scroll', () => (this.scrolled = true), { capture: true, passive: true });
    this.list.addEventListener('pointermove', (event) => {
      const index = this.options.indexOf(optionOf(event.target)!);
      if (index !== -1 && index !== this.active) this.setActive(index, false);
    });
    this.list.addEventListener('click', (event) => {
      const option = optionOf(event.target);
      // Untrusted clicks are openResult's own: already remembered.
      if (!option || !event.isTrusted) return;
      remember(option);
      if (!(event.ctrlKey || event.metaKey || event.shiftKey || event.button === 1)) this.finish();
    });
    this.message.addEventListener('click', (event) => this.onMessageButton(event.target));
    this.dialog.querySelector('[data-search-close]')?.addEventListener('click', () => this.dialog.close());
    // A click on the backdrop (the dialog box itself, outside its panel) closes it.
    this.dialog.addEventListener('click', (event) => {
      if (event.target === this.dialog) this.dialog.close();
    });
  }

  private onMessageButton(target: EventTarget | null) {
    const button = target instanceof Element ? target.closest<HTMLButtonElement>('button') : null;
    if (!button) return;
    if (button.dataset.searchSuggest !== undefined) {
      this.input.value = button.dataset.searchSuggest;
      this.update();
    } else if (button.dataset.searchRetry !== undefined) {
      this.load();
      this.update();
    } else if (button.dataset.searchClearRecent !== undefined) {
      clearRecent();
      this.showRecent();
    }
    this.input.focus();
  }
}

function remember(option: HTMLAnchorElement) {
  rememberRecent({ url: option.getAttribute('href') ?? '/', title: option.querySelector('.search-option-title')?.textContent ?? '', pageTitle: option.dataset.pageTitle ?? '' });
}

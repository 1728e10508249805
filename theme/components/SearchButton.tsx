import { translate } from '../i18n/themeStrings';

const SearchIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * The search entry point: a navbar button (label and shortcut on desktop, the icon alone on
 * mobile) and the dialog it opens, rendered here so the dialog opens and takes keystrokes at
 * once while its code and the index load. `Ctrl/Cmd+K` and `/` open it too
 * (`theme/client/search/entry.ts`); without JavaScript both stay hidden.
 */
export function SearchButton() {
  return (
    <>
      {/* Named by its visible label, so name and label never disagree (WCAG 2.5.3); the shortcut is announced through aria-keyshortcuts. */}
      <button type="button" className="search-button" data-search-open="" aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K /">
        <SearchIcon />
        <span className="search-button-label">{translate('theme.SearchBar.label')}</span>
        <kbd className="search-button-key" data-search-key="" aria-hidden="true">Ctrl K</kbd>
      </button>
      <dialog className="search-dialog" id="search-dialog" aria-label={translate('docsite.SearchModal.dialogLabel')}>
        <div className="search-panel">
          <div className="search-bar">
            <SearchIcon />
            <label htmlFor="search-input" className="visually-hidden">{translate('docsite.SearchModal.dialogLabel')}</label>
            <input
              id="search-input"
              className="search-input"
              type="search"
              role="combobox"
              aria-expanded="false"
              aria-controls="search-results"
              aria-autocomplete="list"
              aria-describedby="search-status"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="go"
              maxLength={200}
              placeholder={translate('theme.SearchModal.searchBox.placeholder')}
              data-search-input=""
            />
            <button type="button" className="search-close" data-search-close="" aria-label={translate('docsite.SearchModal.closeLabel')}>
              <kbd className="search-close-key">Esc</kbd>
              <span className="search-close-text">{translate('theme.SearchModal.searchBox.cancelButtonText')}</span>
            </button>
          </div>
          <div className="search-body" data-search-body="">
            <p className="search-status" id="search-status" role="status" data-search-status="" />
            <div className="search-results" id="search-results" role="listbox" aria-label={translate('docsite.SearchModal.resultsLabel')} data-search-results="" />
            <div className="search-message" data-search-message="" />
          </div>
          <div className="search-footer" aria-hidden="true">
            {/* Character references keep every page's chrome Latin-1, so V8 holds each page's HTML at one byte a character. */}
            <span><kbd dangerouslySetInnerHTML={{ __html: '&uarr;' }} /> <kbd dangerouslySetInnerHTML={{ __html: '&darr;' }} />{` ${translate('theme.SearchModal.footer.navigateText')}`}</span>
            <span><kbd dangerouslySetInnerHTML={{ __html: '&crarr;' }} />{` ${translate('theme.SearchModal.footer.selectText')}`}</span>
            <span><kbd>Esc</kbd>{` ${translate('theme.SearchModal.footer.closeText')}`}</span>
          </div>
        </div>
      </dialog>
    </>
  );
}

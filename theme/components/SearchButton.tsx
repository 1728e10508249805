/** Opens the search dialog (Ctrl/Cmd+K or /). A plain link to the search page would need a server; without JS it is hidden. */
export function SearchButton() {
  return (
    <button type="button" className="search-button" data-search-open="" aria-label="Search the docs" aria-keyshortcuts="Control+K Meta+K /">
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true"><circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" /><path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
      <span className="search-button-label">Search</span>
      <kbd className="search-button-key">Ctrl K</kbd>
    </button>
  );
}

/** The search entry point: the navbar button and the Ctrl/Cmd+K and / shortcuts (issue 6 builds the dialog). */
export function initSearchEntry() {
  // The search button is rendered by the server; the dialog module attaches here.
}

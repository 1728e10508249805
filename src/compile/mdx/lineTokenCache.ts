import { detached } from '../../shared/detached.js';

/**
 * A grammar's tokens for a line depend only on the line's text and the state the previous
 * line ended in, so a line seen before in the same state needs no regular expressions:
 * docs repeat many lines across code blocks (imports, closing braces, `-H "Authorization…"`,
 * shared setup), and tokenizing was most of highlighting's time.
 *
 * States are vscode-textmate `StateStackImpl` objects, a fresh one for each block even when
 * equal, so each is given a number by value: its parent's number, rule, end pattern (which
 * back-references make differ, as in heredocs), whether the rule began at a line end, and both
 * scope lists with their token attributes. Equal numbers mean vscode-textmate would behave
 * the same from there on. A reused state is only ever read as a previous state, and
 * vscode-textmate resets its per-line positions before each line.
 */

/** The fields of vscode-textmate's state stack that decide how the next line tokenizes. */
interface StateStack {
  parent: StateStack | null;
  ruleId: number;
  endRule: string | null;
  beginRuleCapturedEOL: boolean;
  nameScopesList: ScopeList | null;
  contentNameScopesList: ScopeList | null;
}

interface ScopeList {
  parent: ScopeList | null;
  scopePath: { scopeName: string };
  tokenAttributes: number;
}

/**
 * How many lines the caches sharing one budget (a highlighter's, one cache per grammar) keep in
 * all: a line's tokens, state and HTML take about 1 KB. Lines repeat early (imports, closing
 * braces): on the realistic corpus at 5,000 pages (76,000 lines in 13 languages, different on
 * every page) the first 10,000 lines answer 14,275 lines later on, all 50,000 (the bound before)
 * 14,695, for 38 MB more on the main thread's heap while pages render (92 MB against 54 for the
 * highlighter in all) and no less CPU. The bound was 200,000 lines per grammar before that.
 */
export const MAX_CACHED_LINES = 10_000;

/** Lines the caches sharing it may still add. */
export interface LineBudget {
  left: number;
}

export class LineTokenCache<Result> {
  private readonly ids = new Map<string, number>();
  private readonly stateIds = new WeakMap<object, number>();
  private readonly scopeIds = new WeakMap<object, number>();
  private readonly lines = new Map<string, Result>();

  constructor(private readonly budget: LineBudget = { left: MAX_CACHED_LINES }) {}

  get(state: unknown, line: string): Result | undefined {
    return this.lines.get(this.keyOf(state, line));
  }

  /**
   * Keeps `result` under a key of its own: the key as made (`keyOf`) is a concatenation whose
   * line is a view into its code block, itself cut from the page's source, so each cached line
   * kept its block, or its page's whole source, alive to the end of the build (at 5,000
   * realistic pages the caches' 50,000 lines held 20 MB of concatenations and 8 MB of views).
   */
  set(state: unknown, line: string, result: Result): void {
    if (this.budget.left <= 0) return;
    this.budget.left--;
    this.lines.set(detached(this.keyOf(state, line)), result);
  }

  private keyOf(state: unknown, line: string): string {
    return `${this.stateId(state as StateStack | null)}\n${line}`;
  }

  private intern(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) this.ids.set(key, (id = this.ids.size + 1));
    return id;
  }

  private stateId(state: StateStack | null): number {
    if (!state) return 0;
    let id = this.stateIds.get(state);
    if (id === undefined) {
      const { parent, ruleId, endRule, beginRuleCapturedEOL, nameScopesList, contentNameScopesList } = state;
      id = this.intern(`s${this.stateId(parent)},${ruleId},${beginRuleCapturedEOL ? 1 : 0},${this.scopeId(nameScopesList)},${this.scopeId(contentNameScopesList)},${endRule ?? ''}`);
      this.stateIds.set(state, id);
    }
    return id;
  }

  private scopeId(scopes: ScopeList | null): number {
    if (!scopes) return 0;
    let id = this.scopeIds.get(scopes);
    if (id === undefined) {
      id = this.intern(`c${this.scopeId(scopes.parent)},${scopes.tokenAttributes},${scopes.scopePath.scopeName}`);
      this.scopeIds.set(scopes, id);
    }
    return id;
  }
}

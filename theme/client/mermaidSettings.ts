/** The site's mermaid settings (`markdown.mermaid`, resolved), as the mermaid island reads them. */
export interface MermaidSettings {
  /** The mermaid theme in each colour mode. */
  theme: { light: string; dark: string };
  /** Given to `mermaid.initialize`. */
  options: Record<string, unknown>;
}

declare global {
  /**
   * Put in by the client bundler (esbuild's `define`, see `bundleClient`): null on a site that
   * does not draw mermaid diagrams, whose bundle then has no mermaid island at all.
   */
  const DOCSITE_MERMAID: MermaidSettings | null;
}

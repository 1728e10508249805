/** A resolved sidebar entry, ready for rendering. */
export type SidebarNode =
  | {
      type: 'link';
      label: string;
      href: string;
      /** Set for docs, to mark the active item. */
      docId?: string;
      /** The item's `className`, or its doc's frontmatter `sidebar_class_name`. */
      className?: string;
      /** A link item's `description`: its card's text on a generated category page. */
      description?: string;
    }
  | {
      /** Docusaurus's `html` item: the site's own markup, shown as it is (a heading or a divider among the links). */
      type: 'html';
      html: string;
      className?: string;
      /** `defaultStyle: true`: spaced as the links are. */
      defaultStyle?: boolean;
    }
  | {
      type: 'category';
      label: string;
      items: SidebarNode[];
      collapsed: boolean;
      /** `false`: always open, shown without a toggle (Docusaurus's `collapsible: false`). */
      collapsible?: false;
      /** Page the label opens, if any. */
      href?: string;
      /** The label as the sidebars write it, when a translation shows another: page paths made from the label use it, the same in every locale. */
      writtenLabel?: string;
      /** `className` of the item or `_category_` file, else of the doc it opens (`sidebar_class_name`). */
      className?: string;
      /** `description` of the item or `_category_` file: its card's text on its parent's generated page. */
      description?: string;
    };

/** A sidebar with its reading order, for previous/next links. */
export interface ResolvedSidebar {
  id: string;
  items: SidebarNode[];
  /** Every linked page in order: doc id (or route path) and href. */
  order: Array<{ key: string; label: string; href: string }>;
  /** Longer than `SIDEBAR_INLINE_LIMIT`: pages carry their branch, the rest loads on demand (every category has a page). */
  trimmed?: boolean;
  /** The docs version it belongs to, on a site with several. */
  version?: string;
  /** The docs section it belongs to, when it is not `docs` (see `SiteConfig.docsSections`). */
  pluginId?: string;
}

/** A page that can appear in a sidebar. */
export interface SidebarDoc {
  docId: string;
  path: string;
  label: string;
  position?: number;
  /** Frontmatter `unlisted: true`: built, but in no sidebar. */
  unlisted?: boolean;
  /** Frontmatter `sidebar_class_name`: a class on its sidebar item. */
  className?: string;
  /** Its folder's own doc (`index`, or on a Docusaurus site `README` or named as the folder): the folder category's page. */
  folderDoc?: true;
  /** Frontmatter `sidebar_key`: the translation id of the category whose page it is (Docusaurus 3.9.2). */
  key?: string;
}

/** A generated category index page requested by a sidebar. */
export interface CategoryIndex {
  path: string;
  label: string;
  title: string;
  description?: string;
  sidebarId: string;
  /** Entries listed as cards on the index page. */
  items: SidebarNode[];
  /** The docs version of its sidebar, on a site with several. */
  version?: string;
  /** The docs section of its sidebar, when it is not `docs`. */
  pluginId?: string;
}

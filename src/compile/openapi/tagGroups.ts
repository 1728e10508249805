import type { OpenApiDocument } from './openapiTypes.js';

/** One tag of the reference with its entries, in the document's tag order. */
export interface TagGroup<T> {
  tag: string;
  description?: string;
  externalDocs?: { url: string; description?: string };
  entries: T[];
}

/**
 * Entries grouped by tag: the tags the document declares first, in its order and with its
 * descriptions, then tags only operations name, in order of appearance. Empty tags are left out.
 */
export function groupByTag<T extends { tags: string[] }>(spec: OpenApiDocument, entries: T[]): Array<TagGroup<T>> {
  const declared = spec.tags ?? [];
  const names = [...new Set([...declared.map((tag) => tag.name), ...entries.flatMap((entry) => entry.tags)])];
  return names
    .map((tag) => {
      const declaration = declared.find((entry) => entry.name === tag);
      return { tag, description: declaration?.description, externalDocs: declaration?.externalDocs, entries: entries.filter((entry) => entry.tags.includes(tag)) };
    })
    .filter((group) => group.entries.length > 0);
}

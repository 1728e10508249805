import type { SchemaNode } from './apiPageData.js';
import type { OpenApiDocument, SchemaObject } from './openapiTypes.js';
import { EXPANDED_LEVELS, PageSchemas, type SchemaUsage } from './pageSchemas.js';
import { discriminatorOf, enumDescriptionsOf, isShownIn, UNSHOWN_KEYWORDS } from './schemaFacts.js';
import { constraintsOf, displayType, flattenSchema, schemaExample, typesOf, type DescriptionRenderer, type FlatSchema } from './schemaTree.js';

/** What building a schema tree needs: the document, its Markdown renderer, where the schema is read, and the page's renderings. */
export interface SchemaTreeOptions {
  md: DescriptionRenderer;
  /** Default `response`. */
  usage?: SchemaUsage;
  /** The page's named schemas; default a page of its own, with no schema pages to link to. */
  page?: PageSchemas;
  /** Told each keyword of `UNSHOWN_KEYWORDS` a rendered schema has, so it can be reported. */
  unshown?: (keyword: string) => void;
  /**
   * Only the tree's shape, claims and links: no types, descriptions, enums, constraints or
   * examples (each node's `type` is `any`). What planning schema pages needs, which builds
   * every page's trees once more (see `planSchemaPages`); the links come out the same.
   */
  shapeOnly?: boolean;
}

interface TreeContext extends DocumentFacts {
  spec: OpenApiDocument;
  md: DescriptionRenderer;
  usage: SchemaUsage;
  page: PageSchemas;
  unshown?: (keyword: string) => void;
  shapeOnly?: boolean;
}

/** Where a node sits: its property name and required flag, its nesting level (the root is 0). */
interface Place {
  name?: string;
  required?: boolean;
  level: number;
  discriminatorValue?: string;
}

/**
 * A schema as a tree of nodes: every property with its type, format, required flag, enum
 * (with what each value means), constraints and example; arrays show their item,
 * oneOf/anyOf their alternatives (labelled by discriminator value), allOf is merged.
 * A named schema is rendered once per page (and usage): where it repeats, or refers back
 * to itself, the node links to that rendering; one first met deeper than
 * `EXPANDED_LEVELS` links to its own schema page instead, when it has one.
 */
export function buildSchemaTree(spec: OpenApiDocument, schema: SchemaObject, options: SchemaTreeOptions): SchemaNode {
  const ctx: TreeContext = { spec, md: options.md, usage: options.usage ?? 'response', page: options.page ?? new PageSchemas(() => undefined), ...documentFacts(spec), unshown: options.unshown, shapeOnly: options.shapeOnly };
  return nodeOf(schema, ctx, { level: 0 });
}

/** What the trees of a document learn of its schemas, kept for every tree of it (see `documentFacts`). */
interface DocumentFacts {
  flat: (schema: SchemaObject) => FlatSchema;
  /** `isSmall` of each named schema. */
  small: Map<string, boolean>;
  /** `isFlat` of each flattened schema. */
  flatOnly: WeakMap<SchemaObject, boolean>;
}

const factsByDocument = new WeakMap<OpenApiDocument, DocumentFacts>();

/**
 * Flattened schemas, and which named schemas are small or flat, once per document: they
 * depend on the document alone, and every tree of it asks again (Stripe's 283 operations
 * and their schema pages expand the same few hundred schemas thousands of times; the page
 * schemas planned while collecting ask first).
 */
function documentFacts(spec: OpenApiDocument): DocumentFacts {
  let facts = factsByDocument.get(spec);
  if (facts) return facts;
  const flattened = new WeakMap<SchemaObject, FlatSchema>();
  const flat = (raw: SchemaObject) => {
    let result = flattened.get(raw);
    if (!result) flattened.set(raw, (result = flattenSchema(spec, raw)));
    return result;
  };
  factsByDocument.set(spec, (facts = { flat, small: new Map(), flatOnly: new WeakMap() }));
  return facts;
}

/**
 * Nodes are built key by key, in one order (the place's keys, then the type, its facts and its
 * children), never spread or `Object.assign`ed: those copies were most of this function's own
 * time on Stripe (a few hundred thousand nodes, trees and the schema-page plan).
 */
function nodeOf(raw: SchemaObject, ctx: TreeContext, place: Place): SchemaNode {
  const { schema, refName, ref } = ctx.flat(raw);
  const node = {} as SchemaNode;
  if ('name' in place) node.name = place.name;
  if ('required' in place) node.required = place.required;
  if ('discriminatorValue' in place) node.discriminatorValue = place.discriminatorValue;
  node.type = ctx.shapeOnly ? SHAPE_ONLY_TYPE : displayType(schema, ctx.spec);
  const title = (schema.title as string | undefined) ?? refName;
  if (title) node.title = title;
  if (typeof schema.format === 'string') node.format = schema.format;
  if (schema.deprecated === true) node.deprecated = true;
  if (ctx.usage === 'schema' && (schema.readOnly === true || schema.writeOnly === true)) node.access = schema.readOnly === true ? 'read-only' : 'write-only';
  if (ref) {
    const link = linkOf(ref, ctx, isFlat(schema, ctx) ? 0 : place.level);
    if (link) {
      // Rendered elsewhere: only what the referring schema says itself (3.1 sibling keywords).
      const description = typeof raw.description === 'string' ? ctx.md(raw.description) : undefined;
      if (description) node.descriptionHtml = description;
      node.link = link;
      return node;
    }
    node.anchor = ctx.page.claim(ref, title ?? ref, ctx.usage);
  }
  if (ctx.unshown) for (const keyword of UNSHOWN_KEYWORDS) if (schema[keyword] !== undefined) ctx.unshown(keyword);
  if (!ctx.shapeOnly) addFacts(node, schema, ctx);
  addChildren(node, schema, ctx, place.level + 1);
  return node;
}

/** The type every node of a `shapeOnly` tree carries. */
const SHAPE_ONLY_TYPE = { word: 'any' } as const;

/** Whether a schema has anything to expand: a named scalar (an enum of chains) shows in full wherever it is used. */
function hasChildren(schema: SchemaObject): boolean {
  return Boolean(schema.properties || schema.items || schema.oneOf || schema.anyOf || (schema.additionalProperties && typeof schema.additionalProperties === 'object'));
}

/**
 * A schema with nothing below its own children (an enum of chains, an object of scalars)
 * shows in full wherever it is used: it adds one level of its own text, no more, and a link
 * would take the reader away for less than a line each.
 */
function isFlat(schema: SchemaObject, ctx: TreeContext): boolean {
  if (!hasChildren(schema)) return true;
  let flat = ctx.flatOnly.get(schema);
  if (flat === undefined) ctx.flatOnly.set(schema, (flat = childSchemas(schema).every((child) => !expands(ctx.flat(child).schema, ctx, 0))));
  return flat;
}

/** What a schema nests: its properties, items, alternatives and additional properties. */
function childSchemas(schema: SchemaObject): SchemaObject[] {
  const additional = schema.additionalProperties && typeof schema.additionalProperties === 'object' ? [schema.additionalProperties] : [];
  return [...Object.values(schema.properties ?? {}), ...(schema.items ? [schema.items] : []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...additional];
}

/** Whether a child adds a level of its own: an object or alternatives do, an array of strings does not. */
function expands(schema: SchemaObject, ctx: TreeContext, depth: number): boolean {
  if (!hasChildren(schema)) return false;
  if (schema.properties || schema.oneOf || schema.anyOf || typeof schema.additionalProperties === 'object') return true;
  // An array of arrays of itself ends here.
  return depth > 4 || expands(ctx.flat(schema.items!).schema, ctx, depth + 1);
}

/** Where to read a named schema instead of repeating it: its rendering on this page, else (deep) its own page. */
function linkOf(ref: string, ctx: TreeContext, level: number): SchemaNode['link'] {
  const anchor = ctx.page.renderedAt(ref, ctx.usage);
  if (anchor) return { href: `#${anchor}`, onPage: true };
  // Its properties would sit one level further down: expand it only when they are within the
  // levels a page shows, or when all it holds is a few lines (a page of its own would cost the
  // reader a click and the site a route for less than the link's own markup would save).
  if (level < EXPANDED_LEVELS || isSmall(ref, ctx)) return undefined;
  const href = ctx.page.schemaPageOf(ref);
  return href ? { href, onPage: false } : undefined;
}

/** Schemas of at most this many nodes, all levels down, render where they are used at any depth. */
export const SMALL_SCHEMA_NODES = 40;

/**
 * Whether a named schema, followed all the way down (each named schema once), has at most
 * `SMALL_SCHEMA_NODES` properties, items and alternatives: small enough to show in place.
 */
function isSmall(ref: string, ctx: TreeContext): boolean {
  let small = ctx.small.get(ref);
  if (small === undefined) ctx.small.set(ref, (small = countsSmall(ref, ctx)));
  return small;
}

function countsSmall(ref: string, ctx: TreeContext): boolean {
  const seen = new Set<string>();
  let nodes = 0;
  const visit = (raw: SchemaObject): boolean => {
    if (typeof raw.$ref === 'string') {
      if (seen.has(raw.$ref)) return true;
      seen.add(raw.$ref);
    }
    const children = childSchemas(ctx.flat(raw).schema);
    nodes += children.length;
    return nodes <= SMALL_SCHEMA_NODES && children.every(visit);
  };
  return visit({ $ref: ref });
}

function addFacts(node: SchemaNode, schema: SchemaObject, ctx: TreeContext) {
  const description = ctx.md(schema.description);
  if (description) node.descriptionHtml = description;
  const values = schema.const !== undefined ? [schema.const] : schema.enum;
  if (Array.isArray(values)) {
    node.enum = values.map((value) => JSON.stringify(value));
    const meanings = enumDescriptionsOf(schema, values, ctx.md);
    if (meanings) node.enumDescriptions = meanings;
  }
  const constraints = constraintsOf(schema);
  if (constraints.length) node.constraints = constraints;
  const example = schemaExample(schema);
  if (example !== undefined && typeof example !== 'object') node.example = JSON.stringify(example);
}

function alternativesOf(schema: SchemaObject, ctx: TreeContext, level: number): Pick<SchemaNode, 'children' | 'childKind' | 'discriminator'> | undefined {
  const kind = Array.isArray(schema.oneOf) ? 'oneOf' : Array.isArray(schema.anyOf) ? 'anyOf' : undefined;
  if (!kind) return undefined;
  const discriminator = discriminatorOf(schema);
  const shown = schema[kind]!.filter((alternative) => alternative['x-internal'] !== true);
  const children = shown.map((alternative) => {
    const value = discriminator?.valueOf(alternative.$ref);
    return nodeOf(alternative, ctx, { level, ...(value !== undefined ? { discriminatorValue: value } : {}) });
  });
  return { childKind: kind, children, ...(discriminator ? { discriminator: discriminator.view } : {}) };
}

/** The node's children and how they combine (`childKind`, then `children`, then any `discriminator`). */
function addChildren(node: SchemaNode, schema: SchemaObject, ctx: TreeContext, level: number) {
  const types = typesOf(schema);
  const properties = types.includes('object') ? propertiesOf(schema, ctx, level) : [];
  const alternatives = alternativesOf(schema, ctx, level);
  if (alternatives && properties.length === 0) {
    node.childKind = alternatives.childKind;
    node.children = alternatives.children;
    if (alternatives.discriminator) node.discriminator = alternatives.discriminator;
    return;
  }
  if (alternatives) {
    // Properties every alternative shares, then the alternatives as one more entry.
    const { discriminator, ...rest } = alternatives;
    node.childKind = 'properties';
    node.children = [...properties, { type: displayType({ [rest.childKind!]: [] }, ctx.spec), ...rest }];
    if (discriminator) node.discriminator = discriminator;
    return;
  }
  // The item of an array is no level of its own: its type already shows on the array's line (`array of Agent`).
  if (types.includes('array') && schema.items) {
    node.childKind = 'items';
    node.children = [nodeOf(schema.items, ctx, { level: level - 1 })];
  } else if (properties.length) {
    node.childKind = 'properties';
    node.children = properties;
  }
}

function propertiesOf(schema: SchemaObject, ctx: TreeContext, level: number): SchemaNode[] {
  const required = new Set(schema.required ?? []);
  const children = Object.entries(schema.properties ?? {})
    .filter(([, property]) => isShownIn(ctx.flat(property).schema, ctx.usage) && property['x-internal'] !== true)
    .map(([name, property]) => nodeOf(property, ctx, { name, required: required.has(name), level }));
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    children.push(nodeOf(schema.additionalProperties, ctx, { name: '[any key]', level }));
  }
  return children;
}

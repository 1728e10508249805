import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { hashDependencies } from '../compile/modules/dependencies.js';
import { EXTERNAL_KEY } from '../compile/openapi/bundleExternalRefs.js';
import type { ApiScope } from '../compile/openapi/apiScope.js';
import { buildApiScope } from '../compile/openapi/buildApiScope.js';
import { readSpec } from '../compile/openapi/loadSpec.js';
import type { OpenApiDocument } from '../compile/openapi/openapiTypes.js';
import { cacheDirOf } from '../config/loadConfig.js';
import { cacheKey, passCachePart, PersistentCache } from '../shared/persistentCache.js';
import type { BuildContext } from '../types.js';
import { collectAllOperations, type CollectedOperations } from './collectOperations.js';
import { plannedSchemaPages } from './plannedSchemaPages.js';

/** Bump when `CollectedDocuments` changes shape. */
const CACHE_VERSION = 1;

/**
 * The site's OpenAPI documents (in the order of `config.apiReferences`). A build whose documents
 * did not change since the last one does not read them: what collect made of them comes from
 * `.docsite-cache/api-documents-*`, and the later stages read them only when they need them (an
 * incremental build that keeps every API page never does: Stripe's 2.8 MB document took a
 * second of parsing and `$ref` checking, and as much again to hash it as JSON).
 */
export interface ApiDocuments {
  /** Each document's key: a hash of the bytes of its file and of every file its `$ref`s reach. */
  keys: string[];
  /** Whether each document's `$ref`s brought in other files (its published copy then holds them, see `publishedSpec`). */
  bundled: boolean[];
  /** The first document's summary for MDX pages (`api`), its links as collect made them (`compileScope` resolves them against the checked routes). */
  scope: ApiScope;
  /** The documents, read and checked once, on the first call. */
  read(): Promise<OpenApiDocument[]>;
}

/** What collect kept of the documents, by their files' hashes and the config. */
interface CollectedDocuments {
  /** Each document's referenced files (besides its own) with their hashes when it was read. */
  referenced: Array<Record<string, string>>;
  bundled: boolean[];
  operations: CollectedOperations;
  scope: ApiScope;
}

/** A config function (an `editUrl`) keys as its source. */
const withFunctionSources = (_key: string, value: unknown) => (typeof value === 'function' ? `function ${String(value)}` : value);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Records the files a document's `$ref`s reach in `ctx.moduleInputs`: they may lie outside
 * every folder the up-to-date check hashes (`../shared/schemas.yaml`), and the build's
 * manifest keeps them, so a change to one makes the output stale.
 */
function recordReferenced(ctx: BuildContext, referenced: Record<string, string>) {
  if (Object.keys(referenced).length === 0) return;
  ctx.moduleInputs ??= new Map();
  for (const [file, hash] of Object.entries(referenced)) ctx.moduleInputs.set(file, hash);
}

/** The operations of the documents and the documents themselves (see `ApiDocuments`), from the last build's collect when no file of theirs changed. */
export async function collectApiDocuments(ctx: BuildContext): Promise<{ documents: ApiDocuments; operations: CollectedOperations }> {
  const { config } = ctx;
  const specFiles = config.apiReferences.map((reference) => reference.specFile);
  if (specFiles.length === 0) return { documents: { keys: [], bundled: [], scope: buildApiScope(undefined, () => '/'), read: async () => [] }, operations: { routes: [], sidebarDocs: [], sidebars: {} } };
  // The bytes the up-to-date check read (a build into a folder), else the file; an unreadable one is left for `readSpec` to report.
  const ownHashes = await Promise.all(specFiles.map(async (file) => {
    const bytes = ctx.inputFiles?.get(file) ?? (await readFile(file).catch(() => undefined));
    return bytes ? sha256(bytes) : '';
  }));
  const cache = await PersistentCache.open<CollectedDocuments>(cacheDirOf(config.root), 'api-documents', CACHE_VERSION, passCachePart(config));
  const key = cacheKey(JSON.stringify(config, withFunctionSources), ...ownHashes);
  const hit = ownHashes.every(Boolean) ? cache.get(key) : undefined;
  if (hit && (await referencedUnchanged(hit.referenced))) {
    hit.referenced.forEach((referenced) => recordReferenced(ctx, referenced));
    let specs: Promise<OpenApiDocument[]> | undefined;
    const read = () => (specs ??= Promise.all(specFiles.map(async (file) => (await readSpec(file, config.root)).spec)));
    return { documents: { keys: documentKeys(ownHashes, hit.referenced), bundled: hit.bundled, scope: hit.scope, read }, operations: hit.operations };
  }
  const collected = await collectFresh(specFiles, ownHashes, ctx);
  cache.set(key, collected.facts);
  await cache.save();
  return collected.result;
}

/** Whether every referenced file still hashes as when its document was read. */
async function referencedUnchanged(referenced: Array<Record<string, string>>): Promise<boolean> {
  for (const files of referenced) {
    const now = await hashDependencies(Object.keys(files));
    if (Object.entries(files).some(([file, hash]) => now[file] !== hash)) return false;
  }
  return true;
}

/** A document's key: its own file's hash and those of the files it references, in a stable order. */
function documentKeys(ownHashes: string[], referenced: Array<Record<string, string>>): string[] {
  return ownHashes.map((own, index) => cacheKey(own, ...Object.entries(referenced[index] ?? {}).sort(([a], [b]) => a.localeCompare(b)).flat()));
}

/** Reads and checks every document, and collects their operations. */
async function collectFresh(specFiles: string[], ownHashes: string[], ctx: BuildContext) {
  const read = await Promise.all(specFiles.map((file) => readSpec(file, ctx.config.root)));
  const specs = read.map((each) => each.spec);
  const referenced = await Promise.all(read.map(({ files }, index) => hashDependencies(files.filter((file) => file !== specFiles[index]))));
  referenced.forEach((files) => recordReferenced(ctx, files));
  const keys = documentKeys(ownHashes, referenced);
  const operations = collectAllOperations(specs, ctx, await plannedSchemaPages(specs, keys, ctx));
  const hrefOf = (operationId: string) => operations.routes.find((route) => route.reference === 0 && route.operationId === operationId)?.path ?? '/';
  const bundled = specs.map((spec) => Object.hasOwn(spec, EXTERNAL_KEY));
  const scope = buildApiScope(specs[0], hrefOf);
  const documents: ApiDocuments = { keys, bundled, scope, read: async () => specs };
  return { result: { documents, operations }, facts: { referenced, bundled, operations, scope } satisfies CollectedDocuments };
}

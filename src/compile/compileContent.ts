import path from 'node:path';
import type { Element } from 'hast';
import { cacheDirOf } from '../config/loadConfig.js';
import { DiagnosticsError } from '../shared/errors.js';
import { mapLimit } from '../shared/mapLimit.js';
import type { BuildContext, ContentFile, Diagnostic } from '../types.js';
import { CompileCache } from './compileCache.js';
import { createMarkdownCompiler, type CompiledContent, type MarkdownCompiler } from './mdx/compileMarkdown.js';
import { createCodeHighlighter } from './mdx/highlighter.js';

/**
 * Compiles every content file, reusing cached output for unchanged files. The shiki
 * highlighter is created only when something actually needs compiling. Every file's error
 * is collected, then the build fails once with the count.
 */
export async function compileContent(files: ContentFile[], fileToRoute: ReadonlyMap<string, string>, ctx: BuildContext): Promise<Map<string, CompiledContent>> {
  const cache = await CompileCache.open(cacheDirOf(ctx.config.root));
  const routeTableHash = CompileCache.key(JSON.stringify([...fileToRoute]), ctx.config.code.lightTheme, ctx.config.code.darkTheme);
  let compiler: Promise<MarkdownCompiler> | undefined;
  const getCompiler = () =>
    (compiler ??= createCodeHighlighter({ light: ctx.config.code.lightTheme, dark: ctx.config.code.darkTheme }).then((highlighter) =>
      createMarkdownCompiler({ root: ctx.config.root, highlighter, fileToRoute, codeCache: new Map<string, Element>() }),
    ));

  const errors: Diagnostic[] = [];
  const results = new Map<string, CompiledContent>();
  await mapLimit(files, 8, async (content) => {
    const key = CompileCache.key(content.file, content.source, routeTableHash);
    let compiled = cache.get(key);
    if (!compiled) {
      try {
        compiled = await (await getCompiler()).compile(content);
      } catch (error) {
        const { source, message, hint } = error as { source?: Diagnostic['source']; message: string; hint?: string };
        errors.push({ severity: 'error', code: 'content', message, source: source ?? { file: path.relative(ctx.config.root, content.file) }, hint });
        return;
      }
      cache.set(key, compiled);
    }
    results.set(content.file, compiled);
  });
  if (errors.length) throw new DiagnosticsError(`${errors.length} content file${errors.length === 1 ? '' : 's'} failed to compile`, errors);
  await cache.save();
  return results;
}

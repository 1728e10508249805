import path from 'node:path';
import type { Metafile, OutputFile } from 'esbuild';

/**
 * esbuild's own helpers (`__commonJS`, `__toESM`: what the islands' React and the search
 * dialog's lunr, both CommonJS, are wrapped with) get a chunk of their own when several chunks
 * use them, and esbuild has every entry import that chunk, bare (`import"./chunks/chunk.X.js";`),
 * even an entry that uses none of them: the theme's `main.js` then loaded 577 B (361 B gzip) on
 * every page for code that only lazy chunks run. Such a chunk is the one output no input file
 * went into (its metafile `inputs` are empty): declarations without side effects, so a bare
 * import of it does nothing, and this drops it. The chunks that use the helpers import them by
 * name and still load the chunk, beside their other imports (no extra round trip).
 *
 * Only the file's contents change, not its hashed name: the change follows from the contents
 * esbuild hashed, so one name still means one content.
 */
export function withoutBareRuntimeImports(outputFiles: OutputFile[], metafile: Metafile, workingDir: string): OutputFile[] {
  const runtimeChunks = Object.entries(metafile.outputs)
    .filter(([file, output]) => file.endsWith('.js') && !output.entryPoint && Object.keys(output.inputs).length === 0)
    .map(([file]) => path.resolve(workingDir, file));
  if (runtimeChunks.length === 0) return outputFiles;
  return outputFiles.map((file) => {
    if (!file.path.endsWith('.js')) return file;
    let text = file.text;
    for (const chunk of runtimeChunks) {
      let relative = path.posix.relative(path.posix.dirname(file.path), chunk);
      if (!relative.startsWith('.')) relative = `./${relative}`;
      // Only the bare form: `import{a as b}from"./chunk.X.js"` names what it uses and stays.
      text = text.replace(new RegExp(`(^|[;\\n])import\\s*"${relative.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}";?\\n?`), '$1');
    }
    return text === file.text ? file : outputFileOf(file.path, text, file.hash);
  });
}

function outputFileOf(filePath: string, text: string, hash: string): OutputFile {
  const contents = new TextEncoder().encode(text);
  return { path: filePath, contents, hash, text };
}

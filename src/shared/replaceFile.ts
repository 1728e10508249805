import { rename, writeFile } from 'node:fs/promises';

/** Temp files written by this process, numbered so that two writes of one file at once never share one. */
let written = 0;

/**
 * Writes `file` aside and renames it into place: a reader (another build, a build stopped
 * half-way, an import of the same module) sees the old file or the new one, never half of one.
 */
export async function replaceFile(file: string, contents: string | Uint8Array): Promise<void> {
  const temp = `${file}.${process.pid}.${++written}.tmp`;
  await writeFile(temp, contents);
  await rename(temp, file);
}

import path from 'node:path';

/** What a changed file means for the next build. */
export type ChangeKind = 'content' | 'openapi' | 'theme' | 'config' | 'static';

/** Routes a change by its top folder (content, openapi, theme) or the config file itself. */
export function classifyChange(file: string, root: string, configFile: string, themeDir: string): ChangeKind {
  if (path.resolve(file) === path.resolve(configFile)) return 'config';
  if (path.resolve(file).startsWith(path.resolve(themeDir) + path.sep)) return 'theme';
  const top = path.relative(root, file).split(path.sep)[0];
  if (top === 'openapi') return 'openapi';
  if (top === 'static') return 'static';
  return 'content';
}

/** The line (from 1) of the first place `text` names module `id` in quotes, for messages; undefined when it does not. */
export function lineOfImport(text: string, id: string): number | undefined {
  const at = [`'${id}'`, `"${id}"`].map((quoted) => text.indexOf(quoted)).filter((index) => index >= 0);
  if (at.length === 0) return undefined;
  const index = Math.min(...at);
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}

/**
 * `parts.join('')` that keeps Latin-1 text at one byte a character. V8's `Array.prototype.join`
 * returns a two-byte string as soon as one part is a ThinString (a string V8 internalized
 * after creating it: the cached `'-1'` becomes one once any code indexes an array with -1),
 * even when every character is ASCII. One such part made every compiled page and its whole
 * document two-byte: twice the memory, copying and encoding for each page. Concatenation
 * looks through ThinStrings.
 */
export function joinStrings(parts: readonly string[], separator = ''): string {
  let joined = parts.length ? parts[0]! : '';
  for (let index = 1; index < parts.length; index++) joined += separator + parts[index]!;
  return joined;
}

/** Helpers for the facts checks: numbers the facts module defines, and amounts quoted in text. */

/** Every number in a value, recursively. */
export function numbersIn(value: unknown, into = new Set<number>()): Set<number> {
  if (typeof value === 'number') into.add(value);
  else if (value && typeof value === 'object') for (const entry of Object.values(value)) numbersIn(entry, into);
  return into;
}

/** Literal credit amounts and rate limits written in prose. */
export function quotedAmounts(text: string): Array<{ quote: string; value: number }> {
  const patterns = [
    /(\d[\d,]*)\s+(?:free\s+|bonus\s+|monthly\s+|extra\s+)?credits?\b/gi,
    /(\d[\d,]*)\s+(?:API\s+)?requests?\s+(?:per|a|each|every)\s+(?:second|minute|hour|day)/gi,
    /rate limit of\s+(\d[\d,]*)/gi,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => ({ quote: match[0], value: Number(match[1]!.replace(/,/g, '')) })));
}


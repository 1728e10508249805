/**
 * Scores sections for an expanded query straight from the postings: lunr's similarity (each
 * matching term's weight times its clause boost) without lunr's per-match objects, which cost
 * tens of milliseconds per keystroke on a 1,000-page site. Then ranks: most required words
 * matched, then best match tiers (exact above prefix above fuzzy), then score.
 */
import { boostOf, TIER, type ExpandedWord } from './expandQuery.js';
import type { Posting, PostingIndex } from './loadSearchIndex.js';

/** Sections in rank order, with their scores (indexed by section). */
export interface RankedSections {
  refs: number[];
  scores: Float64Array;
  /** No section matches every required word: these are the closest. */
  partial: boolean;
}

/** Whether `section` is in the posting (binary search: postings are sorted). */
export function postingHas(posting: Posting, section: number): boolean {
  let low = 0;
  let high = posting.sections.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = posting.sections[middle]!;
    if (value === section) return true;
    if (value < section) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** lunr's score: every distinct term once, with the highest boost any word gives it. */
function score(words: ExpandedWord[], index: PostingIndex, scores: Float64Array, touched: number[]) {
  const boosts = new Map<number, number>();
  for (const word of words) {
    for (const [term, tier] of word.terms) {
      const id = index.termIds.get(term);
      if (id !== undefined) boosts.set(id, Math.max(boosts.get(id) ?? 0, boostOf(tier)));
    }
  }
  for (const [id, boost] of boosts) {
    const { sections, weights } = index.postings[id]!;
    for (let at = 0; at < sections.length; at++) {
      const section = sections[at]!;
      if (scores[section] === 0) touched.push(section);
      scores[section]! += boost * weights[at]!;
    }
  }
}

/** Per word, the best tier each section matched it with (×2, so 0.5 fits a byte). */
function tiersOf(word: ExpandedWord, index: PostingIndex): Uint8Array {
  const tiers = new Uint8Array(index.sectionCount);
  for (const [term, tier] of word.terms) {
    const posting = index.postings[index.termIds.get(term) ?? -1];
    if (!posting) continue;
    for (const section of posting.sections) if (tiers[section]! < tier * 2) tiers[section] = tier * 2;
  }
  // `api-key` written as "API key": every part matched is as good as the identifier itself.
  const parts = word.word.terms.filter((term) => term.kind === 'part').map((term) => index.postings[index.termIds.get(term.term) ?? -1]);
  if (parts.length > 1 && parts.every(Boolean)) {
    for (const section of parts[0]!.sections) if (parts.every((posting) => postingHas(posting!, section))) tiers[section] = TIER.exact * 2;
  }
  return tiers;
}

/** Sections matching the most required words, best first; `partial` when none matches them all. */
export function scoreSections(words: ExpandedWord[], index: PostingIndex): RankedSections {
  const scores = new Float64Array(index.sectionCount);
  const touched: number[] = [];
  score(words, index, scores, touched);
  if (touched.length === 0) return { refs: [], scores, partial: false };
  const tiers = words.map((word) => tiersOf(word, index));
  const covered = new Uint8Array(index.sectionCount);
  const quality = new Float64Array(index.sectionCount);
  let best = 0;
  for (const ref of touched) {
    words.forEach((word, at) => {
      const tier = tiers[at]![ref]!;
      if (tier > 0 && word.required) covered[ref]!++;
      quality[ref]! += tier / 2;
    });
    if (covered[ref]! > best) best = covered[ref]!;
  }
  // No objects per section: a common word touches most of a 1,000-page site.
  const refs = touched.filter((ref) => covered[ref] === best);
  refs.sort((a, b) => quality[b]! - quality[a]! || scores[b]! - scores[a]! || a - b);
  return { refs, scores, partial: best < words.filter((word) => word.required).length };
}

/** The index terms of `words` that `section` contains, for highlighting and spots. */
export function matchedTerms(words: ExpandedWord[], index: PostingIndex, section: number): string[] {
  const matched = new Set<string>();
  for (const word of words) {
    for (const term of word.terms.keys()) {
      const posting = index.postings[index.termIds.get(term) ?? -1];
      if (posting && postingHas(posting, section)) matched.add(term);
    }
  }
  return [...matched];
}

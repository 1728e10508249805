// A reader of search files that counts round trips as a browser would see them: one starts
// when a fetch begins with none in flight, so fetches made together (one `Promise.all`) are
// one round trip and a fetch that had to wait for an earlier one's answer is another. Each
// answer comes a timer tick later, so concurrent fetches really overlap. Shared by the
// offline benches (firstSearchOffline.mjs, laterKeystrokesOffline.mjs).
// Waves: a browser opens at most six HTTP/1.1 connections to a host (`docsite serve`, many
// static hosts), so a round trip of thirteen files takes three waves of answers, one after
// another; the waves count that (HTTP/2 hosts answer a round trip's files in one).

/** Connections a browser opens per HTTP/1.1 host (Chrome's, Firefox's). */
export const CONNECTIONS_PER_HOST = 6;

/** `fetchJson` for `ShardedSearch` over `read` (a reader by URL), and the round trips and waves it has made so far. */
export function countingFetch(read) {
  let inFlight = 0;
  const filesPerRound = [];
  const fetchJson = async (url) => {
    if (inFlight++ === 0) filesPerRound.push(0);
    filesPerRound[filesPerRound.length - 1]++;
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight--;
    return read(url);
  };
  const rounds = () => filesPerRound.length;
  const waves = () => filesPerRound.reduce((sum, files) => sum + Math.ceil(files / CONNECTIONS_PER_HOST), 0);
  // The files asked for first in a round come in its first wave: what a first screenful waits for (`searchFirstScreen`).
  const wavesToFirstOfRound = () => waves() - Math.max(0, Math.ceil((filesPerRound.at(-1) ?? 0) / CONNECTIONS_PER_HOST) - 1);
  return { fetchJson, rounds, waves, wavesToFirstOfRound };
}

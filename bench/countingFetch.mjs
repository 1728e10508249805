// A reader of search files that counts round trips as a browser would see them: one starts
// when a fetch begins with none in flight, so fetches made together (one `Promise.all`) are
// one round trip and a fetch that had to wait for an earlier one's answer is another. Each
// answer comes a timer tick later, so concurrent fetches really overlap. Shared by the
// offline benches (firstSearchOffline.mjs, laterKeystrokesOffline.mjs).

/** `fetchJson` for `ShardedSearch` over `read` (a reader by URL), and the round trips it has made so far. */
export function countingFetch(read) {
  let inFlight = 0;
  let rounds = 0;
  const fetchJson = async (url) => {
    if (inFlight++ === 0) rounds++;
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight--;
    return read(url);
  };
  return { fetchJson, rounds: () => rounds };
}

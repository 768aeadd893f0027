/**
 * Reads the data of a client-side navigation (React Router's `.data` answers) as a whole body.
 *
 * React Router decodes a `.data` body through a stream (its turbo-stream decoder, a line-splitting
 * TransformStream) and lets go of the stream once it has read the last line. Chromium finishes a fetch
 * only when its network loader reports completion, which can come a moment after the last bytes; a
 * stream let go before that is cancelled, and DevTools showed every portal click as `net::ERR_ABORTED`
 * although the answer was a complete 200 (the loader's `canceled: true` came 1-2 ms after all its data;
 * the request's AbortSignal never fired). A body read with `arrayBuffer()` is held until the loader
 * completes; handing React Router that body as a new Response leaves it nothing to cancel.
 *
 * Deferred values (React Router's `<Await>`) would arrive only with the whole body: this app defers
 * none (every loader returns its data at once). Upstream: the decoder could keep reading until the body
 * reports done (reader.closed) before releasing it; written down in docs/decisions/105's neighbour,
 * docs/decisions/107-whole-navigation-data.md.
 */
export function readNavigationDataWhole(): void {
  const fetchFromPage = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    const answer = await fetchFromPage(input, init);
    if (!isNavigationData(url) || !answer.body) return answer;
    const body = await answer.arrayBuffer();
    return new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
  };
}

/** Whether a URL is a same-origin `.data` request of React Router's single fetch. */
export function isNavigationData(url: string): boolean {
  const parsed = new URL(url, window.location.href);
  return parsed.origin === window.location.origin && parsed.pathname.endsWith('.data');
}

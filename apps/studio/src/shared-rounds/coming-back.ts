/**
 * Calls `callback` whenever the device may have its connection back: it went online, or the page
 * became visible again (phones drop sockets of hidden pages). Returns the function that stops it.
 */
export function onComingBack(callback: () => void): () => void {
  window.addEventListener('online', callback);
  document.addEventListener('visibilitychange', callback);
  return () => {
    window.removeEventListener('online', callback);
    document.removeEventListener('visibilitychange', callback);
  };
}

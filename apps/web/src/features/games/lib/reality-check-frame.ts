/**
 * Whether the game in the launch frame shows the reality check itself (issue 19 part 3): the
 * studio's games (/studio/) and the site's own lottery frame (/m/...) ask the server and show it
 * inside the game; a third-party vendor's game, served from its own address, cannot, so the launch
 * page shows the reminder over it.
 */
export function showsOwnRealityCheck(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  return url.startsWith('/studio/') || url.startsWith('/m/');
}

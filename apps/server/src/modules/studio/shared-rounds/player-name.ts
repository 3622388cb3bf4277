/** A player as others see them in a shared round: "john01" -> "jo***1". */
export function maskedName(username: string): string {
  const name = username.trim();
  if (name.length <= 2) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}

/** Lower case without accents: 'Coração' and 'CORACAO' find each other (issue 5: accent- and case-insensitive search). */
export function searchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

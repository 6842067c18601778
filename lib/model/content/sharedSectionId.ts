/** A shared section's id from its name: `18+ i gra odpowiedzialna` -> `18-i-gra-odpowiedzialna`. */
export function sharedSectionId(label: string): string {
  const id = label
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
  return id === '' ? 'section' : id;
}

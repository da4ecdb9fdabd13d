/** Text as HTML shows it: its markup characters written as entities. */
export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

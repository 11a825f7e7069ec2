/** Opens the course search from anywhere in the shell (the side navigation on a phone). */
export const OPEN_SEARCH_EVENT = 'systemcraft:open-search';

export function openSearch(): void {
  window.dispatchEvent(new Event(OPEN_SEARCH_EVENT));
}

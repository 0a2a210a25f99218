export type ThemeChoice = 'system' | 'dark' | 'light';
const KEY = 'console.theme';

export function storedTheme(): ThemeChoice {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'dark' || value === 'light' ? value : 'system';
  } catch {
    return 'system';
  }
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

export function resolvedTheme(choice: ThemeChoice): 'dark' | 'light' {
  if (choice === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return choice;
}

/** Sets data-theme on <html> (the CSS variables follow it) and remembers an explicit choice. */
export function applyTheme(choice: ThemeChoice): void {
  document.documentElement.dataset.theme = resolvedTheme(choice);
  try {
    if (choice === 'system') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, choice);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}

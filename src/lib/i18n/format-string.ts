// Placeholder filling for UI strings: `Navigated to {page title}` with { 'page title': 'Home' }.

/** Replaces each `{name}` with vars[name]; unknown placeholders stay as they are. */
export function formatString(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{([^{}]+)\}/g, (match, name: string) => {
    const value = vars[name.trim()];
    return value === undefined ? match : String(value);
  });
}

// Loaded only when a diagram scrolls into view: mermaid is large, most pages never need it.
import mermaid from 'mermaid';

let configuredTheme: string | null = null;
let queue: Promise<unknown> = Promise.resolve();

function configure(theme: 'light' | 'dark') {
  if (configuredTheme === theme) return;
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    theme: theme === 'dark' ? 'dark' : 'default',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    flowchart: { htmlLabels: false },
  });
  configuredTheme = theme;
}

/** Parses first so a syntax error is reported without mermaid drawing its error graphic. */
export function renderDiagram(id: string, text: string, theme: 'light' | 'dark') {
  const run = async () => {
    configure(theme);
    await mermaid.parse(text);
    const { svg } = await mermaid.render(id, text);
    return svg;
  };
  // mermaid renders one diagram at a time; queue the rest.
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

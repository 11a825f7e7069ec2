/** The clean-up diagram text gets before mermaid sees it. */

export const MAX_DIAGRAM_LENGTH = 50_000;
export const TOO_LARGE_MESSAGE = 'Maximum text size in diagram exceeded';
const TOO_LARGE_DIAGRAM = `flowchart TD\n  limit[${TOO_LARGE_MESSAGE}]`;

const GREEK: Record<string, string> = {
  α: 'alpha',
  β: 'beta',
  γ: 'gamma',
  δ: 'delta',
  Δ: 'Delta',
  ε: 'epsilon',
  θ: 'theta',
  λ: 'lambda',
  μ: 'mu',
  π: 'pi',
  σ: 'sigma',
  Σ: 'Sigma',
  τ: 'tau',
  φ: 'phi',
  ω: 'omega',
  Ω: 'Omega',
};

const stripParentheses = (label: string) => label.replace(/[()]/g, '');

export function prepareDiagram(source: string): string {
  if (source.length > MAX_DIAGRAM_LENGTH) return TOO_LARGE_DIAGRAM;
  let text = source.trim();
  // "graph TD; A-->B; B-->C" written on one line becomes one statement per line.
  if (!text.includes('\n') && text.includes(';')) text = text.split(';').join('\n');
  return text
    .split('\n')
    .map((line) => line.replace(/;+\s*$/, ''))
    .filter((line, index) => index === 0 || line.trim() !== '')
    .join('\n')
    .replace(/[αβγδΔεθλμπσΣτφωΩ]/g, (letter) => GREEK[letter] ?? letter)
    .replace(/\[[^\]\n]*\]/g, stripParentheses)
    .replace(/\|[^|\n]*\|/g, stripParentheses);
}

import { describe, expect, it } from 'vitest';

import { MAX_DIAGRAM_LENGTH, prepareDiagram, TOO_LARGE_MESSAGE } from './diagram-text';

describe('prepareDiagram', () => {
  it('splits a semicolon one-liner into lines without trailing semicolons', () => {
    expect(prepareDiagram('graph TD; A-->B; B-->C;')).toBe('graph TD\n A-->B\n B-->C');
  });

  it('removes trailing semicolons from multi-line text', () => {
    expect(prepareDiagram('flowchart LR\n  A --> B;\n  B --> C;;')).toBe(
      'flowchart LR\n  A --> B\n  B --> C',
    );
  });

  it('spells out Greek letters', () => {
    expect(prepareDiagram('flowchart LR\n  A[λ function] --> B[Σ total]')).toBe(
      'flowchart LR\n  A[lambda function] --> B[Sigma total]',
    );
  });

  it('drops parentheses inside node labels and edge labels only', () => {
    expect(prepareDiagram('flowchart LR\n  A[Cache (Redis)] -->|hit (fast)| B((DB))')).toBe(
      'flowchart LR\n  A[Cache Redis] -->|hit fast| B((DB))',
    );
  });

  it('replaces an oversized diagram with a notice diagram', () => {
    const huge = `flowchart LR\n${'A-->B\n'.repeat(MAX_DIAGRAM_LENGTH / 6 + 1)}`;
    expect(prepareDiagram(huge)).toContain(TOO_LARGE_MESSAGE);
    expect(prepareDiagram('x'.repeat(MAX_DIAGRAM_LENGTH))).not.toContain(TOO_LARGE_MESSAGE);
  });
});

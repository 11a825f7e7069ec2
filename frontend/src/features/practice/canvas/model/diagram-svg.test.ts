// @vitest-environment jsdom
import type { CanvasDesign } from '@/lib/design';
import { describe, expect, it } from 'vitest';

import { updateConnection, updateComponent } from './design';
import { diagramSvg, escapeXml, type DiagramTheme } from './diagram-svg';
import { nameCapacity, nameLines, withNamesFitted, wrapName } from './name-lines';
import { connectionPoint } from './routing';
import { sampleDesign } from './sample-design';

const THEME: DiagramTheme = {
  background: '#f7f8fb',
  surface: '#ffffff',
  border: '#c5cbd8',
  text: '#151a28',
  muted: '#4f5870',
  line: '#6b7489',
  font: 'system-ui, "Segoe UI", sans-serif',
};

function parse(svg: string): Document {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.querySelector('parsererror')).toBeNull();
  return document;
}

function counter(): (prefix: string) => string {
  let next = 0;
  return (prefix) => `${prefix}-${String((next += 1))}`;
}

describe('diagramSvg', () => {
  it('is null for an empty design', () => {
    expect(diagramSvg({ widgets: [], connections: [] }, THEME)).toBeNull();
  });

  it('draws every component and connection of the sample design as plain shapes', () => {
    const design = sampleDesign(counter());
    const drawn = diagramSvg(design, THEME);
    expect(drawn).not.toBeNull();
    const document = parse(drawn!.svg);
    expect(drawn!.width).toBe(600 + 2 * 48);
    expect(drawn!.height).toBe(224 + 2 * 48);
    expect(document.querySelectorAll('foreignObject')).toHaveLength(0);
    expect(document.querySelectorAll('g > rect')).toHaveLength(design.widgets.length);
    expect(document.querySelectorAll('path[marker-end]')).toHaveLength(design.connections.length);
    const texts = [...document.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Client', 'DNS', 'Server', 'Database', 'HTTP']));
  });

  it('escapes names and breaks long ones onto two lines inside the component', () => {
    let design: CanvasDesign = sampleDesign(counter());
    const [client, server] = design.widgets;
    design = updateComponent(design, client!.id, { name: 'Web <b> & "ui"' });
    design = updateComponent(design, server!.id, { name: 'A very long service name indeed' });
    const document = parse(diagramSvg(design, THEME)!.svg);
    const texts = [...document.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toContain('Web <b> & "ui"');
    expect(texts).toContain('A very long');
    expect(texts).toContain('service name…');
  });

  it('dashes asynchronous connections', () => {
    let design = sampleDesign(counter());
    design = updateConnection(design, design.connections[0]!.id, { sync: 'Asynchronous' });
    const document = parse(diagramSvg(design, THEME)!.svg);
    expect(document.querySelectorAll('path[stroke-dasharray]')).toHaveLength(1);
  });
});

describe('nameLines', () => {
  it('keeps a short name on one line', () => {
    expect(nameLines('Database')).toEqual(['Database']);
  });

  it('breaks between words, and cuts a word too long for a line', () => {
    expect(nameLines('Primary write database')).toEqual(['Primary write', 'database']);
    expect(wrapName('Supercalifragilisticexpialidocious cluster', 14)).toEqual([
      'Supercalifragi',
      'listicexpialid',
      'ocious cluster',
    ]);
  });

  it('ends with an ellipsis when the name needs more lines than the box has', () => {
    expect(nameLines('Supercalifragilisticexpialidocious')).toEqual([
      'Supercalifragi',
      'listicexpiali…',
    ]);
  });

  it('shows the whole name in a box sized for it', () => {
    const name = 'Inventory and reservations DB (PostgreSQL, sharded by hotel_id)';
    const [fitted] = withNamesFitted({
      widgets: [{ ...sampleDesign(counter()).widgets[0]!, name }],
      connections: [],
    }).widgets;
    const { chars, lines } = nameCapacity(fitted!);
    expect(nameLines(name, chars, lines).join(' ')).toBe(name);
    expect(fitted!.width).toBeLessThanOrEqual(240);
  });
});

describe('connectionPoint', () => {
  const component = { ...sampleDesign(counter()).widgets[0]!, x: 100, y: 200 };

  it('is 16 px outside the middle of each side, at the outer side of the 16 px dot', () => {
    expect(connectionPoint(component, 'top')).toEqual({ x: 160, y: 184 });
    expect(connectionPoint(component, 'bottom')).toEqual({ x: 160, y: 296 });
    expect(connectionPoint(component, 'left')).toEqual({ x: 84, y: 240 });
    expect(connectionPoint(component, 'right')).toEqual({ x: 236, y: 240 });
  });
});

describe('escapeXml', () => {
  it('escapes the characters markup would read', () => {
    expect(escapeXml(`<a href="x">&</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });
});

import { describe, expect, it } from 'vitest';

import { imageTreatment } from './image-treatment';

describe('imageTreatment', () => {
  it('inverts SVG drawings and dims everything else', () => {
    expect(imageTreatment('/lesson-assets/cache-aside.svg')).toBe('lineArt');
    expect(imageTreatment('https://cdn.example/Diagram.SVG?v=2#top')).toBe('lineArt');
    expect(imageTreatment('/lesson-assets/team.jpg')).toBe('photo');
    expect(imageTreatment('https://cdn.example/render.png?format=.svg')).toBe('photo');
  });
});

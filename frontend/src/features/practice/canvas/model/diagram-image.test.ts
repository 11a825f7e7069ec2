import { describe, expect, it } from 'vitest';

import { CANVAS_HEIGHT, CANVAS_WIDTH } from './design';
import {
  diagramBounds,
  diagramImageFileName,
  IMAGE_PADDING,
  imageFrame,
  MAX_PNG_PIXELS,
  PNG_PIXEL_RATIO,
} from './diagram-image';
import { sampleDesign } from './sample-design';

describe('diagramImageFileName', () => {
  it('names the file after the time of the export', () => {
    expect(diagramImageFileName('png', 1767225600000)).toBe('playground-diagram-1767225600000.png');
    expect(diagramImageFileName('svg', 42)).toBe('playground-diagram-42.svg');
  });
});

describe('diagramBounds', () => {
  it('is null on an empty canvas, so there is no blank image to make', () => {
    expect(diagramBounds([])).toBeNull();
  });

  it('encloses every component of the sample design', () => {
    // Client (96, 192), DNS (336, 48), Server (336, 192), Database (576, 192), each 120 x 80.
    expect(diagramBounds(sampleDesign().widgets)).toEqual({
      x: 96,
      y: 48,
      width: 600,
      height: 224,
    });
  });
});

describe('imageFrame', () => {
  it('adds the padding on every side and draws the PNG at twice the size', () => {
    const frame = imageFrame({ x: 96, y: 48, width: 600, height: 224 });
    expect(frame).toEqual({
      width: 600 + 2 * IMAGE_PADDING,
      height: 224 + 2 * IMAGE_PADDING,
      pixelRatio: PNG_PIXEL_RATIO,
    });
  });

  it('rounds a fractional size up, so nothing is cut off', () => {
    expect(imageFrame({ x: 0.5, y: 0, width: 100.25, height: 50 }, 10)).toMatchObject({
      width: 121,
      height: 70,
    });
  });

  it('keeps the PNG of a full canvas within what every browser will draw', () => {
    const frame = imageFrame({ x: 0, y: 0, width: CANVAS_WIDTH, height: CANVAS_HEIGHT });
    const pixels = frame.width * frame.pixelRatio * (frame.height * frame.pixelRatio);
    expect(pixels).toBeLessThanOrEqual(MAX_PNG_PIXELS + 1);
    expect(pixels).toBeGreaterThan(MAX_PNG_PIXELS * 0.99);
    expect(frame.pixelRatio).toBeLessThan(PNG_PIXEL_RATIO);
  });
});

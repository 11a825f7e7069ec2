/**
 * How a lesson image is shown in the dark theme: SVG drawings are line art (inverted), any
 * other image is treated as a photograph (dimmed).
 */
export function imageTreatment(url: string): 'lineArt' | 'photo' {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.toLowerCase().endsWith('.svg') ? 'lineArt' : 'photo';
}

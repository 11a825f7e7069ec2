import type { SectionData } from '../types';
import { DiagramSection } from './diagram-section';
import { renderInlineMarkdown, renderMarkdown } from '@/lib/markdown';
import styles from './sections.module.css';
import { ZoomableImage } from './zoomable-image';

type Payload = Record<string, unknown>;

const text = (payload: Payload, ...keys: string[]) => {
  const value = keys.map((key) => payload[key]).find((v) => typeof v === 'string');
  return typeof value === 'string' ? value : '';
};
/** A drawn size the loader measured; the browser reserves the image's space from it. */
const dimension = (payload: Payload, key: string) => {
  const value = payload[key];
  return typeof value === 'number' && value > 0 ? value : undefined;
};

const VARIANT_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  warning: 'Warning',
  important: 'Important',
};

function Markdown({ source, className }: { source: string; className?: string }) {
  const html = renderMarkdown(source);
  return (
    <div
      className={className ? `${styles.prose} ${className}` : styles.prose}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function TableSection({ payload }: { payload: Payload }) {
  const headers = Array.isArray(payload.headers) ? payload.headers.map(String) : [];
  const rows = Array.isArray(payload.rows)
    ? payload.rows.map((row) => (Array.isArray(row) ? row.map(String) : []))
    : [];
  return (
    // Focusable, so a keyboard can scroll a table wider than the screen.
    <div
      className={`${styles.tableScroll} ${styles.scrollShadows}`}
      tabIndex={0}
      role="region"
      aria-label="Data Table"
    >
      <table className={styles.table}>
        <thead>
          <tr>
            {headers.map((header, index) => (
              <th key={index} dangerouslySetInnerHTML={{ __html: renderInlineMarkdown(header) }} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) => (
                <td
                  key={cellIndex}
                  dangerouslySetInnerHTML={{ __html: renderInlineMarkdown(cell) }}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ImageSection({ payload }: { payload: Payload }) {
  const url = text(payload, 'url', 'src');
  const caption = text(payload, 'caption');
  const safe = url.startsWith('/') || url.startsWith('https://');
  return (
    <figure className={styles.figure}>
      {safe && (
        <ZoomableImage
          src={url}
          alt={text(payload, 'alt')}
          caption={caption}
          width={dimension(payload, 'width')}
          height={dimension(payload, 'height')}
        />
      )}
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

/** One lesson section by its type (text, highlight, table, diagram, image); any other says so. */
export function SectionView({ section }: { section: SectionData }) {
  const payload = (section.data.payload ?? {}) as Payload;
  switch (section.type) {
    case 'text':
      return <Markdown source={text(payload, 'markdown', 'content')} />;
    case 'highlight': {
      const variant = text(payload, 'variant') || 'note';
      return (
        <aside className={`${styles.highlight} ${styles[variant] ?? ''}`}>
          <p className={styles.highlightLabel}>{VARIANT_LABELS[variant] ?? 'Note'}</p>
          <Markdown source={text(payload, 'markdown', 'content')} />
        </aside>
      );
    }
    case 'table':
      return <TableSection payload={payload} />;
    case 'diagram':
      return (
        <DiagramSection
          source={text(payload, 'mermaid', 'chart', 'source')}
          caption={text(payload, 'caption') || undefined}
        />
      );
    case 'image':
      return <ImageSection payload={payload} />;
    default:
      return <p className={styles.unknown}>Unknown content type: {section.type}</p>;
  }
}

import {
  type PropertyValue,
  PROTOCOLS,
  SYNC_MODES,
  type CanvasConnection,
  type CanvasComponent,
} from '@/lib/design';
import { buttonClass } from '@/components/button-class';

import { parseList, propertyLabel } from './model/component-types';
import {
  removeConnections,
  removeComponents,
  updateConnection,
  updateComponent,
} from './model/design';
import type { DesignEditor } from './use-design-editor';
import styles from './canvas.module.css';

// The server's limits for saved designs and assessments, so nothing typed here is refused there.
const MAX_NAME = 200;
const MAX_TEXT = 2000;
const MAX_LATENCY = 60;

function WidgetProperties({
  editor,
  component,
}: {
  editor: DesignEditor;
  component: CanvasComponent;
}) {
  const change = (field: string, changes: Parameters<typeof updateComponent>[2]) => {
    editor.edit(updateComponent(editor.design, component.id, changes), `${component.id}:${field}`);
  };
  const setProperty = (key: string, original: PropertyValue, text: string) => {
    const value = Array.isArray(original)
      ? parseList(text)
      : typeof original === 'number' && text.trim() !== '' && !Number.isNaN(Number(text))
        ? Number(text)
        : text;
    change(key, { properties: { ...component.properties, [key]: value } });
  };
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
      }}
      aria-label="Component properties"
    >
      <p className={styles.panelKind}>{component.type}</p>
      <label>
        <span>Name</span>
        <input
          maxLength={MAX_NAME}
          value={component.name}
          onChange={(e) => {
            change('name', { name: e.target.value });
          }}
        />
      </label>
      <label>
        <span>Description</span>
        <textarea
          rows={3}
          maxLength={MAX_TEXT}
          value={component.description}
          onChange={(e) => {
            change('description', { description: e.target.value });
          }}
        />
      </label>
      {Object.entries(component.properties).map(([key, value]) => (
        <label key={key}>
          <span>
            {propertyLabel(key)}
            {Array.isArray(value) && <em className={styles.hint}> (comma-separated)</em>}
          </span>
          <input
            maxLength={MAX_TEXT}
            value={Array.isArray(value) ? value.join(', ') : String(value)}
            inputMode={typeof value === 'number' ? 'numeric' : undefined}
            onChange={(e) => {
              setProperty(key, value, e.target.value);
            }}
          />
        </label>
      ))}
      <button
        type="button"
        className={buttonClass('secondary', 'small')}
        onClick={() => {
          if (window.confirm('Delete this component?')) {
            editor.edit(removeComponents(editor.design, [component.id]));
          }
        }}
      >
        Delete component
      </button>
    </form>
  );
}

function ConnectionProperties({
  editor,
  connection,
}: {
  editor: DesignEditor;
  connection: CanvasConnection;
}) {
  const change = (field: keyof CanvasConnection['properties'], value: string) => {
    editor.edit(
      updateConnection(editor.design, connection.id, { [field]: value }),
      `${connection.id}:${field}`,
    );
  };
  const { protocol, latency, sync, description } = connection.properties;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
      }}
      aria-label="Connection properties"
    >
      <p className={styles.panelKind}>Connection</p>
      <label>
        <span>Protocol</span>
        <select
          value={protocol}
          onChange={(e) => {
            change('protocol', e.target.value);
          }}
        >
          {PROTOCOLS.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </label>
      <label>
        <span>Latency</span>
        <input
          maxLength={MAX_LATENCY}
          value={latency}
          onChange={(e) => {
            change('latency', e.target.value);
          }}
        />
      </label>
      <label>
        <span>Sync</span>
        <select
          value={sync}
          onChange={(e) => {
            change('sync', e.target.value);
          }}
        >
          {SYNC_MODES.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </label>
      <label>
        <span>Description</span>
        <textarea
          rows={3}
          maxLength={MAX_TEXT}
          value={description}
          onChange={(e) => {
            change('description', e.target.value);
          }}
        />
      </label>
      <button
        type="button"
        className={buttonClass('secondary', 'small')}
        onClick={() => {
          if (window.confirm('Delete this connection?')) {
            editor.edit(removeConnections(editor.design, [connection.id]));
          }
        }}
      >
        Delete connection
      </button>
    </form>
  );
}

/** Edits the one selected component or connection: the Properties panel. */
export function PropertiesPanel({ editor }: { editor: DesignEditor }) {
  const { design, selection } = editor;
  const count = selection.components.length + selection.connections.length;
  const component = design.widgets.find((w) => w.id === selection.components[0]);
  const connection = design.connections.find((c) => c.id === selection.connections[0]);
  return (
    <aside className={styles.properties} aria-labelledby="properties-title">
      <h2 id="properties-title" className={styles.panelTitle}>
        Properties
      </h2>
      {count === 1 && component ? (
        <WidgetProperties key={component.id} editor={editor} component={component} />
      ) : count === 1 && connection ? (
        <ConnectionProperties key={connection.id} editor={editor} connection={connection} />
      ) : (
        <p className={styles.panelEmpty}>
          {count > 1
            ? `${String(count)} items selected. Press Delete to remove them, or Ctrl+D to duplicate.`
            : 'Select a component or a connection to edit it.'}
        </p>
      )}
    </aside>
  );
}

import { PROTOCOLS, SYNC_MODES, type CanvasConnection } from '@/lib/design';

import { buttonClass } from '@/components/button-class';

import { MAX_LATENCY, MAX_TEXT } from './model/field-limits';
import { distinctNames } from './model/component-names';
import { removeConnections, updateConnection } from './model/design';
import type { DesignEditor } from './use-design-editor';
import styles from './canvas.module.css';

/** The selected connection's form: which components it joins, and its properties. */
export function ConnectionProperties({
  editor,
  connection,
  formRef,
}: {
  editor: DesignEditor;
  connection: CanvasConnection;
  formRef: (form: HTMLFormElement | null) => void;
}) {
  const change = (field: keyof CanvasConnection['properties'], value: string) => {
    editor.edit(
      updateConnection(editor.design, connection.id, { [field]: value }),
      `${connection.id}:${field}`,
    );
  };
  const { protocol, latency, sync, description } = connection.properties;
  const names = distinctNames(editor.design.widgets);
  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
      }}
      aria-label="Connection properties"
    >
      <p className={styles.panelKind}>Connection</p>
      <p className={styles.panelName}>
        From {names.get(connection.from.widgetId)} to {names.get(connection.to.widgetId)}
      </p>
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

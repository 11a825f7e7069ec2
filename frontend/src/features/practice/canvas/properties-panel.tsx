import { useRef, type KeyboardEvent, type ReactNode } from 'react';

import { ArrangeTools } from './arrange-tools';
import { ComponentProperties } from './component-properties';
import { ConnectionProperties } from './connection-properties';
import type { DesignEditor } from './use-design-editor';
import styles from './canvas.module.css';

/** The selected item's element on the canvas: a component, or a connection's label. */
function canvasElement(id: string): HTMLElement | null {
  const escaped = CSS.escape(id);
  return document.querySelector<HTMLElement>(
    `.react-flow__node[data-id="${escaped}"], [data-connection-label="${escaped}"]`,
  );
}

interface PropertiesPanelProps {
  editor: DesignEditor;
  /** Shown under a component's properties: how it fared in the last simulation run. */
  componentChart?: (componentId: string) => ReactNode;
}

/** Edits the one selected component or connection: the Properties panel. Escape deselects and
 * takes the focus back to the item on the canvas. */
export function PropertiesPanel({ editor, componentChart }: PropertiesPanelProps) {
  const { design, selection, dispatch, run } = editor;
  const count = selection.components.length + selection.connections.length;
  const component = design.widgets.find((w) => w.id === selection.components[0]);
  const connection = design.connections.find((c) => c.id === selection.connections[0]);
  // Set when the panel itself opens another item, so the focus moves into its form.
  const focusNextForm = useRef(false);
  const takeFocus = (form: HTMLFormElement | null) => {
    if (!form || !focusNextForm.current) return;
    focusNextForm.current = false;
    form.querySelector<HTMLElement>('select, input, textarea, button')?.focus();
  };
  const openConnection = (id: string) => {
    focusNextForm.current = true;
    dispatch({ type: 'select', selection: { components: [], connections: [id] } });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || count === 0) return;
    event.stopPropagation();
    const selected = selection.components[0] ?? selection.connections[0];
    if (selected) canvasElement(selected)?.focus();
    run('deselect');
  };
  return (
    <aside className={styles.properties} aria-labelledby="properties-title" onKeyDown={onKeyDown}>
      <h2 id="properties-title" className={styles.panelTitle}>
        Properties
      </h2>
      {count === 1 && component ? (
        <>
          <ComponentProperties
            key={component.id}
            editor={editor}
            component={component}
            onOpenConnection={openConnection}
          />
          {componentChart?.(component.id)}
        </>
      ) : count === 1 && connection ? (
        <ConnectionProperties
          key={connection.id}
          editor={editor}
          connection={connection}
          formRef={takeFocus}
        />
      ) : count > 1 ? (
        <>
          <p className={styles.panelEmpty}>
            {`${String(count)} items selected. Press Delete to remove them, or Ctrl+D to duplicate.`}
          </p>
          {selection.components.length > 1 && <ArrangeTools editor={editor} />}
        </>
      ) : (
        <>
          <p className={styles.panelEmpty}>Select a component or a connection to edit it.</p>
          <p className={styles.panelEmpty}>
            To connect two components, drag from a dot on one to the other, or select one and choose
            the other under Connect to.
          </p>
        </>
      )}
    </aside>
  );
}

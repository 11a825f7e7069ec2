import type { CanvasComponent } from '@/lib/design';
import { useId, useState } from 'react';

import { buttonClass } from '@/components/button-class';

import { focusComponentWhenShown } from './focus-component';
import { connectFacing } from './model/edits';
import { distinctNames } from './model/component-names';
import { linkedWith } from './model/linking';
import type { DesignEditor } from './use-design-editor';
import styles from './canvas.module.css';

interface ConnectSectionProps {
  editor: DesignEditor;
  component: CanvasComponent;
  /** Opens a connection in the Properties panel, the focus going with it. */
  onOpenConnection: (id: string) => void;
}

/**
 * Connecting without a mouse: pick another component and connect this one to it (the line
 * leaves and enters by the sides that face each other); then this component's connections, each
 * a button that opens it.
 */
export function ConnectSection({ editor, component, onOpenConnection }: ConnectSectionProps) {
  const { design } = editor;
  const names = distinctNames(design.widgets);
  // Only the components this one is not yet connected with, either way round.
  const linked = linkedWith(design, component.id);
  const others = design.widgets.filter((w) => w.id !== component.id && !linked.has(w.id));
  const alone = design.widgets.length < 2;
  const suggested = others[0]?.id ?? '';
  const [chosen, setChosen] = useState<string | null>(null);
  const target = chosen !== null && others.some((w) => w.id === chosen) ? chosen : suggested;
  const selectId = useId();
  const own = design.connections.filter(
    (c) => c.from.widgetId === component.id || c.to.widgetId === component.id,
  );

  const connectNow = () => {
    const result = connectFacing(editor.state, component.id, target);
    if (result) editor.dispatch({ type: 'apply', result });
    setChosen(null);
    // Back on the component, on the canvas: the next key carries on from there (C connects
    // it again), and the button may be gone with the last component left to connect.
    focusComponentWhenShown(component.id);
  };

  return (
    <>
      <div className={styles.connect}>
        <label htmlFor={selectId}>Connect to</label>
        {alone ? (
          <p className={styles.hint}>Add another component to connect this one to it.</p>
        ) : others.length === 0 ? (
          <p className={styles.hint}>This component is connected with every other one.</p>
        ) : (
          <div className={styles.connectRow}>
            <select
              id={selectId}
              value={target}
              onChange={(event) => {
                setChosen(event.target.value);
              }}
            >
              {others.map((other) => (
                <option key={other.id} value={other.id}>
                  {names.get(other.id)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={buttonClass('secondary', 'small')}
              onClick={connectNow}
            >
              Connect
            </button>
          </div>
        )}
      </div>
      {own.length > 0 && (
        <section className={styles.connections} aria-label="Connections">
          <h3>Connections</h3>
          <ul>
            {own.map((connection) => {
              const outgoing = connection.from.widgetId === component.id;
              const other = outgoing ? connection.to.widgetId : connection.from.widgetId;
              return (
                <li key={connection.id}>
                  <button
                    type="button"
                    onClick={() => {
                      onOpenConnection(connection.id);
                    }}
                  >
                    {outgoing ? 'To' : 'From'} {names.get(other)}
                    <span className={styles.connectionProtocol}>
                      {' '}
                      · {connection.properties.protocol}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}

import { COPIES_FIELD, type CanvasComponent, type PropertyValue } from '@/lib/design';

import { buttonClass } from '@/components/button-class';

import { ConnectSection } from './connect-section';
import { CopiesField } from './copies-field';
import { MAX_NAME, MAX_TEXT } from './model/field-limits';
import { COMPONENT_CATALOGUE, parseList, propertyLabel } from './model/component-types';
import { removeComponents, updateComponent } from './model/design';
import type { DesignEditor } from './use-design-editor';
import styles from './canvas.module.css';

/** The selected component's form: its name, connections, description and properties. */
export function ComponentProperties({
  editor,
  component,
  onOpenConnection,
}: {
  editor: DesignEditor;
  component: CanvasComponent;
  onOpenConnection: (id: string) => void;
}) {
  const change = (field: string, changes: Parameters<typeof updateComponent>[2]) => {
    editor.edit(updateComponent(editor.design, component.id, changes), `${component.id}:${field}`);
  };
  const kind = COMPONENT_CATALOGUE[component.type].name;
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
      <p className={styles.panelKind}>{kind}</p>
      {/* The whole name, however long: the canvas shows two lines of it. */}
      {component.name !== kind && <p className={styles.panelName}>{component.name}</p>}
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
      <ConnectSection editor={editor} component={component} onOpenConnection={onOpenConnection} />
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
      <CopiesField
        value={component.properties[COPIES_FIELD.key]}
        onChange={(copies) => {
          change(COPIES_FIELD.key, {
            properties: { ...component.properties, [COPIES_FIELD.key]: copies },
          });
        }}
      />
      {Object.entries(component.properties)
        .filter(([key]) => key !== COPIES_FIELD.key)
        .map(([key, value]) => (
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

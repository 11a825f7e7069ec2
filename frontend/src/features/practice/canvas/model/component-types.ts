/** The nine building blocks as the canvas shows and edits them. Their names, descriptions and
 * defaults come from the server's catalogue (`@/lib/design`). */

import {
  COMPONENT_CATALOGUE,
  COMPONENT_TYPES,
  COPIES_FIELD,
  type ComponentType,
  type Properties,
  type PropertyValue,
} from '@/lib/design';

export { COMPONENT_CATALOGUE, COMPONENT_TYPES };

/** A fresh copy of a type's default properties, never shared between components. */
export function newProperties(type: ComponentType): Properties {
  return structuredClone(COMPONENT_CATALOGUE[type].defaults) as Properties;
}

/** Array properties are edited as comma-separated text, trimmed, empties dropped. */
export function parseList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Human label for a property key: recordTypes -> Record types. */
export function propertyLabel(key: string): string {
  const spaced = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The copies a component's property holds: a whole number within bounds, else one. */
export function copiesCount(value: PropertyValue | undefined): number {
  const { minimum, maximum } = COPIES_FIELD;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(number) && number >= minimum && number <= maximum ? number : minimum;
}

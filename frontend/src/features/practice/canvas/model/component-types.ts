/** The nine building blocks of SPEC §3, with their names, descriptions and defaults. */

export type PropertyValue = string | number | string[];
export type Properties = Record<string, PropertyValue>;

export const COMPONENT_TYPES = [
  'client',
  'dns',
  'cdn',
  'load-balancer',
  'server',
  'cache',
  'database',
  'queue',
  'pub-sub',
] as const;

export type ComponentType = (typeof COMPONENT_TYPES)[number];

export interface ComponentSpec {
  name: string;
  description: string;
  defaults: Properties;
}

export const COMPONENT_SPECS: Record<ComponentType, ComponentSpec> = {
  client: {
    name: 'Client',
    description: 'The app or browser your users interact with.',
    defaults: { platform: 'web', framework: 'React' },
  },
  dns: {
    name: 'DNS',
    description: 'Turns a domain name into the address of your service.',
    defaults: { ttl: 300, recordTypes: ['A', 'AAAA', 'CNAME', 'MX'] },
  },
  cdn: {
    name: 'CDN',
    description: 'Serves static and cacheable content from locations near users.',
    defaults: { provider: '', regions: ['global'] },
  },
  'load-balancer': {
    name: 'Load Balancer',
    description: 'Spreads incoming requests across several servers.',
    defaults: { algorithm: 'round robin', healthCheck: 'HTTP' },
  },
  server: {
    name: 'Server',
    description: 'Runs your application logic and APIs.',
    defaults: { language: '', apiType: 'REST', retryStrategy: 'exponential backoff' },
  },
  cache: {
    name: 'Cache',
    description: 'Keeps hot data in memory for fast reads.',
    defaults: { type: 'Redis', ttl: 3600 },
  },
  database: {
    name: 'Database',
    description: 'Stores data durably and answers queries.',
    defaults: { engine: 'PostgreSQL', replication: 'master-slave' },
  },
  queue: {
    name: 'Queue',
    description: 'Holds work until a consumer is ready for it.',
    defaults: { type: 'RabbitMQ', durability: 'persistent' },
  },
  'pub-sub': {
    name: 'Pub/Sub',
    description: 'Fans events out to every subscriber of a topic.',
    defaults: {
      provider: 'Kafka',
      topics: ['events', 'notifications'],
      retention: '7 days',
      partitions: 3,
    },
  },
};

export function isComponentType(value: unknown): value is ComponentType {
  return typeof value === 'string' && (COMPONENT_TYPES as readonly string[]).includes(value);
}

/** SPEC §5: array properties are edited as comma-separated text, trimmed, empties dropped. */
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

export interface NavItem {
  to: string;
  label: string;
  /** The Playground is the product's centrepiece, so it is always set apart. */
  featured?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/home', label: 'Home' },
  { to: '/learn', label: 'Learn' },
  { to: '/practice', label: 'Playground', featured: true },
  { to: '/problems', label: 'Problems' },
  { to: '/pricing', label: 'Pricing' },
];

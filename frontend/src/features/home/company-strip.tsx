import styles from './home-page.module.css';

// Names set as text in our own type: we show where these problems come up, not their logos.
const COMPANIES = [
  'Google',
  'Amazon',
  'Meta',
  'Netflix',
  'Microsoft',
  'Uber',
  'Airbnb',
  'Stripe',
  'LinkedIn',
  'Spotify',
  'Dropbox',
  'Shopify',
];

export function CompanyStrip() {
  return (
    <section className={styles.strip} aria-labelledby="companies-title">
      <h2 id="companies-title" className={styles.stripTitle}>
        Practise the kinds of systems asked about at
      </h2>
      <div className={styles.stripViewport}>
        {/* The list is drawn twice so the loop is seamless; readers hear it once. */}
        <div className={styles.stripTrack}>
          <ul className={styles.stripList}>
            {COMPANIES.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <ul className={styles.stripList} aria-hidden="true">
            {COMPANIES.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

import { useDocumentTitle } from '@/lib/use-document-title';

import { useCatalogue } from './api';
import { CatalogueCard } from './catalogue-card';
import { ProblemBrowser } from './problem-browser';
import styles from './problems.module.css';

export default function CataloguePage() {
  useDocumentTitle('Problems');
  const catalogue = useCatalogue();
  return (
    <section className={styles.page} aria-labelledby="catalogue-title">
      <header className={styles.header}>
        <h1 id="catalogue-title">System Design Problems</h1>
        <p>The problems interviews keep coming back to, with what each one asks of you.</p>
      </header>
      <ProblemBrowser
        problems={catalogue.data}
        loadingLabel="Loading problems..."
        renderCard={(problem) => <CatalogueCard key={problem.id} problem={problem} />}
        empty={<p>System design problems are being curated. Check back soon!</p>}
      />
    </section>
  );
}

import { useMemo, useState } from 'react';

import { filterTopics } from './topic-navigation';
import type { TopicData } from './types';
import styles from './learn-page.module.css';

interface TopicSidebarProps {
  topics: TopicData[];
  loading: boolean;
  selectedId: string | undefined;
  expanded: ReadonlySet<string>;
  passed: ReadonlySet<string>;
  onToggle: (topicId: string) => void;
  onSelect: (lessonId: string) => void;
}

export function TopicSidebar(props: TopicSidebarProps) {
  const { topics, loading, selectedId, expanded, passed, onToggle, onSelect } = props;
  const [search, setSearch] = useState('');
  const visible = useMemo(() => filterTopics(topics, search), [topics, search]);
  const searching = search.trim() !== '';

  return (
    <div className={styles.sidebarInner}>
      <h2 className={styles.sidebarTitle}>Learning Topics</h2>
      <input
        type="search"
        className={styles.search}
        placeholder="Search topics..."
        aria-label="Search topics"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
        }}
      />
      {loading ? (
        <p className={styles.muted} role="status">
          Loading topics...
        </p>
      ) : visible.length === 0 ? (
        <p className={styles.muted}>
          {searching ? `No topics found matching "${search}"` : 'No topics yet.'}
        </p>
      ) : (
        <ul className={styles.topicList}>
          {visible.map((topic) => {
            // Searching opens every topic that still has matches.
            const open = searching || expanded.has(topic.id);
            return (
              <li key={topic.id}>
                <button
                  type="button"
                  className={styles.topicButton}
                  aria-expanded={open}
                  onClick={() => {
                    onToggle(topic.id);
                  }}
                >
                  <span className={styles.chevron} aria-hidden="true">
                    {open ? '▾' : '▸'}
                  </span>
                  {topic.title}
                </button>
                {open && (
                  <ul className={styles.lessonList}>
                    {topic.subtopics.map((lesson) => (
                      <li key={lesson.id}>
                        <button
                          type="button"
                          className={styles.lessonButton}
                          aria-current={lesson.id === selectedId ? 'page' : undefined}
                          onClick={() => {
                            onSelect(lesson.id);
                          }}
                        >
                          <span>{lesson.title}</span>
                          {!lesson.open_to_visitors && (
                            <span className={styles.tierBadge}>
                              Tier {lesson.required_tier_id}+
                            </span>
                          )}
                          {passed.has(lesson.id) && (
                            <span className={styles.passed} title="Quiz passed">
                              <span aria-hidden="true">✓</span>
                              <span className="visually-hidden">(quiz passed)</span>
                            </span>
                          )}
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

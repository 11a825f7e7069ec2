import { tagsOf, type ProblemFilter, type ProblemLike } from './problem-filters';
import styles from './problems.module.css';

interface FiltersBarProps {
  problems: readonly ProblemLike[];
  filter: ProblemFilter;
  onChange: (filter: ProblemFilter) => void;
}

export function FiltersBar({ problems, filter, onChange }: FiltersBarProps) {
  return (
    <div className={styles.filters} role="search">
      <input
        type="search"
        className={styles.searchInput}
        placeholder="Search problems..."
        aria-label="Search problems"
        value={filter.search}
        onChange={(event) => {
          onChange({ ...filter, search: event.target.value });
        }}
      />
      <select
        aria-label="Difficulty"
        value={filter.difficulty}
        onChange={(event) => {
          onChange({ ...filter, difficulty: event.target.value });
        }}
      >
        <option value="">All difficulties</option>
        <option value="Easy">Easy</option>
        <option value="Medium">Medium</option>
        <option value="Hard">Hard</option>
      </select>
      <select
        aria-label="Tag"
        value={filter.tag}
        onChange={(event) => {
          onChange({ ...filter, tag: event.target.value });
        }}
      >
        <option value="">All tags</option>
        {tagsOf(problems).map((tag) => (
          <option key={tag} value={tag}>
            {tag}
          </option>
        ))}
      </select>
    </div>
  );
}

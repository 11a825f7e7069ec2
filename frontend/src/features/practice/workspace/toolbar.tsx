import { Link } from 'react-router';

import { buttonClass } from '@/components/button-class';

import type { CommandName } from '../canvas/commands';
import { exportDesign } from '../canvas/export-design';
import { FileActions } from '../canvas/file-actions';
import type { DesignEditor } from '../canvas/use-design-editor';
import type { PracticeProblem } from '../types';
import styles from './workspace.module.css';

export type Notice = { tone: 'error' | 'success'; text: string };

/** The button that scores the design: Run Assessment with the coach, Submit Design without. */
export interface ScoreAction {
  label: string;
  busyLabel: string;
  run: () => void;
  running: boolean;
}

interface ToolbarProps {
  problem: PracticeProblem;
  editor: DesignEditor;
  showDetails: boolean;
  onToggleDetails: () => void;
  onNotice: (notice: Notice) => void;
  /** Absent until the user and their capabilities are known. */
  scoreAction?: ScoreAction;
}

/** The workspace header: back link, title, details, Clear, Export, and the score action. */
export function Toolbar(props: ToolbarProps) {
  const { problem, editor, showDetails, onToggleDetails, onNotice, scoreAction } = props;
  const run = (name: CommandName) => () => {
    editor.run(name);
  };
  return (
    <header className={styles.toolbar}>
      <Link to="/practice" className={styles.back}>
        ← Problems
      </Link>
      <h1 className={styles.title}>{problem.title}</h1>
      <div className={styles.tools}>
        <button
          type="button"
          className={buttonClass('ghost', 'small')}
          aria-expanded={showDetails}
          onClick={onToggleDetails}
        >
          {showDetails ? 'Hide Details' : 'Show Details'}
        </button>
        <button
          type="button"
          className={buttonClass('ghost', 'small')}
          disabled={!editor.canUndo}
          onClick={run('undo')}
          aria-label="Undo"
          title="Undo (Ctrl+Z)"
        >
          ↶
        </button>
        <button
          type="button"
          className={buttonClass('ghost', 'small')}
          disabled={!editor.canRedo}
          onClick={run('redo')}
          aria-label="Redo"
          title="Redo (Ctrl+Shift+Z)"
        >
          ↷
        </button>
        <button type="button" className={buttonClass('secondary', 'small')} onClick={run('clear')}>
          Clear
        </button>
        <FileActions editor={editor} onNotice={onNotice} />
        <button
          type="button"
          className={buttonClass('secondary', 'small')}
          onClick={() => void exportDesign(problem, editor.design, editor.notes)}
        >
          Export
        </button>
        {scoreAction && (
          <button
            type="button"
            className={buttonClass('primary', 'small')}
            aria-busy={scoreAction.running}
            disabled={scoreAction.running}
            onClick={scoreAction.run}
          >
            {scoreAction.running ? scoreAction.busyLabel : scoreAction.label}
          </button>
        )}
      </div>
    </header>
  );
}

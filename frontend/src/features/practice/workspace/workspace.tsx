import { ReactFlowProvider } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

import { buttonClass } from '@/components/button-class';
import { useCurrentUser } from '@/lib/auth/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';

import { command, COMMANDS, isTypingTarget } from '../canvas/actions';
import { DesignCanvas } from '../canvas/design-canvas';
import { exportDesign } from '../canvas/export-design';
import { FileActions } from '../canvas/file-actions';
import { Palette } from '../canvas/palette';
import { PropertiesPanel } from '../canvas/properties-panel';
import { useDesignEditor, type DesignEditor } from '../canvas/use-design-editor';
import type { PracticeProblem } from '../types';
import { CoachTab } from './coach-tab';
import { DetailsPanel } from './details-panel';
import styles from './workspace.module.css';

const COACH_TIER = 3;

function useEditorShortcuts(editor: DesignEditor) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTypingTarget(event.target)) return;
      const found = COMMANDS.find((c) => c.keyTest(event) && c.applies(editor));
      if (!found) return;
      event.preventDefault();
      found.perform(editor);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [editor]);
}

export function Workspace({ problem }: { problem: PracticeProblem }) {
  useDocumentTitle(problem.title);
  const editor = useDesignEditor(problem.id);
  const { user } = useCurrentUser();
  const coach = (user?.tier_id ?? 0) >= COACH_TIER;
  const [showDetails, setShowDetails] = useState(false);
  const [tab, setTab] = useState<'components' | 'chat'>('components');
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  useEditorShortcuts(editor);
  const run = (name: string) => () => {
    command(name).perform(editor);
  };

  return (
    <ReactFlowProvider>
      <div className={styles.workspace}>
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
              onClick={() => {
                setShowDetails((shown) => !shown);
              }}
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
            <button
              type="button"
              className={buttonClass('secondary', 'small')}
              onClick={run('clear')}
            >
              Clear
            </button>
            <FileActions editor={editor} onNotice={setNotice} />
            <button
              type="button"
              className={buttonClass('secondary', 'small')}
              onClick={() => void exportDesign(problem, editor.design)}
            >
              Export
            </button>
            {coach && (
              <button
                type="button"
                className={buttonClass('primary', 'small')}
                aria-disabled="true"
                title="The assessment engine is being set up"
              >
                Run Assessment
              </button>
            )}
          </div>
        </header>
        {notice && (
          <div
            className={notice.tone === 'error' ? styles.noticeError : styles.notice}
            role={notice.tone === 'error' ? 'alert' : 'status'}
          >
            <span>{notice.text}</span>
            <button
              type="button"
              className={buttonClass('ghost', 'small')}
              onClick={() => {
                setNotice(null);
              }}
            >
              Dismiss
            </button>
          </div>
        )}
        {showDetails && <DetailsPanel problem={problem} />}
        <div className={styles.body}>
          <aside className={styles.sidebar} aria-label="Tools">
            <div className={styles.tabs} role="tablist">
              <button
                type="button"
                role="tab"
                aria-selected={tab === 'components'}
                onClick={() => {
                  setTab('components');
                }}
              >
                Components
              </button>
              {coach && (
                <button
                  type="button"
                  role="tab"
                  aria-selected={tab === 'chat'}
                  onClick={() => {
                    setTab('chat');
                  }}
                >
                  Chat
                </button>
              )}
            </div>
            <div role="tabpanel" className={styles.tabPanel}>
              {tab === 'chat' && coach ? (
                <CoachTab problemTitle={problem.title} />
              ) : (
                <Palette editor={editor} />
              )}
            </div>
          </aside>
          <DesignCanvas editor={editor} />
          <PropertiesPanel editor={editor} />
        </div>
      </div>
    </ReactFlowProvider>
  );
}

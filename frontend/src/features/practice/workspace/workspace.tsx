import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useCallback, useEffect, useRef, useState } from 'react';

import { SubmissionsPanel } from '@/features/assessment/submissions-panel';
import { SubmissionDialog } from '@/features/assessment/submission-dialog';
import type { AssessmentNote } from '@/features/assessment/use-run-assessment';
import { CoachPanel } from '@/features/coach/coach-panel';
import { useCoachConversation } from '@/features/coach/use-coach-conversation';
import { useCurrentUser } from '@/lib/auth/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';

import { DesignCanvas } from '../canvas/design-canvas';
import { buildExportDocument } from '../canvas/model/export-document';
import { Palette } from '../canvas/palette';
import { PropertiesPanel } from '../canvas/properties-panel';
import { useCommandShortcuts } from '../canvas/use-command-shortcuts';
import { useDesignEditor } from '../canvas/use-design-editor';
import type { PracticeProblem } from '../types';
import { DetailsPanel } from './details-panel';
import { Sidebar, type SidebarTab } from './sidebar';
import { NoticeBar } from './notice-bar';
import { NotesPanel } from './notes-panel';
import { Toolbar, type Notice } from './toolbar';
import { useScoreAction } from './use-score-action';
import { workspaceOffer } from './workspace-offer';
import styles from './workspace.module.css';

const HINT_DELAY_MS = 1000;

/** The coach's welcome hint appears about a second after the workspace opens. */
function useWelcomeHint(enabled: boolean) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => {
      setShown(true);
    }, HINT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [enabled]);
  return shown;
}

function WorkspaceBody({ problem }: { problem: PracticeProblem }) {
  useDocumentTitle(problem.title);
  const editor = useDesignEditor(problem.id);
  const flow = useReactFlow();
  const { user } = useCurrentUser();
  const { coach, score: scoreMode, tabs } = workspaceOffer(user);
  const [tab, setTab] = useState<SidebarTab>('components');
  const active = tabs.includes(tab) ? tab : 'components';
  const [showDetails, setShowDetails] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useCommandShortcuts(editor);

  // The latest design and notes, read when a message or an assessment is sent rather than on
  // each edit.
  const latest = useRef({ design: editor.design, notes: editor.notes });
  useEffect(() => {
    latest.current = { design: editor.design, notes: editor.notes };
  }, [editor.design, editor.notes]);
  const currentDocument = useCallback(
    () => buildExportDocument(problem, latest.current.design, latest.current.notes, new Date()),
    [problem],
  );
  const conversation = useCoachConversation(currentDocument);
  const showHint = useWelcomeHint(coach);
  const { postCoachNote } = conversation;
  const postAssessmentNote = useCallback(
    (note: AssessmentNote) => {
      postCoachNote(note);
      // Progress, errors and the score summary are read out; the long analysis is not.
      if (note.tone || note.assessment) setAnnouncement(note.text.replace(/\*\*/g, ''));
    },
    [postCoachNote],
  );
  const score = useScoreAction({
    mode: scoreMode,
    problemId: problem.id,
    currentDocument,
    postAssessmentNote,
    openChat: () => {
      setTab('chat');
    },
  });
  const { dispatch } = editor;
  const highlight = useCallback(
    (named: string[]) => {
      // A finding from an earlier assessment may name components deleted since.
      const present = new Set(latest.current.design.widgets.map((component) => component.id));
      const components = named.filter((id) => present.has(id));
      dispatch({ type: 'select', selection: { components, connections: [] } });
      if (components.length === 0) return;
      void flow.fitView({ nodes: components.map((id) => ({ id })), padding: 0.6, duration: 300 });
    },
    [dispatch, flow],
  );

  return (
    <div className={styles.workspace}>
      <Toolbar
        problem={problem}
        editor={editor}
        showDetails={showDetails}
        onToggleDetails={() => {
          setShowDetails((shown) => !shown);
        }}
        onNotice={setNotice}
        scoreAction={score.action}
      />
      <SubmissionDialog view={score.submission.view} onClose={score.submission.dismiss} />
      <div role="status">
        {notice && (
          <NoticeBar
            notice={notice}
            onDismiss={() => {
              setNotice(null);
            }}
          />
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {showDetails && <DetailsPanel problem={problem} />}
      <div className={styles.body}>
        <Sidebar tabs={tabs} active={active} onSelect={setTab}>
          {active === 'chat' ? (
            <CoachPanel
              conversation={conversation}
              problemTitle={problem.title}
              showHint={showHint}
              onHighlight={highlight}
            />
          ) : active === 'notes' ? (
            <NotesPanel notes={editor.notes} onChange={editor.setNotes} />
          ) : active === 'submissions' ? (
            <SubmissionsPanel
              problemId={problem.id}
              howToSubmit={coach ? 'Run an assessment' : 'Submit your design'}
            />
          ) : (
            <Palette editor={editor} />
          )}
        </Sidebar>
        <DesignCanvas editor={editor} />
        <PropertiesPanel editor={editor} />
      </div>
    </div>
  );
}

export function Workspace({ problem }: { problem: PracticeProblem }) {
  return (
    <ReactFlowProvider>
      <WorkspaceBody problem={problem} />
    </ReactFlowProvider>
  );
}

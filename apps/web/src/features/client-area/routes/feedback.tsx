import {
  EFFORT_DEFAULT,
  EFFORT_MAX,
  EFFORT_MIN,
  GOAL_HELPFULNESS_DEFAULT,
  GOAL_HELPFULNESS_OPTIONS,
  type GoalHelpfulness,
  goalHelpfulnessSchema,
  PAIN_DEFAULT,
} from '@levelup/shared';
import { formatLoad } from '@levelup/shared/coaching';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { useWeightUnit } from '@/lib/weight-unit';
import { feedbackMessages, clientAreaMessages as m } from '@/messages';
import { useAlert } from '@/ui/alert-dialog';
import { Button } from '@/ui/button';
import { lazyDialog, usePreloadAfterPaint } from '@/ui/lazy-dialog';
import { useAchievements } from '../api/get-achievements';
import { clientAreaKeys } from '../api/keys';
import { submitFeedback } from '../api/submit-feedback';
import { LabelledSlider } from '../components/level-slider';
import type { QuickFeedback } from '../components/quick-feedback-dialog';
import { DEFAULT_QUICK_ANSWERS, effortEmoji, effortLabel, sessionIdFrom } from '../model/feedback';
import '../components/client-area.css';

// Quick feedback (a Radix dialog) is not on the first screen: it loads after the first paint,
// before the tap that opens it.
const QuickFeedbackDialog = lazyDialog(
  async () => (await import('../components/quick-feedback-dialog')).QuickFeedbackDialog,
);

/** The session's verified best sets, loads in the client's unit (issue 35). */
function Achievements({ userId, sessionId }: { userId?: string; sessionId: string | null }) {
  const unit = useWeightUnit();
  const achievements = useAchievements(userId, sessionId);
  const data = achievements.data;
  return (
    <div className="card">
      <h2 className="card-title">{m.achievementsTitle}</h2>
      {!data || data.verifiedSets === 0 ? (
        <p className="note">{m.achievementsNone}</p>
      ) : (
        <>
          <p>{m.achievementsVerified(data.verifiedSets)}</p>
          <ul className="achievement-list">
            {data.exercises.map((a) => (
              <li key={a.exercise}>
                <span>{a.exercise}</span>
                <span>
                  {m.achievementSet(formatLoad(a.bestKg, unit), a.bestReps)}
                  {a.personalRecord ? <strong className="pr-badge"> PR</strong> : null}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** /client/session/feedback?sessionId=: rating the session just ended. */
export function FeedbackScreen() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const sessionId = sessionIdFrom(params);
  const navigate = useNavigate();
  const showAlert = useAlert();
  const queryClient = useQueryClient();
  const [effort, setEffort] = useState<number>(EFFORT_DEFAULT);
  const [goal, setGoal] = useState<GoalHelpfulness>(GOAL_HELPFULNESS_DEFAULT);
  const [quick, setQuick] = useState<QuickFeedback>({
    answers: DEFAULT_QUICK_ANSWERS,
    pain: PAIN_DEFAULT,
  });
  const [quickOpen, setQuickOpen] = useState(false);
  const [text, setText] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const keys = useIdempotencyKeys();
  const goalId = useId();
  usePreloadAfterPaint(QuickFeedbackDialog);

  async function finish() {
    if (!user?.id || !sessionId) {
      showAlert(feedbackMessages.missingContextTitle, feedbackMessages.missingContext, () =>
        navigate('/client'),
      );
      return;
    }
    setSubmitting(true);
    const payload = {
      sessionId,
      effort,
      goalHelpfulness: goal,
      pain: quick.pain,
      ...quick.answers,
      text: text.trim() || null,
    };
    try {
      await submitFeedback(user.id, payload, keys.keyFor(payload));
    } catch (error) {
      console.warn('feedback submit failed', error);
    }
    await queryClient.invalidateQueries({ queryKey: clientAreaKeys.pendingFeedback(user.id) });
    setSubmitting(false);
    navigate('/client', { replace: true });
  }

  return (
    <section className="client-screen feedback-screen">
      <h1 className="client-title">{feedbackMessages.title}</h1>
      <div className="card">
        <LabelledSlider
          label={m.effortLabel}
          min={EFFORT_MIN}
          max={EFFORT_MAX}
          value={effort}
          onChange={setEffort}
          emoji={effortEmoji(effort)}
          shown={String(effort)}
          spoken={`${effort}: ${effortLabel(effort)}`}
        />
        <p className="effort-label">{effortLabel(effort)}</p>
      </div>
      <div className="card">
        <p id={goalId} className="field-label">
          {m.goalHelpfulness}
        </p>
        <RadioGroup.Root
          className="choice-row"
          aria-labelledby={goalId}
          value={goal}
          onValueChange={(value) => {
            const parsed = goalHelpfulnessSchema.safeParse(value);
            if (parsed.success) setGoal(parsed.data);
          }}
        >
          {GOAL_HELPFULNESS_OPTIONS.map((option) => (
            <RadioGroup.Item key={option} value={option} className="choice">
              {m.goalHelpfulnessOptions[option]}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </div>
      <Achievements userId={user?.id} sessionId={sessionId} />
      <div className="card field">
        <label className="field-label" htmlFor={`${goalId}-text`}>
          {m.feedbackText}
        </label>
        <textarea
          id={`${goalId}-text`}
          className="field-input field-textarea"
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <p className="note">{m.anonymousNote}</p>
      <div className="ready-actions">
        <Button block variant="secondary" onClick={() => setQuickOpen(true)}>
          {feedbackMessages.quickFeedback}
        </Button>
        <Button block loading={submitting} onClick={() => void finish()}>
          {feedbackMessages.finish}
        </Button>
      </div>
      <QuickFeedbackDialog
        open={quickOpen}
        onOpenChange={setQuickOpen}
        saved={quick}
        onSave={setQuick}
      />
    </section>
  );
}

import { Card, dangerButtonClassName, linkClassName, secondaryButtonClassName, usePortalText } from '../../../portal/ui/portal-page.tsx';
import { PostForm } from '../../../components/forms/post-form.tsx';
import { type FormReply } from '../../../components/forms/form-reply.ts';
import { ownVisitLink } from '../../../config/portal-links.ts';
import type { EditingState } from '../activity-editing.types.ts';

const TONE: Record<EditingState, string> = {
  draft: 'bg-slate-100 text-slate-900',
  submitted: 'bg-amber-100 text-amber-900',
  rejected: 'bg-red-100 text-red-900',
  approved: 'bg-green-100 text-green-900',
  'draft-edit': 'bg-slate-100 text-slate-900',
  'pending-edit': 'bg-amber-100 text-amber-900',
  'rejected-edit': 'bg-red-100 text-red-900',
};

/**
 * Where an activity stands (decision 104): its review state in words, the operator's comment after a
 * rejection, the on/off switch that acts at once, sending for review, and throwing away an edit.
 */
export function ActivityStatusPanel({
  activity,
  publicUrl,
  reply,
}: {
  activity: { state: EditingState; online: boolean; reviewComment: string | null; liveTitle: string; slug: string };
  publicUrl: string;
  reply: FormReply | null;
}) {
  const t = usePortalText();
  const { state } = activity;
  const isLive = state === 'approved' || state.endsWith('-edit');
  const maySubmit = state === 'draft' || state === 'rejected' || state === 'draft-edit' || state === 'rejected-edit';
  const hasCopy = state.endsWith('-edit');
  return (
    <Card title={t('portal.activityEditor.status.title')}>
      <p className="mb-2">
        <span className={`mr-2 inline-block rounded px-2 py-0.5 font-semibold ${TONE[state]}`} data-testid="editing-state">
          {t(`portal.activityEditor.states.${state}`)}
        </span>
        <span className={`inline-block rounded px-2 py-0.5 ${activity.online ? 'bg-green-100 text-green-900' : 'bg-slate-100'}`}>
          {t(activity.online ? 'portal.home.online' : 'portal.home.offline')}
        </span>
      </p>
      <p className="mb-3 text-gray-800" data-testid="editing-explanation">
        {/* Switched off, an approved activity is on the site in no version: say that, not what would show. */}
        {isLive && !activity.online ? t('portal.activityEditor.explainOffline') : t(`portal.activityEditor.explain.${state}`, { title: activity.liveTitle })}
      </p>
      {activity.reviewComment ? (
        <div className="mb-3 rounded-md border-l-4 border-red-700 bg-red-50 p-3" data-testid="review-comment">
          <p className="font-semibold">{t('portal.activityEditor.reviewComment')}</p>
          <p className="whitespace-pre-line">{activity.reviewComment}</p>
        </div>
      ) : null}
      {isLive && activity.online ? (
        <p className="mb-3">
          <a href={ownVisitLink(publicUrl)} className={linkClassName} target="_blank" rel="noopener noreferrer">
            {t('portal.activityEditor.viewPublic')}
          </a>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {maySubmit ? (
          <PostForm name="status" reply={reply} intent="submit" className="">
            <button type="submit" className={secondaryButtonClassName}>
              {t('portal.activityEditor.submit')}
            </button>
          </PostForm>
        ) : null}
        <PostForm name="status" intent={activity.online ? 'offline' : 'online'} className="">
          <button type="submit" className={secondaryButtonClassName} data-testid="online-switch">
            {t(activity.online ? 'portal.activityEditor.switchOff' : 'portal.activityEditor.switchOn')}
          </button>
        </PostForm>
        {hasCopy ? (
          <PostForm name="status" intent="discard" className="">
            <button type="submit" className={dangerButtonClassName}>
              {t('portal.activityEditor.discard')}
            </button>
          </PostForm>
        ) : null}
      </div>
    </Card>
  );
}

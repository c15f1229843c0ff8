import { Timeline, Typography } from 'antd';
import { activityActorLabel, formatDateTime, type ActivityEvent } from '@ledgerline/contracts';

/** The audit trail: who did what and when, newest first. */
export function ActivityList({ activity }: { activity: ActivityEvent[] }) {
  const newestFirst = [...activity].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <section aria-label="Activity">
      {newestFirst.length === 0 ? (
        <Typography.Text type="secondary">Nothing yet.</Typography.Text>
      ) : (
        <Timeline
          items={newestFirst.map((event) => ({
            key: event.id,
            content: (
              <>
                <div>{event.summary}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {activityActorLabel(event)} · {formatDateTime(event.at)}
                </Typography.Text>
              </>
            ),
          }))}
        />
      )}
    </section>
  );
}

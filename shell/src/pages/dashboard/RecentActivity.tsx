import { Link } from 'react-router-dom';
import { activityActorLabel, appPaths, DOCUMENT_KIND_LABELS, formatDateTime, type DashboardActivity } from '@ledgerline/contracts';
import { Heading, Paragraph, SECONDARY_TEXT_COLOR } from '@ledgerline/plain-ui';

/** The latest events across every document, each opening its document. */
export function RecentActivity({ events }: { events: DashboardActivity[] }) {
  return (
    <section aria-labelledby="activity-heading">
      <Heading level={2} size={18} style={{ marginBottom: 8 }}>
        <span id="activity-heading">Recent activity</span>
      </Heading>
      {events.length === 0 ? (
        <Paragraph secondary>Nothing yet: what you and your clients do with documents shows here.</Paragraph>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {events.map((event) => (
            <li key={event.id} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0', fontSize: 14 }}>
              <Link to={appPaths.document(event.kind, event.documentId)} style={{ fontWeight: 600 }}>
                {DOCUMENT_KIND_LABELS[event.kind]} {event.number}
              </Link>
              <div>{event.summary}</div>
              <div style={{ color: SECONDARY_TEXT_COLOR, fontSize: 13 }}>
                {activityActorLabel(event)} · {formatDateTime(event.at)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

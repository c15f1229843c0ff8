import { Col, DatePicker, Form, Input, Row, Switch } from 'antd';
import dayjs from 'dayjs';
import { errorAt, type FieldErrors } from '@ledgerline/document-editor';
import { ADDRESS_FIELDS } from '@ledgerline/forms';
import { useClient } from '@ledgerline/api-client';
import type { Address } from '@ledgerline/contracts';
import { EMPTY_ADDRESS, type EstimateDraft } from './estimate-draft.ts';

interface SiteAndScheduleFieldsProps {
  draft: EstimateDraft;
  errors: FieldErrors;
  onChange(draft: EstimateDraft): void;
}

const hasAddress = (address: Address) => Object.values(address).some((value) => value.trim() !== '');

/**
 * The job: its title, where the work is done and when it should be finished (approved change orders
 * move that date). The work site starts from the site address saved with the client, when it has one.
 */
export function SiteAndScheduleFields({ draft, errors, onChange }: SiteAndScheduleFieldsProps) {
  const client = useClient(draft.clientId ?? '', draft.clientId !== undefined);
  const item = (path: string) => {
    const message = errorAt(errors, path);
    return { validateStatus: message ? ('error' as const) : undefined, help: message };
  };
  const site = draft.siteAddress;
  const savedSite = client.data && hasAddress(client.data.siteAddress) ? client.data.siteAddress : EMPTY_ADDRESS;
  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Job title" htmlFor="estimate-job-title" extra="Printed on every document of the job." {...item('jobTitle')}>
        <Input id="estimate-job-title" maxLength={120} placeholder="Ortega bathroom remodel" value={draft.jobTitle} onChange={(event) => onChange({ ...draft, jobTitle: event.target.value })} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Planned completion" htmlFor="estimate-completion-date" {...item('completionDate')}>
            <DatePicker
              id="estimate-completion-date"
              style={{ width: '100%' }}
              value={draft.completionDate ? dayjs(draft.completionDate) : null}
              onChange={(date) => onChange({ ...draft, completionDate: date ? date.format('YYYY-MM-DD') : null })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Work site" htmlFor="estimate-site-switch">
            <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
              <Switch id="estimate-site-switch" aria-label="The work is at another address" checked={site !== null} onChange={(on) => onChange({ ...draft, siteAddress: on ? savedSite : null })} />
              At another address than the client's
            </label>
          </Form.Item>
        </Col>
      </Row>
      {site && (
        <section aria-label="Site address">
          <Row gutter={12}>
            {ADDRESS_FIELDS.map((field) => (
              <Col key={field.key} xs={24} sm={field.span}>
                <Form.Item label={`Site ${field.label.charAt(0).toLowerCase()}${field.label.slice(1)}`} htmlFor={`estimate-site-${field.key}`} {...item(`siteAddress.${field.key}`)}>
                  <Input
                    id={`estimate-site-${field.key}`}
                    autoComplete={`section-site ${field.autoComplete}`}
                    value={site[field.key]}
                    onChange={(event) => onChange({ ...draft, siteAddress: { ...site, [field.key]: event.target.value } })}
                  />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </section>
      )}
    </Form>
  );
}

import { Fragment } from 'react';
import { Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { layoutOfLines, sectionStarts, type LineLayout, type TaxRate } from '@ledgerline/contracts';
import { LineRow } from './LineRow.tsx';
import { newLineDraft, type LineDraft } from '../draft/document-draft.ts';
import type { FieldErrors } from '../draft/read-draft.ts';

interface LineEditorProps {
  lines: LineDraft[];
  currency: string;
  /** Each line's amount by index (DraftReading.lineAmounts). */
  amounts: number[] | null;
  taxRates: TaxRate[];
  errors: FieldErrors;
  /** Lines with an invalid number, whose amount is shown as unknown rather than as if it were zero. */
  incomplete: Set<number>;
  /** Lines may be marked optional, for the client to choose on acceptance (estimates). */
  allowOptional?: boolean;
  /** Keys of optional lines the client chose on acceptance. */
  chosen?: ReadonlySet<string>;
  /**
   * The document's sections (a job's final invoice: the estimate, each change order, "Less previous"),
   * headed over their lines while the lines still fit them, as the page and the PDF print them.
   */
  layout?: LineLayout | null;
  onChange(lines: LineDraft[]): void;
}

function moved<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export function LineEditor({ lines, currency, amounts, taxRates, errors, incomplete, allowOptional = false, chosen, layout, onChange }: LineEditorProps) {
  const headings = sectionStarts(layoutOfLines(layout, lines.length));
  return (
    <section aria-label="Lines">
      {lines.map((line, index) => (
        <Fragment key={line.key}>
          {headings.has(index) && (
            <Typography.Title level={3} style={{ fontSize: 15, margin: index === 0 ? '0 0 8px' : '16px 0 8px' }}>
              {headings.get(index)}
            </Typography.Title>
          )}
          <LineRow
            line={line}
            index={index}
            count={lines.length}
            currency={currency}
            amount={incomplete.has(index) ? undefined : amounts?.[index]}
            allowOptional={allowOptional}
            chosen={chosen?.has(line.key) ?? false}
            taxRates={taxRates}
            errors={errors}
            onChange={(changed) => onChange(lines.map((candidate) => (candidate.key === line.key ? changed : candidate)))}
            onMove={(offset) => onChange(moved(lines, index, index + offset))}
            onRemove={() => onChange(lines.filter((candidate) => candidate.key !== line.key))}
          />
        </Fragment>
      ))}
      {errors.lines && <Typography.Text type="danger">{errors.lines}</Typography.Text>}
      <div style={{ marginBottom: 16 }}>
        <Button icon={<PlusOutlined />} onClick={() => onChange([...lines, newLineDraft()])}>
          Add line
        </Button>
      </div>
    </section>
  );
}
